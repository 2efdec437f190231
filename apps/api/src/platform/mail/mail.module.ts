import {
  Global,
  Injectable,
  Logger,
  Module,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { createMailer, MailDelivery, scheduleEvery } from '@app/messaging';

/** Due mail is looked for this often; mail written by a request is tried at once, so this is the retry path. */
const MAIL_JOB_EVERY_MS = 5_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Runs the mail job (and the pruning of old mail records); shutdown stops them with the other scheduled jobs and
 * waits here for the immediate attempts requests started, so the database closes after them.
 */
@Injectable()
class MailJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly delivery: MailDelivery,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const onFailure = (message: string) => this.logger.error(message);
    scheduleEvery(this.scheduler, 'mail', MAIL_JOB_EVERY_MS, () => this.delivery.deliver(), onFailure);
    scheduleEvery(
      this.scheduler,
      'prune-mail',
      PRUNE_EVERY_MS,
      async () => {
        const pruned = await this.delivery.prune();
        if (pruned) this.logger.log(`pruned ${pruned} old mail records`);
      },
      onFailure,
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.delivery.idle();
  }
}

/** Every email goes through the `outgoing_mail` outbox (queueMail) and is sent by MailDelivery. Needs ScheduleModule. */
@Global()
@Module({
  providers: [
    {
      provide: MailDelivery,
      inject: [APP_CONFIG, EntityManager],
      useFactory: (config: AppConfig, em: EntityManager): MailDelivery => {
        const logger = new Logger('Mail');
        const log = (level: 'info' | 'warn' | 'error', line: string) =>
          level === 'info' ? logger.log(line) : level === 'warn' ? logger.warn(line) : logger.error(line);
        return new MailDelivery(
          em,
          createMailer(config, (line) => logger.log(line)),
          { log },
        );
      },
    },
    MailJob,
  ],
  exports: [MailDelivery],
})
export class MailModule {}
