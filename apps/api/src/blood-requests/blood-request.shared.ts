import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, type DonorProfile } from '@app/domain';
import type { UserEntity } from '@app/persistence';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot name a row is simply not found (never a database error). */
export const requireUuid = (id: string, what = 'Request'): string => {
  if (!UUID.test(id)) throw new NotFoundError(`${what} not found`);
  return id.toLowerCase();
};

/** Today's date in Nigeria (WAT, UTC+1), as YYYY-MM-DD. */
export const lagosDate = (now: Date = new Date()): string =>
  new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10);

/** Whether the donor already accepted a request that is still open (and not yet confirmed). */
export const isCommittedElsewhere = async (em: EntityManager, donorId: string, exceptRequestId?: string) => {
  const rows = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from donation_match m join blood_request r on r.id = m.request_id
      where m.donor_id = ? and m.status = 'accepted' and r.status in ('pending', 'accepted') and r.id <> ?`,
    [donorId, exceptRequestId ?? '00000000-0000-0000-0000-000000000000'],
  );
  return (rows[0]?.n ?? 0) > 0;
};

export const donorProfile = (user: UserEntity, committedToOpenRequest: boolean): DonorProfile => ({
  id: user.id,
  onboarded: user.onboarded,
  verified: user.status === 'active',
  gender: user.gender,
  dateOfBirth: user.dob ? new Date(`${user.dob}T00:00:00.000Z`) : null,
  lastDonationDate: user.lastDonationDate ? new Date(`${user.lastDonationDate}T00:00:00.000Z`) : null,
  suspendedUntil: user.suspendedUntil,
  pausedUntil: user.pausedUntil,
  committedToOpenRequest,
});
