import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    // Builds both apps and migrates a template database once; each file's stack copies it.
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
