import type { EntityManager } from '@mikro-orm/postgresql';
import { DonorSuspended, DonorSuspensionLifted } from '@app/contracts';
import { Donor, type DonorEvent, type DonorState } from '@app/domain';
import type { UserEntity } from '@app/persistence';
import { copyChanged } from '../platform/persistence/copy-changed.js';
import { statementsOf } from '../platform/sql/bound-statements.js';
import { eventContracts, recordModelEvents } from '../platform/persistence/model-events.js';

const CONTRACTS = eventContracts<DonorEvent>()({
  'donor.suspended': DonorSuspended,
  'donor.suspension-lifted': DonorSuspensionLifted,
});

/** The account row's fields the Donor model owns, named alike on both. */
const DONOR_FIELDS = [
  'role',
  'onboarded',
  'gender',
  'dob',
  'bloodGroup',
  'genotype',
  'bloodGroupChangedAt',
  'genotypeChangedAt',
  'lastDonationDate',
  'suspendedUntil',
  'pausedUntil',
] as const satisfies ReadonlyArray<keyof DonorState & keyof UserEntity>;

/** A person's account loaded for a change: the model, and the row it was read from (to write only what changed). */
export interface LoadedDonor {
  donor: Donor;
  user: UserEntity;
  loaded: DonorState;
}

/** The Donor model of an account row the caller read (locked, when concurrent changes must wait for each other). */
export const donorOf = (user: UserEntity): LoadedDonor => {
  const loaded: DonorState = {
    id: user.id,
    role: user.role,
    onboarded: user.onboarded,
    gender: user.gender,
    dob: user.dob,
    bloodGroup: user.bloodGroup,
    genotype: user.genotype,
    bloodGroupChangedAt: user.bloodGroupChangedAt,
    genotypeChangedAt: user.genotypeChangedAt,
    lastDonationDate: user.lastDonationDate,
    suspendedUntil: user.suspendedUntil,
    pausedUntil: user.pausedUntil,
  };
  return { donor: new Donor(loaded), user, loaded };
};

/** Writes what the model changed onto the row and records its events in the outbox, in the caller's unit of work. */
export const saveDonor = (em: EntityManager, { donor, user, loaded }: LoadedDonor, events: DonorEvent[] = []) => {
  copyChanged(user, loaded, donor.snapshot, DONOR_FIELDS);
  recordModelEvents(em, CONTRACTS, user.id, events);
};

export const LAST_CONFIRMED_DONATION_SQL = `select max(donated_on)::text as day from donation_match where donor_id = ? and status = 'confirmed'`;

/** The day of the donor's latest donation a recipient confirmed (YYYY-MM-DD), or null. */
export const lastConfirmedDonation = async (em: EntityManager, donorId: string): Promise<string | null> => {
  const [row] = await statementsOf(em).execute<{ day: string | null }>(LAST_CONFIRMED_DONATION_SQL, [donorId]);
  return row?.day ?? null;
};
