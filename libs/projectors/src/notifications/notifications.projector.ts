import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AcceptedMatchReleased,
  AdvocateApplicationDecided,
  AppealBatchDue,
  AppealDonationRecorded,
  AppealRaised,
  BadgeEarned,
  DonationConfirmed,
  DonationReceived,
  DonationRecordedAtHospital,
  DonorMatched,
  DonorsTargeted,
  DonorSuspended,
  DonorSuspensionLifted,
  DonorWarned,
  ReminderDue,
  type EventEnvelope,
  type PayloadOf,
} from '@app/contracts';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@app/i18n';
import { renderMessage, type StoredMessage } from '@app/i18n/node';
import {
  queueMail,
  type AfterCommit,
  type MailDelivery,
  type Projector,
  type PushMessage,
  type PushSender,
} from '@app/messaging';
import { AppealFanout, DEFAULT_APPEAL_FANOUT, type AppealFanoutSettings } from './appeal-fanout.js';
import { emailRecipientOf, emailsFor } from './notification-emails.js';

/** A message kept by key (put into words for each reader when read), and where in the app it leads. */
interface Notice extends StoredMessage {
  url?: string;
}

const to = (userId: string, notice: Notice) => [{ userId, notice }];

/** Rows per insert: a batch of waves (50 donors each) stays well inside PostgreSQL's 65,535 parameters. */
const NOTIFICATIONS_PER_STATEMENT = 1000;

const BADGE_NAMES: Record<PayloadOf<typeof BadgeEarned>['badge'], string> = {
  life_saver: 'notices:badges.life_saver',
  hero: 'notices:badges.hero',
  zeal: 'notices:badges.zeal',
};

const ADVOCATE_DECISIONS: Record<PayloadOf<typeof AdvocateApplicationDecided>['decision'], string> = {
  shortlisted: 'notices:advocate.shortlisted',
  accepted: 'notices:advocate.accepted',
  rejected: 'notices:advocate.rejected',
};

/** Due reminders' own titles by key (reminders from before keys have none: their stored title is used). */
type ReminderTitles = Map<string, { key: string; values?: Record<string, string | number> }>;

/** "Your blood reached <hospital>": once the hospital recorded the donation, whoever confirmed it first. */
const reachedHospital = (donorId: string, hospital: string) =>
  to(donorId, {
    key: 'notices:donationReachedHospital',
    values: { hospital },
    url: '/app/history',
  });

/** Who hears what, in the product's words. One event may notify several people (a wave of targeted donors). */
const noticesFor = (event: EventEnvelope, reminders: ReminderTitles): { userId: string; notice: Notice }[] => {
  switch (event.type) {
    case DonorsTargeted.type: {
      const payload = event.payload as PayloadOf<typeof DonorsTargeted>;
      const url = `/app/requests?id=${encodeURIComponent(payload.request_id)}`;
      // The alert names the group and the hospital, and says whether staff verified the hospital, so a donor can
      // judge before travelling; events recorded before these fields were added carry neither.
      const key =
        payload.hospital_verified === undefined
          ? 'notices:newRequest'
          : payload.hospital_verified
            ? 'notices:newRequestAtVerifiedHospital'
            : 'notices:newRequestAtUnverifiedHospital';
      const notice: Notice =
        payload.blood_group && payload.hospital
          ? {
              key,
              bodyKey: `${key}.bodyAt`,
              values: { bloodGroup: payload.blood_group, hospital: payload.hospital },
              url,
            }
          : { key, url };
      return payload.donor_ids.map((userId) => ({ userId, notice }));
    }
    case DonorMatched.type: {
      const payload = event.payload as PayloadOf<typeof DonorMatched>;
      return to(payload.recipient_user_id, {
        key: 'notices:donorAccepted',
        values: { hospital: payload.hospital },
        url: `/app/your-requests?id=${encodeURIComponent(payload.request_id)}`,
      });
    }
    case AcceptedMatchReleased.type: {
      const payload = event.payload as PayloadOf<typeof AcceptedMatchReleased>;
      const values = { hospital: payload.hospital };
      if (payload.released_by === 'hospital') {
        return to(payload.donor_id, { key: 'notices:matchReleased.closedByHospital', values, url: '/app/requests' });
      }
      return payload.released_by === 'donor'
        ? to(payload.recipient_user_id, {
            key: 'notices:matchReleased.donorLeft',
            values,
            url: `/app/your-requests?id=${encodeURIComponent(payload.request_id)}`,
          })
        : to(payload.donor_id, { key: 'notices:matchReleased.requestClosed', values, url: '/app/requests' });
    }
    case DonationConfirmed.type: {
      const payload = event.payload as PayloadOf<typeof DonationConfirmed>;
      if (payload.confirmed_by === 'hospital' && payload.hospital)
        return reachedHospital(payload.donor_id, payload.hospital);
      return to(payload.donor_id, { key: 'notices:donationConfirmed', url: '/app/history' });
    }
    // The recipient confirmed first; the hospital's word comes now.
    case DonationRecordedAtHospital.type: {
      const payload = event.payload as PayloadOf<typeof DonationRecordedAtHospital>;
      return reachedHospital(payload.donor_id, payload.hospital);
    }
    case AppealDonationRecorded.type: {
      const payload = event.payload as PayloadOf<typeof AppealDonationRecorded>;
      return to(payload.donor_id, {
        key: 'notices:appealDonationRecorded',
        values: { hospital: payload.hospital },
        url: '/app/history',
      });
    }
    case BadgeEarned.type: {
      const payload = event.payload as PayloadOf<typeof BadgeEarned>;
      return to(payload.donor_id, {
        key: 'notices:badgeEarned',
        terms: { badge: BADGE_NAMES[payload.badge] },
        url: '/app/achievements',
      });
    }
    case DonorWarned.type: {
      const payload = event.payload as PayloadOf<typeof DonorWarned>;
      if (payload.reason)
        return to(payload.donor_id, { key: 'notices:donorWarnedByStaff', verbatim: { prefix: payload.reason } });
      return to(payload.donor_id, { key: 'notices:donorWarned', values: { count: payload.declines_in_30_days ?? 0 } });
    }
    case DonorSuspended.type: {
      const payload = event.payload as PayloadOf<typeof DonorSuspended>;
      return to(payload.donor_id, {
        key: 'notices:donorSuspended',
        dates: { until: payload.until },
        verbatim: { suffix: payload.reason },
      });
    }
    case DonorSuspensionLifted.type: {
      const payload = event.payload as PayloadOf<typeof DonorSuspensionLifted>;
      return to(payload.donor_id, { key: 'notices:suspensionLifted', verbatim: { suffix: payload.reason } });
    }
    case AdvocateApplicationDecided.type: {
      const payload = event.payload as PayloadOf<typeof AdvocateApplicationDecided>;
      if (!payload.user_id) return [];
      return to(payload.user_id, { key: ADVOCATE_DECISIONS[payload.decision] });
    }
    case ReminderDue.type: {
      const payload = event.payload as PayloadOf<typeof ReminderDue>;
      const titleFrom = reminders.get(payload.reminder_id);
      return to(payload.donor_id, {
        key: 'notices:reminderDue',
        ...(titleFrom ? { titleFrom } : { verbatim: { title: payload.title } }),
        url: '/app/reminders',
      });
    }
    default:
      return [];
  }
};

/** The notice in words, in one language, with its link. */
export const renderNotice = (notice: Notice, language: LanguageCode): PushMessage => ({
  ...renderMessage(notice, language),
  ...(notice.url ? { url: notice.url } : {}),
});

/**
 * In-app notifications, and a Web Push to each of the user's registered subscriptions once the notification is
 * committed (a redelivered event finds its id in the inbox and sends nothing again). Subscriptions the push
 * service reports gone (404/410) are deleted.
 */
export class NotificationsProjector implements Projector {
  readonly name = 'notifications';
  readonly handles = [
    DonorsTargeted.type,
    DonorMatched.type,
    AcceptedMatchReleased.type,
    DonationConfirmed.type,
    DonationRecordedAtHospital.type,
    BadgeEarned.type,
    DonorWarned.type,
    DonorSuspended.type,
    DonorSuspensionLifted.type,
    AdvocateApplicationDecided.type,
    ReminderDue.type,
    DonationReceived.type,
    AppealRaised.type,
    AppealBatchDue.type,
    AppealDonationRecorded.type,
  ];

  /** An appeal's batch inserts thousands of notifications: a transaction (and a lane) of its own. */
  readonly heavy = [AppealBatchDue.type];

  private readonly appeals: AppealFanout;

  constructor(
    private readonly em: EntityManager,
    private readonly push: PushSender | null,
    /** Tries the queued emails at once after commit; without it they wait for the API's mail job. */
    private readonly mail: MailDelivery | null = null,
    appealSettings: AppealFanoutSettings = DEFAULT_APPEAL_FANOUT,
  ) {
    this.appeals = new AppealFanout(appealSettings, push, () => this.em.fork());
  }

  /** The appeal pushes claimed so far have all been tried. */
  settled(): Promise<void> {
    return this.appeals.pushesSettled();
  }

  /** A graceful stop: the round of appeal pushes under way is finished, and no other started. */
  async stop(): Promise<void> {
    await this.appeals.pushes?.stop();
  }

  /** Sends the appeal pushes waiting in the database: those a crash or a restart left, and failed ones now due. */
  async sendPending(): Promise<void> {
    await this.appeals.pushes?.sendDue();
  }

  async handle(em: EntityManager, event: EventEnvelope): Promise<AfterCommit | void> {
    const afterCommits = await this.handleBatch(em, [event]);
    if (afterCommits.length === 0) return;
    return async () => {
      for (const after of afterCommits) await after();
    };
  }

  /** The batch's notifications in one statement (per thousand), its emails queued in the same transaction. */
  async handleBatch(em: EntityManager, events: EventEnvelope[]): Promise<AfterCommit[]> {
    const afterCommits: AfterCommit[] = await this.appeals.handle(em, events);
    const reminders = await this.reminderTitles(em, events);
    const inApp = await this.notify(
      em,
      events.flatMap((event) => noticesFor(event, reminders).map((notice) => ({ ...notice, eventId: event.id }))),
    );
    if (inApp) afterCommits.push(inApp);
    // Queued in the transaction that records the events in the inbox: a redelivered event queues nothing again.
    const mailIds: string[] = [];
    for (const event of events)
      mailIds.push(...emailsFor(event, await this.emailLanguage(em, event)).map((email) => queueMail(em, email)));
    const mail = this.mail;
    if (mail && mailIds.length) afterCommits.push(() => mail.sendNow(mailIds));
    return afterCommits;
  }

  private async notify(
    em: EntityManager,
    notices: { userId: string; notice: Notice; eventId: string }[],
  ): Promise<AfterCommit | void> {
    if (notices.length === 0) return;
    const languages = await this.languagesOf(em, [...new Set(notices.map(({ userId }) => userId))]);
    const messages = notices.map(({ userId, notice, eventId }) => ({
      userId,
      eventId,
      notice,
      message: renderNotice(notice, languages.get(userId) ?? DEFAULT_LANGUAGE),
    }));
    const now = new Date();
    const tokens = new Map<string, { id: string; user_id: string; notification_token: string }>();
    for (let start = 0; start < messages.length; start += NOTIFICATIONS_PER_STATEMENT) {
      const chunk = messages.slice(start, start + NOTIFICATIONS_PER_STATEMENT);
      // One statement: the notifications, and the subscriptions to push them to (read now, pushed after commit).
      const found = await em.execute<{ id: string; user_id: string; notification_token: string }[]>(
        `with created as (
           insert into notification (id, user_id, title, body, message_key, message_params, url, event_id, created_at)
           values ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')} returning user_id)
         select id, user_id, notification_token from device_token where user_id in (select user_id from created)`,
        // The words in the reader's language today, and the key and values they are rendered from when read.
        chunk.flatMap(({ userId, eventId, notice: { key, url, ...params }, message }) => [
          randomUUID(),
          userId,
          message.title,
          message.body,
          key,
          JSON.stringify(params),
          url ?? null,
          eventId,
          now,
        ]),
      );
      for (const token of found) tokens.set(token.id, token);
    }
    const push = this.push;
    if (!push || tokens.size === 0) return;
    return async () => {
      const connection = this.em.fork().getConnection();
      await Promise.all(
        messages.flatMap(({ userId, message }) =>
          [...tokens.values()]
            .filter((token) => token.user_id === userId)
            .map(async (token) => {
              if ((await push.send(token.notification_token, message)) === 'gone')
                await connection.execute(`delete from device_token where id = ?`, [token.id]);
            }),
        ),
      );
    };
  }

  private async reminderTitles(em: EntityManager, events: EventEnvelope[]): Promise<ReminderTitles> {
    const ids = events
      .filter((event) => event.type === ReminderDue.type)
      .map((event) => (event.payload as PayloadOf<typeof ReminderDue>).reminder_id);
    if (ids.length === 0) return new Map();
    const rows = await em.execute<
      { id: string; message_key: string; message_params: Pick<StoredMessage, 'values'> | null }[]
    >(`select id, message_key, message_params from reminder where message_key is not null and id::text in (?)`, [ids]);
    return new Map(rows.map((row) => [row.id, { key: row.message_key, values: row.message_params?.values ?? {} }]));
  }

  /** The language of an event's email: its recipient's account's (found by id, else by email), else English. */
  private async emailLanguage(em: EntityManager, event: EventEnvelope): Promise<LanguageCode> {
    const recipient = emailRecipientOf(event);
    if (!recipient) return DEFAULT_LANGUAGE;
    const userId = recipient.userId ?? '00000000-0000-0000-0000-000000000000';
    const [row] = await em.execute<{ language: string }[]>(
      `select language from app_user where id = ? or email = lower(?) order by (id = ?) desc limit 1`,
      [userId, recipient.email, userId],
    );
    return isLanguageCode(row?.language) ? row.language : DEFAULT_LANGUAGE;
  }

  /** Each recipient's language as their account says now (a person who left has none: English). */
  private async languagesOf(em: EntityManager, userIds: string[]): Promise<Map<string, LanguageCode>> {
    const rows = await em.execute<{ id: string; language: string }[]>(
      `select id, language from app_user where id in (${userIds.map(() => '?').join(', ')})`,
      userIds,
    );
    return new Map(rows.map((row) => [row.id, isLanguageCode(row.language) ? row.language : DEFAULT_LANGUAGE]));
  }
}
