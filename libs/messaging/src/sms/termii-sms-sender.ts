import { SmsSender, type SmsMessage, type SmsOutcome } from './sms-sender.js';

export interface TermiiOptions {
  apiKey: string;
  /** The registered alphanumeric sender ID (3 to 11 characters). */
  senderId: string;
  /** `dnd` reaches numbers on Do-Not-Disturb too (transactional route); `generic` is the promotional route. */
  channel: 'dnd' | 'generic';
  baseUrl: string;
  timeoutMs?: number;
}

/** Termii's reply to POST /api/sms/send: `message_id` on success, `message` (and sometimes `code`) on failure. */
interface TermiiReply {
  code?: string;
  message_id?: string;
  message?: string;
}

/** Statuses worth trying again: the request timed out, was throttled, or the gateway failed on its side. */
const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Termii's Messaging API (https://developers.termii.com/messaging-api): POST {base}/api/sms/send with the key in
 * the JSON body. Chosen because it is a Nigerian gateway with a DND (transactional) route, which alerts and codes
 * need: most Nigerian lines have DND on and the generic route never reaches them.
 */
export class TermiiSmsSender extends SmsSender {
  constructor(private readonly options: TermiiOptions) {
    super();
  }

  async send(message: SmsMessage): Promise<SmsOutcome> {
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/api/sms/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_key: this.options.apiKey,
          to: message.to,
          from: this.options.senderId,
          sms: message.text,
          type: 'plain',
          channel: this.options.channel,
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      return {
        status: 'retry',
        reason: `Termii unreachable: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const reply = (await response.json().catch(() => ({}))) as TermiiReply;
    if (response.ok && reply.message_id) return { status: 'sent', providerId: reply.message_id };
    const reason = `Termii ${response.status}: ${reply.message ?? 'no message'}`;
    // A 200 without a message id is not a send we can trust; asking again is safe because nothing was accepted.
    return isRetryableStatus(response.status) || response.ok
      ? { status: 'retry', reason }
      : { status: 'rejected', reason };
  }
}
