import { NotFoundError } from '@mikro-orm/core';
import { z } from 'zod';
import type { AppConfig } from '@app/config';
import { calendarLinks, donationReminder } from '@app/domain';
import { DonationMatchEntity } from '@app/persistence';
import type { SqlStatements } from '../../../platform/sql/bound-statements.js';
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

const MATCH_REMINDER_SQL = `select m.id as "matchId", m.donor_id as "donorId", m.donor_code as "donorCode", r.hospital,
       s.name as "stateName", r.first_name as "recipientFirstName", r.needed_at as "neededAt"
  from donation_match m join blood_request r on r.id = m.request_id join state s on s.id = r.state_id
 where m.id = ?`;

/**
 * What the reminder of the match `matchId` is made of, in one statement outside any unit of work: a forked
 * EntityManager hydrating the match, its request and the request's state cost the accept more than its own reads.
 */
export const readMatchReminder = async (sql: SqlStatements, matchId: string): Promise<MatchReminderSource> => {
  const [row] = await sql.execute<Omit<MatchReminderSource, 'neededAt'> & { neededAt: Date | string }>(
    MATCH_REMINDER_SQL,
    [matchId],
  );
  if (!row) throw NotFoundError.findOneFailed(DonationMatchEntity.name, { id: matchId });
  // The ORM's pool reads timestamps as text.
  return { ...row, neededAt: new Date(row.neededAt) };
};
