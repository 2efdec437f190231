import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSetupError } from './database-setup-error.js';
import { isAlive, readPostmasterLock } from './postmaster-lock.js';

/** The embedded cluster's directory and database under DATA_DIR, as `openDatabase` starts them. */
const CLUSTER_DIR = 'postgres';
const DATABASE = 'bloodmatch';

/**
 * The URL of the embedded PostgreSQL already running on DATA_DIR (started by `npm start`, say), read from its
 * postmaster.pid (PostgreSQL's lock file); null when none runs.
 * A second process on the same DATA_DIR must connect to it: starting another server there fails on that lock.
 */
export const runningEmbeddedDatabaseUrl = (dataDir: string): string | null => {
  const lock = readPostmasterLock(join(dataDir, CLUSTER_DIR));
  if (!lock || !isAlive(lock.pid)) return null;
  const { pid, lines } = lock;
  const port = Number(lines[3]);
  const status = lines[7]?.trim();
  const passwordFile = join(dataDir, 'secrets', 'postgres-password');
  if (!Number.isInteger(port) || port <= 0 || status !== 'ready' || !existsSync(passwordFile))
    throw new DatabaseSetupError(
      `The database under ${dataDir} is in use by another process (PostgreSQL pid ${pid}) but is not ready: wait until \`npm start\` has started (or stop it), then run this command again`,
    );
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
};
