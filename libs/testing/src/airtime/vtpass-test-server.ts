import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const VTPASS_TEST_KEYS = { apiKey: 'vtpass-api-key-test', secretKey: 'vtpass-secret-key-test' };

/**
 * How the stand-in answers the next /pay:
 * - deliver: code 000, delivered;
 * - pending: code 000 with status pending; requeries answer pending `pendingRequeries` times, then delivered;
 * - processing: code 099 (transaction is processing), then as pending;
 * - fault: HTTP 500 without taking the request;
 * - lost: takes and delivers the top-up, then drops the connection (the answer never arrives);
 * - refuse: code 016, transaction failed.
 */
export type VtpassBehaviour = 'deliver' | 'pending' | 'processing' | 'fault' | 'lost' | 'refuse';

interface Transaction {
  requestId: string;
  serviceId: string;
  phone: string;
  amount: number;
  status: 'delivered' | 'pending' | 'failed';
  requeriesLeft: number;
  transactionId: string;
}

const SERVICE_IDS = new Set(['mtn', 'glo', 'airtel', 'etisalat']);

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A local server speaking VTpass's airtime API (POST /pay, POST /requery, `api-key` and `secret-key` headers): a
 * request id must start with a date and time (YYYYMMDDHHmm) and may be paid only once (a repeat is code 014, as
 * VTpass refuses a reused request id); requery of an unknown id is code 015.
 */
export const startVtpassTestServer = async () => {
  const transactions = new Map<string, Transaction>();
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  const script: VtpassBehaviour[] = [];
  const requeryFaults: number[] = [];
  let pendingRequeries = 1;
  let counter = 0;

  const answer = (transaction: Transaction) => ({
    code: '000',
    response_description: transaction.status === 'delivered' ? 'TRANSACTION SUCCESSFUL' : 'TRANSACTION PROCESSING',
    requestId: transaction.requestId,
    amount: transaction.amount,
    content: {
      transactions: {
        status: transaction.status,
        product_name: `${transaction.serviceId.toUpperCase()} Airtime VTU`,
        unique_element: transaction.phone,
        amount: transaction.amount,
        transactionId: transaction.transactionId,
      },
    },
  });

  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      const path = request.url ?? '';
      calls.push({ path, body });
      if (
        request.headers['api-key'] !== VTPASS_TEST_KEYS.apiKey ||
        request.headers['secret-key'] !== VTPASS_TEST_KEYS.secretKey
      )
        return send(200, { code: '087', response_description: 'INVALID CREDENTIALS' });
      const requestId = String(body.request_id ?? '');
      if (path === '/requery') {
        if (requeryFaults.shift()) return send(503, { message: 'Service unavailable' });
        const transaction = transactions.get(requestId);
        if (!transaction) return send(200, { code: '015', response_description: 'INVALID REQUEST ID' });
        if (transaction.status === 'pending' && transaction.requeriesLeft-- <= 0) transaction.status = 'delivered';
        return send(200, answer(transaction));
      }
      if (path !== '/pay') return send(404, { message: 'Not found' });
      if (!/^\d{12}[A-Za-z0-9]+$/.test(requestId))
        return send(200, { code: '085', response_description: 'IMPROPER REQUEST ID: NOT CONTAIN DATE' });
      if (transactions.has(requestId))
        return send(200, { code: '014', response_description: 'REQUEST ID ALREADY EXIST' });
      const serviceId = String(body.serviceID ?? '');
      const amount = Number(body.amount);
      if (!SERVICE_IDS.has(serviceId) || !/^0\d{10}$/.test(String(body.phone)) || !(amount >= 50))
        return send(200, { code: '011', response_description: 'INVALID ARGUMENTS' });
      const behaviour = script.shift() ?? 'deliver';
      if (behaviour === 'fault') return send(500, { message: 'Internal server error' });
      counter += 1;
      const transaction: Transaction = {
        requestId,
        serviceId,
        phone: String(body.phone),
        amount,
        status:
          behaviour === 'refuse' ? 'failed' : behaviour === 'deliver' || behaviour === 'lost' ? 'delivered' : 'pending',
        requeriesLeft: pendingRequeries,
        transactionId: `1700000000${String(counter).padStart(4, '0')}`,
      };
      transactions.set(requestId, transaction);
      if (behaviour === 'lost') return request.socket.destroy();
      if (behaviour === 'refuse') return send(200, { code: '016', response_description: 'TRANSACTION FAILED' });
      if (behaviour === 'processing')
        return send(200, { code: '099', response_description: 'TRANSACTION IS PROCESSING' });
      return send(200, answer(transaction));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    /** Top-ups the stand-in took (and so the airtime it credited, once delivered). */
    transactions: () => [...transactions.values()],
    pays: () => calls.filter((call) => call.path === '/pay'),
    /** How the next /pay calls are answered, in order (then `deliver`). */
    script: (...behaviours: VtpassBehaviour[]) => script.push(...behaviours),
    /** Pending top-ups answer pending to this many requeries before they are delivered. */
    pendingFor: (requeries: number) => {
      pendingRequeries = requeries;
    },
    /** The next `count` requeries answer 503. */
    failRequeries: (count: number) => requeryFaults.push(...Array<number>(count).fill(1)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type VtpassTestServer = Awaited<ReturnType<typeof startVtpassTestServer>>;
