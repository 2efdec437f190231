import type { EachBatchPayload, KafkaMessage } from 'kafkajs';

interface Waiting {
  payload: EachBatchPayload;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Where a partition's batch stands in its round: the messages before `next` are in a committed chunk. */
interface Cursor {
  payload: EachBatchPayload;
  next: number;
}

/**
 * Processes the partitions' batches of one fetch together. kafkajs calls eachBatch once per partition and fetches
 * again only when every call of the round has returned; with a transaction per partition, a round of a few events
 * spread over six partitions cost six transactions, each a few round trips to PostgreSQL, on the cores the rest of
 * the pipeline needs (measured with `npm run bench:events`). The calls that arrive in the same turn of the
 * event loop (the whole fetch when partitionsConsumedConcurrently covers the assigned partitions) are joined, and
 * their partitions split into lanes as the inline transport does: one lane per `eventsPerLane` events, up to
 * `maxLanes`, so a small round is one transaction and a large one (a backlog) is still worked through side by side.
 * A partition stays in one lane, its messages in offset order (an aggregate's events share a partition, so their
 * order holds). Each lane goes through `process` in chunks of at most `chunkSize`; each partition's offset is resolved
 * once the chunk holding its messages has returned, then the offsets are committed, once per chunk (runOptions).
 * A chunk that fails fails every call of the round: kafkajs restarts the consumer from the committed offsets, and
 * the inbox absorbs what is delivered again.
 */
export class FetchRound {
  private waiting: Waiting[] = [];

  constructor(
    private readonly process: (messages: KafkaMessage[]) => Promise<void>,
    /** Whether the consumer still wants messages (a graceful stop leaves the rest to the partitions' next owner). */
    private readonly running: () => boolean,
    private readonly sizes: {
      chunkSize: number;
      eventsPerLane: number;
      maxLanes: number;
      /** A message's weight in events (a heavy event weighs a whole chunk); 1 unless given. */
      weigh?: (message: KafkaMessage) => number;
    },
  ) {}

  private weigh(message: KafkaMessage): number {
    return this.sizes.weigh?.(message) ?? 1;
  }

  /**
   * What `consumer.run` needs besides its concurrency: batches go to `join`, and kafkajs neither resolves nor commits
   * offsets itself. Left to commit, it sends a commit after every partition's batch, each with every offset then
   * uncommitted: as many commits as the round has partitions, each a request to the broker (measured in
   * docs/benchmarks.md: three and a half per fetch at 500 events/s, the most frequent request of all).
   */
  get runOptions() {
    return {
      autoCommit: false,
      eachBatchAutoResolve: false,
      eachBatch: (payload: EachBatchPayload) => this.join(payload),
    };
  }

  /** eachBatch: resolves once the batch's messages are processed and their offsets committed (or left, on stop). */
  join(payload: EachBatchPayload): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.flush());
      this.waiting.push({ payload, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const round = this.waiting;
    this.waiting = [];
    try {
      await this.processRound(round.map(({ payload }) => ({ payload, next: 0 })));
      for (const { resolve } of round) resolve();
    } catch (error) {
      for (const { reject } of round) reject(error);
    }
  }

  private async processRound(cursors: Cursor[]): Promise<void> {
    const { eventsPerLane, maxLanes } = this.sizes;
    const size = ({ payload }: Cursor) => payload.batch.messages.reduce((sum, message) => sum + this.weigh(message), 0);
    const total = cursors.reduce((sum, cursor) => sum + size(cursor), 0);
    const lanes: Cursor[][] = Array.from(
      { length: Math.max(1, Math.min(maxLanes, Math.ceil(total / eventsPerLane))) },
      () => [],
    );
    const laneSizes = lanes.map(() => 0);
    // The largest partitions first, each to the lane with the fewest events so far.
    for (const cursor of [...cursors].sort((a, b) => size(b) - size(a))) {
      const lane = laneSizes.indexOf(Math.min(...laneSizes));
      lanes[lane]!.push(cursor);
      laneSizes[lane]! += size(cursor);
    }
    const settled = await Promise.allSettled(
      lanes.filter((lane) => lane.length > 0).map((lane) => this.processLane(lane)),
    );
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  private async processLane(cursors: Cursor[]): Promise<void> {
    const { chunkSize } = this.sizes;
    for (;;) {
      // Graceful stop or rebalance: a partition's rest is left to whoever owns it next.
      const live = cursors.filter(
        ({ payload, next }) =>
          next < payload.batch.messages.length && this.running() && payload.isRunning() && !payload.isStale(),
      );
      if (live.length === 0) return;
      const chunk: KafkaMessage[] = [];
      const taken: { cursor: Cursor; lastOffset: string }[] = [];
      // At most chunkSize in weight; a message heavier than what is left waits for the next chunk.
      let left = chunkSize;
      for (const cursor of live) {
        if (left <= 0) break;
        const { messages } = cursor.payload.batch;
        const start = cursor.next;
        while (cursor.next < messages.length) {
          const weight = this.weigh(messages[cursor.next]!);
          if (chunk.length > 0 && weight > left) break;
          chunk.push(messages[cursor.next]!);
          cursor.next += 1;
          left -= weight;
          if (left <= 0) break;
        }
        if (cursor.next > start) taken.push({ cursor, lastOffset: messages[cursor.next - 1]!.offset });
        if (cursor.next < messages.length) break;
      }
      await this.process(chunk);
      for (const { cursor, lastOffset } of taken) cursor.payload.resolveOffset(lastOffset);
      // Offsets are the consumer's, not the partition's: one commit covers every partition resolved so far.
      const { payload } = live[0]!;
      await payload.commitOffsetsIfNecessary(payload.uncommittedOffsets());
      await payload.heartbeat();
    }
  }
}
