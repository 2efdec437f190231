import { BufferWriter } from '../wire/buffer-writer.js';
import { ErrorCode } from '../wire/error-codes.js';
import type { ApiHandler, RequestContext } from './api-context.js';

interface FetchRequest {
  readonly maxWaitMs: number;
  readonly maxBytes: number;
  readonly topics: readonly {
    readonly name: string;
    readonly partitions: readonly { partition: number; fetchOffset: bigint; maxBytes: number }[];
  }[];
}

interface PartitionData {
  readonly partition: number;
  readonly errorCode: number;
  readonly highWatermark: bigint;
  readonly chunks: readonly Buffer[];
}

/** Fetch v4 (the first version whose response can carry RecordBatches), with long-polling. */
export const handleFetch: ApiHandler = async (request, context) => {
  request.int32(); // replicaId
  const maxWaitMs = request.int32();
  request.int32(); // minBytes: any data at all is worth answering for
  const maxBytes = request.int32();
  request.int8(); // isolationLevel: without transactions everything is committed
  const topics = request.array((topicReader) => ({
    name: topicReader.string(),
    partitions: topicReader.array((reader) => ({
      partition: reader.int32(),
      fetchOffset: reader.int64(),
      maxBytes: reader.int32(),
    })),
  }));
  const fetch: FetchRequest = { maxWaitMs, maxBytes, topics };

  let responses = readPartitions(fetch, context);
  const flat = responses.flatMap((topic) => topic.partitions);
  const worthWaiting = flat.every((data) => data.errorCode === ErrorCode.NONE && data.chunks.length === 0);
  if (worthWaiting && maxWaitMs > 0 && flat.length > 0) {
    await context.state.waitForAppend(new Set(topics.map((topic) => topic.name)), maxWaitMs, context.closed);
    responses = readPartitions(fetch, context);
  }

  return new BufferWriter().int32(0).array(responses, (writer, { name, partitions }) =>
    writer.string(name).array(partitions, (w, data) =>
      w
        .int32(data.partition)
        .int16(data.errorCode)
        .int64(data.highWatermark)
        .int64(data.highWatermark) // lastStableOffset
        .int32(0) // abortedTransactions
        .bytesFromChunks(data.chunks),
    ),
  );
};

function readPartitions({ topics, maxBytes }: FetchRequest, { state }: RequestContext) {
  let budget = maxBytes;
  return topics.map(({ name, partitions }) => ({
    name,
    partitions: partitions.map(({ partition, fetchOffset, maxBytes: partitionMaxBytes }): PartitionData => {
      const log = state.topics.get(name)?.partitions[partition];
      if (!log) return { partition, errorCode: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, highWatermark: -1n, chunks: [] };
      const highWatermark = log.highWatermark;
      if (fetchOffset < log.logStartOffset || fetchOffset > highWatermark) {
        return { partition, errorCode: ErrorCode.OFFSET_OUT_OF_RANGE, highWatermark, chunks: [] };
      }
      // Past the response budget, partitions are answered empty and fetched again next round.
      const chunks = budget > 0 ? log.read(fetchOffset, Math.min(partitionMaxBytes, budget)) : [];
      budget -= chunks.reduce((total, chunk) => total + chunk.length, 0);
      return { partition, errorCode: ErrorCode.NONE, highWatermark, chunks };
    }),
  }));
}
