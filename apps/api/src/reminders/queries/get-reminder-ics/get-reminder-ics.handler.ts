import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ReminderEntity } from '@app/persistence';
import { storedReminderEvent } from '../../reminder.view.js';
import { reminderIcsFile } from '../../reminder-ics-file.js';
import { isReminderIcsSignature } from '../../reminder-ics-link.js';
import { REMINDER_ERRORS } from '../../reminders.errors.js';
import { GetReminderIcsQuery } from './get-reminder-ics.query.js';

@QueryHandler(GetReminderIcsQuery)
export class GetReminderIcsHandler implements IQueryHandler<GetReminderIcsQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ id, signature }: GetReminderIcsQuery): Promise<string> {
    const reminder = await this.em.fork().findOne(ReminderEntity, { id });
    if (!reminder || !isReminderIcsSignature(this.config, reminder.id, reminder.userId, signature)) {
      throw REMINDER_ERRORS.error('reminder_not_found');
    }
    // Calendar apps send no language of the app: the file is in the owner's account language.
    const [owner] = await this.em
      .fork()
      .getConnection()
      .execute<{ language: string }[]>(`select language from app_user where id = ?`, [reminder.userId]);
    return reminderIcsFile(storedReminderEvent(reminder, owner?.language ?? 'en'), `${reminder.id}@bloodmatch.ng`);
  }
}
