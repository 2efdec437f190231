import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PaymentServiceEntity } from './reference-data.entity.js';

export type DonationStatus = 'pending' | 'successful' | 'failed' | 'abandoned';
export const DONATION_STATUSES: DonationStatus[] = ['pending', 'successful', 'failed', 'abandoned'];

/**
 * A money donation to the sponsoring organisation. Its status changes only from a verified provider webhook or a
 * verify call; crypto donations keep the address and amount quoted and stay pending until staff confirm them.
 */
@Entity({ tableName: 'donation' })
@Index({ name: 'donation_status_index', properties: ['status', 'createdAt'] })
export class DonationEntity {
  [OptionalProps]?:
    | 'id'
    | 'status'
    | 'authorizationUrl'
    | 'cryptoCoin'
    | 'cryptoNetwork'
    | 'cryptoAddress'
    | 'cryptoAmount'
    | 'cryptoTransactionHash'
    | 'paidAt'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Our reference, sent to the provider and echoed back by its webhooks. */
  @Property({ type: 'text', unique: 'donation_reference_unique' })
  reference!: string;

  @ManyToOne(() => PaymentServiceEntity, { deleteRule: 'restrict', index: 'donation_service_id_index' })
  service!: PaymentServiceEntity;

  /** paystack, sandbox or crypto. */
  @Property({ type: 'text' })
  provider!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  phoneNumber!: string;

  /** In the currency's main unit (naira, dollars...), as the donor typed it. */
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amount!: string;

  @Property({ type: 'text' })
  currency!: string;

  @Property({ type: 'text' })
  redirectUrl!: string;

  @Enum({ items: DONATION_STATUSES, nativeEnumName: 'donation_status', default: 'pending' })
  status: DonationStatus = 'pending';

  @Property({ type: 'text', nullable: true })
  authorizationUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  cryptoCoin: string | null = null;

  @Property({ type: 'text', nullable: true })
  cryptoNetwork: string | null = null;

  @Property({ type: 'text', nullable: true })
  cryptoAddress: string | null = null;

  @Property({ type: 'text', nullable: true })
  cryptoAmount: string | null = null;

  /** The transaction staff confirmed a crypto donation by. */
  @Property({ type: 'text', nullable: true })
  cryptoTransactionHash: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** A payment the provider confirmed for a donation; at most one per donation, however often the webhook repeats. */
@Entity({ tableName: 'donation_payment' })
export class DonationPaymentEntity {
  [OptionalProps]?: 'id' | 'channel' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => DonationEntity, { deleteRule: 'cascade', unique: 'donation_payment_donation_id_unique' })
  donation!: DonationEntity;

  @Property({ type: 'text' })
  provider!: string;

  /** The provider's transaction id. */
  @Property({ type: 'text' })
  providerTransactionId!: string;

  /** In the currency's subunit (kobo, cents), as the provider reports it. */
  @Property({ type: new BigIntType('string') })
  amountSubunits!: string;

  @Property({ type: 'text' })
  currency!: string;

  @Property({ type: 'text', nullable: true })
  channel: string | null = null;

  @Property({ type: 'timestamptz' })
  paidAt!: Date;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
