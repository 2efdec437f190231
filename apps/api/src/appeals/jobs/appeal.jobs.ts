import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { runExclusively, scheduleEvery } from '@app/messaging';
import { AppealEntity } from '@app/persistence';
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
    // The scheduled jobs run together or not at all (SEARCH_WAVE_INTERVAL_SECONDS=0 turns them all off).
    if (this.config.SEARCH_WAVE_INTERVAL_SECONDS <= 0) return;
    scheduleEvery(
      this.scheduler,
      'appeals.expire',
      60_000,
      async () => {
        const ended = await this.endExpiredAppeals();
        if (ended > 0) this.logger.log(`appeals.expire: ${ended} appeal(s) ended`);
      },
      (message) => this.logger.error(message),
    );
  }

  async endExpiredAppeals(now = new Date()): Promise<number> {
    const outcome = await runExclusively(this.em, 'appeals.expire', async (em) => {
      const expired = await em.find(
        AppealEntity,
        { status: 'running', until: { $lte: now } },
        { orderBy: { until: 'asc' }, limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const appeal of expired) endAppeal(em, appeal, 'expired', now);
      await em.flush();
      return expired.length;
    });
    return outcome.ran ? outcome.result : 0;
  }
}
