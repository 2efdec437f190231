import { BADGE_LABELS } from '@app/domain';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AdvocateApplicationDecided,
  BadgeEarned,
  DonationConfirmed,
  DonationReceived,
  DonorMatched,
  DonorsTargeted,
  DonorSuspended,
  DonorSuspensionLifted,
  DonorWarned,
  ReminderDue,
  type EventEnvelope,
  type PayloadOf,
} from '@app/contracts';
import type { AfterCommit, Mailer, Projector, PushMessage, PushSender } from '@app/messaging';
import { emailsFor } from './notification-emails.js';

const nigeriaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeZone: 'Africa/Lagos' }).format(new Date(iso));

const to = (userId: string, message: PushMessage) => [{ userId, message }];

/** Who hears what, in the product's words. One event may notify several people (a wave of targeted donors). */
const messagesFor = (event: EventEnvelope): { userId: string; message: PushMessage }[] => {
  switch (event.type) {
    case DonorsTargeted.type: {
      const payload = event.payload as PayloadOf<typeof DonorsTargeted>;
      return payload.donor_ids.map((userId) => ({
        userId,
        message: {
          title: 'New blood request',
          body: 'Someone near you needs blood that you can give. Open Blood Match to accept or decline.',
          url: '/app/requests',
        },
      }));
    }
    case DonorMatched.type: {
      const payload = event.payload as PayloadOf<typeof DonorMatched>;
      return to(payload.recipient_user_id, {
        title: 'A donor accepted your request',
        body: `A donor accepted your blood request at ${payload.hospital}. Their phone number is on your request.`,
        url: '/app/your-requests',
      });
    }
    case DonationConfirmed.type: {
      const payload = event.payload as PayloadOf<typeof DonationConfirmed>;
      return to(payload.donor_id, {
        title: 'Thank you for donating',
        body: 'The recipient confirmed your donation. You just helped save a life!',
        url: '/app/history',
      });
    }
    case BadgeEarned.type: {
      const payload = event.payload as PayloadOf<typeof BadgeEarned>;
      return to(payload.donor_id, {
        title: 'You earned a badge',
        body: `Congratulations! You earned the ${BADGE_LABELS[payload.badge]} badge.`,
        url: '/app/achievements',
      });
    }
    case DonorWarned.type: {
      const payload = event.payload as PayloadOf<typeof DonorWarned>;
      if (payload.reason)
        return to(payload.donor_id, {
          title: 'You have received a warning',
          body: `${payload.reason} Further reports may suspend your account.`,
        });
      return to(payload.donor_id, {
        title: 'You have declined several requests',
        body: `You declined ${payload.declines_in_30_days} requests in the last 30 days. Declining more may suspend your account for a month.`,
      });
    }
    case DonorSuspended.type: {
      const payload = event.payload as PayloadOf<typeof DonorSuspended>;
      return to(payload.donor_id, {
        title: 'Your account is suspended',
        body: `You will not receive blood requests until ${nigeriaDate(payload.until)}. ${payload.reason}`.trim(),
      });
    }
    case DonorSuspensionLifted.type: {
      const payload = event.payload as PayloadOf<typeof DonorSuspensionLifted>;
      return to(payload.donor_id, {
        title: 'Your suspension was lifted',
        body: `You can receive blood requests again. ${payload.reason}`.trim(),
      });
    }
    case AdvocateApplicationDecided.type: {
      const payload = event.payload as PayloadOf<typeof AdvocateApplicationDecided>;
      if (!payload.user_id) return [];
      const body = {
        shortlisted: 'Your advocate application was shortlisted. We will email you about the next steps.',
        accepted: 'Your advocate application was accepted. Welcome to the Blood Match advocates!',
        rejected: 'Thank you for applying to be an advocate. We could not accept your application this time.',
      }[payload.decision];
      return to(payload.user_id, { title: 'Your advocate application', body });
    }
    case ReminderDue.type: {
      const payload = event.payload as PayloadOf<typeof ReminderDue>;
      return to(payload.donor_id, { title: payload.title, body: 'Your reminder is due today.', url: '/app/reminders' });
    }
    default:
      return [];
  }
};

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
    DonationConfirmed.type,
    BadgeEarned.type,
    DonorWarned.type,
    DonorSuspended.type,
    DonorSuspensionLifted.type,
    AdvocateApplicationDecided.type,
    ReminderDue.type,
    DonationReceived.type,
  ];

  constructor(
    private readonly em: EntityManager,
    private readonly push: PushSender | null,
    private readonly mailer: Mailer | null = null,
  ) {}

  async handle(em: EntityManager, event: EventEnvelope): Promise<AfterCommit | void> {
    const inApp = await this.notify(em, event);
    const emails = this.mailer ? emailsFor(event) : [];
    if (emails.length === 0) return inApp;
    const mailer = this.mailer!;
    // Sent once the inbox row is committed, like pushes: a redelivered event finds its id there and sends nothing.
    return async () => {
      await inApp?.();
      for (const email of emails) await mailer.send(email);
    };
  }

  private async notify(em: EntityManager, event: EventEnvelope): Promise<AfterCommit | void> {
    const messages = messagesFor(event);
    if (messages.length === 0) return;
    const now = new Date();
    const rows = messages.flatMap(({ userId, message }) => [
      randomUUID(),
      userId,
      message.title,
      message.body,
      event.id,
      now,
    ]);
    // One statement: the notifications, and the subscriptions to push them to (read now, pushed after commit).
    const tokens = await em.execute<{ id: string; user_id: string; notification_token: string }[]>(
      `with created as (
         insert into notification (id, user_id, title, body, event_id, created_at)
         values ${messages.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')} returning user_id)
       select id, user_id, notification_token from device_token where user_id in (select user_id from created)`,
      rows,
    );
    const push = this.push;
    if (!push || tokens.length === 0) return;
    return async () => {
      const connection = this.em.fork().getConnection();
      await Promise.all(
        messages.flatMap(({ userId, message }) =>
          tokens
            .filter((token) => token.user_id === userId)
            .map(async (token) => {
              if ((await push.send(token.notification_token, message)) === 'gone')
                await connection.execute(`delete from device_token where id = ?`, [token.id]);
            }),
        ),
      );
    };
  }
}
