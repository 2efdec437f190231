import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startVtpassTestServer, VTPASS_TEST_KEYS, type VtpassTestServer } from '@app/testing';
import { SandboxAirtimeProvider, type AirtimeTopUp } from './airtime-provider.js';
import { VtpassAirtimeProvider } from './vtpass-airtime-provider.js';

let sequence = 0;
const topUp = (overrides: Partial<AirtimeTopUp> = {}): AirtimeTopUp => ({
  requestId: `202612011030test${++sequence}`,
  phone: '2348031234567',
  network: 'mtn',
  amountNgn: 1000,
  ...overrides,
});

describe('the VTpass airtime provider against a server speaking its API', () => {
  let server: VtpassTestServer;
  let vtpass: VtpassAirtimeProvider;
  beforeAll(async () => {
    server = await startVtpassTestServer();
    vtpass = new VtpassAirtimeProvider({ ...VTPASS_TEST_KEYS, baseUrl: server.baseUrl, timeoutMs: 5_000 });
  });
  afterAll(() => server.close());

  it('pays with the request id, the network’s service id, the amount and the local number', async () => {
    const request = topUp({ network: '9mobile', phone: '2349091234567' });
    expect(await vtpass.topUp(request)).toEqual({ status: 'delivered', reference: expect.any(String) });
    expect(server.pays().at(-1)!.body).toEqual({
      request_id: request.requestId,
      serviceID: 'etisalat',
      amount: 1000,
      phone: '09091234567',
    });
  });

  it('answers a pending top-up by requery, never by paying again', async () => {
    server.script('pending');
    server.pendingFor(1);
    const request = topUp();
    expect(await vtpass.topUp(request)).toMatchObject({ status: 'pending' });
    expect(await vtpass.requery(request.requestId)).toMatchObject({ status: 'pending' });
    expect(await vtpass.requery(request.requestId)).toMatchObject({ status: 'delivered' });
    expect(server.pays().filter((call) => call.body.request_id === request.requestId)).toHaveLength(1);
  });

  it('reads "processing", a lost answer and a server fault as not known yet', async () => {
    server.script('processing', 'lost', 'fault');
    expect(await vtpass.topUp(topUp())).toMatchObject({ status: 'pending', reason: expect.stringContaining('099') });
    const lost = topUp();
    expect(await vtpass.topUp(lost)).toMatchObject({
      status: 'pending',
      reason: expect.stringContaining('unreachable'),
    });
    expect(await vtpass.requery(lost.requestId)).toMatchObject({ status: 'delivered' });
    expect(await vtpass.topUp(topUp())).toMatchObject({ status: 'pending', reason: expect.stringContaining('500') });
  });

  it('tells a request VTpass never saw from one it refused', async () => {
    expect(await vtpass.requery('202612011030neverseen')).toMatchObject({ status: 'unknown' });
    server.script('refuse');
    const refused = topUp();
    expect(await vtpass.topUp(refused)).toMatchObject({ status: 'failed', reason: expect.stringContaining('016') });
    expect(await vtpass.requery(refused.requestId)).toMatchObject({ status: 'failed' });
    expect(await vtpass.topUp(refused)).toMatchObject({ status: 'pending', reason: expect.stringContaining('014') });
  });

  it('reports wrong keys as a refusal', async () => {
    const wrong = new VtpassAirtimeProvider({ apiKey: 'nope-nope', secretKey: 'nope-nope', baseUrl: server.baseUrl });
    expect(await wrong.topUp(topUp())).toMatchObject({ status: 'failed', reason: expect.stringContaining('087') });
  });
});

describe('the sandbox airtime provider', () => {
  it('writes each top-up once under its directory and finds it again by request id', async () => {
    const directory = join(mkdtempSync(join(tmpdir(), 'airtime-sandbox-')), 'airtime');
    const sandbox = new SandboxAirtimeProvider(directory, () => undefined);
    const request = topUp();
    expect(await sandbox.requery(request.requestId)).toMatchObject({ status: 'unknown' });
    expect(await sandbox.topUp(request)).toEqual({ status: 'delivered', reference: request.requestId });
    expect(await sandbox.topUp(request)).toEqual({ status: 'delivered', reference: request.requestId });
    const files = readdirSync(directory);
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(directory, files[0]!), 'utf8'))).toMatchObject({
      request_id: request.requestId,
      phone: '2348031234567',
      amount_ngn: 1000,
    });
    expect(await sandbox.requery(request.requestId)).toMatchObject({ status: 'delivered' });
  });
});
