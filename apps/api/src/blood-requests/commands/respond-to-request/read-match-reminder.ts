import { NotFoundError } from '@mikro-orm/core';
import { DonationMatchEntity } from '@app/persistence';
import type { SqlStatements } from '../../../platform/sql/bound-statements.js';
import type { MatchReminderSource } from './respond-to-request.response.dto.js';

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
