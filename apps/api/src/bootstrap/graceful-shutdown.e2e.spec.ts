import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAndMigrate, postgresProcessesOf, sleep, startBuiltApi } from '../../test/support/built-api.js';

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

/**
 * The built API as `npm start` runs it (its own embedded PostgreSQL under DATA_DIR), stopped by signals while
 * clients keep it busy: every request gets its real answer (no 5xx), and PostgreSQL is stopped with it.
 */
describe('shutdown under load', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bloodmatch-shutdown-'));
    buildAndMigrate(dataDir);
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const stopUnderLoad = async (signals: NodeJS.Signals[]) => {
    const api = await startBuiltApi(dataDir);
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
