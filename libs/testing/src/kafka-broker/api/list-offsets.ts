import { BufferWriter } from '../wire/buffer-writer.js';
import { ErrorCode } from '../wire/error-codes.js';
import type { ApiHandler } from './api-context.js';

const LATEST = -1n;
const EARLIEST = -2n;

/** ListOffsets v1. */
export const handleListOffsets: ApiHandler = (request, { state }) => {
  request.int32(); // replicaId
  const topics = request.array((topicReader) => ({
    name: topicReader.string(),
    partitions: topicReader.array((reader) => ({ partition: reader.int32(), timestamp: reader.int64() })),
  }));
  return new BufferWriter().array(topics, (writer, { name, partitions }) =>
    writer.string(name).array(partitions, (w, { partition, timestamp }) => {
      const log = state.topics.get(name)?.partitions[partition];
      if (!log) {
        w.int32(partition).int16(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION).int64(-1n).int64(-1n);
        return;
      }
      const offset =
        timestamp === LATEST
          ? log.highWatermark
          : timestamp === EARLIEST
            ? log.logStartOffset
            : log.offsetForTimestamp(timestamp);
      w.int32(partition).int16(ErrorCode.NONE).int64(-1n).int64(offset);
    }),
  );
};
