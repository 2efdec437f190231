import { BrokerState } from '../broker-state.js';
import { BufferWriter } from '../wire/buffer-writer.js';
import { ErrorCode } from '../wire/error-codes.js';
import type { ApiHandler } from './api-context.js';

/**
 * Metadata v1. A null topic list means all topics. Unknown topics are created, as a Kafka broker
 * with its default auto.create.topics.enable=true does: v1 has no per-request opt-out.
 */
export const handleMetadata: ApiHandler = (request, { state, node }) => {
  const names = request.nullableArray((reader) => reader.string()) ?? [...state.topics.keys()];
  return new BufferWriter()
    .array([node], (writer, broker) => writer.int32(broker.nodeId).string(broker.host).int32(broker.port).string(null))
    .int32(node.nodeId)
    .array(names, (writer, name) => {
      const topic =
        state.topics.get(name) ?? (BrokerState.isLegalTopicName(name) ? state.createTopic(name) : undefined);
      if (!topic) {
        writer.int16(ErrorCode.INVALID_TOPIC_EXCEPTION).string(name).boolean(false).int32(0);
        return;
      }
      writer
        .int16(ErrorCode.NONE)
        .string(name)
        .boolean(false)
        .array(topic.partitions, (partitionWriter, _partition, index) =>
          partitionWriter
            .int16(ErrorCode.NONE)
            .int32(index)
            .int32(node.nodeId)
            .array([node.nodeId], (w, id) => w.int32(id))
            .array([node.nodeId], (w, id) => w.int32(id)),
        );
    });
};
