import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits 1 s by default: too short for a busy machine's browser and server.
    expect: { poll: { timeout: 10_000 } },
    // One server and one browser per file share the machine's two cores.
    fileParallelism: false,
  },
});
