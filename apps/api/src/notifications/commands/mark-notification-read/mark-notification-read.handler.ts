import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotificationEntity } from '@app/persistence';
import { MarkNotificationsReadCommand } from './mark-notification-read.command.js';
import { NOTIFICATION_ERRORS } from '../../notifications.errors.js';

@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, notificationId }: MarkNotificationsReadCommand): Promise<void> {
    const em = this.em.fork();
    if (notificationId === null) {
      await em.nativeUpdate(NotificationEntity, { userId, read: false }, { read: true });
      return;
    }
    // Another user's notification is not found, like a missing one.
    const updated = await em.nativeUpdate(NotificationEntity, { id: notificationId, userId }, { read: true });
    if (updated === 0) throw NOTIFICATION_ERRORS.error('notification_not_found');
  }
}
