import { defineConfig } from 'vitest/config';

/** Tests on a phone with its CPU slowed down: they need a core of their own, so they run alone, last. */
const alone = ['tests/e2e/early-taps.test.ts'];

/** The global setup starts one server per worker of each project (support/server.ts). */
const shared = {
  globalSetup: ['tests/e2e/support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // expect.poll waits 1 s by default: too short for a busy machine's browser and server.
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'side by side',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: alone,
          // Two files at a time, each against its own worker's server and database: one file at
          // a time left the machine's second core mostly idle while a test waited on its page,
          // its server or PostgreSQL.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: { ...shared, name: 'alone', include: alone, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
