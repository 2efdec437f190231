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

/** The reminder of an accepted request: its id is the match id, which is also the reminders projector's id. */
export const reminderFor = async (em: EntityManager, config: AppConfig, matchId: string) => {
  const match = await em.findOneOrFail(
    DonationMatchEntity,
    { id: matchId },
    { populate: ['request', 'request.state'] },
  );
  const request = match.request;
  const event = donationReminder({
    hospital: request.hospital,
    stateName: request.state.name,
    recipientFirstName: request.firstName,
    neededAt: request.neededAt,
    donorCode: match.donorCode,
  });
  return {
    id: match.id,
    title: event.title,
    date: request.neededAt.toISOString(),
    ...calendarLinks(event, signedReminderIcsUrl(config, match.id, match.donor.id)),
    donorCode: match.donorCode,
  };
};
