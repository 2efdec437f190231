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
 * again only when every call of the round has returned, so with a transaction per partition a round lasted as long as
 * its slowest transaction, and an event produced meanwhile waited for the whole round (measured in
 * docs/benchmarks.md, branch `kafka`). The calls that arrive in the same turn of the event loop (the whole fetch when
 * partitionsConsumedConcurrently covers the assigned partitions) are joined: their messages go through `process` in
 * chunks of at most `chunkSize`, each partition's messages in offset order (an aggregate's events share a partition,
 * so their order holds), and each partition's offset is resolved once the chunk holding its messages has returned,
 * then the offsets are committed, once per chunk rather than once per partition.
 * A chunk that fails fails every call of the round: kafkajs restarts the consumer from the committed offsets, and
 * the inbox absorbs what is delivered again.
 */
export class FetchRound {
  private waiting: Waiting[] = [];

  constructor(
    private readonly process: (messages: KafkaMessage[]) => Promise<void>,
    private readonly chunkSize: number,
    /** Whether the consumer still wants messages (a graceful stop leaves the rest to the partitions' next owner). */
    private readonly running: () => boolean,
  ) {}

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
    for (;;) {
      // Graceful stop or rebalance: a partition's rest is left to whoever owns it next.
      const live = cursors.filter(
        ({ payload, next }) =>
          next < payload.batch.messages.length && this.running() && payload.isRunning() && !payload.isStale(),
      );
      if (live.length === 0) return;
      const chunk: KafkaMessage[] = [];
      const taken: { cursor: Cursor; lastOffset: string }[] = [];
      for (const cursor of live) {
        if (chunk.length >= this.chunkSize) break;
        const messages = cursor.payload.batch.messages.slice(cursor.next, cursor.next + this.chunkSize - chunk.length);
        chunk.push(...messages);
        cursor.next += messages.length;
        taken.push({ cursor, lastOffset: messages[messages.length - 1]!.offset });
      }
      await this.process(chunk);
      for (const { cursor, lastOffset } of taken) cursor.payload.resolveOffset(lastOffset);
      // Offsets are the consumer's, not the partition's: one commit covers every partition resolved above.
      await live[0]!.payload.commitOffsetsIfNecessary();
      await live[0]!.payload.heartbeat();
    }
  }
}
