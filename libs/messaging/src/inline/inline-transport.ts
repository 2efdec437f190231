import type { OutboxRow, OutboxSink } from '../outbox/outbox-relay.js';
import type { ProjectorRunner } from '../consumer/projector-runner.js';
import { eventWeight } from '../consumer/projector.js';

/**
 * The embedded transport: the relay's sink hands each batch straight to the projectors in this process. As Kafka's
 * partitions do, the batch is split by aggregate into lanes, which each projector works through side by side, each
 * lane in outbox order, in chunks of `chunk` events per transaction: order holds per aggregate (what projectors rely
 * on), and a projector that handles events one by one (stats) is not held to one round trip at a time. The relay
 * marks the rows published only after every projector has processed (or dead-lettered) them, so a crash replays
 * them and the inbox absorbs the repeats, exactly as with Kafka.
 * Each lane costs every projector with events in it a transaction of its own, so a batch gets one lane per
 * `eventsPerLane` events, up to `maxLanes`: woken as commands commit, the relay mostly hands over a few events at a
 * time, which four lanes would turn into up to twelve transactions (measured in docs/benchmarks.md). A heavy event
 * (Projector.heavy) counts as a whole chunk: a few appeal batches get a lane and a transaction each, side by side.
 * Aggregates go to the lane with the least weight so far, the heaviest first.
 */
export const inlineSink = (runners: ProjectorRunner[], chunk = 100, maxLanes = 4, eventsPerLane = 25): OutboxSink => {
  const weigh = eventWeight(
    runners.map((runner) => runner.projector),
    chunk,
  );
  return async (rows: OutboxRow[]) => {
    const byAggregate = new Map<string, { rows: OutboxRow[]; weight: number }>();
    for (const row of rows) {
      const group = byAggregate.get(row.envelope.aggregate_id) ?? { rows: [], weight: 0 };
      group.rows.push(row);
      group.weight += weigh(row.envelope.type);
      byAggregate.set(row.envelope.aggregate_id, group);
    }
    const total = [...byAggregate.values()].reduce((sum, group) => sum + group.weight, 0);
    const lanes = Math.max(1, Math.min(maxLanes, Math.ceil(total / eventsPerLane)));
    const byLane: OutboxRow[][] = Array.from({ length: lanes }, () => []);
    const laneWeights = byLane.map(() => 0);
    for (const group of [...byAggregate.values()].sort((a, b) => b.weight - a.weight)) {
      const lane = laneWeights.indexOf(Math.min(...laneWeights));
      byLane[lane]!.push(...group.rows);
      laneWeights[lane]! += group.weight;
    }
    await Promise.all(
      runners.flatMap((runner) =>
        byLane
          .filter((lane) => lane.length > 0)
          .map(async (lane) => {
            for (const part of chunksOf(lane, (row) => weigh(row.envelope.type), chunk))
              await runner.processBatch(part.map((row) => row.envelope));
          }),
      ),
    );
  };
};

/** Consecutive runs of `items` weighing at most `limit` each (an item heavier than that alone). */
export const chunksOf = <T>(items: readonly T[], weigh: (item: T) => number, limit: number): T[][] => {
  const chunks: T[][] = [];
  let current: T[] = [];
  let weight = 0;
  for (const item of items) {
    const itemWeight = weigh(item);
    if (current.length > 0 && weight + itemWeight > limit) {
      chunks.push(current);
      current = [];
      weight = 0;
    }
    current.push(item);
    weight += itemWeight;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
};
