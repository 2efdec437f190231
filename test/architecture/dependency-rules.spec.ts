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
};

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
    const run = spawnSync(
      process.execPath,
      [
        join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
        'apps',
        'libs',
        'tools',
        'web-user/src',
        '--config',
        join(REPO, '.dependency-cruiser.mjs'),
      ],
      { cwd: root, encoding: 'utf8' },
    );
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
      ].sort(),
    );
  });
});
