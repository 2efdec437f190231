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
    // One journey at a time: two at once failed on a loaded machine (the user page's "Reveal contact" and the
    // create form's map note never showed), where one at a time passes.
    fileParallelism: false,
    pool: 'forks',
  },
});
