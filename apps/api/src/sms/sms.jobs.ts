import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { scheduleEvery } from '@app/messaging';
import { countExclusively, intervalJobsOn } from '../platform/jobs/interval-jobs.js';
import { SmsDecisions } from './decisions/sms-decisions.js';
import { SmsDelivery } from './delivery/sms-delivery.js';
import { SENT_MESSAGE_RETENTION_DAYS } from '@app/domain';

/** Sent and given-up SMS are kept this long (what was sent, for support), then deleted with their phone numbers. */
export const SMS_RETENTION_DAYS = SENT_MESSAGE_RETENTION_DAYS.sms;

/**
 * The SMS schedule: every minute the decisions (escalated alerts, day-before reminders) under one instance's lock;
 * every few seconds the delivery of what the outbox holds; hourly the pruning of old messages and spent codes. Off with the other scheduled jobs
 * (SEARCH_WAVE_INTERVAL_SECONDS=0), as in tests that drive them by hand.
 */
@Injectable()
export class SmsJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('SmsJobs');

  constructor(
    private readonly em: EntityManager,
    private readonly decisions: SmsDecisions,
    private readonly delivery: SmsDelivery,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!intervalJobsOn(this.config)) return;
    const onFailure = (message: string) => this.logger.error(message);
    scheduleEvery(this.scheduler, 'sms.decide', 60_000, () => this.decide(), onFailure);
    scheduleEvery(this.scheduler, 'sms.deliver', 5_000, () => this.delivery.deliverDue(), onFailure);
    scheduleEvery(this.scheduler, 'sms.prune', 3_600_000, () => this.prune(), onFailure);
  }

  /**
   * Deletes SMS past their retention (the per-(person, event) keys are needed a day at most: alerts escalate within
   * 12 hours, reminders on one day) and codes that can no longer be used. Returns how many messages went.
   */
  async prune(now = new Date()): Promise<number> {
    const em = this.em.fork();
    await em.execute('delete from phone_verification where expires_at < ?', [now]);
    const pruned = await em.execute<{ id: string }[]>(
      `delete from sms_message where status <> 'pending' and created_at < ? returning id`,
      [new Date(now.getTime() - SMS_RETENTION_DAYS * 86_400_000)],
    );
    return pruned.length;
  }

  /** Queues the SMS due at `now` (once, whichever instance gets the lock); returns how many. */
  async decide(now = new Date()): Promise<number> {
    const queued = await countExclusively(this.em, 'sms.decide', (tx) => this.decisions.decide(tx, now));
    if (queued > 0) this.logger.log(`sms.decide: ${queued} SMS queued`);
    return queued;
  }
}
