import { ConnectionException, DeadlockException, LockWaitTimeoutException } from '@mikro-orm/core';

/**
 * SQLSTATEs that mean "the same work may succeed later": serialization failure, deadlock, lock timeout, the server
 * shutting down or not yet accepting connections, too many connections. Every class 08 code (connection exception)
 * too.
 */
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01', '55P03', '57P01', '57P02', '57P03', '53300']);
const TRANSIENT_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
/** What node-postgres and the pool say when a connection is lost or cannot be had (they carry no code). */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|driver has already been destroyed/i;

/**
 * A failure of the infrastructure rather than of the event or the projector's logic: retrying later is the cure,
 * and dead-lettering the event would be wrong. Looks through `cause` chains, as drivers wrap their errors.
 */
export const isTransientFailure = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (
      current instanceof ConnectionException ||
      current instanceof DeadlockException ||
      current instanceof LockWaitTimeoutException
    )
      return true;
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (TRANSIENT_SQLSTATES.has(code) || /^08/.test(code) || TRANSIENT_SOCKET_CODES.has(code))
    )
      return true;
    if (current instanceof Error && LOST_CONNECTION.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Thrown out of a projector runner when an event still fails for a transient reason after its tries: the transport
 * must not acknowledge it (Kafka: the offset is not committed; inline: the outbox rows stay unpublished), so it is
 * delivered again later. It never becomes a dead letter.
 */
export class ProjectionDeferredError extends Error {
  constructor(
    readonly projector: string,
    readonly eventId: string,
    cause: unknown,
  ) {
    super(
      `${projector} deferred event ${eventId || '(no id)'} after a transient failure: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'ProjectionDeferredError';
  }
}
