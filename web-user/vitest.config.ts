import { mergeConfig, defineConfig } from 'vitest/config';
import viteConfig from './vite.config';

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
      // One worker per core: the files mostly wait on jsdom and imports (2 cores: 144 s -> 96 s for the user app).
      maxWorkers: '100%',
    },
  }),
);
