import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const REPO = join(import.meta.dirname, '..', '..');

/** A small code base laid out like ours, with one import that breaks each rule and imports that break none. */
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ type: 'module', dependencies: { '@nestjs/common': '*', zod: '*' } }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'nodenext',
      moduleResolution: 'nodenext',
      paths: { '@app/domain': ['./libs/domain/src/index.ts'], '@app/shared': ['./libs/shared/src/index.ts'] },
    },
  }),
  'libs/shared/src/index.ts': "import { start } from '../../../apps/api/src/main.js';\nexport const shared = start;\n",
  'libs/domain/src/index.ts': "export * from './rules.js';\n",
  'libs/domain/src/rules.ts':
    "import { z } from 'zod';\nimport { Injectable } from '@nestjs/common';\nimport { shared } from '@app/shared';\n" +
    'export const rule = [z, Injectable, shared];\n',
  'libs/testing/src/index.ts': "import { rule } from '@app/domain';\nexport const fixture = rule;\n",
  'apps/api/src/main.ts':
    "import { shared } from '@app/shared';\nimport { fixture } from '../../../libs/testing/src/index.js';\n" +
    "import { seed } from '../../../tools/seed.js';\nexport const start = [shared, fixture, seed];\n",
  'apps/api/src/main.spec.ts':
    "import { fixture } from '../../../libs/testing/src/index.js';\nexport const spec = fixture;\n",
  'apps/api/test/support.ts': "import { start } from '../src/main.js';\nexport const support = start;\n",
  'apps/projectors/src/main.ts': "import { start } from '../../api/src/main.js';\nexport const projectors = start;\n",
  'tools/seed.ts': "import { support } from '../apps/api/test/support.js';\nexport const seed = support;\n",
  'web-user/src/features/a/a.ts':
    "import { b } from '../b/b.js';\nimport { a2 } from './a2.js';\nexport const a = [b, a2];\n",
  'web-user/src/features/a/a2.ts': 'export const a2 = 2;\n',
  'web-user/src/features/b/b.ts': "import { shared } from '../../components/shared.js';\nexport const b = shared;\n",
  'web-user/src/components/shared.ts': 'export const shared = 1;\n',
  'web-admin/src/appeals/create.ts':
    "import { input } from '../hospitals/input.js';\nimport { shared } from '../components/shared.js';\n" +
    'export const create = [input, shared];\n',
  'web-admin/src/hospitals/input.ts':
    "import { shared } from '../components/shared.js';\nexport const input = shared;\n",
  'web-admin/src/components/shared.ts': 'export const shared = 1;\n',
  // Two API contexts that use each other through their index.ts: allowed one by one, a cycle together.
  'apps/api/src/accounts/index.ts': "export { account } from './account.js';\n",
  'apps/api/src/accounts/account.ts':
    "import { request } from '../blood-requests/index.js';\nexport const account = request;\n",
  'apps/api/src/blood-requests/index.ts': "export { request } from './request.js';\n",
  'apps/api/src/blood-requests/request.ts': 'export const request = 1;\n',
  'apps/api/src/blood-requests/feed.ts':
    "import { account } from '../accounts/index.js';\nexport const feed = account;\n",
  'apps/api/src/blood-requests/inside.ts':
    "import { account } from '../accounts/account.js';\nexport const inside = account;\n",
  'apps/api/src/blood-requests/inside.spec.ts':
    "import { account } from '../accounts/account.js';\nexport const spec = account;\n",
  'apps/api/src/platform/helper.ts':
    "import { request } from '../blood-requests/index.js';\nexport const helper = request;\n",
  'apps/api/src/reminders/reminders.ts':
    "import { request } from '../blood-requests/index.js';\nimport { helper } from '../platform/helper.js';\n" +
    'export const reminders = [request, helper];\n',
};

const depcruise = (root: string, args: string[]) =>
  spawnSync(process.execPath, [join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });

describe('dependency rules (npm run lint)', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuse each crossing of a boundary, and only those', () => {
    const run = depcruise(root, [
      'apps',
      'libs',
      'tools',
      'web-user/src',
      'web-admin/src',
      '--config',
      join(REPO, '.dependency-cruiser.mjs'),
    ]);
    // As `npm run lint` runs it: one line per violation, and a failing exit status.
    expect(run.status).not.toBe(0);
    const found = [...run.stdout.matchAll(/^\s*error (.+)$/gm)]
      // Packages resolve through the node_modules link to the repository's, printed relative to the fixture.
      .map(([, violation]) => violation!.replace(/\S*\/node_modules\//, 'node_modules/'))
      .sort();
    expect(found).toEqual(
      [
        'lib-imports-app: libs/shared/src/index.ts → apps/api/src/main.ts',
        'app-imports-another-app: apps/projectors/src/main.ts → apps/api/src/main.ts',
        'code-imports-tool: apps/api/src/main.ts → tools/seed.ts',
        'production-imports-test-code: apps/api/src/main.ts → libs/testing/src/index.ts',
        'feature-imports-another-feature: web-user/src/features/a/a.ts → web-user/src/features/b/b.ts',
        'domain-imports-framework: libs/domain/src/rules.ts → node_modules/@nestjs/common/index.js',
        'domain-imports-another-library: libs/domain/src/rules.ts → libs/shared/src/index.ts',
        'context-imports-another-context-inside: apps/api/src/blood-requests/inside.ts → apps/api/src/accounts/account.ts',
        'platform-imports-context: apps/api/src/platform/helper.ts → apps/api/src/blood-requests/index.ts',
        'admin-resource-imports-another-resource: web-admin/src/appeals/create.ts → web-admin/src/hospitals/input.ts',
      ].sort(),
    );
  });

  it('refuse a cycle between API contexts, and only that one', () => {
    const run = depcruise(root, ['apps/api/src', '--config', join(REPO, '.dependency-cruiser.contexts.mjs')]);
    expect(run.status).not.toBe(0);
    // Each context on the cycle is reported once, as where the cycle starts: reminders only uses one of them.
    const starts = [...run.stdout.matchAll(/^\s*error contexts-in-a-cycle: (\S+) →/gm)].map(([, from]) => from).sort();
    expect(starts).toEqual(['apps/api/src/accounts', 'apps/api/src/blood-requests']);
  });
});
