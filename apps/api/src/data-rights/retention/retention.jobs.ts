import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { retentionCutoff, type RetainedKind } from '@app/domain';
import { runExclusively, scheduleEvery } from '@app/messaging';
import { removeWrittenMail } from './written-mail.js';

const EVERY_MS = 3600 * 1000;

/** Each kind kept in the database, and the statement that removes its rows older than the cutoff (`?`). */
const TABLE_RULES: Record<Exclude<RetainedKind, 'mailFiles'>, string> = {
  notifications: `delete from notification where created_at < ?`,
  accountTokens: `delete from account_token where coalesce(used_at, expires_at) < ?`,
  revokedSessions: `delete from revoked_session where expires_at < ?`,
  // Never verified, so never used: the account goes with what hangs on it (tokens, consents). A deleted account's
  // emptied row is not a sign-up and stays for the figures.
  abandonedSignUps: `delete from app_user where status = 'pending' and verified_at is null and deleted_at is null
    and created_at < ?`,
  resolvedDeadLetters: `delete from dead_letter where coalesce(redriven_at, discarded_at) < ?`,
  // `expire`: the window's end in epoch milliseconds, as rate-limiter-flexible keeps it.
  rateLimitCounters: `delete from rate_limit_counter where expire < extract(epoch from ?::timestamptz) * 1000`,
};

export type RetentionReport = Record<RetainedKind, number>;

/**
 * Enforces RETENTION_DAYS (docs/retention.md) hourly: rows and written mail older than their kind's period are
 * removed. Under an advisory lock (runExclusively), so with several API instances one does the work.
 */
@Injectable()
export class RetentionJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly em: EntityManager,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    scheduleEvery(
      this.scheduler,
      'data-rights.retention',
      EVERY_MS,
      async () => {
        const report = await this.run();
        const removed = Object.entries(report).filter(([, count]) => count > 0);
        if (removed.length) this.logger.log(`removed past retention: ${removed.map((e) => e.join(' ')).join(', ')}`);
      },
      (message) => this.logger.error(message),
    );
  }

  /** One pass over every kind; how many rows or files each lost (all 0 when another instance holds the lock). */
  async run(now = new Date()): Promise<RetentionReport> {
    const outcome = await runExclusively(this.em, 'data-rights.retention', async (em) => {
      const cutoff = retentionCutoff('mailFiles', now);
      const mailFiles = await removeWrittenMail(this.config.DATA_DIR, async (_path, modified) => modified < cutoff);
      const report = { mailFiles } as RetentionReport;
      for (const [kind, sql] of Object.entries(TABLE_RULES) as [keyof typeof TABLE_RULES, string][]) {
        const [row] = await em.execute<{ n: string }[]>(
          `with gone as (${sql} returning 1) select count(*) as n from gone`,
          [retentionCutoff(kind, now)],
        );
        report[kind] = Number(row?.n ?? 0);
      }
      return report;
    });
    if (outcome.ran) return outcome.result;
    return Object.fromEntries([...Object.keys(TABLE_RULES), 'mailFiles'].map((kind) => [kind, 0])) as RetentionReport;
  }
}
