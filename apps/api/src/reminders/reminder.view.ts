import { z } from 'zod';
import type { AppConfig } from '@app/config';
import { calendarLinks, type CalendarEvent } from '@app/domain';
import { renderStored } from '@app/i18n/node';
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

type StoredReminder = Pick<
  ReminderEntity,
  'id' | 'userId' | 'title' | 'description' | 'messageKey' | 'messageParams' | 'location' | 'date'
>;

/** The calendar event a stored reminder holds, its words in the reader's language. */
export const storedReminderEvent = (reminder: StoredReminder, language: string): CalendarEvent => {
  const { title, body } = renderStored({ ...reminder, body: reminder.description }, language);
  return { title, description: body, location: reminder.location, start: reminder.date };
};

export const toReminderView = (
  reminder: StoredReminder,
  config: Pick<AppConfig, 'CALENDAR_LINK_SECRET' | 'PUBLIC_URL'>,
  language: string,
) => {
  const event = storedReminderEvent(reminder, language);
  return {
    id: reminder.id,
    title: event.title,
    date: reminder.date.toISOString(),
    calendar: calendarLinks(event, signedReminderIcsUrl(config, reminder.id, reminder.userId)),
  };
};
