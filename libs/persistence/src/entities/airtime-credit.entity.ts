import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AIRTIME_STATUSES, type AirtimeStatus } from '@app/domain';
import { UserEntity } from './user.entity.js';

/**
 * The airtime thank-you decided for one confirmed donation, and its delivery: written in the transaction that
 * confirms the donation (one per match, whatever retries or concurrent confirmations do), then sent by the
 * delivery job, which claims due rows like an outbox. `providerRequestId` is the provider's idempotency key;
 * `submittedAt` says a top-up went out under it whose outcome is not known yet, so the next step asks the
 * provider about it (requery) rather than sending again.
 */
@Entity({ tableName: 'airtime_credit' })
@Index({ name: 'airtime_credit_due_index', properties: ['nextAttemptAt'], where: "status = 'pending'" })
@Index({ name: 'airtime_credit_donor_index', properties: ['donor', 'decidedAt'] })
@Index({ name: 'airtime_credit_decided_at_index', properties: ['decidedAt'] })
export class AirtimeCreditEntity {
  [OptionalProps]?:
    | 'id'
    | 'phoneNumber'
    | 'providerRequestId'
    | 'submittedAt'
    | 'attempts'
    | 'nextAttemptAt'
    | 'lastError'
    | 'providerReference'
    | 'sentAt'
    | 'retriedBy'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The donation (match) the credit thanks for: one credit per donation. */
  @Property({ type: 'uuid', unique: 'airtime_credit_match_unique' })
  matchId!: string;

  @Property({ type: 'uuid' })
  requestId!: string;

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  donor!: UserEntity;

  @Property({ type: 'integer' })
  amountNgn!: number;

  @Enum({ items: [...AIRTIME_STATUSES], nativeEnumName: 'airtime_status' })
  status!: AirtimeStatus;

  /** The verified number it goes to, fixed when it is queued (a later change of number does not redirect it). */
  @Property({ type: 'text', nullable: true })
  phoneNumber: string | null = null;

  @Property({ type: 'text', nullable: true, unique: 'airtime_credit_provider_request_id_unique' })
  providerRequestId: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null = null;

  @Property({ type: 'smallint', default: 0 })
  attempts = 0;

  @Property({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  /** The provider's own transaction id, once it answered. */
  @Property({ type: 'text', nullable: true })
  providerReference: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  /** The staff member who last sent a failed credit again. */
  @Property({ type: 'uuid', nullable: true })
  retriedBy: string | null = null;

  @Property({ type: 'timestamptz' })
  decidedAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
