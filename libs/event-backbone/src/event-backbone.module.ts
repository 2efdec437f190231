import {
  Inject,
  Injectable,
  Logger,
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import {
  createMailer,
  MailDelivery,
  PushEndpointPolicy,
  scheduleEvery,
  vapidKeys,
  WebPushSender,
} from '@app/messaging';
import { EventBackbone, type BackboneRole, type Log } from './event-backbone.js';

const DUE_REMINDERS_EVERY_MS = 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;
const PENDING_PUSHES_EVERY_MS = 15_000;

const nestLog =
  (logger: Logger): Log =>
  (level, message, fields) => {
    const line = fields ? `${message} ${JSON.stringify(fields)}` : message;
    if (level === 'info') logger.log(line);
    else if (level === 'warn') logger.warn(line);
    else logger.error(line);
  };

/** Starts the transport after boot, runs its jobs on @nestjs/schedule intervals, stops it gracefully on shutdown. */
@Injectable()
class EventBackboneLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('EventBackbone');
  private readonly intervals: string[] = [];

  constructor(
    private readonly backbone: EventBackbone,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.backbone.start();
    this.logger.log(`event transport ${this.backbone.transport} started`);
    const every = (name: string, ms: number, job: () => Promise<unknown>) => {
      scheduleEvery(this.scheduler, name, ms, job, (message) => this.logger.error(message));
      this.intervals.push(name);
    };
    if (this.backbone.relays)
      every('outbox-relay', this.config.OUTBOX_POLL_INTERVAL_MS, () => this.backbone.relayTick());
    if (this.backbone.hostsProjectors) {
      every('due-reminders', DUE_REMINDERS_EVERY_MS, () => this.backbone.dueRemindersTick());
      // What the previous process left unsent goes now; the interval is the safety net (a commit wakes the sender).
      void this.backbone.pendingPushesTick().catch((error: unknown) => this.logger.error(String(error)));
      every('pending-pushes', PENDING_PUSHES_EVERY_MS, () => this.backbone.pendingPushesTick());
    }
    if (this.backbone.relays) every('prune-event-tables', PRUNE_EVERY_MS, () => this.backbone.pruneTick());
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const name of this.intervals) this.scheduler.deleteInterval(name);
    this.intervals.length = 0;
    await this.backbone.stop();
  }
}

/** The event transport for the API (role `api`) or apps/projectors (role `projectors`); needs ScheduleModule.forRoot(). */
@Module({})
export class EventBackboneModule {
  static register(role: BackboneRole): DynamicModule {
    return {
      module: EventBackboneModule,
      providers: [
        {
          provide: EventBackbone,
          inject: [APP_CONFIG, EntityManager],
          useFactory: (config: AppConfig, em: EntityManager) => {
            const logger = new Logger('EventBackbone');
            return new EventBackbone({
              config,
              role,
              em,
              push: new WebPushSender(
                vapidKeys(config),
                (message, fields) => logger.warn(`${message} ${JSON.stringify(fields)}`),
                undefined,
                new PushEndpointPolicy(config.PUSH_ENDPOINT_HOSTS),
              ),
              mail: new MailDelivery(
                em,
                createMailer(config, (line) => new Logger('Mail').log(line)),
                {
                  log: nestLog(new Logger('Mail')),
                },
              ),
              log: nestLog(logger),
            });
          },
        },
        EventBackboneLifecycle,
      ],
      exports: [EventBackbone],
    };
  }
}
