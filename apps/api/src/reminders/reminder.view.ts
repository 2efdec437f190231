import { z } from 'zod';
import type { AppConfig } from '@app/config';
import { calendarLinks } from '@app/domain';
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

export const toReminderView = (
  reminder: Pick<ReminderEntity, 'id' | 'userId' | 'title' | 'description' | 'location' | 'date'>,
  config: Pick<AppConfig, 'CALENDAR_LINK_SECRET' | 'PUBLIC_URL'>,
) => ({
  id: reminder.id,
  title: reminder.title,
  date: reminder.date.toISOString(),
  calendar: calendarLinks(
    { title: reminder.title, description: reminder.description, location: reminder.location, start: reminder.date },
    signedReminderIcsUrl(config, reminder.id, reminder.userId),
  ),
});
