import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { scheduleEvery } from '@app/messaging';
import { AirtimeDelivery } from './delivery/airtime-delivery.js';

/**
 * Every 30 seconds: queue the credits whose donors verified a number, then send what is due. Off with the other
 * scheduled jobs (SEARCH_WAVE_INTERVAL_SECONDS=0), as in tests that drive them by hand.
 */
@Injectable()
export class AirtimeJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('AirtimeJobs');

  constructor(
    private readonly delivery: AirtimeDelivery,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.SEARCH_WAVE_INTERVAL_SECONDS <= 0) return;
    scheduleEvery(
      this.scheduler,
      'airtime.deliver',
      30_000,
      () => this.run(),
      (message) => this.logger.error(message),
    );
  }

  async run(now = new Date()): Promise<number> {
    await this.delivery.queueVerified(now);
    return this.delivery.deliverDue(now);
  }
}
