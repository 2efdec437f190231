/** What a card/bank payment provider is asked to do; Paystack's API is the model (amounts in the subunit). */
export interface InitializeTransaction {
  reference: string;
  email: string;
  /** Kobo, cents...: the amount times 100 for every currency we take. */
  amountSubunits: number;
  currency: string;
  /** Where the payer's browser returns, with `?trxref=&reference=` appended by the provider. */
  callbackUrl: string;
  metadata: Record<string, unknown>;
}

export type TransactionStatus = 'success' | 'failed' | 'abandoned' | 'pending';

/** A transaction as the provider reports it, from a verify call or a (signed) webhook. */
export interface ProviderTransaction {
  id: string;
  reference: string;
  status: TransactionStatus;
  amountSubunits: number;
  currency: string;
  channel: string | null;
  paidAt: Date | null;
}

export abstract class PaymentProvider {
  /** Recorded on each donation: `paystack` or `sandbox`. */
  abstract readonly name: string;
  /** The key webhooks are signed with (HMAC-SHA512 of the raw body, hex, in `x-paystack-signature`). */
  abstract readonly webhookSecret: string;
  abstract initialize(transaction: InitializeTransaction): Promise<{ authorizationUrl: string }>;
  /** The transaction by our reference; null when the provider does not know it. */
  abstract verify(reference: string): Promise<ProviderTransaction | null>;
}

/** Paystack's transaction statuses in our four. */
export const toTransactionStatus = (status: unknown): TransactionStatus => {
  if (status === 'success') return 'success';
  if (status === 'failed' || status === 'reversed') return 'failed';
  if (status === 'abandoned') return 'abandoned';
  return 'pending';
};

/** A transaction object as Paystack sends it (in verify replies and webhook events), read defensively. */
export const readPaystackTransaction = (data: unknown): ProviderTransaction | null => {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  if (typeof record.reference !== 'string' || record.reference === '') return null;
  const amount = Number(record.amount);
  const paidAt = typeof record.paid_at === 'string' ? new Date(record.paid_at) : null;
  return {
    id: String(record.id ?? ''),
    reference: record.reference,
    status: toTransactionStatus(record.status),
    amountSubunits: Number.isSafeInteger(amount) ? amount : -1,
    currency: typeof record.currency === 'string' ? record.currency.toUpperCase() : '',
    channel: typeof record.channel === 'string' ? record.channel : null,
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
  };
};
