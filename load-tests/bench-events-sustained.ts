// The sustained phase of `npm run bench:events`: commands committing events at a fixed rate for a while, and how
// long each event takes from its command's commit to its notification being stored.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { DonationConfirmed, DonorMatched, DonorsTargeted } from '@app/contracts';
import { recordEvent } from '@app/messaging';
import { allProjected, count, workload, type Harness } from '@app/testing/backbone';

export interface SustainedOptions {
  /** Events per second the commands commit, each in a transaction of its own. */
  rate: number;
  seconds: number;
  /** Command transactions in flight at most (the API's pool would bound them too). */
  concurrency: number;
}

export interface SustainedResult {
  committed: number;
  achievedRate: number;
  /** Commit to notification stored, for each event that notifies someone. */
  latencies: number[];
  /** When the commands stopped: outbox rows not yet published, notifying events whose notification is not stored. */
  backlog: { unpublished: number; unnotified: number };
  /** From the last commit until every projector had processed every event. */
  drainedInMs: number;
}

const CHANNEL = 'bench_notification_stored';

/**
 * Notifies CHANNEL with the event id of each stored notification, delivered when its transaction commits: the moment
 * another session can read it. Only in the benchmark's own database.
 */
const watchNotifications = async (harness: Harness, seen: Map<string, number>) => {
  await harness.em.getConnection().execute(`
    create or replace function bench_notification_stored() returns trigger language plpgsql as $$
    begin perform pg_notify('${CHANNEL}', new.event_id::text); return null; end $$;
    create or replace trigger bench_notification_stored after insert on notification
      for each row execute function bench_notification_stored()`);
  const client = new pg.Client({ connectionString: harness.database.url });
  await client.connect();
  client.on('notification', (message) => {
    if (message.payload && !seen.has(message.payload)) seen.set(message.payload, performance.now());
  });
  await client.query(`listen ${CHANNEL}`);
  return client;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Commits the backbone workload's events (requests created, donors targeted, declines, matches, donations: every
 * projector busy) at `rate` per second for `seconds`, one command transaction per event, from a schedule: a command
 * late because the pool or the machine is busy goes as soon as it can, so the achieved rate shows falling behind.
 */
export const sustainedPhase = async (harness: Harness, options: SustainedOptions): Promise<SustainedResult> => {
  const events = workload(options.rate * options.seconds, Math.max(300, options.rate));
  const committedAt = new Map<string, number>();
  const storedAt = new Map<string, number>();
  const listener = await watchNotifications(harness, storedAt);
  try {
    let next = 0;
    let inFlight = 0;
    const failures: unknown[] = [];
    const commit = async (index: number) => {
      const event = events[index]!;
      let id = '';
      await harness.em.fork().transactional(async (tx) => {
        id = recordEvent(tx, event.contract, event.aggregateId, event.payload).id;
      });
      committedAt.set(id, performance.now());
    };
    const started = performance.now();
    while (next < events.length) {
      const due = Math.min(events.length, Math.floor(((performance.now() - started) / 1000) * options.rate));
      while (next < due && inFlight < options.concurrency) {
        inFlight++;
        void commit(next++)
          .catch((error: unknown) => failures.push(error))
          .finally(() => inFlight--);
      }
      await sleep(1);
    }
    while (inFlight > 0) await sleep(1);
    const producing = (performance.now() - started) / 1000;
    if (failures.length) throw new Error(`${failures.length} command transactions failed: ${String(failures[0])}`);
    const notifying = await harness.em
      .getConnection()
      .execute<{ id: string }[]>(`select id from outbox_message where message_type in (?)`, [
        [DonorsTargeted.type, DonorMatched.type, DonationConfirmed.type],
      ]);
    const backlog = {
      unpublished: await count(harness.em, `select count(*) as n from outbox_message where published_at is null`),
      unnotified: notifying.filter(({ id }) => !storedAt.has(id)).length,
    };
    const lastCommit = Math.max(...committedAt.values());
    while (!(await allProjected(harness.em))) await sleep(20);
    const drainedInMs = performance.now() - lastCommit;
    // A moment for the last notifications to arrive on the listening connection.
    await sleep(200);
    return {
      committed: committedAt.size,
      achievedRate: committedAt.size / producing,
      latencies: notifying
        .filter(({ id }) => storedAt.has(id) && committedAt.has(id))
        .map(({ id }) => storedAt.get(id)! - committedAt.get(id)!),
      backlog,
      drainedInMs,
    };
  } finally {
    await listener.end();
  }
};
