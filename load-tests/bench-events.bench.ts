// The event backbone's benchmark (a script run through jest for its ESM/TypeScript setup and its PostgreSQL; not a
// test): `npm run bench:events`. Writes its results into docs/benchmarks.md between the event-backbone markers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DonorMatched } from '@app/contracts';
import { recordEvent } from '@app/messaging';
import type { EventBackbone } from '@app/event-backbone';
import {
  count,
  openHarness,
  relayEvery,
  startBackbone,
  testConfig,
  workload,
  writeEvents,
  type Harness,
} from '@app/testing/backbone';
import { cpuMs, databaseCpuMs, ownCpuMs, startKafkaTestBroker, startProjectors } from './bench-processes.mjs';
import { sustainedPhase, type SustainedResult } from './bench-events-sustained.js';
import { commitToProjection, noteCommandCommits } from './bench-commit-times.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const THROUGHPUT_EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const POLL_MS = Number(process.env.OUTBOX_POLL_INTERVAL_MS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SUSTAIN_SECONDS = Number(process.env.BENCH_SUSTAIN_SECONDS ?? 30);
/** Seconds at the rate before the measured ones. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
/** Command transactions in flight at most during the sustained phase. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
/** BENCH_OUTBOX_NOTIFY=0: the sustained phase without the outbox's NOTIFY trigger (the relay by poll only). */
const WAKE_ON_NOTIFY = process.env.BENCH_OUTBOX_NOTIFY !== '0';
/** Which phases run (one at a time, sustained, throughput); only a run of all of them writes docs/benchmarks.md. */
const PHASES = (process.env.BENCH_PHASES ?? 'latency,sustained,throughput').split(',');
/** OUTBOX_LINGER_MS for the relay, when given (otherwise the configuration's default). */
const LINGER: Record<string, string> = process.env.OUTBOX_LINGER_MS
  ? { OUTBOX_LINGER_MS: process.env.OUTBOX_LINGER_MS }
  : {};
const TRANSPORTS = (process.env.BENCH_TRANSPORTS ?? 'inline,kafka').split(',') as ('inline' | 'kafka')[];
/** The sustained phase's workloads (see `workload`): the types mixed, and all requests in step (bursts of one type). */
const WORKLOADS = (process.env.BENCH_WORKLOADS ?? 'staggered,lockstep').split(',') as ('staggered' | 'lockstep')[];
for (const start of WORKLOADS)
  if (start !== 'staggered' && start !== 'lockstep')
    throw new Error(`BENCH_WORKLOADS lists staggered and/or lockstep, not ${start}`);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * Commit of a command's transaction (one DonorMatched) to its reminder's commit, one at a time: each waits for the
 * previous one's reminder (a 2 ms poll, which only paces the events), then up to a poll interval at random.
 */
const latencies = async (harness: Harness): Promise<number[]> => {
  await noteCommandCommits(harness);
  const ids: string[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const requestId = `bench-${randomUUID()}`;
    let eventId = '';
    await harness.em.fork().transactional(async (tx) => {
      eventId = recordEvent(tx, DonorMatched, requestId, {
        request_id: requestId,
        match_id: randomUUID(),
        donor_id: randomUUID(),
        recipient_user_id: randomUUID(),
        hospital: 'Lagos University Teaching Hospital',
        needed_at: new Date(Date.now() + 86_400_000).toISOString(),
      }).id;
    });
    ids.push(eventId);
    while ((await count(harness.em, `select count(*) as n from reminder where event_id = ?`, [eventId])) === 0)
      await new Promise((resolve) => setTimeout(resolve, 2));
    await new Promise((resolve) => setTimeout(resolve, Math.random() * POLL_MS));
  }
  return (await commitToProjection(harness, 'reminder', ids)).map(({ ms }) => ms);
};

/**
 * The backbone as deployed. Inline: the relay runs the projectors in the commands' process (the API's). Kafka: the
 * relay in the commands' process publishes to the Kafka test broker, a process of its own, and the projectors consume
 * in theirs (dist/apps/projectors, with their production settings), as a real cluster and deployment would have it.
 */
const pipeline = async (transport: 'inline' | 'kafka') => {
  const harness = await openHarness();
  const broker = transport === 'kafka' ? await startKafkaTestBroker() : null;
  const env = {
    EVENT_TRANSPORT: transport,
    KAFKA_BROKERS: broker?.brokers ?? '',
    OUTBOX_POLL_INTERVAL_MS: String(POLL_MS),
    ...LINGER,
  };
  const config = testConfig(env);
  const api = await startBackbone(harness, 'api', config);
  const projectors = broker
    ? await startProjectors({ ...process.env, ...env, NODE_ENV: 'production', DATABASE_URL: harness.database.url })
    : null;
  const relaying = relayEvery([api], config.OUTBOX_POLL_INTERVAL_MS);
  return {
    harness,
    /** CPU time each part has spent so far; this process is the commands', the relay's and (inline) the projectors'. */
    cpuMs: () => ({
      'this process': ownCpuMs(),
      ...(projectors ? { projectors: cpuMs(projectors.child.pid!) } : {}),
      ...(broker ? { broker: cpuMs(broker.child.pid!) } : {}),
      PostgreSQL: databaseCpuMs(),
    }),
    stop: async () => {
      relaying.stop();
      await projectors?.stop();
      await api.stop();
      await broker?.stop();
      await harness.close();
    },
  };
};

/** Runs `work` on a pipeline of its own, stopped however `work` ends (its broker and projectors are other processes). */
const withPipeline = async <T>(
  transport: 'inline' | 'kafka',
  work: (parts: Awaited<ReturnType<typeof pipeline>>) => Promise<T>,
): Promise<T> => {
  const parts = await pipeline(transport);
  try {
    return await work(parts);
  } finally {
    await parts.stop();
  }
};

/** A backlog of events published to Kafka (acks from the broker) as fast as `relays` relays side by side go. */
const relayThroughput = async (relays: number) => {
  const harness = await openHarness();
  const broker = await startKafkaTestBroker();
  const config = testConfig({ EVENT_TRANSPORT: 'kafka', KAFKA_BROKERS: broker.brokers });
  const apis: EventBackbone[] = [];
  // Relaying only when drained below, so the whole backlog is measured.
  for (let index = 0; index < relays; index++)
    apis.push(await startBackbone(harness, 'api', config, { wakeOnCommit: false }));
  await writeEvents(harness.em, workload(THROUGHPUT_EVENTS, 300), 1000);
  const start = performance.now();
  let published = 0;
  // Deferred rows can leave one relay idle for a tick while the other publishes: drain until the outbox is empty.
  while ((await count(harness.em, `select count(*) as n from outbox_message where published_at is null`)) > 0) {
    const counts = await Promise.all(apis.map((api) => api.relay!.drain()));
    published += counts.reduce((sum, n) => sum + n, 0);
  }
  const seconds = (performance.now() - start) / 1000;
  for (const api of apis) await api.stop();
  await broker.stop();
  await harness.close();
  return { published, seconds, perSecond: Math.round(published / seconds) };
};

const transportName = (transport: 'inline' | 'kafka') => (transport === 'inline' ? 'inline' : 'Kafka (test broker)');

const latencyCells = (values: number[]) =>
  [50, 95, 99].map((p) => `${percentile(values, p).toFixed(0)} ms`).join(' / ');

/** "this process 0.54, projectors 0.32, broker 0.09, PostgreSQL 0.40; machine 73 %". */
const coresCell = ({ machine, ...parts }: Record<string, number>) =>
  `${Object.entries(parts)
    .map(([part, cores]) => `${part} ${cores.toFixed(2)}`)
    .join(', ')}; machine ${((machine ?? 0) * 100).toFixed(0)} %`;

const sustainedRow = (transport: 'inline' | 'kafka', start: 'staggered' | 'lockstep', result: SustainedResult) =>
  `| ${transportName(transport)} | ${start} | ${RATE}/s for ${SUSTAIN_SECONDS} s | ${result.achievedRate.toFixed(0)}/s (${result.committed}) | ` +
  `${result.latencies.length} | ${latencyCells(result.latencies)} | ${latencyCells(result.secondHalf)} | ` +
  `${result.backlog.unpublished} / ${result.backlog.unnotified} | ${(result.drainedInMs / 1000).toFixed(1)} s | ` +
  `${result.statementsPerEvent.toFixed(1)} | ${coresCell(result.cores)} |`;

it('measures the event backbone', async () => {
  const rows: string[] = [];
  const sustainedRows: string[] = [];
  for (const transport of TRANSPORTS) {
    if (PHASES.includes('latency')) {
      const measured = await withPipeline(transport, ({ harness }) => latencies(harness));
      rows.push(
        `| ${transportName(transport)} | ${SAMPLES} | ${percentile(measured, 50).toFixed(0)} ms | ${percentile(measured, 95).toFixed(0)} ms |`,
      );
    }
    for (const start of PHASES.includes('sustained') ? WORKLOADS : []) {
      const result = await withPipeline(transport, ({ harness, cpuMs }) =>
        sustainedPhase(harness, {
          cpuMs,
          rate: RATE,
          seconds: SUSTAIN_SECONDS,
          warmupSeconds: WARMUP_SECONDS,
          concurrency: CONCURRENCY,
          wakeOnNotify: WAKE_ON_NOTIFY,
          start,
        }),
      );
      sustainedRows.push(sustainedRow(transport, start, result));
      process.stdout.write(`${sustainedRows.at(-1)}\n`);
    }
  }
  const everything = ['latency', 'sustained', 'throughput'].every((phase) => PHASES.includes(phase));
  if (!everything || TRANSPORTS.length < 2) return;

  const single = await relayThroughput(1);
  const pair = await relayThroughput(2);

  const section = `<!-- event-backbone:start -->
## The event backbone (\`npm run bench:events\`)

\`npm run bench:events\` (\`load-tests/bench-events.bench.ts\`; BENCH_SAMPLES=${SAMPLES}, BENCH_EVENTS=${THROUGHPUT_EVENTS},
OUTBOX_POLL_INTERVAL_MS=${POLL_MS}), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} vCPUs
(1-minute load average ${loadavg()[0].toFixed(1)} at the end: other jobs share them), the embedded PostgreSQL 18. The
parts run as deployed: the commands and the relay in this process (the API's part; inline, the projectors too);
with Kafka, the Kafka test broker (load-tests/kafka-test-broker.mjs) and the projectors (dist/apps/projectors) each in
a process of its own, all on the same cores. The relay's OUTBOX_LINGER_MS=${testConfig(LINGER).OUTBOX_LINGER_MS}.

Latency from a command's commit (one DonorMatched) to its reminder's commit, both as PostgreSQL recorded them
(\`track_commit_timestamp\`), events one at a time:

| transport | samples | p50 | p95 |
| --- | --- | --- | --- |
${rows.join('\n')}

Sustained: the backbone workload's events (requests created, donors targeted, declines, matches, donations; every
projector busy; ${Math.max(300, RATE)} requests taking turns) committed at BENCH_RATE=${RATE}/s for
BENCH_SUSTAIN_SECONDS=${SUSTAIN_SECONDS}, after
BENCH_WARMUP_SECONDS=${WARMUP_SECONDS} at that rate that are not measured, one command transaction per event, at
most BENCH_CONCURRENCY=${CONCURRENCY} in flight${WAKE_ON_NOTIFY ? '' : ', **without the outbox NOTIFY trigger** (BENCH_OUTBOX_NOTIFY=0)'}.
Workload \`staggered\`: the requests started a few turns apart, so every second mixes the event types, as traffic
would. \`lockstep\`: all requests in step, so each second is one type; every sixth second is ${Math.max(300, RATE)} donations
confirmed at once, and the first two of those earn a badge for each of the ${Math.floor(Math.max(300, RATE) / 2)} donors, whose BadgeEarned
events go through the pipeline in the same second on top of the ${RATE} (a burst, not a steady rate).
Latency from each notifying event's commit (donors targeted, matched, donation confirmed) to its notification's
commit, as PostgreSQL recorded them (nothing polls during the run); backlog when the commands stopped: outbox rows
not yet published / notifying events not yet notified; drained: from the last commit until every projector had
processed every event; statements: what this process sent PostgreSQL per committed event (commands, relay, and
inline the projectors) until then; CPU: the cores each part kept busy while the commands ran, and how busy the whole
machine was:

| transport | workload | offered | committed | notifying events | p50 / p95 / p99 | second half: p50 / p95 / p99 | backlog at the end | drained in | statements per event | CPU (cores) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${sustainedRows.join('\n')}

Relay throughput to Kafka (a backlog of ${single.published} outbox rows, OUTBOX_BATCH_SIZE=500, acks from the
broker, rows marked published after each ack): **${single.perSecond} events/s** with one relay
(${single.seconds.toFixed(1)} s), **${pair.perSecond} events/s** with two side by side (${pair.seconds.toFixed(1)} s;
they share one PostgreSQL and one broker on the same cores, and hold back rows whose aggregate the other is publishing).

The relay wakes as outbox rows commit, so an event does not wait for the poll (\`OUTBOX_POLL_INTERVAL_MS\`, only the
fallback): in-process when the API's own transaction commits (here the commands share the relay's process and ORM),
by the outbox trigger's NOTIFY for other writers. Before any wake-up (2026-11-22, relay polling every 200 ms) the same
run measured inline p50 109 ms / p95 193 ms and Kafka p50 95 ms / p95 200 ms.
<!-- event-backbone:end -->
`;
  const file = join(import.meta.dirname, '..', 'docs', 'benchmarks.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const next = /<!-- event-backbone:start -->[\s\S]*<!-- event-backbone:end -->\n/.test(current)
    ? current.replace(/<!-- event-backbone:start -->[\s\S]*<!-- event-backbone:end -->\n/, section)
    : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(file, next);
  process.stdout.write(section);
}, 600_000);
