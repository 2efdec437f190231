import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ProjectorRunner,
  type MailDelivery,
  type ProjectorRunnerOptions,
  type Projector,
  type PushSender,
} from '@app/messaging';
import type { AppealFanoutSettings } from './notifications/appeal-fanout.js';
import { NotificationsProjector } from './notifications/notifications.projector.js';
import { RemindersProjector } from './reminders/reminders.projector.js';
import { StatsProjector } from './stats/stats.projector.js';

/** The three projectors; the same instances serve the inline transport and Kafka. */
export const createProjectors = (
  em: EntityManager,
  push: PushSender | null,
  mail: MailDelivery | null = null,
  appeals?: AppealFanoutSettings,
): Projector[] => [new NotificationsProjector(em, push, mail, appeals), new RemindersProjector(), new StatsProjector()];

export const createRunners = (
  em: EntityManager,
  projectors: Projector[],
  options: ProjectorRunnerOptions,
): ProjectorRunner[] => projectors.map((projector) => new ProjectorRunner(em, projector, options));
