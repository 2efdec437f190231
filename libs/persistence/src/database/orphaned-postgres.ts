import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseSetupError } from './database-setup-error.js';
import { isAlive, readPostmasterLock } from './postmaster-lock.js';

const STOP_TIMEOUT_MS = 60_000;

/** Whether a process is alive and is a PostgreSQL server started with `-D clusterDir` (read from /proc). */
const isPostgresServerOf = (pid: number, clusterDir: string): boolean => {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const dataDir = argv[argv.indexOf('-D') + 1];
    return argv.indexOf('-D') !== -1 && /postgres$/.test(argv[0] ?? '') && resolve(dataDir!) === resolve(clusterDir);
  } catch {
    return false;
  }
};

/**
 * An earlier run that was killed (kill -9, a crash, the OOM killer) leaves its embedded PostgreSQL running with
 * nobody to stop it, holding the cluster's lock file, so every later start fails. That server is stopped here
 * (fast shutdown: its sessions belonged to the dead process) before a new one is started, and the operator is told.
 * Only a server proven to run this very cluster is touched; a lock file left by a server that is gone is
 * PostgreSQL's own to clear.
 */
export const stopOrphanedPostgres = async (clusterDir: string, notice: (line: string) => void): Promise<void> => {
  const pid = readPostmasterLock(clusterDir)?.pid;
  if (pid === undefined || !isPostgresServerOf(pid, clusterDir)) return;
  process.kill(pid, 'SIGINT');
  for (const deadline = Date.now() + STOP_TIMEOUT_MS; isAlive(pid); await sleep(50)) {
    if (Date.now() > deadline)
      throw new DatabaseSetupError(
        `The PostgreSQL server (pid ${pid}) left running on ${clusterDir} by an earlier run did not stop within ${STOP_TIMEOUT_MS / 1000} s; stop it (kill ${pid}) and start again`,
      );
  }
  notice(
    `stopped the PostgreSQL server (pid ${pid}) that an earlier run left running on ${clusterDir} (that run was killed or crashed before it could stop it)`,
  );
};
