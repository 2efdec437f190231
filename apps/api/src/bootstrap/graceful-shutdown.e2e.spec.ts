import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@app/persistence';

/**
 * The built API as `npm start` runs it (its own embedded PostgreSQL under DATA_DIR), stopped by signals while
 * clients keep it busy: every request gets its real answer (no 5xx), and PostgreSQL is stopped with it.
 */
const root = process.cwd();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PostgreSQL processes whose command line names this cluster directory. */
const postgresProcessesOf = (clusterDir: string): number[] =>
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

interface RunningApi {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  base: string;
}

const startApi = async (dataDir: string): Promise<RunningApi> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/apps/api/src/main.js'], {
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
  for (const deadline = Date.now() + 60_000; ; await sleep(100)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the API did not start:\n${output}`);
    if (
      await fetch(`${base}/v1/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
  }
  return { process: child, output: () => output, exited, base };
};

/**
 * Clients that keep the API busy (a database read, and a failed login that hashes a password) until it stops
 * accepting them; returns the statuses it got.
 */
const keepBusy = (base: string, clients: number) => {
  const statuses: number[] = [];
  let stopped = false;
  const client = async (index: number) => {
    for (let i = 0; !stopped; i++) {
      const call =
        (index + i) % 2 === 0
          ? fetch(`${base}/v1/util/states`)
          : fetch(`${base}/v1/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: `nobody-${index}@example.com`, password: 'not the password' }),
            });
      try {
        const response = await call;
        await response.arrayBuffer();
        statuses.push(response.status);
      } catch {
        return; // the server stopped accepting: this client is done
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    statuses,
    finish: async () => {
      await done;
      stopped = true;
    },
  };
};

describe('shutdown under load', () => {
  let dataDir: string;

  beforeAll(() => {
    for (const args of [['run', '--silent', 'build']]) {
      const result = spawnSync('npm', args, { cwd: root, stdio: 'pipe' });
      if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed: ${result.stderr}`);
    }
    dataDir = mkdtempSync(join(tmpdir(), 'bloodmatch-shutdown-'));
    const migrate = spawnSync(process.execPath, ['dist/apps/api/src/cli.js', 'migrate'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    });
    if (migrate.status !== 0) throw new Error(`migrate failed: ${migrate.stdout}${migrate.stderr}`);
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const stopUnderLoad = async (signals: NodeJS.Signals[]) => {
    const api = await startApi(dataDir);
    const clusterDir = join(dataDir, 'postgres');
    expect(postgresProcessesOf(clusterDir).length).toBeGreaterThan(0);
    const load = keepBusy(api.base, 24);
    while (load.statuses.length < 100) await sleep(20);
    for (const signal of signals) {
      api.process.kill(signal);
      // The next signal lands mid-shutdown (signals sent closer together may merge into one).
      for (let waited = 0; waited < 5000 && !api.output().includes(`stopping on ${signals[0]}`); waited++)
        await sleep(1);
    }
    await load.finish();
    const code = await api.exited;
    return { api, code, statuses: load.statuses, clusterDir };
  };

  it('SIGTERM: stops accepting, answers every request in flight, then stops PostgreSQL', async () => {
    const { api, code, statuses, clusterDir } = await stopUnderLoad(['SIGTERM']);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200, 401]));
    expect(code).toBe(0);
    expect(api.output()).toContain('stopped on SIGTERM');
    expect(api.output()).not.toContain('driver has already been destroyed');
    expect(postgresProcessesOf(clusterDir)).toEqual([]);
    expect(existsSync(join(clusterDir, 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('two SIGINTs a few ms apart (Ctrl-C under npm start) stop it just as cleanly', async () => {
    const { api, code, statuses, clusterDir } = await stopUnderLoad(['SIGINT', 'SIGINT']);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(code).toBe(0);
    expect(api.output()).toContain('SIGINT received while stopping on SIGINT: still stopping');
    expect(api.output()).toContain('stopped on SIGINT');
    expect(postgresProcessesOf(clusterDir)).toEqual([]);
    expect(existsSync(join(clusterDir, 'postmaster.pid'))).toBe(false);
  }, 120_000);
});
