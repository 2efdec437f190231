import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSetupError } from './database-setup-error.js';

/** The embedded cluster's directory and database under DATA_DIR, as `openDatabase` starts them. */
const CLUSTER_DIR = 'postgres';
const DATABASE = 'bloodmatch';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (PostgreSQL runs as `postgres` when we are root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The URL of the embedded PostgreSQL already running on DATA_DIR (started by `npm start`, say), read from its
 * postmaster.pid (PostgreSQL's lock file: pid on line 1, port on line 4, status on line 8); null when none runs.
 * A second process on the same DATA_DIR must connect to it: starting another server there fails on that lock.
 */
export const runningEmbeddedDatabaseUrl = (dataDir: string): string | null => {
  const pidFile = join(dataDir, CLUSTER_DIR, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
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
