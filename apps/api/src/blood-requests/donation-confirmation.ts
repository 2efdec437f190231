import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '@app/config';
import type { DonationConfirmedBy } from '@app/domain';
import { UserEntity } from '@app/persistence';
import { decideAirtimeCredit, type AirtimeSettings } from '../airtime/index.js';
import type { LoadedBloodRequest } from './blood-request.repository.js';

/**
 * Whether the hospital has an officer who can record donations: one who set their password and is not disabled,
 * at a hospital still verified (an officer of a suspended hospital can do nothing).
 */
export const hospitalHasActiveOfficer = async (em: EntityManager, hospitalId: string | null): Promise<boolean> => {
  if (!hospitalId) return false;
  const [row] = await em.execute<{ active: boolean }[]>(
    `select exists (select 1 from hospital_officer o join hospital h on h.id = o.hospital_id
                     where o.hospital_id = ? and o.disabled_at is null and o.password_hash is not null
                       and h.status = 'verified') as active`,
    [hospitalId],
  );
  return row?.active ?? false;
};

/**
 * What follows a confirmed donation, whoever confirmed it, in the confirming transaction: the donation's day becomes
 * the donor's last donation date (so the rest period runs from it) and the airtime thank-you is decided. `recorded`
 * says whether this confirmation recorded the donation; when it was recorded before (the recipient confirmed, then
 * the officer took the code) only the airtime decision runs again, which credits a donation at most once.
 */
export const followConfirmedDonation = async (
  em: EntityManager,
  settings: AirtimeSettings | AppConfig,
  loaded: LoadedBloodRequest,
  matchId: string,
  by: DonationConfirmedBy,
  recorded: boolean,
  now: Date,
): Promise<void> => {
  const match = loaded.request.snapshot.matches.find((candidate) => candidate.id === matchId)!;
  if (recorded) {
    const donor = await em.findOneOrFail(UserEntity, { id: match.donorId });
    if (match.donatedOn && (!donor.lastDonationDate || donor.lastDonationDate < match.donatedOn)) {
      donor.lastDonationDate = match.donatedOn;
    }
  }
  await decideAirtimeCredit(
    em,
    settings,
    {
      matchId,
      requestId: loaded.request.id,
      donorId: match.donorId,
      matchStatus: match.status,
      confirmedBy: by === 'hospital' ? 'officer' : 'recipient',
      hospitalHasOfficer: await hospitalHasActiveOfficer(em, loaded.request.snapshot.hospitalId),
    },
    now,
  );
};
