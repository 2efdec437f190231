// The boundaries between the parts (issue 12, section 3), checked by `npm run lint`. Apps are entry points that
// compose libraries; libraries never reach into an app; tools and tests use the code, the code never uses them.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'lib-imports-app',
      comment:
        'A library is shared by the apps and tools; it must not depend on one of them. Move the code into a library.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
    {
      name: 'app-imports-another-app',
      comment: 'An app only composes libraries and starts; what two apps share belongs in a library.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'code-imports-tool',
      comment:
        'tools/ (seeding, benchmark) are not built into dist/: they may use the code, never the other way round.',
      severity: 'error',
      from: { pathNot: '^tools/' },
      to: { path: '^tools/' },
    },
    {
      name: 'production-imports-test-code',
      comment: 'libs/testing and apps/*/test are not built into dist/: production code importing them would not start.',
      severity: 'error',
      from: { path: '^(apps/[^/]+/src|libs/[^/]+/src)/', pathNot: ['^libs/testing/', '\\.spec\\.ts$'] },
      to: { path: '^(libs/testing|apps/[^/]+/test)/' },
    },
    {
      name: 'context-imports-another-context-inside',
      comment:
        'An API context (apps/api/src/<context>/) shows other contexts only what its index.ts exports; export ' +
        'the thing there on purpose, or move what several share down to platform/ or a library.',
      severity: 'error',
      from: { path: '^apps/api/src/([^/]+)/', pathNot: '\\.spec\\.ts$' },
      to: {
        path: '^apps/api/src/[^/]+/',
        pathNot: ['^apps/api/src/$1/', '^apps/api/src/(platform|bootstrap)/', '^apps/api/src/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'platform-imports-context',
      comment: 'apps/api/src/platform is what every context shares: it depends on none of them.',
      severity: 'error',
      from: { path: '^apps/api/src/platform/', pathNot: '\\.spec\\.ts$' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/platform/' },
    },
    {
      name: 'feature-imports-another-feature',
      comment:
        'A web-user feature stands alone; routes compose features, and what several share goes to components/ or lib/.',
      severity: 'error',
      from: { path: '^web-user/src/features/([^/]+)/' },
      to: { path: '^web-user/src/features/', pathNot: '^web-user/src/features/$1/' },
    },
    {
      name: 'admin-resource-imports-another-resource',
      comment:
        'A web-admin resource (or page) stands alone; App.tsx and layout/ compose them, and what several share goes ' +
        'to components/, providers/ or queues/.',
      severity: 'error',
      from: { path: '^web-admin/src/(?!(?:components|providers|layout|queues|test)/)([^/]+)/' },
      to: {
        path: '^web-admin/src/[^/]+/',
        pathNot: ['^web-admin/src/$1/', '^web-admin/src/(components|providers|layout|queues|test)/'],
      },
    },
    {
      name: 'domain-imports-framework',
      comment:
        'libs/domain is pure TypeScript shared by the API, the projectors and both web apps: no framework, ORM, ' +
        'driver or Node module; zod (its form schemas) is its one package.',
      severity: 'error',
      from: { path: '^libs/domain/', pathNot: '\\.spec\\.ts$' },
      to: {
        dependencyTypes: [
          'core',
          'npm',
          'npm-dev',
          'npm-optional',
          'npm-peer',
          'npm-bundled',
          'npm-no-pkg',
          'npm-unknown',
        ],
        pathNot: '(^|/)node_modules/zod/',
      },
    },
    {
      name: 'domain-imports-another-library',
      comment: 'libs/domain depends on no other part of the code base.',
      severity: 'error',
      from: { path: '^libs/domain/' },
      to: { path: '^(apps|libs|web-user|web-admin|tools)/', pathNot: '^libs/domain/' },
    },
    {
      name: 'not-resolvable',
      comment: 'An import that resolves to nothing would hide a boundary crossing from the rules above.',
      severity: 'error',
      // k6 provides its modules at run time; the geo data script's packages are installed only to rebuild that data.
      from: { pathNot: '^libs/geo/scripts/' },
      to: { couldNotResolve: true, pathNot: '^k6(/|$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-tools|\\.test-builds)/' },
    // Type-only imports cross boundaries too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
