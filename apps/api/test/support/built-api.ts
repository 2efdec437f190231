import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@app/persistence';
import { eventually } from '@app/testing';

/** The built API as `npm start` runs it: its own embedded PostgreSQL under DATA_DIR, in a child process. */
const root = process.cwd();

/** PostgreSQL processes whose command line names this cluster directory. */
export const postgresProcessesOf = (clusterDir: string): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(clusterDir);
      } catch {
        return false;
      }
    })
    .map(Number);

/**
 * `npm run build` into a folder of this test file's own (under .test-builds/, inside the repository so that the
 * built code finds node_modules): test files run in parallel, and a build clears its output folder first, so two
 * files sharing dist/ would start an API whose files another build was deleting.
 */
export const buildOwnCopy = (): string => {
  mkdirSync(join(root, '.test-builds'), { recursive: true });
  const outDir = mkdtempSync(join(root, '.test-builds', 'build-'));
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--out-dir', outDir], { cwd: root, stdio: 'pipe' });
  if (build.status !== 0) throw new Error(`the build failed: ${build.stderr}`);
  return outDir;
};

export const removeBuild = (outDir: string) => rmSync(outDir, { recursive: true, force: true });

/** A build of the test file's own (see buildOwnCopy), then the migrations on DATA_DIR's own database. */
export const buildAndMigrate = (dataDir: string): string => {
  const outDir = buildOwnCopy();
  const migrate = spawnSync(process.execPath, [join(outDir, 'apps/api/src/cli.js'), 'migrate'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
  if (migrate.status !== 0) throw new Error(`migrate failed: ${migrate.stdout}${migrate.stderr}`);
  return outDir;
};

export interface RunningApi {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  base: string;
}

/** Starts the built apps/api/src/main.js on DATA_DIR and waits until /v1/health answers (or throws with its output). */
export const startBuiltApi = async (outDir: string, dataDir: string): Promise<RunningApi> => {
  const port = await freePort();
  const child = spawn(process.execPath, [join(outDir, 'apps/api/src/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_LOGIN_IP: '100000/60',
      RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: '100000/60',
      SEARCH_WAVE_INTERVAL_SECONDS: '0',
      WEB_USER_DIST: join(dataDir, 'no-web-app'),
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const answered = await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`the API did not start:\n${output}`);
      return fetch(`${base}/v1/health`).then(
        (response) => response.ok,
        () => false,
      );
    },
    (up) => up,
    { timeoutMs: 60_000 },
  );
  if (!answered) throw new Error(`the API did not start:\n${output}`);
  return { process: child, output: () => output, exited, base };
};
