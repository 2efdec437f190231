import { BrokerState } from '../broker-state.js';
import { BufferWriter } from '../wire/buffer-writer.js';
import { ErrorCode } from '../wire/error-codes.js';
import type { ApiHandler } from './api-context.js';

/** CreateTopics v0. Replication factor and configs are accepted and ignored. */
export const handleCreateTopics: ApiHandler = (request, { state }) => {
  const topics = request.array((reader) => ({
    name: reader.string(),
    numPartitions: reader.int32(),
    replicationFactor: reader.int16(),
    assignedPartitions: reader.array((assignment) => {
      assignment.int32();
      return assignment.array((replicas) => replicas.int32());
    }).length,
    configs: reader.array((config) => [config.string(), config.nullableString()]),
  }));
  request.int32(); // timeout: creation is immediate

  return new BufferWriter().array(topics, (writer, { name, numPartitions, assignedPartitions }) => {
    const partitions = assignedPartitions > 0 ? assignedPartitions : numPartitions;
    const errorCode = !BrokerState.isLegalTopicName(name)
      ? ErrorCode.INVALID_TOPIC_EXCEPTION
      : state.topics.has(name)
        ? ErrorCode.TOPIC_ALREADY_EXISTS
        : partitions === 0 || partitions < -1
          ? ErrorCode.INVALID_PARTITIONS
          : ErrorCode.NONE;
    if (errorCode === ErrorCode.NONE) state.createTopic(name, partitions === -1 ? undefined : partitions);
    writer.string(name).int16(errorCode);
  });
};

/** DeleteTopics v0, so test suites can clean up between cases. */
export const handleDeleteTopics: ApiHandler = (request, { state }) => {
  const names = request.array((reader) => reader.string());
  request.int32(); // timeout
  return new BufferWriter().array(names, (writer, name) => {
    const deleted = state.deleteTopic(name);
    writer.string(name).int16(deleted ? ErrorCode.NONE : ErrorCode.UNKNOWN_TOPIC_OR_PARTITION);
  });
};
