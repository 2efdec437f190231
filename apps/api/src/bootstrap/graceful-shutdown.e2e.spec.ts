import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually, waitFor } from '@app/testing';
import { buildAndMigrate, postgresProcessesOf, removeBuild, startBuiltApi } from '../../test/support/built-api.js';

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
 * A failed login whose headers and first bytes are sent, the rest of its body only when `finish` is called; `finish`
 * resolves with the status of the answer. Its request id (in the API's log once the API has begun it) is `id`.
 */
const requestHeldOpen = async (base: string) => {
  const { hostname, port } = new URL(base);
  const id = `held-${Date.now()}`;
  const body = JSON.stringify({ email: 'held@example.com', password: 'not the password' });
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  let reply = '';
  socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
  const closed = once(socket, 'close');
  socket.write(
    `POST /v1/auth/login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${id}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    id,
    finish: async () => {
      socket.write(body.slice(10));
      await closed;
      return Number(reply.split(' ')[1]);
    },
  };
};

/**
 * The built API as `npm start` runs it (its own embedded PostgreSQL under DATA_DIR), stopped by signals while
 * clients keep it busy: every request gets its real answer (no 5xx), and PostgreSQL is stopped with it.
 */
describe('shutdown under load', () => {
  let dataDir: string;
  let build: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bloodmatch-shutdown-'));
    build = buildAndMigrate(dataDir);
  }, 120_000);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    removeBuild(build);
  });

  const stopUnderLoad = async (signals: NodeJS.Signals[]) => {
    const api = await startBuiltApi(build, dataDir);
    const clusterDir = join(dataDir, 'postgres');
    expect(postgresProcessesOf(clusterDir).length).toBeGreaterThan(0);
    const load = keepBusy(api.base, 24);
    await waitFor(() => load.statuses.length >= 100, 30_000, 'a hundred answers under load', 20);
    // A request whose body is still on its way keeps the shutdown going until it is answered, so every later signal
    // lands mid-shutdown however long this process takes to send it.
    const held = await requestHeldOpen(api.base);
    const output = async () => api.output();
    expect(await eventually(output, (logged) => logged.includes(held.id))).toContain(held.id);
    const times = (logged: string, line: string) => logged.split(line).length - 1;
    for (const [index, signal] of signals.entries()) {
      api.process.kill(signal);
      // The first signal starts the stop; each later one is heard during it.
      const heard = index === 0 ? `stopping on ${signal}` : `${signal} received while stopping on ${signals[0]}`;
      const logged = await eventually(output, (text) => times(text, heard) >= Math.max(1, index));
      expect(times(logged, heard)).toBeGreaterThanOrEqual(Math.max(1, index));
    }
    // Answered, not cut, though the server had stopped accepting before its body was complete.
    expect(await held.finish()).toBe(401);
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
