import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { DeviceTokenEntity } from './account-token.entity.js';
import { AppealEntity } from './appeal.entity.js';

/**
 * A Web Push an appeal's batch owes a donor's subscription, written in the batch's transaction with the notification,
 * and deleted once sent (or the subscription is gone): pushes a crash interrupted are still here for the next sender.
 * A sender holds the rows it sends locked (FOR UPDATE SKIP LOCKED) until it deletes them, so no two send one push;
 * a failed push waits until `due_at` for its next attempt.
 */
@Entity({ tableName: 'appeal_push' })
export class AppealPushEntity {
  [OptionalProps]?: 'attempts' | 'dueAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => AppealEntity, { deleteRule: 'cascade', index: 'appeal_push_appeal_id_index' })
  appeal!: AppealEntity;

  @ManyToOne(() => DeviceTokenEntity, { deleteRule: 'cascade', index: 'appeal_push_device_token_id_index' })
  deviceToken!: DeviceTokenEntity;

  /** The push in the donor's language when the batch reached them: title, body, url. */
  @Property({ type: 'jsonb' })
  message!: { title: string; body: string; url: string };

  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  @Property({ type: 'timestamptz', index: 'appeal_push_due_at_index' })
  dueAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
