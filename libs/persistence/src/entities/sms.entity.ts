import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { UserEntity } from './user.entity.js';

/**
 * The code a person was sent to prove they hold a phone number: one per person (a new code replaces the old), kept
 * as an HMAC only, with the number it was sent to so a code cannot verify another number.
 */
@Entity({ tableName: 'phone_verification' })
export class PhoneVerificationEntity {
  [OptionalProps]?: 'attempts' | 'createdAt';

  @ManyToOne(() => UserEntity, { primary: true, deleteRule: 'cascade' })
  user!: UserEntity;

  @Property({ type: 'text' })
  phoneNumber!: string;

  @Property({ type: 'text' })
  codeHash!: string;

  /** Wrong codes tried so far; at the limit the code is spent. */
  @Property({ type: 'smallint', default: 0 })
  attempts = 0;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

export const SMS_KINDS = ['phone_code', 'request_alert', 'donation_reminder', 'appeal_alert'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
export type SmsStatus = 'pending' | 'sent' | 'failed';

/**
 * A text message decided and waiting to be sent (the SMS outbox): written in the same transaction as the decision,
 * sent by the delivery job with retries. `dedupeKey` (e.g. `request-alert:<request>:<donor>`) makes each
 * (person, event) one message whoever decides it and however often.
 */
@Entity({ tableName: 'sms_message' })
@Index({ name: 'sms_message_due_index', properties: ['nextAttemptAt'], where: "status = 'pending'" })
@Index({ name: 'sms_message_user_index', properties: ['user', 'createdAt'] })
@Index({ name: 'sms_message_created_at_index', properties: ['createdAt'] })
export class SmsMessageEntity {
  [OptionalProps]?:
    | 'id'
    | 'messageKey'
    | 'messageParams'
    | 'status'
    | 'attempts'
    | 'nextAttemptAt'
    | 'lastError'
    | 'providerMessageId'
    | 'sentAt'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  user!: UserEntity;

  @Enum({ items: [...SMS_KINDS], nativeEnumName: 'sms_kind' })
  kind!: SmsKind;

  @Property({ type: 'text', unique: 'sms_message_dedupe_key_unique' })
  dedupeKey!: string;

  @Property({ type: 'text' })
  phoneNumber!: string;

  @Property({ type: 'text' })
  body!: string;

  /** The catalogue key its text is rendered from in the reader's language; null on rows written before keys. */
  @Property({ type: 'text', nullable: true })
  messageKey: string | null = null;

  /** The values the key's text is rendered with. */
  @Property({ type: 'jsonb', nullable: true })
  messageParams: Record<string, unknown> | null = null;

  @Enum({ items: ['pending', 'sent', 'failed'], nativeEnumName: 'sms_status', default: 'pending' })
  status: SmsStatus = 'pending';

  @Property({ type: 'smallint', default: 0 })
  attempts = 0;

  @Property({ type: 'timestamptz' })
  nextAttemptAt: Date = new Date();

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'text', nullable: true })
  providerMessageId: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
