import type { OutboxRow, OutboxSink } from '../outbox/outbox-relay.js';
import type { ProjectorRunner } from '../consumer/projector-runner.js';

/**
 * The embedded transport: the relay's sink hands each batch straight to the projectors in this process, each
 * projector reading it in outbox order, in chunks of `chunk` events per transaction (the projectors run in
 * parallel with one another). The relay marks the rows published only after every projector has processed (or
 * dead-lettered) them, so a crash replays them and the inbox absorbs the repeats, exactly as with Kafka.
 */
export const inlineSink =
  (runners: ProjectorRunner[], chunk = 100): OutboxSink =>
  async (rows: OutboxRow[]) => {
    await Promise.all(
      runners.map(async (runner) => {
        for (let start = 0; start < rows.length; start += chunk)
          await runner.processBatch(rows.slice(start, start + chunk).map((row) => row.envelope));
      }),
    );
  };
