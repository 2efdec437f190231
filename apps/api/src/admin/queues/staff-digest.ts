import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { composeMail, MailDelivery, queueMail, runExclusively, scheduleEvery } from '@app/messaging';
import { StaffDigestEntity } from '@app/persistence';
import { arrivedBetween, type ArrivedWork } from './staff-queues.js';

/** Items are covered only once they are this old, so one whose transaction commits late is not skipped. */
const SETTLE_MS = 60_000;
/** Lines per queue; the count says how many more. */
const LISTED_PER_QUEUE = 10;

const lagosTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const counted = (count: number, [one, many]: readonly [string, string]) => `${count} new ${count === 1 ? one : many}`;

/**
 * The digest's words: how many items arrived in each queue and a link to each of the first ones. Only what staff
 * need to go and look: no names or contact details travel by email.
 */
export const digestContent = (arrived: ArrivedWork[], from: Date, consoleUrl: string) => {
  const total = arrived.reduce((sum, work) => sum + work.count, 0);
  const paragraphs = [
    `Since ${lagosTime.format(from)} (Lagos time): ${arrived.map((work) => counted(work.count, work.queue.item)).join(', ')}.`,
    ...arrived.map((work) => {
      const lines = work.items.map(
        (item) =>
          `${lagosTime.format(item.created_at)}: ${consoleUrl}#/${work.queue.resource}/${encodeURIComponent(item.id)}/show`,
      );
      const more = work.count - work.items.length;
      return [
        `${work.count === 1 ? work.queue.item[0] : work.queue.item[1]}:`.replace(/^./, (c) => c.toUpperCase()),
        ...lines,
        ...(more > 0 ? [`and ${more} more`] : []),
      ].join('\n');
    }),
  ];
  return {
    subject: `Blood Match staff: ${total} new ${total === 1 ? 'item' : 'items'} to look at`,
    paragraphs,
  };
};

export interface DigestRun {
  /** Emails queued (one per active staff member), 0 when nothing arrived. */
  sent: number;
  items: number;
}

/**
 * Every STAFF_DIGEST_INTERVAL_MINUTES, emails every active staff member what arrived in the queues since the last
 * digest, and nothing when nothing did. Under an advisory lock (one instance sends); the emails and the record of
 * what was covered commit together, so a crash neither loses a digest nor sends one twice.
 */
@Injectable()
export class StaffDigest implements OnApplicationBootstrap {
  private readonly logger = new Logger('StaffDigest');

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailDelivery,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const minutes = this.config.STAFF_DIGEST_INTERVAL_MINUTES;
    if (!minutes) return;
    scheduleEvery(
      this.scheduler,
      'admin.staff-digest',
      minutes * 60_000,
      async () => {
        const run = await this.run();
        if (run.sent) this.logger.log(`digest of ${run.items} items sent to ${run.sent} staff`);
      },
      (message) => this.logger.error(message),
    );
  }

  async run(now = new Date()): Promise<DigestRun> {
    const until = new Date(now.getTime() - SETTLE_MS);
    const outcome = await runExclusively(this.em, 'admin.staff-digest', async (tx) => {
      const [last] = await tx.execute<{ covered_until: Date | null }[]>(
        `select max(covered_until) as covered_until from staff_digest`,
      );
      const from = last?.covered_until
        ? new Date(last.covered_until)
        : new Date(until.getTime() - Math.max(1, this.config.STAFF_DIGEST_INTERVAL_MINUTES) * 60_000);
      if (from >= until) return { mailIds: [], items: 0 };
      const arrived = await arrivedBetween(tx, from, until, LISTED_PER_QUEUE);
      const items = arrived.reduce((sum, work) => sum + work.count, 0);
      tx.create(StaffDigestEntity, { coveredUntil: until, items });
      if (!items) return { mailIds: [], items };
      const staff = await tx.execute<{ email: string; name: string }[]>(
        `select email, name from staff_member where disabled_at is null and password_hash is not null order by email`,
      );
      const consoleUrl = `${this.config.PUBLIC_URL.replace(/\/$/, '')}/admin/`;
      const { subject, paragraphs } = digestContent(arrived, from, consoleUrl);
      const mailIds = staff.map((member) =>
        queueMail(
          tx,
          composeMail(member.email, subject, `Hello ${member.name},`, paragraphs, {
            label: 'Open the staff console',
            link: consoleUrl,
          }),
        ),
      );
      return { mailIds, items };
    });
    if (!outcome.ran) return { sent: 0, items: 0 };
    await this.mail.sendNow(outcome.result.mailIds);
    return { sent: outcome.result.mailIds.length, items: outcome.result.items };
  }
}
