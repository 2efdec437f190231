import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PHONE_CODE_TTL_MINUTES } from '@app/domain';
import { SmsSent } from '@app/contracts';
import { recordEvent, SmsSender, type SmsOutcome } from '@app/messaging';
import type { SmsKind } from '@app/persistence';

/** Tries of one message before it is given up (the gateway refusing it for good ends it at once). */
export const SMS_MAX_ATTEMPTS = 5;
/** Waits before the 2nd, 3rd... try: a gateway outage of a few minutes loses nothing. */
const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800];
/** A claimed message is another sender's for this long; a sender that died mid-send frees it by then. */
const LEASE_SECONDS = 120;
const BATCH = 50;
/** A sent code is kept only as its HMAC (phone_verification); the text that carried it is cleared once sent or given up. */
const WITHHELD_CODE_TEXT = '[verification code withheld]';

interface Claimed {
  id: string;
  kind: string;
  phone_number: string;
  body: string;
  attempts: number;
  created_at: Date;
}

/**
 * Sends what the SMS outbox holds: claims due messages (FOR UPDATE SKIP LOCKED, then a lease, so a network call
 * never holds a transaction and two instances never take the same message), sends each, and records the outcome.
 * At least once to the gateway: a crash between the gateway's answer and the record sends that message again.
 */
@Injectable()
export class SmsDelivery {
  private readonly logger = new Logger('SmsDelivery');

  constructor(
    private readonly em: EntityManager,
    private readonly sender: SmsSender,
  ) {}

  /** Sends the due messages (or just `ids`, e.g. a code right after it was asked for); returns how many were tried. */
  async deliverDue(now = new Date(), ids?: string[]): Promise<number> {
    const claimed = await this.em.fork().execute<Claimed[]>(
      `update sms_message set attempts = attempts + 1, next_attempt_at = ?::timestamptz + make_interval(secs => ?)
        where id in (select id from sms_message
                      where status = 'pending' and next_attempt_at <= ? ${ids ? 'and id = any(?::uuid[])' : ''}
                      order by next_attempt_at limit ? for update skip locked)
        returning id, kind, phone_number, body, attempts, created_at`,
      [now, LEASE_SECONDS, now, ...(ids ? [`{${ids.join(',')}}`] : []), BATCH],
    );
    for (const message of claimed) await this.deliver(message, now);
    return claimed.length;
  }

  private async deliver(message: Claimed, now: Date): Promise<void> {
    const stale =
      message.kind === 'phone_code' &&
      new Date(message.created_at).getTime() <= now.getTime() - PHONE_CODE_TTL_MINUTES * 60_000;
    const outcome: SmsOutcome = stale
      ? { status: 'rejected', reason: 'The code expired before it could be sent' }
      : await this.sender.send({ to: message.phone_number, text: message.body });
    await this.record(message, outcome, now);
  }

  private async record(message: Claimed, outcome: SmsOutcome, now: Date): Promise<void> {
    const connection = this.em.fork();
    if (outcome.status === 'sent') {
      const { providerId } = outcome;
      // Each message the gateway accepted is spent, so SmsSent is raised with the record, in one transaction.
      await connection.transactional(async (em) => {
        const [sent] = await em.execute<{ user_id: string; kind: SmsKind }[]>(
          `update sms_message set status = 'sent', sent_at = ?, provider_message_id = ?, last_error = null,
                  body = case when kind = 'phone_code' then ? else body end
            where id = ? returning user_id, kind`,
          [now, providerId, WITHHELD_CODE_TEXT, message.id],
        );
        if (sent) recordEvent(em, SmsSent, sent.user_id, { message_id: message.id, ...sent });
      });
      return;
    }
    const giveUp = outcome.status === 'rejected' || message.attempts >= SMS_MAX_ATTEMPTS;
    const delay = RETRY_DELAYS_SECONDS[Math.min(message.attempts, RETRY_DELAYS_SECONDS.length) - 1]!;
    await connection.execute(
      `update sms_message set last_error = ?, status = ?, next_attempt_at = ?::timestamptz + make_interval(secs => ?),
              body = case when ? and kind = 'phone_code' then ? else body end
        where id = ?`,
      [outcome.reason, giveUp ? 'failed' : 'pending', now, delay, giveUp, WITHHELD_CODE_TEXT, message.id],
    );
    if (giveUp) this.logger.warn(`SMS ${message.id} (${message.kind}) given up: ${outcome.reason}`);
  }
}
