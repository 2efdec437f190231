import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * An integration event waiting to be published, written in the same transaction as the change that raised it.
 * `position` orders events globally (and so per aggregate); the relay publishes the oldest unpublished first.
 */
/**
 * Set to `on` on the connections of a process whose own relay is woken in-process when it commits outbox rows (the
 * API): the trigger below then skips its NOTIFY for them. Every other writer (apps/projectors, the CLI, psql) leaves
 * it unset and wakes the relays by NOTIFY. Skipping matters because PostgreSQL holds a global lock from just before a
 * notifying transaction's commit until after it, WAL flush included, so notifying commits go one at a time.
 */
export const RELAY_IN_PROCESS_SETTING = 'blood_match.relay_in_process';

@Entity({
  tableName: 'outbox_message',
  // Wakes the relays (OutboxWakeUp LISTENs): PostgreSQL delivers the notification when the inserting transaction
  // commits, one per transaction, so a relay publishes at once instead of at its next poll.
  triggers: [
    {
      name: 'outbox_message_notify',
      timing: 'after',
      events: ['insert'],
      forEach: 'statement',
      body: `if current_setting('${RELAY_IN_PROCESS_SETTING}', true) is distinct from 'on' then perform pg_notify('outbox_message', ''); end if; return null;`,
    },
  ],
})
@Index({
  name: 'outbox_message_unpublished_index',
  properties: ['position'],
  where: 'published_at is null',
} as never)
export class OutboxMessageEntity {
  [OptionalProps]?:
    'position' | 'metadata' | 'lockedUntil' | 'publishedAt' | 'attempts' | 'lastError' | 'abandonedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'bigint', autoincrement: true, unique: 'outbox_message_position_unique' })
  position!: string;

  @Property({ type: 'text' })
  family!: string;

  @Property({ type: 'text' })
  aggregateType!: string;

  @Property({ type: 'text' })
  @Index({ name: 'outbox_message_aggregate_index' })
  aggregateId!: string;

  @Property({ type: 'text' })
  messageType!: string;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'jsonb' })
  payload!: unknown;

  @Property({ type: 'jsonb', default: '{}' })
  metadata: Record<string, unknown> = {};

  @Property({ type: 'timestamptz' })
  occurredAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;

  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  abandonedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
