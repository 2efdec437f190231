/**
 * Byte positions inside a magic-2 RecordBatch. The broker never decodes records: it keeps the
 * batch bytes as the producer sent them, so any compression the clients agree on passes through.
 */
const BASE_OFFSET = 0;
const BATCH_LENGTH = 8;
const MAGIC = 16;
const LAST_OFFSET_DELTA = 23;
const MAX_TIMESTAMP = 35;
/** Everything up to and including the records count. */
const HEADER_SIZE = 61;
/** baseOffset and batchLength are not counted in batchLength. */
const LOG_OVERHEAD = 12;

export interface RecordBatchView {
  /** A private copy, so a stored batch does not pin the whole request frame in memory. */
  readonly bytes: Buffer;
  readonly recordCount: number;
  readonly maxTimestamp: bigint;
}

/** Splits a produced record set into its batches, or says why it cannot be stored. */
export function splitRecordBatches(recordSet: Buffer): RecordBatchView[] | 'corrupt' | 'old-format' {
  const batches: RecordBatchView[] = [];
  let position = 0;
  while (position < recordSet.length) {
    if (recordSet.length - position < HEADER_SIZE) return 'corrupt';
    const size = LOG_OVERHEAD + recordSet.readInt32BE(position + BATCH_LENGTH);
    if (size < HEADER_SIZE || position + size > recordSet.length) return 'corrupt';
    if (recordSet.readInt8(position + MAGIC) !== 2) return 'old-format';
    const bytes = Buffer.from(recordSet.subarray(position, position + size));
    batches.push({
      bytes,
      recordCount: bytes.readInt32BE(LAST_OFFSET_DELTA) + 1,
      maxTimestamp: bytes.readBigInt64BE(MAX_TIMESTAMP),
    });
    position += size;
  }
  return batches.length > 0 ? batches : 'corrupt';
}

/** The CRC covers only the bytes from attributes on, so the base offset can be assigned in place. */
export function assignBaseOffset(batch: RecordBatchView, baseOffset: bigint): void {
  batch.bytes.writeBigInt64BE(baseOffset, BASE_OFFSET);
}
