import { Module } from '@nestjs/common';
import { DeleteReminderController } from './commands/delete-reminder/delete-reminder.http.controller.js';
import { DeleteReminderHandler } from './commands/delete-reminder/delete-reminder.handler.js';
import { GetReminderIcsController } from './queries/get-reminder-ics/get-reminder-ics.http.controller.js';
import { GetReminderIcsHandler } from './queries/get-reminder-ics/get-reminder-ics.handler.js';
import { ListRemindersController } from './queries/list-reminders/list-reminders.http.controller.js';
import { ListRemindersHandler } from './queries/list-reminders/list-reminders.handler.js';

/** The reminders read model (written by the reminders projector). */
@Module({
  controllers: [ListRemindersController, GetReminderIcsController, DeleteReminderController],
  providers: [DeleteReminderHandler, GetReminderIcsHandler, ListRemindersHandler],
})
export class RemindersModule {}
