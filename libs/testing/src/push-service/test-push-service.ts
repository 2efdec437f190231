import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url));
const CERTIFICATE = fixture('test-push-service.cert.pem');

/** What the push service accepted for one subscription, decrypted the way the browser would. */
export interface DeliveredPush {
  payload: string;
  ttl: number;
  /** The VAPID claims the sender signed: `aud` (the push service's origin), `sub` (its contact), `exp`. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
  /** When the service accepted it (epoch ms), for benchmarks timing a fan-out. */
  receivedAt: number;
}

interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  delivered: DeliveredPush[];
  /** Status to answer instead of accepting: 410 for a subscription the user revoked, 5xx for an outage. */
  answer: number | null;
}

const base64url = (value: Buffer) => value.toString('base64url');

/**
 * A Web Push service on 127.0.0.1 over HTTPS (a self-signed certificate trusted through `agent`), standing in for
 * the browser vendors' services the way the test broker stands in for Kafka. It checks each push as a real service
 * does (VAPID JWT signed with ES256 by the key in the `k` parameter, audience its own origin, not expired; aes128gcm
 * content encoding) and decrypts the payload as the subscribed browser would (RFC 8291), so a test sees exactly what a
 * user's device would show.
 */
export class TestPushService {
  /** An https.Agent that trusts this service's certificate, for the sender under test. */
  readonly agent = new Agent({ ca: CERTIFICATE, keepAlive: false });
  private readonly subscribers = new Map<string, Subscriber>();

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  /** A loopback address: senders refuse it unless it is listed exactly (PUSH_ENDPOINT_HOSTS=127.0.0.1). */
  static readonly HOST = '127.0.0.1';

  static async start(): Promise<TestPushService> {
    const server = createServer({ cert: CERTIFICATE, key: fixture('test-push-service.key.pem') });
    await new Promise<void>((resolve) => server.listen(0, TestPushService.HOST, resolve));
    const service = new TestPushService(
      server,
      `https://${TestPushService.HOST}:${(server.address() as AddressInfo).port}`,
    );
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const { status, reason } = service.receive(request.url ?? '', request.headers, Buffer.concat(chunks));
        response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
      });
    });
    return service;
  }

  /** A new browser subscription, as `JSON.stringify(pushSubscription)` in the user app sends it. */
  subscribe(): string {
    const id = randomUUID();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.subscribers.set(id, { ecdh, auth, delivered: [], answer: null });
    return JSON.stringify({
      endpoint: `${this.origin}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) },
    });
  }

  /** From now on the service answers pushes to this subscription with `status` (410: unsubscribed). */
  answerWith(subscription: string, status: number): void {
    this.subscriber(subscription).answer = status;
  }

  delivered(subscription: string): DeliveredPush[] {
    return this.subscriber(subscription).delivered;
  }

  async stop(): Promise<void> {
    this.agent.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private subscriber(subscription: string): Subscriber {
    const endpoint = (JSON.parse(subscription) as { endpoint: string }).endpoint;
    const subscriber = this.subscribers.get(endpoint.slice(`${this.origin}/push/`.length));
    if (!subscriber) throw new Error(`not a subscription of this push service: ${endpoint}`);
    return subscriber;
  }

  private receive(
    path: string,
    headers: Record<string, string | string[] | undefined>,
    body: Buffer,
  ): { status: number; reason: string } {
    const subscriber = this.subscribers.get(path.replace(/^\/push\//, ''));
    if (!subscriber) return { status: 404, reason: 'no such subscription' };
    if (subscriber.answer) return { status: subscriber.answer, reason: 'as the test asked' };
    const vapid = this.checkVapid(String(headers['authorization'] ?? ''));
    if (typeof vapid === 'string') return { status: 403, reason: vapid };
    if (headers['content-encoding'] !== 'aes128gcm') return { status: 415, reason: 'content-encoding: aes128gcm only' };
    const ttl = Number(headers['ttl']);
    if (!Number.isInteger(ttl) || ttl < 0) return { status: 400, reason: 'TTL header required' };
    let payload: string;
    try {
      payload = decrypt(body, subscriber);
    } catch (error) {
      return { status: 400, reason: `cannot decrypt: ${(error as Error).message}` };
    }
    subscriber.delivered.push({ payload, ttl, vapid, receivedAt: Date.now() });
    return { status: 201, reason: '' };
  }

  /** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed by that key for this origin. */
  private checkVapid(authorization: string): DeliveredPush['vapid'] | string {
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
    if (!match) return 'Authorization: vapid t=..., k=... required';
    const [token, publicKey] = [match[1]!, match[2]!];
    const [header, claims, signature] = token.split('.') as [string, string, string];
    const point = Buffer.from(publicKey, 'base64url');
    if (point.length !== 65) return 'k is not a P-256 public key';
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33)) },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return 'JWT signature does not match k';
    const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
    if (alg !== 'ES256') return 'JWT must be ES256';
    const { aud, sub, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as DeliveredPush['vapid'];
    if (aud !== this.origin) return `JWT audience must be ${this.origin}`;
    const now = Date.now() / 1000;
    if (!(exp > now && exp <= now + 24 * 3600)) return 'JWT expired or more than 24 hours ahead';
    if (!/^(mailto:|https:)/.test(sub ?? '')) return 'JWT subject must be a mailto: or https: URL';
    return { aud, sub, exp, publicKey };
  }
}

/** RFC 8291 (Message Encryption for Web Push) over RFC 8188 aes128gcm, one record, as the browser decrypts it. */
const decrypt = (body: Buffer, { ecdh, auth }: Subscriber): string => {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderPublicKey]);
  const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', inputKey, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The plaintext ends with the last-record delimiter 0x02 and optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
};
