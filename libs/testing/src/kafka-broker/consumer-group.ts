import { randomUUID } from 'node:crypto';
import { ErrorCode } from './wire/error-codes.js';

/**
 * Group coordinator state for one group, following Kafka's classic (pre-KIP-848) protocol:
 * the broker only collects members, picks a leader and relays the leader's assignment.
 */
export type GroupState = 'Empty' | 'PreparingRebalance' | 'CompletingRebalance' | 'Stable';

export interface GroupProtocol {
  readonly name: string;
  readonly metadata: Buffer;
}

export interface JoinRequest {
  readonly memberId: string;
  readonly clientId: string;
  readonly clientHost: string;
  readonly sessionTimeoutMs: number;
  readonly rebalanceTimeoutMs: number;
  readonly protocolType: string;
  readonly protocols: readonly GroupProtocol[];
}

export interface JoinResult {
  readonly errorCode: number;
  readonly generationId: number;
  readonly protocol: string;
  readonly leaderId: string;
  readonly memberId: string;
  readonly members: readonly { memberId: string; metadata: Buffer }[];
}

export interface SyncResult {
  readonly errorCode: number;
  readonly assignment: Buffer;
}

export interface CommittedOffset {
  readonly offset: bigint;
  readonly metadata: string | null;
}

interface Member {
  readonly id: string;
  clientId: string;
  clientHost: string;
  sessionTimeoutMs: number;
  rebalanceTimeoutMs: number;
  protocols: readonly GroupProtocol[];
  assignment: Buffer;
  awaitingJoin?: ((result: JoinResult) => void) | undefined;
  awaitingSync?: ((result: SyncResult) => void) | undefined;
  sessionTimer?: NodeJS.Timeout | undefined;
}

const NO_ASSIGNMENT = Buffer.alloc(0);

export class ConsumerGroup {
  state: GroupState = 'Empty';
  generationId = 0;
  leaderId = '';
  protocol = '';
  protocolType = '';
  /** Committed offsets by topic, then partition; they outlive membership, like Kafka's __consumer_offsets. */
  readonly offsets = new Map<string, Map<number, CommittedOffset>>();
  private readonly members = new Map<string, Member>();
  private rebalanceTimer: NodeJS.Timeout | undefined;
  private suspended = false;

  constructor(readonly groupId: string) {}

  commitOffset(topic: string, partition: number, committed: CommittedOffset): void {
    const partitions = this.offsets.get(topic) ?? new Map<number, CommittedOffset>();
    this.offsets.set(topic, partitions.set(partition, committed));
  }

  committedOffset(topic: string, partition: number): CommittedOffset | undefined {
    return this.offsets.get(topic)?.get(partition);
  }

  join(request: JoinRequest): Promise<JoinResult> {
    if (request.memberId !== '' && !this.members.has(request.memberId)) {
      return Promise.resolve(joinError(ErrorCode.UNKNOWN_MEMBER_ID, request.memberId));
    }
    if (!this.acceptsProtocols(request)) {
      return Promise.resolve(joinError(ErrorCode.INCONSISTENT_GROUP_PROTOCOL, request.memberId));
    }
    const member = this.members.get(request.memberId) ?? this.addMember(request);
    Object.assign(member, {
      clientId: request.clientId,
      clientHost: request.clientHost,
      sessionTimeoutMs: request.sessionTimeoutMs,
      rebalanceTimeoutMs: request.rebalanceTimeoutMs,
      protocols: request.protocols,
    });
    this.protocolType = request.protocolType;
    return new Promise((resolve) => {
      // A client that re-sends JoinGroup (after a request timeout) only gets the newest answer.
      member.awaitingJoin?.(joinError(ErrorCode.REBALANCE_IN_PROGRESS, member.id));
      member.awaitingJoin = resolve;
      // Kafka lets a follower rejoin a stable group cheaply; kafkajs only rejoins on errors, so
      // always rebalancing is simpler and equally correct.
      if (this.state !== 'PreparingRebalance') this.prepareRebalance();
      this.tryCompleteJoin();
    });
  }

  sync(generationId: number, memberId: string, assignments: ReadonlyMap<string, Buffer>): Promise<SyncResult> {
    const member = this.members.get(memberId);
    if (!member) return Promise.resolve(syncError(ErrorCode.UNKNOWN_MEMBER_ID));
    if (generationId !== this.generationId) return Promise.resolve(syncError(ErrorCode.ILLEGAL_GENERATION));
    this.touchSession(member);
    if (this.state === 'PreparingRebalance') return Promise.resolve(syncError(ErrorCode.REBALANCE_IN_PROGRESS));
    if (this.state === 'Stable') return Promise.resolve({ errorCode: ErrorCode.NONE, assignment: member.assignment });
    return new Promise((resolve) => {
      member.awaitingSync = resolve;
      if (memberId !== this.leaderId) return;
      for (const each of this.members.values()) each.assignment = assignments.get(each.id) ?? NO_ASSIGNMENT;
      this.state = 'Stable';
      for (const each of this.members.values()) {
        each.awaitingSync?.({ errorCode: ErrorCode.NONE, assignment: each.assignment });
        each.awaitingSync = undefined;
      }
    });
  }

  heartbeat(generationId: number, memberId: string): number {
    const member = this.members.get(memberId);
    if (!member) return ErrorCode.UNKNOWN_MEMBER_ID;
    if (generationId !== this.generationId) return ErrorCode.ILLEGAL_GENERATION;
    this.touchSession(member);
    return this.state === 'PreparingRebalance' ? ErrorCode.REBALANCE_IN_PROGRESS : ErrorCode.NONE;
  }

  leave(memberId: string): number {
    const member = this.members.get(memberId);
    if (!member) return ErrorCode.UNKNOWN_MEMBER_ID;
    this.removeMember(member);
    this.membershipChanged();
    return ErrorCode.NONE;
  }

  /** Members commit what they processed before rejoining, so a rebalance being prepared still accepts commits. */
  validateCommit(generationId: number, memberId: string): number {
    if (generationId < 0 && this.state === 'Empty') return ErrorCode.NONE;
    const member = this.members.get(memberId);
    if (!member) return ErrorCode.UNKNOWN_MEMBER_ID;
    if (generationId !== this.generationId) return ErrorCode.ILLEGAL_GENERATION;
    if (this.state === 'CompletingRebalance') return ErrorCode.REBALANCE_IN_PROGRESS;
    this.touchSession(member);
    return ErrorCode.NONE;
  }

  describeMembers(): {
    memberId: string;
    clientId: string;
    clientHost: string;
    metadata: Buffer;
    assignment: Buffer;
  }[] {
    return [...this.members.values()].map((member) => ({
      memberId: member.id,
      clientId: member.clientId,
      clientHost: member.clientHost,
      metadata: member.protocols.find((protocol) => protocol.name === this.protocol)?.metadata ?? NO_ASSIGNMENT,
      assignment: member.assignment,
    }));
  }

  /** Broker outage: no timer may fire and no connection is left to answer held requests. */
  suspend(): void {
    this.suspended = true;
    clearTimeout(this.rebalanceTimer);
    for (const member of this.members.values()) {
      clearTimeout(member.sessionTimer);
      member.awaitingJoin?.(joinError(ErrorCode.NOT_COORDINATOR, member.id));
      member.awaitingSync?.(syncError(ErrorCode.NOT_COORDINATOR));
      member.awaitingJoin = undefined;
      member.awaitingSync = undefined;
    }
  }

  /** Every member gets a fresh session after an outage, as with a coordinator failover. */
  resume(): void {
    this.suspended = false;
    for (const member of this.members.values()) this.touchSession(member);
    if (this.state === 'PreparingRebalance') this.armRebalanceTimer();
  }

  private addMember(request: JoinRequest): Member {
    const member: Member = { ...request, id: `${request.clientId}-${randomUUID()}`, assignment: NO_ASSIGNMENT };
    this.members.set(member.id, member);
    this.touchSession(member);
    return member;
  }

  private acceptsProtocols(request: JoinRequest): boolean {
    const others = [...this.members.values()].filter((member) => member.id !== request.memberId);
    if (others.length === 0) return request.protocols.length > 0;
    return (
      request.protocolType === this.protocolType &&
      request.protocols.some((candidate) => others.every((member) => supports(member, candidate.name)))
    );
  }

  private prepareRebalance(): void {
    if (this.state === 'CompletingRebalance') {
      for (const member of this.members.values()) {
        member.awaitingSync?.(syncError(ErrorCode.REBALANCE_IN_PROGRESS));
        member.awaitingSync = undefined;
      }
    }
    this.state = 'PreparingRebalance';
    this.armRebalanceTimer();
  }

  private armRebalanceTimer(): void {
    clearTimeout(this.rebalanceTimer);
    if (this.suspended) return;
    const timeoutMs = Math.max(0, ...[...this.members.values()].map((member) => member.rebalanceTimeoutMs));
    this.rebalanceTimer = setTimeout(() => this.rebalanceTimedOut(), timeoutMs).unref();
  }

  private rebalanceTimedOut(): void {
    for (const member of this.members.values()) {
      if (!member.awaitingJoin) this.removeMember(member);
    }
    this.completeJoin();
  }

  private tryCompleteJoin(): void {
    if (this.state !== 'PreparingRebalance') return;
    if ([...this.members.values()].every((member) => member.awaitingJoin)) this.completeJoin();
  }

  private completeJoin(): void {
    clearTimeout(this.rebalanceTimer);
    this.generationId += 1;
    const members = [...this.members.values()];
    if (members.length === 0) {
      this.state = 'Empty';
      this.leaderId = '';
      this.protocol = '';
      return;
    }
    if (!this.members.has(this.leaderId)) this.leaderId = members[0]!.id;
    const leader = this.members.get(this.leaderId)!;
    this.protocol =
      leader.protocols.find((candidate) => members.every((member) => supports(member, candidate.name)))?.name ?? '';
    this.state = 'CompletingRebalance';
    for (const member of members) {
      member.assignment = NO_ASSIGNMENT;
      const isLeader = member.id === this.leaderId;
      member.awaitingJoin?.({
        errorCode: ErrorCode.NONE,
        generationId: this.generationId,
        protocol: this.protocol,
        leaderId: this.leaderId,
        memberId: member.id,
        members: isLeader ? this.describeMembers().map(({ memberId, metadata }) => ({ memberId, metadata })) : [],
      });
      member.awaitingJoin = undefined;
      this.touchSession(member);
    }
  }

  private membershipChanged(): void {
    if (this.state === 'Stable' || this.state === 'CompletingRebalance') this.prepareRebalance();
    this.tryCompleteJoin();
  }

  private removeMember(member: Member): void {
    clearTimeout(member.sessionTimer);
    member.awaitingJoin?.(joinError(ErrorCode.UNKNOWN_MEMBER_ID, member.id));
    member.awaitingSync?.(syncError(ErrorCode.UNKNOWN_MEMBER_ID));
    this.members.delete(member.id);
  }

  private touchSession(member: Member): void {
    clearTimeout(member.sessionTimer);
    if (this.suspended) return;
    member.sessionTimer = setTimeout(() => this.sessionExpired(member), member.sessionTimeoutMs).unref();
  }

  private sessionExpired(member: Member): void {
    // A member blocked in JoinGroup/SyncGroup cannot heartbeat; the rebalance timeout bounds it instead.
    if (member.awaitingJoin || member.awaitingSync) {
      this.touchSession(member);
      return;
    }
    this.removeMember(member);
    this.membershipChanged();
  }
}

function supports(member: Member, protocolName: string): boolean {
  return member.protocols.some((protocol) => protocol.name === protocolName);
}

function joinError(errorCode: number, memberId: string): JoinResult {
  return { errorCode, generationId: -1, protocol: '', leaderId: '', memberId, members: [] };
}

function syncError(errorCode: number): SyncResult {
  return { errorCode, assignment: NO_ASSIGNMENT };
}
