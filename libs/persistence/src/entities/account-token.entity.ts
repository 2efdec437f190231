import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { UserEntity } from './user.entity.js';

export type AccountTokenPurpose = 'verify_email' | 'reset_password';

/** A single-use emailed token. Only its SHA-256 is kept, so a leaked table cannot be replayed. */
@Entity({ tableName: 'account_token' })
export class AccountTokenEntity {
  [OptionalProps]?: 'id' | 'usedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade', index: 'account_token_user_id_index' })
  user!: UserEntity;

  @Enum({ items: ['verify_email', 'reset_password'], nativeEnumName: 'account_token_purpose' })
  purpose!: AccountTokenPurpose;

  @Property({ type: 'text', unique: 'account_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

/** A logged-out session's token id, kept until the token would have expired anyway. */
@Entity({ tableName: 'revoked_session' })
export class RevokedSessionEntity {
  @PrimaryKey({ type: 'uuid' })
  jti!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'timestamptz', index: 'revoked_session_expires_at_index' })
  expiresAt!: Date;
}

/**
 * Web Push subscription (or other push token) per device of a user: a device replaces its own earlier token. The
 * device id is the user's own (another account naming the same id gets a row of its own, never this one).
 */
@Entity({ tableName: 'device_token' })
@Unique({ name: 'device_token_user_device_unique', properties: ['user', 'deviceId'] })
export class DeviceTokenEntity {
  [OptionalProps]?: 'id' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade', index: 'device_token_user_id_index' })
  user!: UserEntity;

  @Property({ type: 'text' })
  deviceId!: string;

  @Property({ type: 'text' })
  notificationToken!: string;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
