import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { AppConfig } from '@app/config';
import { calendarLinks, donationReminder } from '@app/domain';
import { DonationMatchEntity } from '@app/persistence';
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

/** The reminder of the match `matchId`, read through the unit of work. */
export const reminderFor = async (em: EntityManager, config: AppConfig, matchId: string) => {
  const match = await em.findOneOrFail(
    DonationMatchEntity,
    { id: matchId },
    { populate: ['request', 'request.state'] },
  );
  return matchReminder(config, {
    matchId: match.id,
    donorId: match.donor.id,
    donorCode: match.donorCode,
    hospital: match.request.hospital,
    stateName: match.request.state.name,
    recipientFirstName: match.request.firstName,
    neededAt: match.request.neededAt,
  });
};
