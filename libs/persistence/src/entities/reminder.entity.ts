import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type ReminderKind = 'donation' | 'donate_again';

/** A donor's reminder (read model of the reminders projector); its calendar links are derived when read. */
@Entity({ tableName: 'reminder' })
@Index({ name: 'reminder_user_index', properties: ['userId', 'date'] })
@Index({ name: 'reminder_due_index', properties: ['date'], where: 'due_notified_at is null' })
export class ReminderEntity {
  [OptionalProps]?: 'id' | 'dueNotifiedAt' | 'messageKey' | 'messageParams' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Enum({ items: ['donation', 'donate_again'], nativeEnumName: 'reminder_kind' })
  kind!: ReminderKind;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text' })
  location!: string;

  @Property({ type: 'timestamptz' })
  date!: Date;

  /** The catalogue key its text is rendered from in the reader's language; null on rows written before keys. */
  @Property({ type: 'text', nullable: true })
  messageKey: string | null = null;

  /** The values the key's text is rendered with. */
  @Property({ type: 'jsonb', nullable: true })
  messageParams: Record<string, unknown> | null = null;

  /** When ReminderDue was raised for it: once only. */
  @Property({ type: 'timestamptz', nullable: true })
  dueNotifiedAt: Date | null = null;

  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
