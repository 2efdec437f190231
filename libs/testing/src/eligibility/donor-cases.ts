import {
  eligibilityCutoffs,
  type BloodGroup,
  type DonorProfile,
  type Gender,
  type IneligibilityReason,
} from '@app/domain';

/**
 * One donor of a parity test (a rule in libs/domain against the SQL that mirrors it). What a case leaves out is an
 * eligible donor: verified, onboarded, a man born in 1990, of the test's blood group, no donation, suspension or pause.
 */
export interface DonorCase {
  name: string;
  bloodGroup?: BloodGroup;
  status?: 'pending' | 'active';
  onboarded?: boolean;
  gender?: Gender | null;
  dob?: string | null;
  lastDonation?: string | null;
  /** Suspended until this many hours after now (negative: a suspension already over). */
  suspendedHours?: number;
  pausedHours?: number;
}

const DATE_OF_BIRTH = '1990-06-15';

/**
 * The exclusions the shared eligibility cases lead to. A parity test spreads it into its table of every exclusion its
 * rule knows; a new reason in libs/domain does not compile here until a case covers it.
 */
export const ELIGIBILITY_EXCLUSIONS: Record<
  Exclude<IneligibilityReason, 'own_request' | 'committed_elsewhere'>,
  true
> = {
  not_verified: true,
  not_onboarded: true,
  too_young: true,
  too_old: true,
  donated_recently: true,
  suspended: true,
  paused: true,
};

/** The day after a YYYY-MM-DD day. */
export const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A YYYY-MM-DD day as the rules read it (midnight UTC). */
export const utcMidnight = (value: string | null | undefined) => (value ? new Date(`${value}T00:00:00.000Z`) : null);

/**
 * The cases of one moment: the eligibility edges every parity test shares, and how a case reads to the rule (its
 * profile) and to the SQL (its `app_user` row), so that the two sides are written from one description.
 */
export const donorCasesAt = (now: Date, bloodGroup: BloodGroup) => {
  const hoursFrom = (hours: number | undefined) =>
    hours === undefined ? null : new Date(now.getTime() + hours * 3_600_000);
  const gender = (donorCase: DonorCase) => (donorCase.gender === undefined ? 'Male' : donorCase.gender);
  const dob = (donorCase: DonorCase) => (donorCase.dob === undefined ? DATE_OF_BIRTH : donorCase.dob);
  return {
    /** Each side of every eligibility edge at `now`: verification, onboarding, missing facts, 18, 65, rest, suspension, pause. */
    eligibilityCases: (): DonorCase[] => {
      const cut = eligibilityCutoffs(now);
      return [
        { name: 'unverified', status: 'pending' },
        { name: 'not onboarded', onboarded: false },
        { name: 'no gender', gender: null },
        { name: 'no date of birth', dob: null },
        { name: 'just 18', dob: cut.bornOnOrBefore },
        { name: 'a day short of 18', dob: dayAfter(cut.bornOnOrBefore) },
        { name: 'just over 65', dob: cut.bornAfter },
        { name: 'still 65', dob: dayAfter(cut.bornAfter) },
        { name: 'man just rested', lastDonation: cut.restedIfDonatedOnOrBefore.Male },
        { name: 'man a day short of rest', lastDonation: dayAfter(cut.restedIfDonatedOnOrBefore.Male) },
        { name: 'woman just rested', gender: 'Female', lastDonation: cut.restedIfDonatedOnOrBefore.Female },
        { name: 'woman a day short', gender: 'Female', lastDonation: dayAfter(cut.restedIfDonatedOnOrBefore.Female) },
        { name: 'suspended', suspendedHours: 1 },
        { name: 'suspension over', suspendedHours: -1 },
        { name: 'paused', pausedHours: 1 },
        { name: 'pause over', pausedHours: -1 },
      ];
    },
    /** The case as the domain's rules see it; confirmed donations and commitments are the test's to add. */
    profileOf: (donorCase: DonorCase, id: string): DonorProfile & { bloodGroup: BloodGroup } => ({
      id,
      onboarded: donorCase.onboarded ?? true,
      verified: (donorCase.status ?? 'active') === 'active',
      gender: gender(donorCase),
      dateOfBirth: utcMidnight(dob(donorCase)),
      lastDonationDate: utcMidnight(donorCase.lastDonation),
      lastConfirmedDonation: null,
      suspendedUntil: hoursFrom(donorCase.suspendedHours),
      pausedUntil: hoursFrom(donorCase.pausedHours),
      committedToOpenRequest: false,
      bloodGroup: donorCase.bloodGroup ?? bloodGroup,
    }),
    /** The case's `app_user` columns; contact details, state and position are the test's to add. */
    userRowOf: (donorCase: DonorCase) => ({
      firstName: donorCase.name,
      lastName: 'Case',
      passwordHash: 'not-used',
      status: donorCase.status ?? 'active',
      onboarded: donorCase.onboarded ?? true,
      gender: gender(donorCase),
      dob: dob(donorCase),
      bloodGroup: donorCase.bloodGroup ?? bloodGroup,
      lastDonationDate: donorCase.lastDonation ?? null,
      suspendedUntil: hoursFrom(donorCase.suspendedHours),
      pausedUntil: hoursFrom(donorCase.pausedHours),
    }),
  };
};
