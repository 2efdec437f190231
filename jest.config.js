// ESM jest: Nest 12 and MikroORM 7 ship ESM only, so tests run as ES modules through @swc/jest.
const swc = {
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
  },
  module: { type: 'es6' },
  swcrc: false,
  sourceMaps: 'inline',
};

const libs = [
  'auth',
  'config',
  'contracts',
  'domain',
  'event-backbone',
  'geo',
  'i18n',
  'messaging',
  'observability',
  'persistence',
  'projectors',
  'testing',
];

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/tools', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@app/i18n/node$': '<rootDir>/libs/i18n/src/node.ts',
    '^@app/testing/backbone$': '<rootDir>/libs/testing/src/backbone/backbone-harness.ts',
    '^@test/api$': '<rootDir>/apps/api/test/support/index.ts',
    ...Object.fromEntries(libs.map((lib) => [`^@app/${lib}$`, `<rootDir>/libs/${lib}/src/index.ts`])),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/libs/testing/src/database/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/libs/testing/src/database/jest-global-teardown.mjs',
  // A guard against a hung test, not a measure: starting an API (a database from the template, migrations checked)
  // took over 30 s on a machine running other suites at once.
  testTimeout: 60000,
  // A worker keeps every module graph it loaded (the API's, per e2e file); past this it is replaced between files, so
  // the suite's growth never runs a worker into V8's heap limit (one did, at 4 GB).
  workerIdleMemoryLimit: '1GB',
  // One worker per core, not jest's default of one fewer: the files mostly wait on their PostgreSQL, so on 2 cores two
  // workers took the suite from 416 s to 246 s.
  maxWorkers: '100%',
  // kafkajs keeps sockets and retry timers past disconnect for a while; do not let them hold the run open.
  forceExit: true,
};
