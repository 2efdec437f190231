// The sustained phase of `npm run bench:events`: commands committing events at a fixed rate for a while, and how
// long each event takes from its command's commit to its notification being stored.
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { DonationConfirmed, DonorMatched, DonorsTargeted } from '@app/contracts';
import { recordEvent } from '@app/messaging';
import { allProjected, count, workload, type Harness, type PlannedEvent } from '@app/testing/backbone';
import { machineCpuMs } from './bench-processes.mjs';
import { commitToProjection, noteCommandCommits, uuidArray } from './bench-commit-times.js';

export interface SustainedOptions {
  /** Events per second the commands commit, each in a transaction of its own. */
  rate: number;
  seconds: number;
  /** Seconds at the same rate before the measured ones (not measured). */
  warmupSeconds: number;
  /** Command transactions in flight at most (the API's pool would bound them too). */
  concurrency: number;
  /** How the requests' events interleave (see `workload`): staggered mixes the types, lockstep one type at a time. */
  start: 'lockstep' | 'staggered';
  /**
   * false: without the outbox_message NOTIFY trigger (in this database only), the relay going by its poll alone; to
   * see what the notify costs the commands (PostgreSQL holds its notify lock through each notifying commit).
   */
  wakeOnNotify: boolean;
  /** CPU time (ms) each part of the pipeline has spent so far, by name (this process, the others, PostgreSQL). */
  cpuMs: () => Record<string, number>;
}

export interface SustainedResult {
  committed: number;
  achievedRate: number;
  /** Command commit to notification commit (ms), for each event that notifies someone, as PostgreSQL recorded both. */
  latencies: number[];
  /** The same for the events committed in the second half of the run, once start-up and any early backlog are past. */
  secondHalf: number[];
  /** When the commands stopped: outbox rows not yet published, notifying events whose notification is not stored. */
  backlog: { unpublished: number; unnotified: number };
  /** From the last commit until every projector had processed every event. */
  drainedInMs: number;
  /**
   * Statements this process sent to PostgreSQL per committed event, from the first command until every projector
   * was done (commands, relay, projectors; not the benchmark's own look-ups). Each is a socket write and a wake-up of
   * a PostgreSQL backend, what the CPU profile of this phase is mostly made of. It moves with the load too (a relay
   * that falls behind hands over bigger batches, which cost fewer statements per event), but less than the latency.
   */
  statementsPerEvent: number;
  /** Cores each part kept busy while the commands ran, by name, and the whole machine (`machine`, of all its cores). */
  cores: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The benchmark's own look-ups through the ORM (is everything projected yet?), which the count leaves out. */
const uncounted = new AsyncLocalStorage<true>();
const benchmarkQuery = <T>(work: () => Promise<T>) => uncounted.run(true, work);

/** Counts the queries every pg client of this process sends, but benchmarkQuery's. */
const countStatements = () => {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  let statements = 0;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (!uncounted.getStore()) statements++;
    return query.apply(this, args);
  };
  return {
    get statements() {
      return statements;
    },
    stop: () => {
      prototype.query = query;
    },
  };
};

interface CpuSample {
  parts: Record<string, number>;
  machine: { busy: number; all: number };
}

const sampleCpu = (options: SustainedOptions): CpuSample => ({ parts: options.cpuMs(), machine: machineCpuMs() });

/** Cores each part kept busy between two samples `seconds` apart; the machine's share of all its cores instead. */
const coresBetween = (before: CpuSample, after: CpuSample, seconds: number) => {
  const cores: Record<string, number> = {};
  for (const [part, ms] of Object.entries(after.parts)) cores[part] = (ms - before.parts[part]!) / 1000 / seconds;
  cores.machine = (after.machine.busy - before.machine.busy) / (after.machine.all - before.machine.all);
  return cores;
};

/**
 * Commits `events` at `rate` per second, one command transaction each, at most `concurrency` in flight, from a
 * schedule: a command late because the pool or the machine is busy goes as soon as it can, so the achieved rate shows
 * falling behind. Resolves with the seconds it took.
 */
const commitAtRate = async (
  harness: Harness,
  events: PlannedEvent[],
  options: Pick<SustainedOptions, 'rate' | 'concurrency'>,
  committed: (event: PlannedEvent, id: string) => void = () => undefined,
): Promise<number> => {
  let next = 0;
  let inFlight = 0;
  const failures: unknown[] = [];
  const commit = async (event: PlannedEvent) => {
    let id = '';
    await harness.em.fork().transactional(async (tx) => {
      id = recordEvent(tx, event.contract, event.aggregateId, event.payload).id;
    });
    committed(event, id);
  };
  const started = performance.now();
  while (next < events.length) {
    const due = Math.min(events.length, Math.floor(((performance.now() - started) / 1000) * options.rate));
    while (next < due && inFlight < options.concurrency) {
      inFlight++;
      void commit(events[next++]!)
        .catch((error: unknown) => failures.push(error))
        .finally(() => inFlight--);
    }
    await sleep(1);
  }
  while (inFlight > 0) await sleep(1);
  if (failures.length) throw new Error(`${failures.length} command transactions failed: ${String(failures[0])}`);
  return (performance.now() - started) / 1000;
};

/**
 * Commits the backbone workload's events (requests created, donors targeted, declines, matches, donations: every
 * projector busy) at `rate` per second for `seconds` after `warmupSeconds` at that rate, and measures each notifying
 * event from its commit to its notification.
 */
export const sustainedPhase = async (harness: Harness, options: SustainedOptions): Promise<SustainedResult> => {
  const plan = (seconds: number) =>
    workload(options.rate * seconds, Math.max(300, options.rate), undefined, options.start);
  const events = plan(options.seconds);
  const notifying = new Set<string>([DonorsTargeted.type, DonorMatched.type, DonationConfirmed.type]);
  let committed = 0;
  /** When the last command's commit came back (performance.now()), to time the drain from. */
  let lastCommit = 0;
  const notifyingIds: string[] = [];
  if (!options.wakeOnNotify)
    await harness.em.getConnection().execute(`drop trigger outbox_message_notify on outbox_message`);
  await noteCommandCommits(harness);
  const statements = countStatements();
  try {
    // Not measured: the same rate for a while first, so the pools have opened their connections and the code is
    // compiled, as in a service that has been running.
    if (options.warmupSeconds > 0) await commitAtRate(harness, plan(options.warmupSeconds), options);
    const statementsBefore = statements.statements;
    const cpuBefore = sampleCpu(options);
    const producing = await commitAtRate(harness, events, options, (event, id) => {
      committed++;
      lastCommit = performance.now();
      if (notifying.has(event.contract.type)) notifyingIds.push(id);
    });
    const cores = coresBetween(cpuBefore, sampleCpu(options), producing);
    const backlog = await benchmarkQuery(async () => ({
      unpublished: await count(harness.em, `select count(*) as n from outbox_message where published_at is null`),
      unnotified: await count(
        harness.em,
        `select count(*) as n from unnest(?::uuid[]) as e (id)
         where not exists (select 1 from notification n where n.event_id = e.id)`,
        [uuidArray(notifyingIds)],
      ),
    }));
    while (!(await benchmarkQuery(() => allProjected(harness.em)))) await sleep(20);
    const drainedInMs = performance.now() - lastCommit;
    const statementsPerEvent = (statements.statements - statementsBefore) / committed;
    const measured = await benchmarkQuery(() => commitToProjection(harness, 'notification', notifyingIds));
    const halfway = Math.min(...measured.map((event) => event.committed)) + (options.seconds * 1000) / 2;
    return {
      committed,
      achievedRate: committed / producing,
      latencies: measured.map(({ ms }) => ms),
      secondHalf: measured.filter((event) => event.committed >= halfway).map(({ ms }) => ms),
      backlog,
      drainedInMs,
      statementsPerEvent,
      cores,
    };
  } finally {
    statements.stop();
  }
};
