/** The web apps' unit tests (each app's vitest.config.ts): jsdom, the app's own setup file, its src/ tests. */
export const webUnitTestOptions = () => ({
  environment: 'jsdom' as const,
  globals: true,
  setupFiles: ['./src/test/setup.ts'],
  include: ['src/**/*.test.{ts,tsx}'],
  css: false,
  // A ceiling for the long form journeys when the CI machine is loaded (they take a few seconds when it is not).
  testTimeout: 60_000,
  // One worker per core: the files mostly wait on jsdom and imports (2 cores: 144 s -> 96 s for the user app).
  maxWorkers: '100%',
});
