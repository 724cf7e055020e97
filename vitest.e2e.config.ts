import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits 1 s by default: too short for a busy machine's browser and server.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time, each against its own worker's server and database (the global setup
    // starts one per worker): one file at a time left the machine's second core mostly idle
    // while a test waited on its page, its server or PostgreSQL.
    maxWorkers: 2,
  },
});
