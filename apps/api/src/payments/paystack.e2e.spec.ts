import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { startTestApi, type TestApi } from '@test/api';
import { signPaystackPayload } from './paystack/paystack-signature.js';

const SECRET = 'sk_test_0123456789abcdef0123456789abcdef';

interface FakeTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callback_url: string;
  status: string;
  paid_at: string | null;
  channel: string | null;
}

/** A local HTTP server answering as Paystack's transaction API does. */
const fakePaystack = () => {
  const transactions = new Map<string, FakeTransaction>();
  const calls: string[] = [];
  const readJson = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  };
  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    calls.push(`${request.method} ${request.url}`);
    if (request.headers.authorization !== `Bearer ${SECRET}`)
      return send(401, { status: false, message: 'Invalid key' });
    if (request.method === 'POST' && request.url === '/transaction/initialize') {
      const body = await readJson(request);
      if (!/^\d+$/.test(String(body.amount))) return send(400, { status: false, message: 'Invalid amount' });
      const reference = String(body.reference);
      transactions.set(reference, {
        id: 4000000 + transactions.size,
        reference,
        amount: Number(body.amount),
        currency: String(body.currency),
        email: String(body.email),
        callback_url: String(body.callback_url),
        status: 'abandoned',
        paid_at: null,
        channel: null,
      });
      return send(200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `https://checkout.paystack.com/${reference}`, access_code: 'ac', reference },
      });
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1]!));
      if (!transaction) return send(404, { status: false, message: 'Transaction reference not found' });
      return send(200, { status: true, message: 'Verification successful', data: transaction });
    }
    return send(404, { status: false, message: 'Not found' });
  });
  return { server, transactions, calls };
};

describe('Paystack: the real client against a Paystack-compatible server', () => {
  let api: TestApi;
  let em: EntityManager;
  let paystack: ReturnType<typeof fakePaystack>;
  let cash: number;

  const donation = async (reference: string) =>
    (
      await em
        .getConnection()
        .execute<{ status: string; payments: string; paid_at: string | null }[]>(
          `select status, paid_at, (select count(*)::text from donation_payment p where p.donation_id = d.id) as payments from donation d where reference = ?`,
          [reference],
        )
    )[0]!;

  const webhook = (body: string, signature?: string) => {
    const request = api.http().post('/v1/payments/paystack/webhook').set('content-type', 'application/json');
    return (signature === undefined ? request : request.set('x-paystack-signature', signature)).send(body);
  };

  const start = async (amount: number, currency = 'NGN') => {
    const response = await api
      .http()
      .post('/v1/partnerships/donations')
      .send({
        name: 'Tunde Bakare',
        email: 'tunde@example.com',
        phone_number: '2348012345678',
        amount,
        currency,
        redirect_url: 'http://localhost:3000/donate/complete',
        service_id: cash,
      })
      .expect(201);
    return response.body.data as { reference: string; authorization_url: string };
  };

  beforeAll(async () => {
    paystack = fakePaystack();
    await new Promise<void>((resolve) => paystack.server.listen(0, '127.0.0.1', resolve));
    const { port } = paystack.server.address() as AddressInfo;
    api = await startTestApi({
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_PUBLIC_FORM_IP: '50/600',
    });
    em = api.app.get(EntityManager).fork();
    const services = await api.http().get('/v1/util/services?type=donation').expect(200);
    cash = services.body.data.services.find((service: { kind: string }) => service.kind === 'cash').id;
  });
  afterAll(async () => {
    await api.close();
    await new Promise((resolve) => paystack.server.close(resolve));
  });

  it('initializes with the amount in subunits and a callback to redirect_url', async () => {
    const { reference, authorization_url } = await start(1500.25);
    expect(authorization_url).toBe(`https://checkout.paystack.com/${reference}`);
    expect(paystack.transactions.get(reference)).toMatchObject({
      amount: 150025,
      currency: 'NGN',
      email: 'tunde@example.com',
      callback_url: 'http://localhost:3000/donate/complete',
    });
    // The sandbox is off when a key is configured.
    await api.http().get(`/v1/payments/sandbox/checkout/${reference}`).expect(404);
  });

  it('rejects a webhook with a bad or missing signature and changes nothing', async () => {
    const { reference } = await start(2000);
    const event = JSON.stringify({
      event: 'charge.success',
      data: { id: 1, reference, status: 'success', amount: 200000, currency: 'NGN', paid_at: '2026-11-22T10:00:00Z' },
    });
    await webhook(event).expect(401);
    await webhook(event, signPaystackPayload('sk_test_wrong', event)).expect(401);
    // Signed over other bytes (the same JSON, re-spaced): the raw body is what counts.
    await webhook(JSON.stringify(JSON.parse(event), null, 2), signPaystackPayload(SECRET, event)).expect(401);
    expect(await donation(reference)).toEqual({ status: 'pending', payments: '0', paid_at: null });
  });

  it('records one payment however often the same webhook arrives', async () => {
    const { reference } = await start(2000);
    const event = JSON.stringify({
      event: 'charge.success',
      data: {
        id: 987654,
        reference,
        status: 'success',
        amount: 200000,
        currency: 'NGN',
        channel: 'card',
        paid_at: '2026-11-22T10:00:00.000Z',
      },
    });
    const signature = signPaystackPayload(SECRET, event);
    const first = await webhook(event, signature).expect(200);
    expect(first.body.data).toEqual({ handled: true });
    await webhook(event, signature).expect(200);
    await Promise.all([webhook(event, signature).expect(200), webhook(event, signature).expect(200)]);
    expect(await donation(reference)).toMatchObject({ status: 'successful', payments: '1' });
    const [payment] = await em
      .getConnection()
      .execute<Record<string, unknown>[]>(
        'select p.provider, p.provider_transaction_id, p.amount_subunits::text as amount, p.channel from donation_payment p join donation d on d.id = p.donation_id where d.reference = ?',
        [reference],
      );
    expect(payment).toEqual({
      provider: 'paystack',
      provider_transaction_id: '987654',
      amount: '200000',
      channel: 'card',
    });

    // A later failure report cannot undo a payment.
    const failed = JSON.stringify({
      event: 'charge.failed',
      data: { reference, status: 'failed', amount: 200000, currency: 'NGN' },
    });
    await webhook(failed, signPaystackPayload(SECRET, failed)).expect(200);
    expect(await donation(reference)).toMatchObject({ status: 'successful', payments: '1' });
  });

  it('does not trust a success for another amount, and ignores unknown events and references', async () => {
    const { reference } = await start(3000);
    const cheap = JSON.stringify({
      event: 'charge.success',
      data: { id: 5, reference, status: 'success', amount: 100, currency: 'NGN' },
    });
    await webhook(cheap, signPaystackPayload(SECRET, cheap)).expect(200);
    expect(await donation(reference)).toMatchObject({ status: 'pending', payments: '0' });
    const other = JSON.stringify({ event: 'transfer.success', data: { reference } });
    expect((await webhook(other, signPaystackPayload(SECRET, other)).expect(200)).body.data).toEqual({
      handled: false,
    });
    const unknown = JSON.stringify({
      event: 'charge.success',
      data: { reference: 'bm_nope', status: 'success', amount: 1, currency: 'NGN' },
    });
    expect((await webhook(unknown, signPaystackPayload(SECRET, unknown)).expect(200)).body.data).toEqual({
      handled: false,
    });
  });

  it('verifies by reference with the provider', async () => {
    const { reference } = await start(750, 'USD');
    const verify = () => api.http().post(`/v1/partnerships/donations/${reference}/verify`).expect(200);
    expect((await verify()).body.data).toEqual({ reference, status: 'abandoned', amount: 750, currency: 'USD' });
    Object.assign(paystack.transactions.get(reference)!, {
      status: 'success',
      paid_at: '2026-11-22T11:00:00.000Z',
      channel: 'bank',
    });
    expect((await verify()).body.data.status).toBe('successful');
    expect(await donation(reference)).toMatchObject({ status: 'successful', payments: '1' });
    const callsBefore = paystack.calls.length;
    await verify();
    expect(paystack.calls.length).toBe(callsBefore);
    expect(paystack.calls).toContain(`GET /transaction/verify/${reference}`);
    await api.http().post('/v1/partnerships/donations/bm_000000000000000000000000/verify').expect(404);
  });
});
