import type { OutboxRow, OutboxSink } from '../outbox/outbox-relay.js';
import type { ProjectorRunner } from '../consumer/projector-runner.js';

/** The lane of an aggregate: a stable string hash, so all of an aggregate's events share one lane. */
const laneOf = (aggregateId: string, lanes: number): number => {
  let hash = 0;
  for (let index = 0; index < aggregateId.length; index++) hash = (hash * 31 + aggregateId.charCodeAt(index)) | 0;
  return Math.abs(hash) % lanes;
};

/**
 * The embedded transport: the relay's sink hands each batch straight to the projectors in this process. As Kafka's
 * partitions do, the batch is split by aggregate into lanes, which each projector works through side by side, each
 * lane in outbox order, in chunks of `chunk` events per transaction: order holds per aggregate (what projectors rely
 * on), and a projector that handles events one by one (stats) is not held to one round trip at a time. The relay
 * marks the rows published only after every projector has processed (or dead-lettered) them, so a crash replays
 * them and the inbox absorbs the repeats, exactly as with Kafka.
 * Each lane costs every projector with events in it a transaction of its own, so a batch gets one lane per
 * `eventsPerLane` events, up to `maxLanes`: woken as commands commit, the relay mostly hands over a few events at a
 * time, which four lanes would turn into up to twelve transactions (measured in docs/benchmarks.md).
 */
export const inlineSink =
  (runners: ProjectorRunner[], chunk = 100, maxLanes = 4, eventsPerLane = 25): OutboxSink =>
  async (rows: OutboxRow[]) => {
    const lanes = Math.max(1, Math.min(maxLanes, Math.ceil(rows.length / eventsPerLane)));
    const byLane: OutboxRow[][] = Array.from({ length: lanes }, () => []);
    for (const row of rows) byLane[laneOf(row.envelope.aggregate_id, lanes)]!.push(row);
    await Promise.all(
      runners.flatMap((runner) =>
        byLane
          .filter((lane) => lane.length > 0)
          .map(async (lane) => {
            for (let start = 0; start < lane.length; start += chunk)
              await runner.processBatch(lane.slice(start, start + chunk).map((row) => row.envelope));
          }),
      ),
    );
  };
