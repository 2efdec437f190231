import { assignBaseOffset, type RecordBatchView } from './record-batch.js';

interface StoredBatch {
  readonly baseOffset: bigint;
  /** Offset after the last record of the batch. */
  readonly nextOffset: bigint;
  readonly maxTimestamp: bigint;
  readonly bytes: Buffer;
  readonly recordCount: number;
}

export class PartitionLog {
  private readonly batches: StoredBatch[] = [];
  private next = 0n;

  get logStartOffset(): bigint {
    return 0n;
  }

  get highWatermark(): bigint {
    return this.next;
  }

  get recordCount(): number {
    return this.batches.reduce((total, batch) => total + batch.recordCount, 0);
  }

  /** Returns the base offset the batch was stored at. */
  append(batch: RecordBatchView): bigint {
    const baseOffset = this.next;
    assignBaseOffset(batch, baseOffset);
    this.next = baseOffset + BigInt(batch.recordCount);
    this.batches.push({ ...batch, baseOffset, nextOffset: this.next });
    return baseOffset;
  }

  /**
   * Whole stored batches from the one holding fetchOffset on: the client drops records below its
   * fetch offset. Like Kafka, the first batch is returned even when it exceeds maxBytes, so a
   * consumer can always make progress.
   */
  read(fetchOffset: bigint, maxBytes: number): Buffer[] {
    const chunks: Buffer[] = [];
    let size = 0;
    for (let i = this.indexOfBatchHolding(fetchOffset); i < this.batches.length; i++) {
      const batch = this.batches[i]!;
      if (chunks.length > 0 && size + batch.bytes.length > maxBytes) break;
      chunks.push(batch.bytes);
      size += batch.bytes.length;
    }
    return chunks;
  }

  /** Batch granularity: the first batch whose newest record is at or after the timestamp. */
  offsetForTimestamp(timestamp: bigint): bigint {
    return this.batches.find((batch) => batch.maxTimestamp >= timestamp)?.baseOffset ?? this.next;
  }

  private indexOfBatchHolding(offset: bigint): number {
    let low = 0;
    let high = this.batches.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.batches[middle]!.nextOffset <= offset) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

export class TopicLog {
  readonly partitions: PartitionLog[];

  constructor(
    readonly name: string,
    partitionCount: number,
  ) {
    this.partitions = Array.from({ length: partitionCount }, () => new PartitionLog());
  }

  get recordCount(): number {
    return this.partitions.reduce((total, partition) => total + partition.recordCount, 0);
  }
}
