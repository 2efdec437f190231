import { BufferWriter } from '../wire/buffer-writer.js';
import { ErrorCode } from '../wire/error-codes.js';
import type { ApiHandler } from './api-context.js';

/** OffsetCommit v2: all partitions share the group's verdict on the committing member. */
export const handleOffsetCommit: ApiHandler = (request, { state }) => {
  const groupId = request.string();
  const generationId = request.int32();
  const memberId = request.string();
  request.int64(); // retentionTime: offsets live as long as the broker
  const topics = request.array((topicReader) => ({
    name: topicReader.string(),
    partitions: topicReader.array((reader) => ({
      partition: reader.int32(),
      offset: reader.int64(),
      metadata: reader.nullableString(),
    })),
  }));

  const group = groupId === '' ? undefined : state.group(groupId);
  const errorCode = group ? group.validateCommit(generationId, memberId) : ErrorCode.INVALID_GROUP_ID;
  if (group && errorCode === ErrorCode.NONE) {
    for (const { name, partitions } of topics) {
      for (const { partition, offset, metadata } of partitions) {
        group.commitOffset(name, partition, { offset, metadata });
      }
    }
  }
  return new BufferWriter().array(topics, (writer, { name, partitions }) =>
    writer.string(name).array(partitions, (w, { partition }) => w.int32(partition).int16(errorCode)),
  );
};

/** OffsetFetch v1: -1 tells the client there is no committed offset, so it applies its reset policy. */
export const handleOffsetFetch: ApiHandler = (request, { state }) => {
  const group = state.groups.get(request.string());
  const topics = request.array((topicReader) => ({
    name: topicReader.string(),
    partitions: topicReader.array((reader) => reader.int32()),
  }));
  return new BufferWriter().array(topics, (writer, { name, partitions }) =>
    writer.string(name).array(partitions, (w, partition) => {
      const committed = group?.committedOffset(name, partition);
      w.int32(partition)
        .int64(committed?.offset ?? -1n)
        .string(committed?.metadata ?? '')
        .int16(ErrorCode.NONE);
    }),
  );
};
