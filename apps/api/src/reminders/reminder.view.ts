import { z } from 'zod';
import type { AppConfig } from '@app/config';
import { calendarLinks, type CalendarEvent } from '@app/domain';
import type { ReminderEntity } from '@app/persistence';
import { signedReminderIcsUrl } from './reminder-ics-link.js';

export const reminderViewSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.iso.datetime(),
  calendar: z.object({
    google: z.string(),
    outlook: z.string(),
    yahoo: z.string(),
    ics: z.string().describe('a signed link that opens without a session'),
  }),
});

type StoredReminder = Pick<ReminderEntity, 'id' | 'userId' | 'title' | 'description' | 'location' | 'date'>;

/** The calendar event a stored reminder holds (written by the reminders projector with the domain's builders). */
export const storedReminderEvent = (reminder: StoredReminder): CalendarEvent => ({
  title: reminder.title,
  description: reminder.description,
  location: reminder.location,
  start: reminder.date,
});

export const toReminderView = (
  reminder: StoredReminder,
  config: Pick<AppConfig, 'CALENDAR_LINK_SECRET' | 'PUBLIC_URL'>,
) => ({
  id: reminder.id,
  title: reminder.title,
  date: reminder.date.toISOString(),
  calendar: calendarLinks(storedReminderEvent(reminder), signedReminderIcsUrl(config, reminder.id, reminder.userId)),
});
