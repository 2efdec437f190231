import { z } from 'zod';
import type { AppConfig } from '@app/config';
import { calendarLinks, donationReminder } from '@app/domain';
import { signedReminderIcsUrl } from '../../../reminders/index.js';

export const reminderSchema = z.object({
  id: z.string().describe('the match id; also the reminder id'),
  title: z.string(),
  date: z.string(),
  google: z.string(),
  outlook: z.string(),
  yahoo: z.string(),
  ics: z.string().describe('`{PUBLIC_URL}/v1/reminders/{id}.ics?signature=…`, opens without a session'),
});

/** What an accepted request's reminder is made of: the match and the request it is for. */
export interface MatchReminderSource {
  matchId: string;
  donorId: string;
  donorCode: string | null;
  hospital: string;
  stateName: string;
  recipientFirstName: string;
  neededAt: Date;
}

/** The reminder of an accepted request: its id is the match id, which is also the reminders projector's id. */
export const matchReminder = (config: AppConfig, source: MatchReminderSource) => {
  const event = donationReminder({
    hospital: source.hospital,
    stateName: source.stateName,
    recipientFirstName: source.recipientFirstName,
    neededAt: source.neededAt,
    donorCode: source.donorCode,
  });
  return {
    id: source.matchId,
    title: event.title,
    date: source.neededAt.toISOString(),
    ...calendarLinks(event, signedReminderIcsUrl(config, source.matchId, source.donorId)),
    donorCode: source.donorCode,
  };
};
