import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** An in-app notification (read model of the notifications projector). */
@Entity({ tableName: 'notification' })
@Index({ name: 'notification_user_index', properties: ['userId', 'createdAt'] })
export class NotificationEntity {
  [OptionalProps]?: 'id' | 'read' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'boolean', default: false })
  read = false;

  /** The event that caused it. */
  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
