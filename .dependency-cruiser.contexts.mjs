// The API's contexts as a graph of their own (every import between two goes to the target's index.ts, so each
// edge ends at a context's folder): `npm run lint` fails on a cycle. Tests are left out: they may use any part.
import base from './.dependency-cruiser.mjs';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'contexts-in-a-cycle',
      comment:
        'API contexts depend on each other one way: break a cycle with an event, a command whose class lives ' +
        'with its handler, or by moving the shared code down to platform/ or a library.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/[^/]+$' },
      to: { path: '^apps/api/src/[^/]+$', circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: [base.options.exclude.path, '\\.spec\\.ts$'] },
    doNotFollow: { path: ['node_modules', '^(libs|apps/api/test)/'] },
  },
};
