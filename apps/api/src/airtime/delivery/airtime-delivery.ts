import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AIRTIME_MAX_ATTEMPTS, airtimeRequestId, airtimeRetryDelaySeconds, networkOfNumber } from '@app/domain';
import { AirtimeCredited } from '@app/contracts';
import { AirtimeProvider, recordEvent, type AirtimeOutcome } from '@app/messaging';

/** A claimed credit is this sender's for so long; a sender that died mid-call frees it by then. */
const LEASE_SECONDS = 120;
const BATCH = 20;

interface Claimed {
  id: string;
  phone_number: string;
  amount_ngn: number;
  provider_request_id: string;
  submitted_at: Date | null;
  attempts: number;
}

/**
 * Sends the airtime credits decided when donations were confirmed. Each credit has one provider request id (the
 * idempotency key); the row says a top-up went out under it (`submitted_at`, committed before the call) so after a
 * crash, a timeout or a pending answer the next try asks the provider about that id (requery) and sends only when
 * the provider never saw it. Due credits are claimed FOR UPDATE SKIP LOCKED with a lease, so two instances never
 * take the same one and no network call holds a transaction.
 */
@Injectable()
export class AirtimeDelivery {
  private readonly logger = new Logger('AirtimeDelivery');

  constructor(
    private readonly em: EntityManager,
    private readonly provider: AirtimeProvider,
  ) {}

  /**
   * Credits earned before the donor had a verified number are queued once they have one, to that number (the
   * budget was reserved when the donation was confirmed).
   */
  async queueVerified(now = new Date()): Promise<number> {
    const waiting = await this.em.fork().execute<{ id: string }[]>(
      `select a.id from airtime_credit a join app_user u on u.id = a.donor_id
        where a.status = 'awaiting_phone' and u.phone_verified_at is not null`,
    );
    for (const { id } of waiting) {
      await this.em.fork().execute(
        `update airtime_credit a set status = 'pending', phone_number = u.phone_number, provider_request_id = ?,
                next_attempt_at = ?, updated_at = ?
           from app_user u
          where a.id = ? and u.id = a.donor_id and a.status = 'awaiting_phone' and u.phone_verified_at is not null`,
        [airtimeRequestId(now, randomUUID()), now, now, id],
      );
    }
    return waiting.length;
  }

  /** Sends the due credits (or just `ids`); returns how many were tried. */
  async deliverDue(now = new Date(), ids?: string[]): Promise<number> {
    const claimed = await this.em.fork().execute<Claimed[]>(
      `update airtime_credit set attempts = attempts + 1, next_attempt_at = ?::timestamptz + make_interval(secs => ?),
              updated_at = ?
        where id in (select id from airtime_credit
                      where status = 'pending' and phone_number is not null and next_attempt_at <= ? ${ids ? 'and id = any(?::uuid[])' : ''}
                      order by next_attempt_at limit ? for update skip locked)
        returning id, phone_number, amount_ngn, provider_request_id, submitted_at, attempts`,
      [now, LEASE_SECONDS, now, now, ...(ids ? [`{${ids.join(',')}}`] : []), BATCH],
    );
    for (const credit of claimed) await this.record(credit, await this.deliver(credit, now), now);
    return claimed.length;
  }

  private async deliver(credit: Claimed, now: Date): Promise<AirtimeOutcome> {
    if (credit.submitted_at) {
      const known = await this.provider.requery(credit.provider_request_id);
      if (known.status !== 'unknown') return known;
    }
    const network = networkOfNumber(credit.phone_number);
    if (!network) return { status: 'failed', reason: 'No Nigerian network is known for this number’s prefix' };
    await this.em.fork().execute('update airtime_credit set submitted_at = ? where id = ?', [now, credit.id]);
    return this.provider.topUp({
      requestId: credit.provider_request_id,
      phone: credit.phone_number,
      network,
      amountNgn: credit.amount_ngn,
    });
  }

  private async record(credit: Claimed, outcome: AirtimeOutcome, now: Date): Promise<void> {
    const connection = this.em.fork();
    if (outcome.status === 'delivered') {
      const { reference } = outcome;
      // Counted once: a credit already recorded as sent (a requery after a crash) raises nothing again.
      await connection.transactional(async (em) => {
        const [sent] = await em.execute<{ donor_id: string; amount_ngn: number }[]>(
          `update airtime_credit set status = 'sent', sent_at = ?, provider_reference = ?, last_error = null,
                  updated_at = ? where id = ? and status <> 'sent' returning donor_id, amount_ngn`,
          [now, reference, now, credit.id],
        );
        if (sent) recordEvent(em, AirtimeCredited, sent.donor_id, { credit_id: credit.id, ...sent });
      });
      return;
    }
    if (outcome.status === 'failed') {
      // The provider did not credit this request id and never will: nothing is outstanding under it.
      await connection.execute(
        `update airtime_credit set status = 'failed', submitted_at = null, last_error = ?, updated_at = ? where id = ?`,
        [outcome.reason, now, credit.id],
      );
      this.logger.warn(`Airtime credit ${credit.id} failed: ${outcome.reason}`);
      return;
    }
    const giveUp = credit.attempts >= AIRTIME_MAX_ATTEMPTS;
    await connection.execute(
      `update airtime_credit set status = ?, last_error = ?,
              next_attempt_at = ?::timestamptz + make_interval(secs => ?), updated_at = ? where id = ?`,
      [giveUp ? 'failed' : 'pending', outcome.reason, now, airtimeRetryDelaySeconds(credit.attempts), now, credit.id],
    );
    if (giveUp)
      this.logger.warn(`Airtime credit ${credit.id} given up after ${credit.attempts} tries: ${outcome.reason}`);
  }
}
