import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ReminderEntity } from '@app/persistence';
import { DeleteReminderCommand } from './delete-reminder.command.js';
import { REMINDER_ERRORS } from '../../reminders.errors.js';

@CommandHandler(DeleteReminderCommand)
export class DeleteReminderHandler implements ICommandHandler<DeleteReminderCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, reminderId }: DeleteReminderCommand): Promise<void> {
    const deleted = await this.em.fork().nativeDelete(ReminderEntity, { id: reminderId, userId });
    if (deleted === 0) throw REMINDER_ERRORS.error('reminder_not_found');
  }
}
