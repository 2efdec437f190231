import { ageOn } from '../people/age.js';
import type { Gender } from '../people/gender.js';

export const MIN_DONOR_AGE = 18;
export const MAX_DONOR_AGE = 65;

/** Months a donor rests after giving blood: 3 for men, 4 for women. */
export const donationIntervalMonths = (gender: Gender): number => (gender === 'Female' ? 4 : 3);

const addMonths = (date: Date, months: number): Date => {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** The first day a donor may be asked again, or null when they have never donated. */
export const nextDonationDate = (gender: Gender, lastDonation: Date | null): Date | null =>
  lastDonation ? addMonths(lastDonation, donationIntervalMonths(gender)) : null;

export interface DonorProfile {
  id: string;
  onboarded: boolean;
  verified: boolean;
  gender: Gender | null;
  dateOfBirth: Date | null;
  lastDonationDate: Date | null;
  suspendedUntil: Date | null;
  pausedUntil: Date | null;
  /** Whether the donor already accepted another request that is still open. */
  committedToOpenRequest: boolean;
}

export type IneligibilityReason =
  | 'not_onboarded'
  | 'not_verified'
  | 'too_young'
  | 'too_old'
  | 'donated_recently'
  | 'suspended'
  | 'paused'
  | 'own_request'
  | 'committed_elsewhere';

/**
 * Whether a date of birth keeps someone from donating by age alone (18 to 65), so onboarding can say so at once.
 * A date string is read as a calendar day (YYYY-MM-DD, UTC); an unreadable one is not judged here.
 */
export const donorAgeIneligibility = (
  dateOfBirth: Date | string,
  now: Date = new Date(),
): Extract<IneligibilityReason, 'too_young' | 'too_old'> | null => {
  const birth = typeof dateOfBirth === 'string' ? new Date(`${dateOfBirth.slice(0, 10)}T00:00:00Z`) : dateOfBirth;
  if (Number.isNaN(birth.getTime())) return null;
  const age = ageOn(birth, now);
  if (age < MIN_DONOR_AGE) return 'too_young';
  if (age > MAX_DONOR_AGE) return 'too_old';
  return null;
};

/** Every reason a donor may not be asked for a request now; an empty list means eligible. */
export const donorIneligibility = (
  donor: DonorProfile,
  context: { requestOwnerId?: string; now?: Date } = {},
): IneligibilityReason[] => {
  const now = context.now ?? new Date();
  const reasons: IneligibilityReason[] = [];
  if (!donor.verified) reasons.push('not_verified');
  if (!donor.onboarded || !donor.gender || !donor.dateOfBirth) {
    reasons.push('not_onboarded');
  } else {
    const ageReason = donorAgeIneligibility(donor.dateOfBirth, now);
    if (ageReason) reasons.push(ageReason);
    const next = nextDonationDate(donor.gender, donor.lastDonationDate);
    if (next && next > now) reasons.push('donated_recently');
  }
  if (donor.suspendedUntil && donor.suspendedUntil > now) reasons.push('suspended');
  if (donor.pausedUntil && donor.pausedUntil > now) reasons.push('paused');
  if (context.requestOwnerId && context.requestOwnerId === donor.id) reasons.push('own_request');
  if (donor.committedToOpenRequest) reasons.push('committed_elsewhere');
  return reasons;
};

export const isEligibleDonor = (donor: DonorProfile, context?: { requestOwnerId?: string; now?: Date }): boolean =>
  donorIneligibility(donor, context).length === 0;
