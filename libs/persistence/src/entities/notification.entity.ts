import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** An in-app notification (read model of the notifications projector). */
@Entity({ tableName: 'notification' })
@Index({ name: 'notification_user_index', properties: ['userId', 'createdAt'] })
export class NotificationEntity {
  [OptionalProps]?: 'id' | 'read' | 'url' | 'messageKey' | 'messageParams' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  /** Where in the app the notification leads (the request, the history...), or null when nowhere in particular. */
  @Property({ type: 'text', nullable: true })
  url: string | null = null;

  @Property({ type: 'boolean', default: false })
  read = false;

  /** The catalogue key its text is rendered from in the reader's language; null on rows written before keys. */
  @Property({ type: 'text', nullable: true })
  messageKey: string | null = null;

  /** The values the key's text is rendered with. */
  @Property({ type: 'jsonb', nullable: true })
  messageParams: Record<string, unknown> | null = null;

  /** The event that caused it. */
  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
