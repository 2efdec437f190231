import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { SMS_ALERT_HORIZON_HOURS, smsReminderWindow } from '@app/domain';
import { nearestTown } from '@app/geo';
import { queueSms } from '../sms-outbox.js';
import { smsMessage } from '../sms-texts.js';
import { REQUEST_PAGE_PATH, requestLinkCode, SHORT_LINK_PATH } from '../short-links/request-short-link.js';

const DAY_MS = 86_400_000;
const BATCH = 500;

/** Who may be texted: asked for SMS, number proved, account in use. */
const TEXTABLE = `u.sms_alerts and u.phone_verified_at is not null and u.status = 'active'`;

interface AlertCandidate {
  request_id: string;
  donor_id: string;
  phone_number: string;
  language: string;
  blood_group: string;
  latitude: number;
  longitude: number;
  state_name: string;
}

interface AppealCandidate {
  appeal_id: string;
  donor_id: string;
  phone_number: string;
  language: string;
  hospital: string;
  blood_groups: string[];
}

interface ReminderCandidate {
  reminder_id: string;
  donor_id: string;
  phone_number: string;
  language: string;
  hospital: string;
}

/**
 * Decides which text messages go out, and writes each to the SMS outbox in the deciding transaction. Run by one
 * instance at a time (the job's lock), so the counts it reads are not raced by another decider; the outbox's unique
 * key holds the one-message-per-(person, event) rule besides.
 *
 * - A request alert escalates to one SMS when the donor has not opened it (its notification unread, the request
 *   never viewed in the app nor answered) SMS_ALERT_DELAY_MINUTES after it was sent, while the request still wants donors. The alert itself
 *   was counted against DONOR_ALERTS_PER_DAY when the donor was targeted: the SMS is that alert by another road,
 *   so a donor never hears of more requests than the cap. SMS_DAILY_CAP_PER_DONOR bounds one donor's alert SMS.
 * - A donation reminder goes out the day before the donation (see smsReminderWindow).
 * - An urgent appeal is texted to the opted-in donors it reached, while it runs, with what the budget leaves after
 *   reminders and request alerts (an appeal may reach a whole state: it must not starve the targeted alerts).
 * - SMS_DAILY_BUDGET bounds them all together over the whole platform, oldest first.
 */
@Injectable()
export class SmsDecisions {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Queues the SMS due at `now`; returns how many were queued. */
  async decide(em: EntityManager, now = new Date()): Promise<number> {
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const [spent] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from sms_message where kind <> 'phone_code' and created_at > ?`,
      [dayAgo],
    );
    let budget = this.config.SMS_DAILY_BUDGET - (spent?.n ?? 0);
    if (budget <= 0) return 0;
    const reminders = await this.queueReminders(em, now, budget);
    budget -= reminders;
    const alerts = budget > 0 ? await this.queueAlerts(em, now, dayAgo, budget) : 0;
    budget -= alerts;
    return reminders + alerts + (budget > 0 ? await this.queueAppealAlerts(em, now, budget) : 0);
  }

  /** Running appeals' texts to the opted-in donors they reached, oldest first; each donor marked once queued. */
  private async queueAppealAlerts(em: EntityManager, now: Date, budget: number): Promise<number> {
    const candidates = await em.execute<AppealCandidate[]>(
      `select r.appeal_id, r.donor_id, u.phone_number, u.language, h.name as hospital, a.blood_groups
         from appeal_recipient r
         join appeal a on a.id = r.appeal_id
         join hospital h on h.id = a.hospital_id
         join app_user u on u.id = r.donor_id
        where r.sms_queued_at is null and a.status = 'running' and a.until > ?
          and ${TEXTABLE}
        order by r.reached_at, r.appeal_id, r.donor_id
        limit ?`,
      [now, Math.min(budget, BATCH)],
    );
    let queued = 0;
    for (const appeal of candidates) {
      const id = await queueSms(
        em,
        {
          userId: appeal.donor_id,
          kind: 'appeal_alert',
          dedupeKey: `appeal-alert:${appeal.appeal_id}:${appeal.donor_id}`,
          phoneNumber: appeal.phone_number,
          ...smsMessage(appeal.language, 'sms:appealAlert', {
            hospital: appeal.hospital,
            bloodGroups: appeal.blood_groups.join(', '),
            link: `${this.config.PUBLIC_URL}/app/appeals/${appeal.appeal_id}`,
          }),
        },
        now,
      );
      if (id) queued += 1;
    }
    if (candidates.length)
      await em.execute(
        `update appeal_recipient set sms_queued_at = ?
          where (appeal_id, donor_id) in (select * from unnest(?::uuid[], ?::uuid[]))`,
        [now, `{${candidates.map((c) => c.appeal_id).join(',')}}`, `{${candidates.map((c) => c.donor_id).join(',')}}`],
      );
    return queued;
  }

  private async queueAlerts(em: EntityManager, now: Date, dayAgo: Date, budget: number): Promise<number> {
    const candidates = await em.execute<AlertCandidate[]>(
      `select t.request_id, t.donor_id, u.phone_number, u.language, r.blood_group, r.latitude, r.longitude,
              s.name as state_name
         from blood_request_target t
         join app_user u on u.id = t.donor_id
         join blood_request r on r.id = t.request_id
         join state s on s.id = r.state_id
        where t.targeted_at <= ? and t.targeted_at > ?
          and ${TEXTABLE}
          and t.seen_at is null
          and r.status = 'pending' and r.matched_count < r.units and r.needed_at > ?
          and not exists (select 1 from notification n
                           where n.user_id = t.donor_id and n.read and n.url = ? || t.request_id)
          and not exists (select 1 from request_decline d where d.request_id = t.request_id and d.donor_id = t.donor_id)
          and not exists (select 1 from donation_match m where m.request_id = t.request_id and m.donor_id = t.donor_id)
          and not exists (select 1 from sms_message m
                           where m.dedupe_key = 'request-alert:' || t.request_id || ':' || t.donor_id)
        order by t.targeted_at, t.request_id, t.donor_id
        limit ?`,
      [
        new Date(now.getTime() - this.config.SMS_ALERT_DELAY_MINUTES * 60_000),
        new Date(now.getTime() - SMS_ALERT_HORIZON_HOURS * 3_600_000),
        now,
        // The notification's link to the request (a literal `?` in the SQL would be taken for a parameter).
        REQUEST_PAGE_PATH,
        BATCH,
      ],
    );
    if (candidates.length === 0) return 0;
    const sentToday = await this.alertSmsSince(
      em,
      candidates.map((c) => c.donor_id),
      dayAgo,
    );
    let queued = 0;
    for (const alert of candidates) {
      if (queued >= budget) break;
      const already = sentToday.get(alert.donor_id) ?? 0;
      if (already >= this.config.SMS_DAILY_CAP_PER_DONOR) continue;
      const id = await queueSms(
        em,
        {
          userId: alert.donor_id,
          kind: 'request_alert',
          dedupeKey: `request-alert:${alert.request_id}:${alert.donor_id}`,
          phoneNumber: alert.phone_number,
          ...smsMessage(alert.language, 'sms:requestAlert', {
            bloodGroup: alert.blood_group,
            town: nearestTown(alert.latitude, alert.longitude)?.name ?? alert.state_name,
            link: await this.shortLink(em, alert),
          }),
        },
        now,
      );
      if (id) {
        sentToday.set(alert.donor_id, already + 1);
        queued += 1;
      }
    }
    return queued;
  }

  private async queueReminders(em: EntityManager, now: Date, budget: number): Promise<number> {
    const window = smsReminderWindow(now);
    if (!window) return 0;
    const candidates = await em.execute<ReminderCandidate[]>(
      `select rem.id as reminder_id, rem.user_id as donor_id, u.phone_number, u.language, rem.location as hospital
         from reminder rem
         join donation_match m on m.id = rem.id and m.status = 'accepted'
         join app_user u on u.id = rem.user_id
        where rem.kind = 'donation' and rem.date >= ? and rem.date < ?
          and ${TEXTABLE}
          and not exists (select 1 from sms_message s where s.dedupe_key = 'donation-reminder:' || rem.id)
        order by rem.date, rem.id
        limit ?`,
      [window.from, window.to, Math.min(budget, BATCH)],
    );
    let queued = 0;
    for (const reminder of candidates) {
      const id = await queueSms(
        em,
        {
          userId: reminder.donor_id,
          kind: 'donation_reminder',
          dedupeKey: `donation-reminder:${reminder.reminder_id}`,
          phoneNumber: reminder.phone_number,
          ...smsMessage(reminder.language, 'sms:donationReminder', {
            hospital: reminder.hospital,
            link: `${this.config.PUBLIC_URL}/app/reminders`,
          }),
        },
        now,
      );
      if (id) queued += 1;
    }
    return queued;
  }

  /** The alert's short link: it leads to the request's page, which opens after sign-in; it carries no session. */
  private async shortLink(em: EntityManager, alert: AlertCandidate): Promise<string> {
    return `${this.config.PUBLIC_URL}${SHORT_LINK_PATH}${await requestLinkCode(em, alert.request_id, alert.donor_id)}`;
  }

  private async alertSmsSince(em: EntityManager, donorIds: string[], since: Date): Promise<Map<string, number>> {
    const rows = await em.execute<{ user_id: string; n: number }[]>(
      `select user_id, count(*)::int as n from sms_message
        where kind = 'request_alert' and created_at > ? and user_id = any(?::uuid[])
        group by user_id`,
      [since, `{${[...new Set(donorIds)].join(',')}}`],
    );
    return new Map(rows.map((row) => [row.user_id, row.n]));
  }
}
