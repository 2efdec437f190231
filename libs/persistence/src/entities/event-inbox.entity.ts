import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * An event a consumer (a projector) has processed, written in the same transaction as the effect it had: a
 * redelivered event finds its id here and changes nothing. `seq` records the order events were processed in.
 */
@Entity({ tableName: 'inbox_message' })
export class InboxMessageEntity {
  [OptionalProps]?: 'seq' | 'processedAt';

  @PrimaryKey({ type: 'text' })
  consumer!: string;

  @PrimaryKey({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'bigint', autoincrement: true, unique: 'inbox_message_seq_unique' })
  seq!: string;

  @Property({ type: 'text' })
  eventType!: string;

  @Property({ type: 'text' })
  aggregateId!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  @Index({ name: 'inbox_message_processed_at_index' })
  processedAt: Date = new Date();
}

/**
 * An event a consumer gave up on after its tries, with the last error; `redrive-dead-letters` tries it again. A later
 * event of the same aggregate is held here too (`heldBehind`: the dead letter it waits for), so the aggregate's events
 * are applied in order once the first is re-driven; `discard-dead-letter` gives one up for good.
 */
@Entity({ tableName: 'dead_letter' })
@Index({ name: 'dead_letter_pending_index', properties: ['consumer'], where: 'redriven_at is null' })
export class DeadLetterEntity {
  [OptionalProps]?: 'createdAt' | 'redrivenAt' | 'heldBehind' | 'discardedAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  consumer!: string;

  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'text' })
  eventType!: string;

  @Property({ type: 'text' })
  aggregateId!: string;

  /** The envelope as received (it may not even parse: that can be why it is here). */
  @Property({ type: 'jsonb' })
  envelope!: unknown;

  @Property({ type: 'text' })
  error!: string;

  @Property({ type: 'integer' })
  attempts!: number;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  redrivenAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  heldBehind: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  discardedAt: Date | null = null;
}
