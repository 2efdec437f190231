import { BufferWriter } from '../wire/buffer-writer.js';
import { ErrorCode } from '../wire/error-codes.js';
import type { ApiDefinition, ApiHandler } from './api-context.js';
import { handleFetch } from './fetch.js';
import {
  handleDescribeGroups,
  handleFindCoordinator,
  handleHeartbeat,
  handleJoinGroup,
  handleLeaveGroup,
  handleSyncGroup,
} from './group-coordination.js';
import { handleListOffsets } from './list-offsets.js';
import { handleMetadata } from './metadata.js';
import { handleOffsetCommit, handleOffsetFetch } from './offsets.js';
import { handleInitProducerId, handleProduce } from './produce.js';
import { handleCreateTopics, handleDeleteTopics } from './topic-admin.js';

export const API_VERSIONS_KEY = 18;

/**
 * kafkajs uses min(its max, our max) and ignores our minimum, so each API is implemented at
 * exactly one version: the lowest that kafkajs 2.x can work with.
 */
const exactly = (apiKey: number, name: string, version: number, handle: ApiHandler): ApiDefinition => ({
  apiKey,
  name,
  minVersion: version,
  maxVersion: version,
  handle,
});

const handleApiVersions: ApiHandler = (_request, { apiVersion }) => {
  const writer = new BufferWriter()
    .int16(ErrorCode.NONE)
    .array([...SUPPORTED_APIS.values()], (w, api) => w.int16(api.apiKey).int16(api.minVersion).int16(api.maxVersion));
  return apiVersion >= 1 ? writer.int32(0) : writer;
};

/** What an unsupported ApiVersions version gets: kafkajs then retries with a lower version. */
export function unsupportedApiVersionsResponse(): BufferWriter {
  return new BufferWriter().int16(ErrorCode.UNSUPPORTED_VERSION).int32(0);
}

export const SUPPORTED_APIS: ReadonlyMap<number, ApiDefinition> = new Map(
  [
    exactly(0, 'Produce', 3, handleProduce),
    exactly(1, 'Fetch', 4, handleFetch),
    exactly(2, 'ListOffsets', 1, handleListOffsets),
    exactly(3, 'Metadata', 1, handleMetadata),
    exactly(8, 'OffsetCommit', 2, handleOffsetCommit),
    exactly(9, 'OffsetFetch', 1, handleOffsetFetch),
    exactly(10, 'FindCoordinator', 0, handleFindCoordinator),
    exactly(11, 'JoinGroup', 1, handleJoinGroup),
    exactly(12, 'Heartbeat', 0, handleHeartbeat),
    exactly(13, 'LeaveGroup', 0, handleLeaveGroup),
    exactly(14, 'SyncGroup', 0, handleSyncGroup),
    exactly(15, 'DescribeGroups', 0, handleDescribeGroups),
    { apiKey: API_VERSIONS_KEY, name: 'ApiVersions', minVersion: 0, maxVersion: 2, handle: handleApiVersions },
    exactly(19, 'CreateTopics', 0, handleCreateTopics),
    exactly(20, 'DeleteTopics', 0, handleDeleteTopics),
    exactly(22, 'InitProducerId', 0, handleInitProducerId),
  ].map((api) => [api.apiKey, api]),
);
