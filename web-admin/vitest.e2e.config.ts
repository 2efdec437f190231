import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    // Builds both apps and migrates a template database once; each file's stack copies it.
    globalSetup: ['e2e/support/global-setup.ts'],
    // A page or the projectors may take seconds on a loaded machine: `expect.poll` waits as long as a Playwright
    // locator does (30 s) rather than vitest's 1 s, and still fails when the value never comes.
    expect: { poll: { timeout: 30_000 } },
    testTimeout: 300_000,
    hookTimeout: 240_000,
    // Two journeys at a time, as the user app's browser files: each has its own API, database and browser, and
    // waits on what the page shows; E2E_WORKERS=1 runs them one at a time.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    pool: 'forks',
  },
});
