import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PostgreSQL's lock file in a cluster directory (postmaster.pid: pid on line 1, port on line 4, status on line 8),
 * split into lines with its pid read; null when there is none or its first line is no pid.
 */
export const readPostmasterLock = (clusterDir: string): { pid: number; lines: string[] } | null => {
  const file = join(clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  return Number.isInteger(pid) && pid > 0 ? { pid, lines } : null;
};

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (PostgreSQL runs as `postgres` when we are root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
