import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A transaction of the sandbox payment provider (used while no Paystack key is configured; no money moves). Kept in
 * the database, as Paystack keeps its own, so a checkout opened before a restart can still be paid or verified after.
 */
@Entity({ tableName: 'sandbox_payment' })
export class SandboxPaymentEntity {
  [OptionalProps]?: 'status' | 'channel' | 'paidAt' | 'createdAt';

  /** Our donation reference. */
  @PrimaryKey({ type: 'text' })
  reference!: string;

  /** The id the provider gives a transaction (Paystack's is numeric). */
  @Property({ type: 'text' })
  transactionId!: string;

  /** pending, success or abandoned. */
  @Property({ type: 'text' })
  status: string = 'pending';

  @Property({ type: new BigIntType('number') })
  amountSubunits!: number;

  @Property({ type: 'text' })
  currency!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  callbackUrl!: string;

  @Property({ type: 'text', nullable: true })
  channel: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
