import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { AppealEntity } from '@app/persistence';
import { countExclusively, intervalJobsOn, scheduleCountingJob } from '../../platform/jobs/interval-jobs.js';
import { endAppeal } from '../appeal-ending.js';

const BATCH = 200;

/** Ends running appeals whose `until` passed (`appeal.ended`, reason expired); one API instance at a time. */
@Injectable()
export class AppealJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('AppealJobs');

  constructor(
    private readonly em: EntityManager,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!intervalJobsOn(this.config)) return;
    scheduleCountingJob(this.scheduler, this.logger, {
      name: 'appeals.expire',
      everyMs: 60_000,
      run: () => this.endExpiredAppeals(),
      did: 'appeal(s) ended',
    });
  }

  endExpiredAppeals(now = new Date()): Promise<number> {
    return countExclusively(this.em, 'appeals.expire', async (em) => {
      const expired = await em.find(
        AppealEntity,
        { status: 'running', until: { $lte: now } },
        { orderBy: { until: 'asc' }, limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const appeal of expired) endAppeal(em, appeal, 'expired', now);
      await em.flush();
      return expired.length;
    });
  }
}
