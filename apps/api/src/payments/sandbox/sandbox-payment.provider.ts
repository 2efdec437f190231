import { randomInt } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '@app/domain';
import { SandboxPaymentEntity } from '@app/persistence';
import {
  PaymentProvider,
  toTransactionStatus,
  type InitializeTransaction,
  type ProviderTransaction,
  type TransactionStatus,
} from '../payment-provider.js';
import { signPaystackPayload } from '../paystack/paystack-signature.js';
import { PAYMENT_ERRORS } from '../payments.errors.js';

export const SANDBOX_CHECKOUT_PATH = '/v1/payments/sandbox/checkout/';

const toProviderTransaction = (row: SandboxPaymentEntity): ProviderTransaction => ({
  id: row.transactionId,
  reference: row.reference,
  status: toTransactionStatus(row.status),
  amountSubunits: row.amountSubunits,
  currency: row.currency,
  channel: row.channel,
  paidAt: row.paidAt,
});

/**
 * Stands in for Paystack when no key is configured, so donations work locally and in tests: a checkout page served
 * by the API (clearly marked SANDBOX) whose Pay and Cancel buttons produce a Paystack-shaped event signed with the
 * sandbox secret, handled by the very webhook path real events take. No money moves. Transactions are kept in the
 * database (sandbox_payment), so a checkout opened before a restart is still there after it.
 */
export class SandboxPaymentProvider extends PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    readonly webhookSecret: string,
    private readonly publicUrl: string,
    private readonly em: EntityManager,
  ) {
    super();
  }

  async initialize(transaction: InitializeTransaction): Promise<{ authorizationUrl: string }> {
    const em = this.em.fork();
    em.create(SandboxPaymentEntity, {
      reference: transaction.reference,
      transactionId: String(randomInt(1, 2 ** 47)),
      amountSubunits: transaction.amountSubunits,
      currency: transaction.currency,
      email: transaction.email,
      callbackUrl: transaction.callbackUrl,
    });
    await em.flush();
    return {
      authorizationUrl: `${this.publicUrl}${SANDBOX_CHECKOUT_PATH}${encodeURIComponent(transaction.reference)}`,
    };
  }

  async verify(reference: string): Promise<ProviderTransaction | null> {
    const found = await this.em.fork().findOne(SandboxPaymentEntity, { reference });
    return found ? toProviderTransaction(found) : null;
  }

  async pending(reference: string): Promise<SandboxPaymentEntity | null> {
    return this.em.fork().findOne(SandboxPaymentEntity, { reference, status: 'pending' });
  }

  /**
   * Settles a pending sandbox transaction and returns the webhook Paystack would send: the raw body and its signature.
   * Paying sends `charge.success`; cancelling sends `charge.abandoned` (a sandbox-only event: Paystack reports
   * abandoned checkouts through verify only). Only one of two clicks at once settles it (the update is conditional).
   */
  async settle(reference: string, outcome: Extract<TransactionStatus, 'success' | 'abandoned'>) {
    const em = this.em.fork();
    const paid = outcome === 'success';
    const changed = await em.nativeUpdate(
      SandboxPaymentEntity,
      { reference, status: 'pending' },
      { status: outcome, channel: paid ? 'sandbox' : null, paidAt: paid ? new Date() : null },
    );
    if (changed === 0) return null;
    const transaction = await em.findOneOrFail(SandboxPaymentEntity, { reference });
    const body = Buffer.from(
      JSON.stringify({
        event: paid ? 'charge.success' : 'charge.abandoned',
        data: {
          id: Number(transaction.transactionId),
          status: outcome,
          reference,
          amount: transaction.amountSubunits,
          currency: transaction.currency,
          channel: transaction.channel,
          paid_at: transaction.paidAt?.toISOString() ?? null,
          customer: { email: transaction.email },
        },
      }),
    );
    return { body, signature: signPaystackPayload(this.webhookSecret, body), callbackUrl: transaction.callbackUrl };
  }
}

/** The configured provider as the sandbox, refused while a real provider is configured. */
export const sandboxProvider = (provider: PaymentProvider): SandboxPaymentProvider => {
  if (!(provider instanceof SandboxPaymentProvider)) throw PAYMENT_ERRORS.error('sandbox_off');
  return provider;
};

export const noPendingSandboxPayment = () =>
  // eslint-disable-next-line no-restricted-syntax -- for the payment provider or an integrator, not people: English only
  new NotFoundError('No pending sandbox payment with this reference');
