import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file has its own database, so files can run side by side. They spend much of their
    // time waiting on PostgreSQL, child processes and timers: vitest's default of one file fewer
    // than the cores ran them one at a time on a 2-core machine, with a core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
