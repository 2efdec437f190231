import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Agent } from 'node:https';
import { dirname, join } from 'node:path';
import webpush from 'web-push';
import { PushEndpointPolicy } from './push-endpoint-policy.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; otherwise a pair generated once and kept in
 * DATA_DIR/secrets/vapid-keys.json (like JWT_SECRET), so subscriptions survive restarts. API and projectors read the
 * same file when they share DATA_DIR.
 */
export const vapidKeys = (config: {
  DATA_DIR: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT: string;
}): VapidKeys => {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT };
  const file = join(config.DATA_DIR, 'secrets', 'vapid-keys.json');
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return { ...read(), subject: config.VAPID_SUBJECT };
};

export interface PushMessage {
  title: string;
  body: string;
  url?: string;
}

/** What the notifications projector needs from Web Push: `gone` means the subscription should be dropped. */
export interface PushSender {
  send(subscription: string, message: PushMessage): Promise<'sent' | 'gone' | 'failed'>;
}

/**
 * Sends through the push service named in the subscription (Web Push protocol, payload encrypted, VAPID-signed), only
 * when the policy allows its endpoint: subscriptions saved before the policy existed are checked again here.
 */
/** A VAPID token is valid this long (the push services accept up to 24 hours) and renewed an hour before it ends. */
const VAPID_TOKEN_SECONDS = 12 * 3600;
const VAPID_RENEW_BEFORE_SECONDS = 3600;

/** The connection was reset or closed with no answer from the push service. */
const closedUnderUs = (error: unknown) =>
  error instanceof Error &&
  (error as { statusCode?: number }).statusCode === undefined &&
  (['ECONNRESET', 'EPIPE'].includes((error as NodeJS.ErrnoException).code ?? '') || error.message === 'socket hang up');

export class WebPushSender implements PushSender {
  private readonly agent: Agent;
  /** The signed VAPID header per push service origin: signing it for every push cost as much as encrypting. */
  private readonly vapidHeaders = new Map<string, { authorization: string; expires: number }>();

  constructor(
    private readonly keys: VapidKeys,
    private readonly log?: (message: string, fields: Record<string, unknown>) => void,
    /** Tests: an agent trusting a local push service's certificate. */
    agent?: Agent,
    private readonly policy = new PushEndpointPolicy(),
  ) {
    this.agent = agent ?? policy.guardedAgent();
  }

  async send(subscription: string, message: PushMessage): Promise<'sent' | 'gone' | 'failed'> {
    let parsed: webpush.PushSubscription;
    try {
      parsed = JSON.parse(subscription) as webpush.PushSubscription;
      if (!parsed?.endpoint || !parsed.keys?.p256dh || !parsed.keys.auth) return 'failed';
    } catch {
      // Not a Web Push subscription (another kind of token): nothing to send to, but not ours to delete.
      return 'failed';
    }
    if (!this.policy.allows(parsed.endpoint)) {
      // Kept rather than deleted: a narrowed PUSH_ENDPOINT_HOSTS by mistake should not cost everyone their devices.
      this.log?.('web push refused: endpoint not allowed', { endpoint: String(parsed.endpoint).slice(0, 200) });
      return 'failed';
    }
    const push = () =>
      webpush.sendNotification(parsed, JSON.stringify(message), {
        TTL: 24 * 3600,
        timeout: 10_000,
        // Signed here, once per origin and period (vapidAuthorization), rather than by the library for each push.
        headers: { Authorization: this.vapidAuthorization(new URL(parsed.endpoint).origin) },
        agent: this.agent,
      });
    try {
      // A kept connection the push service closed as it was reused fails before any answer: once more, on another.
      await push().catch((error: unknown) => (closedUnderUs(error) ? push() : Promise.reject(error)));
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) return 'gone';
      this.log?.('web push failed', { status, error: error instanceof Error ? error.message : String(error) });
      return 'failed';
    }
  }

  private vapidAuthorization(audience: string): string {
    const now = Math.floor(Date.now() / 1000);
    const cached = this.vapidHeaders.get(audience);
    if (cached && cached.expires - VAPID_RENEW_BEFORE_SECONDS > now) return cached.authorization;
    const expires = now + VAPID_TOKEN_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.keys.subject,
      this.keys.publicKey,
      this.keys.privateKey,
      'aes128gcm',
      expires,
    ) as { Authorization: string };
    this.vapidHeaders.set(audience, { authorization: Authorization, expires });
    return Authorization;
  }
}
