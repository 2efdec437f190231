import { randomInt } from 'node:crypto';
import {
  PaymentProvider,
  type InitializeTransaction,
  type ProviderTransaction,
  type TransactionStatus,
} from '../payment-provider.js';
import { signPaystackPayload } from '../paystack/paystack-signature.js';

export const SANDBOX_CHECKOUT_PATH = '/v1/payments/sandbox/checkout/';

interface SandboxTransaction extends ProviderTransaction {
  email: string;
  callbackUrl: string;
}

/**
 * Stands in for Paystack when no key is configured, so donations work locally and in tests: a checkout page served
 * by the API (clearly marked SANDBOX) whose Pay and Cancel buttons produce a Paystack-shaped event signed with the
 * sandbox secret, handled by the very webhook path real events take. No money moves. Transactions live in memory.
 */
export class SandboxPaymentProvider extends PaymentProvider {
  readonly name = 'sandbox';
  private readonly transactions = new Map<string, SandboxTransaction>();

  constructor(
    readonly webhookSecret: string,
    private readonly publicUrl: string,
  ) {
    super();
  }

  async initialize(transaction: InitializeTransaction): Promise<{ authorizationUrl: string }> {
    this.transactions.set(transaction.reference, {
      id: String(randomInt(1, 2 ** 47)),
      reference: transaction.reference,
      status: 'pending',
      amountSubunits: transaction.amountSubunits,
      currency: transaction.currency,
      channel: null,
      paidAt: null,
      email: transaction.email,
      callbackUrl: transaction.callbackUrl,
    });
    return {
      authorizationUrl: `${this.publicUrl}${SANDBOX_CHECKOUT_PATH}${encodeURIComponent(transaction.reference)}`,
    };
  }

  async verify(reference: string): Promise<ProviderTransaction | null> {
    const found = this.transactions.get(reference);
    if (!found) return null;
    const { email: _email, callbackUrl: _callbackUrl, ...transaction } = found;
    return transaction;
  }

  pending(reference: string): SandboxTransaction | null {
    const found = this.transactions.get(reference);
    return found && found.status === 'pending' ? found : null;
  }

  /**
   * Settles a pending sandbox transaction and returns the webhook Paystack would send: the raw body and its signature.
   * Paying sends `charge.success`; cancelling sends `charge.abandoned` (a sandbox-only event: Paystack reports
   * abandoned checkouts through verify only).
   */
  settle(reference: string, outcome: Extract<TransactionStatus, 'success' | 'abandoned'>) {
    const transaction = this.pending(reference);
    if (!transaction) return null;
    transaction.status = outcome;
    if (outcome === 'success') {
      transaction.channel = 'sandbox';
      transaction.paidAt = new Date();
    }
    const body = Buffer.from(
      JSON.stringify({
        event: outcome === 'success' ? 'charge.success' : 'charge.abandoned',
        data: {
          id: Number(transaction.id),
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
