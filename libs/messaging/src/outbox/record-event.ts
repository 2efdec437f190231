import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventContract, EventEnvelope } from '@app/contracts';
import { OutboxMessageEntity } from '@app/persistence';

/**
 * Puts an integration event in the outbox within the caller's unit of work, so it commits (or rolls back) with the
 * change that raised it: never publish to the broker from a command, that would be a dual write.
 * The payload is validated against its contract here, when written, and again by every consumer, when read.
 */
export const recordEvent = <Payload>(
  em: EntityManager,
  contract: EventContract<string, Payload>,
  aggregateId: string,
  payload: Payload,
  metadata: Record<string, unknown> = {},
): EventEnvelope<Payload> => {
  const valid = contract.payload.parse(payload);
  const envelope: EventEnvelope<Payload> = {
    id: randomUUID(),
    type: contract.type,
    version: contract.version,
    occurred_at: new Date().toISOString(),
    aggregate_type: contract.aggregateType,
    aggregate_id: aggregateId,
    payload: valid,
  };
  em.create(OutboxMessageEntity, {
    id: envelope.id,
    family: contract.family,
    aggregateType: envelope.aggregate_type,
    aggregateId,
    messageType: envelope.type,
    version: envelope.version,
    payload: valid,
    metadata,
    occurredAt: new Date(envelope.occurred_at),
  });
  return envelope;
};
