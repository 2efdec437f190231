import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      // A ceiling for the long form journeys when the CI machine is loaded (they take a few seconds when it is not).
      testTimeout: 60_000,
      // One worker per core, as the user app's unit tests.
      maxWorkers: '100%',
    },
  }),
);
