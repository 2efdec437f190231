import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import pg from 'pg';

/** How the projectors' database sessions are told apart in `pg_stat_activity`, unless PGAPPNAME names them. */
export const PROJECTORS_APPLICATION_NAME = 'blood-match-projectors';

/**
 * Lowers this process's scheduling priority, on Linux thread by thread (a nice value is per thread there, and V8's
 * threads exist already; the ones started later inherit it). On a machine shared with the API, its requests then get
 * the CPU before a fan-out's pushes and batches.
 */
export const lowerOwnPriority = (nice: number) => {
  let threads: number[] = [process.pid];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    // not Linux: the process as a whole
  }
  for (const thread of threads) setPriority(thread, nice);
};

/** True when `pid` is a PostgreSQL server process of this machine (not a pid of another host or container). */
const isLocalPostgres = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres');
  } catch {
    return false;
  }
};

/**
 * Most of a fan-out's CPU is spent by PostgreSQL on the projectors' behalf, so where PostgreSQL runs on this machine
 * (the embedded default) the server processes serving the projectors' sessions get the projectors' priority too.
 * A remote server's sessions are left alone: their pids mean nothing here. Returns how many sessions it lowered.
 */
export const lowerDatabaseSessionsPriority = async (
  databaseUrl: string,
  applicationName: string,
  nice: number,
): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'blood-match-priority' });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    let lowered = 0;
    for (const { pid } of rows) {
      if (!isLocalPostgres(pid)) continue;
      try {
        setPriority(pid, nice);
        lowered += 1;
      } catch {
        // not ours to change (another user without the right), or the session has just ended
      }
    }
    return lowered;
  } finally {
    await client.end();
  }
};
