import { BufferWriter } from '../wire/buffer-writer.js';
import { ErrorCode } from '../wire/error-codes.js';
import type { ApiHandler } from './api-context.js';

/** FindCoordinator v0: this single broker coordinates every group. */
export const handleFindCoordinator: ApiHandler = (_request, { node }) =>
  new BufferWriter().int16(ErrorCode.NONE).int32(node.nodeId).string(node.host).int32(node.port);

/** JoinGroup v1 (v4+ would add the MEMBER_ID_REQUIRED two-step join). Held until the join phase completes. */
export const handleJoinGroup: ApiHandler = async (request, { state, clientId, clientHost }) => {
  const groupId = request.string();
  const sessionTimeoutMs = request.int32();
  const rebalanceTimeoutMs = request.int32();
  const memberId = request.string();
  const protocolType = request.string();
  const protocols = request.array((reader) => ({ name: reader.string(), metadata: reader.bytes() }));
  const result =
    groupId === ''
      ? { errorCode: ErrorCode.INVALID_GROUP_ID, generationId: -1, protocol: '', leaderId: '', memberId, members: [] }
      : await state.group(groupId).join({
          memberId,
          clientId,
          clientHost,
          sessionTimeoutMs,
          rebalanceTimeoutMs,
          protocolType,
          protocols,
        });
  return new BufferWriter()
    .int16(result.errorCode)
    .int32(result.generationId)
    .string(result.protocol)
    .string(result.leaderId)
    .string(result.memberId)
    .array(result.members, (writer, member) => writer.string(member.memberId).bytes(member.metadata));
};

/** SyncGroup v0: followers wait here until the leader sends the assignment. */
export const handleSyncGroup: ApiHandler = async (request, { state }) => {
  const group = state.groups.get(request.string());
  const generationId = request.int32();
  const memberId = request.string();
  const assignments = new Map(request.array((reader) => [reader.string(), reader.bytes()] as const));
  const result = group
    ? await group.sync(generationId, memberId, assignments)
    : { errorCode: ErrorCode.UNKNOWN_MEMBER_ID, assignment: Buffer.alloc(0) };
  return new BufferWriter().int16(result.errorCode).bytes(result.assignment);
};

/** Heartbeat v0: REBALANCE_IN_PROGRESS is how members learn they must rejoin. */
export const handleHeartbeat: ApiHandler = (request, { state }) => {
  const group = state.groups.get(request.string());
  const generationId = request.int32();
  const memberId = request.string();
  return new BufferWriter().int16(group ? group.heartbeat(generationId, memberId) : ErrorCode.UNKNOWN_MEMBER_ID);
};

/** LeaveGroup v0. */
export const handleLeaveGroup: ApiHandler = (request, { state }) => {
  const group = state.groups.get(request.string());
  const memberId = request.string();
  return new BufferWriter().int16(group ? group.leave(memberId) : ErrorCode.UNKNOWN_MEMBER_ID);
};

/** DescribeGroups v0: lets tests wait for a group to become Stable (consumer.describeGroup()). */
export const handleDescribeGroups: ApiHandler = (request, { state }) => {
  const groupIds = request.array((reader) => reader.string());
  return new BufferWriter().array(groupIds, (writer, groupId) => {
    const group = state.groups.get(groupId);
    writer
      .int16(ErrorCode.NONE)
      .string(groupId)
      .string(group?.state ?? 'Dead')
      .string(group?.protocolType ?? '')
      .string(group?.protocol ?? '')
      .array(group?.describeMembers() ?? [], (w, member) =>
        w
          .string(member.memberId)
          .string(member.clientId)
          .string(member.clientHost)
          .bytes(member.metadata)
          .bytes(member.assignment),
      );
  });
};
