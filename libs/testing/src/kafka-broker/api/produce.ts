import { splitRecordBatches } from '../record-batch.js';
import { BufferWriter } from '../wire/buffer-writer.js';
import { ErrorCode } from '../wire/error-codes.js';
import type { ApiHandler } from './api-context.js';

interface PartitionResult {
  readonly partition: number;
  readonly errorCode: number;
  readonly baseOffset: bigint;
}

/** Produce v3: stores each RecordBatch as sent; only the base offset is assigned. */
export const handleProduce: ApiHandler = (request, { state }) => {
  request.nullableString(); // transactionalId: transactions are not supported
  const acks = request.int16();
  request.int32(); // timeout: a single in-memory replica is always in sync
  const topics = request.array((topicReader) => ({
    name: topicReader.string(),
    partitions: topicReader.array((reader) => ({ partition: reader.int32(), recordSet: reader.bytes() })),
  }));

  const results = topics.map(({ name, partitions }) => {
    const topic = state.topics.get(name);
    const partitionResults = partitions.map(({ partition, recordSet }): PartitionResult => {
      const log = topic?.partitions[partition];
      if (!log) return { partition, errorCode: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, baseOffset: -1n };
      const batches = splitRecordBatches(recordSet);
      if (batches === 'corrupt') return { partition, errorCode: ErrorCode.CORRUPT_MESSAGE, baseOffset: -1n };
      if (batches === 'old-format') {
        return { partition, errorCode: ErrorCode.UNSUPPORTED_FOR_MESSAGE_FORMAT, baseOffset: -1n };
      }
      const [baseOffset] = batches.map((batch) => log.append(batch));
      return { partition, errorCode: ErrorCode.NONE, baseOffset: baseOffset! };
    });
    if (partitionResults.some((result) => result.errorCode === ErrorCode.NONE)) state.notifyAppend(name);
    return { name, partitionResults };
  });

  if (acks === 0) return null;
  return new BufferWriter()
    .array(results, (writer, { name, partitionResults }) =>
      writer
        .string(name)
        .array(partitionResults, (w, result) =>
          w.int32(result.partition).int16(result.errorCode).int64(result.baseOffset).int64(-1n),
        ),
    )
    .int32(0);
};

/** InitProducerId v0: idempotent producers need an id; sequence numbers are not checked. */
export const handleInitProducerId: ApiHandler = (_request, { state }) =>
  new BufferWriter().int32(0).int16(ErrorCode.NONE).int64(state.nextProducerId()).int16(0);
