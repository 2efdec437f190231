// How long an event takes from its command's commit to its projection's commit, as PostgreSQL itself recorded both
// (`track_commit_timestamp`, on in the test server): exact at both ends, and nothing has to poll while a benchmark
// runs. For `npm run bench:events`.
import type { Harness } from '@app/testing/backbone';

/** An array parameter as PostgreSQL's literal (the ORM would spread a JavaScript array into a list of values). */
export const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * From now on, notes each outbox insert in `bench_command`, a table of the benchmark's own database: inside the
 * command's transaction (a trigger, no round trip of its own), so that row's commit is the command's. The outbox row
 * cannot tell, as the relay's update gives it a newer version. Also indexes the projections by event.
 */
export const noteCommandCommits = async (harness: Harness) => {
  const connection = harness.em.getConnection();
  const [setting] = await connection.execute<{ track_commit_timestamp: string }[]>(`show track_commit_timestamp`);
  if (setting?.track_commit_timestamp !== 'on')
    throw new Error('bench:events needs PostgreSQL with track_commit_timestamp = on (the test server has it).');
  await connection.execute(`create index bench_notification_event on notification (event_id)`);
  await connection.execute(`create index bench_reminder_event on reminder (event_id)`);
  await connection.execute(`create table bench_command (event_id uuid primary key)`);
  await connection.execute(`create function bench_command_noted() returns trigger language plpgsql as $$
    begin insert into bench_command (event_id) values (new.id); return null; end $$`);
  await connection.execute(`create trigger bench_command_noted after insert on outbox_message
    for each row execute function bench_command_noted()`);
};

/**
 * For each of `ids` with a row in `projection` (whose rows are inserted once, never updated): when its command
 * committed (ms since the epoch) and how long after that the first of its rows committed (ms).
 */
export const commitToProjection = async (
  harness: Harness,
  projection: 'notification' | 'reminder',
  ids: string[],
): Promise<{ committed: number; ms: number }[]> =>
  (
    await harness.em.getConnection().execute<{ committed: string; ms: string }[]>(
      `select extract(epoch from c.committed) * 1000 as committed,
         extract(epoch from (select min(pg_xact_commit_timestamp(p.xmin)) from ${projection} p
           where p.event_id = c.event_id) - c.committed) * 1000 as ms
       from (select event_id, pg_xact_commit_timestamp(xmin) as committed from bench_command
             where event_id = any(?::uuid[])) c
       where exists (select 1 from ${projection} p where p.event_id = c.event_id)`,
      [uuidArray(ids)],
    )
  ).map((row) => ({ committed: Number(row.committed), ms: Number(row.ms) }));
