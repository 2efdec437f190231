import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * An email waiting to be sent, written in the same transaction as the change it tells about, already rendered in
 * its recipient's language. The mail job sends it with retries; the body (which may carry a one-time link) is
 * erased once it is sent, and the row is pruned later.
 */
@Entity({ tableName: 'outgoing_mail' })
@Index({
  name: 'outgoing_mail_due_index',
  properties: ['nextAttemptAt'],
  where: 'sent_at is null and abandoned_at is null',
} as never)
export class OutgoingMailEntity {
  [OptionalProps]?:
    'id' | 'link' | 'createdAt' | 'nextAttemptAt' | 'lockedUntil' | 'attempts' | 'lastError' | 'sentAt' | 'abandonedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  recipient!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text', nullable: true })
  textBody!: string | null;

  @Property({ type: 'text', nullable: true })
  htmlBody!: string | null;

  /** The one link the message is about, logged when mail is written to files (development). */
  @Property({ type: 'text', nullable: true })
  link: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date();

  /** A sender holds the message until then; after a crash mid-send it becomes due again (sent at most twice). */
  @Property({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null = null;

  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  /** Given up after the retry period; kept (with the last error) so nothing is lost silently. */
  @Property({ type: 'timestamptz', nullable: true })
  abandonedAt: Date | null = null;
}
