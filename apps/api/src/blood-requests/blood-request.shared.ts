import type { EntityManager } from '@mikro-orm/postgresql';
import type { DonorProfile } from '@app/domain';
import type { UserEntity } from '@app/persistence';
import { LAST_CONFIRMED_DONATION_SQL } from '../accounts/index.js';
import { statementsOf } from '../platform/sql/bound-statements.js';

export { LAST_CONFIRMED_DONATION_SQL };

/** Today's date in Nigeria (WAT, UTC+1), as YYYY-MM-DD. */
export const lagosDate = (now: Date = new Date()): string =>
  new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10);

/**
 * Counts the donor's open commitments but for the request left out: the match holding their one open commitment
 * (`holdsOpenCommitment`, kept on the row by the request's repository).
 */
export const COMMITTED_ELSEWHERE_SQL = `select count(*)::int as n from donation_match
  where donor_id = ? and holds_commitment and request_id <> ?`;
export const committedElsewhereParams = (donorId: string, exceptRequestId?: string) => [
  donorId,
  exceptRequestId ?? '00000000-0000-0000-0000-000000000000',
];

const day = (value: string | null) => (value ? new Date(`${value}T00:00:00.000Z`) : null);

/** What the donor rules read of the donor's own row (the entity, or the account the session check read). */
export type DonorProfileSource = Pick<
  UserEntity,
  'id' | 'onboarded' | 'status' | 'gender' | 'dob' | 'lastDonationDate' | 'suspendedUntil' | 'pausedUntil'
>;

export const donorProfile = (
  user: DonorProfileSource,
  committedToOpenRequest: boolean,
  lastConfirmed: string | null,
): DonorProfile => ({
  id: user.id,
  onboarded: user.onboarded,
  verified: user.status === 'active',
  gender: user.gender,
  dateOfBirth: day(user.dob),
  lastDonationDate: day(user.lastDonationDate),
  lastConfirmedDonation: day(lastConfirmed),
  suspendedUntil: user.suspendedUntil,
  pausedUntil: user.pausedUntil,
  committedToOpenRequest,
});

const LOCK_DONOR_PROFILE_SQL = `select id, onboarded, status, gender, dob::text as dob,
       last_donation_date::text as "lastDonationDate", suspended_until as "suspendedUntil", paused_until as "pausedUntil"
  from app_user where id = ? for update`;

/**
 * Locks the donor's row in the caller's transaction and reads what the donor rules need of it, in one statement
 * (no entity hydrated for a row that is only locked and read); null when there is no such user.
 */
export const lockDonorProfileSource = async (em: EntityManager, donorId: string) => {
  const [row] = await statementsOf(em).execute<DonorProfileSource>(LOCK_DONOR_PROFILE_SQL, [donorId]);
  return row ?? null;
};

const DONOR_COMMITMENTS_SQL = `select (${COMMITTED_ELSEWHERE_SQL}) > 0 as "committedElsewhere",
       (${LAST_CONFIRMED_DONATION_SQL}) as "lastConfirmed"`;

/**
 * A donor's profile for the eligibility rule, with what it needs from their matches in one statement
 * (`exceptRequestId`: the request being answered).
 */
export const loadDonorProfile = async (em: EntityManager, user: DonorProfileSource, exceptRequestId?: string) => {
  const [row] = await statementsOf(em).execute<{ committedElsewhere: boolean; lastConfirmed: string | null }>(
    DONOR_COMMITMENTS_SQL,
    [...committedElsewhereParams(user.id, exceptRequestId), user.id],
  );
  return donorProfile(user, row!.committedElsewhere, row!.lastConfirmed);
};
