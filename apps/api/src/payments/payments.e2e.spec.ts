import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { startTestApi, type TestApi } from '@test/api';
import { PaymentProvider } from './payment-provider.js';
import { signPaystackPayload } from './paystack/paystack-signature.js';

describe('money donations with the sandbox checkout (no provider key)', () => {
  let api: TestApi;
  let em: EntityManager;
  let cash: number;
  let crypto: number;

  const donor = (overrides: Record<string, unknown> = {}) => ({
    name: 'Tunde Bakare',
    email: 'tunde@example.com',
    phone_number: '+2348012345678',
    amount: 5000,
    currency: 'NGN',
    redirect_url: 'http://localhost:3000/donate/complete',
    service_id: cash,
    ...overrides,
  });

  const donation = async (reference: string) =>
    (
      await em
        .getConnection()
        .execute<{ status: string; amount: string; payments: string }[]>(
          `select status, amount::text, (select count(*)::text from donation_payment p where p.donation_id = d.id) as payments from donation d where reference = ?`,
          [reference],
        )
    )[0]!;

  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_PUBLIC_FORM_IP: '50/600' });
    em = api.app.get(EntityManager).fork();
    const services = await api.http().get('/v1/util/services?type=donation').expect(200);
    cash = services.body.data.services.find((service: { kind: string }) => service.kind === 'cash').id;
    crypto = services.body.data.services.find((service: { name: string }) => service.name === 'Crypto').id;
  });
  afterAll(() => api.close());

  it('gives every section 5 donation message', async () => {
    const empty = await api.http().post('/v1/partnerships/donations').send({ amount: '', currency: ' ' }).expect(400);
    expect(empty.body.errors).toMatchObject({
      name: 'Name cannot be empty',
      email: 'Email cannot be empty',
      phone_number: 'Phone number cannot be empty',
      amount: 'Amount cannot be empty',
      currency: 'Currency must not be empty',
    });
    const wrong = await api
      .http()
      .post('/v1/partnerships/donations')
      .send(donor({ email: 'tunde@', phone_number: '0801', amount: 0 }))
      .expect(400);
    expect(wrong.body.errors).toEqual({
      email: 'Invalid Email',
      phone_number: 'Invalid phone number; use +234XXXXXXXXXX format',
      amount: 'Amount must be greater than 0',
    });
    expect(
      (
        await api
          .http()
          .post('/v1/partnerships/donations')
          .send(donor({ amount: -5 }))
          .expect(400)
      ).body.errors,
    ).toEqual({ amount: 'Amount must be greater than 0' });
    expect(
      (
        await api
          .http()
          .post('/v1/partnerships/donations')
          .send(donor({ redirect_url: 'https://phishing.example/donate/complete' }))
          .expect(400)
      ).body.errors,
    ).toEqual({
      redirect_url:
        'This site is open at https://phishing.example, but its address is http://localhost:3000: open http://localhost:3000 to donate',
    });
    // The same page opened at another address of the machine: the payer is told where the site lives.
    const elsewhere = await api
      .http()
      .post('/v1/partnerships/donations')
      .set('accept-language', 'yo')
      .send(donor({ redirect_url: 'http://192.168.1.20:3000/donate/complete' }))
      .expect(400);
    expect(elsewhere.body.message).toBe(
      'Ojú-òpó yìí ṣí ní http://192.168.1.20:3000, ṣùgbọ́n àdírẹ́sì rẹ̀ ni http://localhost:3000: ṣí http://localhost:3000 láti fi owó ṣètọrẹ',
    );
    expect(
      (
        await api
          .http()
          .post('/v1/partnerships/donations')
          .send(donor({ redirect_url: 'javascript:alert(1)' }))
          .expect(400)
      ).body.errors,
    ).toEqual({ redirect_url: 'redirect_url must be a page of this site' });
    expect(
      (
        await api
          .http()
          .post('/v1/partnerships/donations')
          .send(donor({ service_id: 999 }))
          .expect(400)
      ).body.errors,
    ).toEqual({ service_id: 'Select a payment method from the list' });
    const [{ count }] = await em
      .getConnection()
      .execute<{ count: string }[]>('select count(*)::text as count from donation');
    expect(count).toBe('0');
  });

  it('runs the sandbox flow from initialize to successful through the signed webhook path', async () => {
    const started = await api
      .http()
      .post('/v1/partnerships/donations')
      .send(donor({ amount: '2,500.50' }))
      .expect(201);
    const { reference, authorization_url } = started.body.data;
    expect(authorization_url).toBe(`http://localhost:3000/v1/payments/sandbox/checkout/${reference}`);
    expect(await donation(reference)).toEqual({ status: 'pending', amount: '2500.50', payments: '0' });

    const checkout = await api.http().get(new URL(authorization_url).pathname).expect(200);
    expect(checkout.headers['content-type']).toContain('text/html');
    expect(checkout.text).toContain('SANDBOX');
    expect(checkout.text).toContain('NGN 2,500.50');

    const paid = await api
      .http()
      .post(`${new URL(authorization_url).pathname}/complete`)
      .set('content-type', 'text/plain')
      .send('sandbox=pay')
      .expect(303);
    expect(paid.headers.location).toBe(
      `http://localhost:3000/donate/complete?trxref=${reference}&reference=${reference}`,
    );
    expect(await donation(reference)).toEqual({ status: 'successful', amount: '2500.50', payments: '1' });

    // Paid once: the checkout is gone, and verifying changes nothing.
    await api
      .http()
      .post(`${new URL(authorization_url).pathname}/complete`)
      .expect(404);
    const verified = await api.http().post(`/v1/partnerships/donations/${reference}/verify`).expect(200);
    expect(verified.body.data).toEqual({ reference, status: 'successful', amount: 2500.5, currency: 'NGN' });
    expect(await donation(reference)).toMatchObject({ payments: '1' });
  });

  it('marks a cancelled sandbox checkout abandoned', async () => {
    const started = await api
      .http()
      .post('/v1/partnerships/donations')
      .send(donor({ currency: 'USD', amount: 20 }))
      .expect(201);
    const { reference, authorization_url } = started.body.data;
    await api
      .http()
      .post(`${new URL(authorization_url).pathname}/cancel`)
      .expect(303);
    expect(await donation(reference)).toEqual({ status: 'abandoned', amount: '20.00', payments: '0' });
  });

  it('keeps a sandbox checkout across a restart: another instance on the same database settles it', async () => {
    const started = await api
      .http()
      .post('/v1/partnerships/donations')
      .send(donor({ amount: 750 }))
      .expect(201);
    const { reference, authorization_url } = started.body.data;
    const restarted = await startTestApi({}, { database: api.database });
    try {
      const checkout = await restarted.http().get(new URL(authorization_url).pathname).expect(200);
      expect(checkout.text).toContain('NGN 750.00');
      await restarted
        .http()
        .post(`${new URL(authorization_url).pathname}/complete`)
        .expect(303);
    } finally {
      await restarted.close();
    }
    expect(await donation(reference)).toEqual({ status: 'successful', amount: '750.00', payments: '1' });
    const verified = await api.http().post(`/v1/partnerships/donations/${reference}/verify`).expect(200);
    expect(verified.body.data).toMatchObject({ reference, status: 'successful' });
  });

  it('refuses an amount below the currency smallest unit, creating nothing', async () => {
    const before = await em.getConnection().execute<{ n: string }[]>(`select count(*)::text as n from donation`);
    for (const amount of [0.001, '10.005']) {
      const refused = await api.http().post('/v1/partnerships/donations').send(donor({ amount })).expect(400);
      expect(refused.body.errors).toEqual({ amount: 'Amount can have at most 2 decimal places' });
    }
    expect(await em.getConnection().execute(`select count(*)::text as n from donation`)).toEqual(before);
  });

  it('refuses a correctly signed webhook whose body is not an event object', async () => {
    const secret = api.app.get(PaymentProvider).webhookSecret;
    for (const body of ['null', '42', '[]', '"charge.success"']) {
      const refused = await api
        .http()
        .post('/v1/payments/paystack/webhook')
        .set('content-type', 'application/json')
        .set('x-paystack-signature', signPaystackPayload(secret, body))
        .send(body)
        .expect(400);
      expect(refused.body.message).toBe('The body must be a JSON object');
    }
  });

  it('refuses webhooks that are not signed with the sandbox secret, changing nothing', async () => {
    const started = await api.http().post('/v1/partnerships/donations').send(donor()).expect(201);
    const { reference } = started.body.data;
    const event = JSON.stringify({
      event: 'charge.success',
      data: { id: 1, reference, status: 'success', amount: 500000, currency: 'NGN', paid_at: new Date().toISOString() },
    });
    const send = (signature?: string) => {
      const request = api.http().post('/v1/payments/paystack/webhook').set('content-type', 'application/json');
      return (signature ? request.set('x-paystack-signature', signature) : request).send(event);
    };
    expect((await send().expect(401)).body.message).toBe('Invalid signature');
    await send(signPaystackPayload('not-the-secret', event)).expect(401);
    await send('zz').expect(401);
    expect(await donation(reference)).toMatchObject({ status: 'pending', payments: '0' });
  });

  it('quotes crypto donations from clearly-labelled demo settings', async () => {
    const quoted = await api
      .http()
      .post('/v1/partnerships/donations')
      .send(donor({ service_id: crypto, amount: 100, currency: 'USD' }))
      .expect(201);
    expect(quoted.body.data).toEqual({
      reference: expect.stringMatching(/^bm_/),
      address: 'DEMO-ONLY-NOT-A-REAL-USDT-TRC20-ADDRESS',
      cryptoAmount: '100',
      coin: 'USDT',
      network: 'TRC20',
      demo: true,
    });
    const btc = await api
      .http()
      .post('/v1/partnerships/donations')
      .send(donor({ service_id: crypto, amount: 1_000_000, currency: 'NGN', coin: 'btc' }))
      .expect(201);
    expect(btc.body.data).toMatchObject({ coin: 'BTC', network: 'Bitcoin', cryptoAmount: '0.0065' });
    expect(await donation(btc.body.data.reference)).toMatchObject({ status: 'pending' });
  });
});

describe('crypto donations with configured wallets and rates', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      CRYPTO_WALLETS: 'USDC:Polygon:0x1111111111111111111111111111111111111111',
      CRYPTO_COIN_PRICES_USD: 'USDC=1',
      CRYPTO_CURRENCY_RATES_USD: 'NGN=0.0006,GBP=1.25',
    });
  });
  afterAll(() => api.close());

  it('uses the configured address and rates, and refuses a currency without a rate', async () => {
    const services = await api.http().get('/v1/util/services?type=donation').expect(200);
    const crypto = services.body.data.services.find((service: { kind: string }) => service.kind === 'crypto').id;
    const body = {
      name: 'Tunde',
      email: 'tunde@example.com',
      phone_number: '2348012345678',
      amount: 80,
      currency: 'GBP',
      service_id: crypto,
    };
    const quoted = await api.http().post('/v1/partnerships/donations').send(body).expect(201);
    expect(quoted.body.data).toMatchObject({
      address: '0x1111111111111111111111111111111111111111',
      coin: 'USDC',
      network: 'Polygon',
      cryptoAmount: '100',
      demo: false,
    });
    const refused = await api
      .http()
      .post('/v1/partnerships/donations')
      .send({ ...body, currency: 'EUR' })
      .expect(400);
    expect(refused.body.errors).toEqual({ currency: 'Crypto donations in EUR are not available yet' });
  });
});
