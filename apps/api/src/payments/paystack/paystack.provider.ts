import {
  PaymentProvider,
  readPaystackTransaction,
  type InitializeTransaction,
  type ProviderTransaction,
} from '../payment-provider.js';

export class PaystackError extends Error {}

/** Paystack's REST API (or anything answering as it does): initialize a transaction, verify it by reference. */
export class PaystackProvider extends PaymentProvider {
  readonly name = 'paystack';

  constructor(
    private readonly secretKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs = 15_000,
  ) {
    super();
  }

  get webhookSecret(): string {
    return this.secretKey;
  }

  async initialize(transaction: InitializeTransaction): Promise<{ authorizationUrl: string }> {
    const body = await this.call('POST', '/transaction/initialize', {
      email: transaction.email,
      amount: String(transaction.amountSubunits),
      currency: transaction.currency,
      reference: transaction.reference,
      callback_url: transaction.callbackUrl,
      metadata: transaction.metadata,
    });
    const url = (body?.data as { authorization_url?: unknown } | undefined)?.authorization_url;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
      throw new PaystackError('Paystack initialize returned no authorization_url');
    }
    return { authorizationUrl: url };
  }

  async verify(reference: string): Promise<ProviderTransaction | null> {
    const body = await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`, undefined, [404, 400]);
    if (!body || body.status !== true) return null;
    return readPaystackTransaction(body.data);
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    notFound: number[] = [],
  ): Promise<Record<string, unknown> | null> {
    const response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.secretKey}`,
        accept: 'application/json',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (notFound.includes(response.status)) return null;
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !body || body.status !== true) {
      throw new PaystackError(
        `Paystack ${method} ${path} failed with ${response.status}: ${String(body?.message ?? 'no message')}`,
      );
    }
    return body;
  }
}
