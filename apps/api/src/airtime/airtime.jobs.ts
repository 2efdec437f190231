import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { intervalJobsOn, scheduleCountingJob } from '../platform/jobs/interval-jobs.js';
import { AirtimeDelivery } from './delivery/airtime-delivery.js';

/** Every 30 seconds: queue the credits whose donors verified a number, then send what is due. */
@Injectable()
export class AirtimeJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('AirtimeJobs');

  constructor(
    private readonly delivery: AirtimeDelivery,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!intervalJobsOn(this.config)) return;
    scheduleCountingJob(this.scheduler, this.logger, {
      name: 'airtime.deliver',
      everyMs: 30_000,
      run: () => this.run(),
    });
  }

  async run(now = new Date()): Promise<number> {
    await this.delivery.queueVerified(now);
    return this.delivery.deliverDue(now);
  }
}
