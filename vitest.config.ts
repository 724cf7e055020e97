import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files that keep a core busy on their own (thousands of calls, argon2, large imports) or run
 * their own server processes and PostgreSQL clusters: they run one at a time, as their timeouts
 * assume, after the others.
 */
const alone = [
  'tests/integration/auth.test.ts',
  'tests/integration/backup-restore-process.test.ts',
  'tests/integration/backups.test.ts',
  'tests/integration/csv-import-memory.test.ts',
  'tests/integration/csv-import-resume.test.ts',
  'tests/integration/csv-import.test.ts',
  'tests/integration/database-outage.test.ts',
  'tests/integration/embedded-postgres-crash.test.ts',
  'tests/integration/embedded-postgres.test.ts',
  'tests/integration/hostile-input.test.ts',
  'tests/integration/passwords.test.ts',
  'tests/integration/process-shutdown.test.ts',
  'tests/integration/team.test.ts',
];

/** Each project starts its own PostgreSQL (or template database); the root project none. */
const shared = {
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: ['tests/support/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'side by side',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: alone,
          // Each file has its own database, and these spend most of their time waiting on
          // PostgreSQL, mail servers and timers: vitest's default (one file fewer than the cores)
          // ran them one at a time on a 2-core machine, with a core idle.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: { ...shared, name: 'alone', include: alone, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
