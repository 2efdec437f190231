import { z } from 'zod';
import type { ReminderEntity } from '@app/persistence';
import { reminderCalendar } from '../../../projectors/src/reminders/reminders.projector.js';

export const reminderViewSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.iso.datetime(),
  calendar: z.object({ google: z.string(), outlook: z.string(), yahoo: z.string(), ics: z.string() }),
});

export const toReminderView = (reminder: ReminderEntity, publicUrl: string) => ({
  id: reminder.id,
  title: reminder.title,
  date: reminder.date.toISOString(),
  calendar: reminderCalendar(reminder, publicUrl),
});
