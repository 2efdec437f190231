// `npm run build`: the production build in dist/, made of the apps' src/ folders and the libraries only. Tests, the
// API's test support (apps/*/test), libs/testing (the Kafka test broker, the push-service double) and tools/ (seeding,
// benchmark) are left out, so neither dist/ nor the Docker image built from it carries them.
// `npm run build:tools` (--tools): the same plus libs/testing and tools/, in dist-tools/, for the development tools
// (`npm run seed:demo`, `bench:seed`, the shared test broker of `test:kafka`).
// `--out-dir <dir>` builds elsewhere (the check of the production build uses a directory of its own).
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const tools = args.includes('--tools');
const outDirAt = args.indexOf('--out-dir');
const outDir = resolve(root, outDirAt >= 0 ? args[outDirAt + 1] : tools ? 'dist-tools' : 'dist');

const folders = (parent, except = []) =>
  readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !except.includes(entry.name))
    .map((entry) => `${parent}/${entry.name}/src`);

const production = [...folders('apps'), ...folders('libs', ['testing'])];
const sources = tools ? [...production, 'libs/testing/src', 'tools'] : production;

// A clean output: files of an earlier build (or of a since-deleted source) must not linger in what ships.
rmSync(outDir, { recursive: true, force: true });
const swc = spawnSync(
  process.execPath,
  [join(root, 'node_modules/@swc/cli/bin/swc.js'), ...sources, '-d', outDir, '--config-file', '.swcrc', '--quiet'],
  { cwd: root, stdio: 'inherit' },
);
if (swc.status !== 0) process.exit(swc.status ?? 1);
// The catalogues are read from disk at run time, beside the compiled i18n library.
cpSync(join(root, 'libs/i18n/catalogues'), join(outDir, 'libs/i18n/catalogues'), { recursive: true });
// The push-service double reads its certificate and key beside its compiled code.
if (tools)
  cpSync(join(root, 'libs/testing/src/push-service'), join(outDir, 'libs/testing/src/push-service'), {
    recursive: true,
    filter: (source) => !source.endsWith('.ts'),
  });
