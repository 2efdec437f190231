import { ageOn } from '../people/age.js';
import type { Gender } from '../people/gender.js';

export const MIN_DONOR_AGE = 18;
export const MAX_DONOR_AGE = 65;

/** Months a donor rests after giving blood: 3 for men, 4 for women. */
export const donationIntervalMonths = (gender: Gender): number => (gender === 'Female' ? 4 : 3);

const DAY_MS = 86_400_000;

/**
 * Months later (or earlier), keeping the day of the month where the month has it and its last day otherwise
 * (31 August + 3 months = 30 November). Rolling over instead (to 1 December) would make a later donation end its
 * rest earlier than an earlier one, and no date cut-off (as the search's SQL uses) could then mirror the rule.
 */
export const addMonthsClamped = (date: Date, months: number): Date => {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
  return target;
};

/** The first day a donor may be asked again, or null when they have never donated. */
export const nextDonationDate = (gender: Gender, lastDonation: Date | null): Date | null =>
  lastDonation ? addMonthsClamped(lastDonation, donationIntervalMonths(gender)) : null;

const laterOf = (a: Date | null, b: Date | null): Date | null => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * The day a donor's rest period runs from: the later of the date they declared (onboarding, profile) and their
 * latest donation a recipient confirmed, so declaring an older date never shortens the rest.
 */
export const restStartsOn = (donor: Pick<DonorProfile, 'lastDonationDate' | 'lastConfirmedDonation'>): Date | null =>
  laterOf(donor.lastDonationDate, donor.lastConfirmedDonation);

export interface DonorProfile {
  id: string;
  onboarded: boolean;
  verified: boolean;
  gender: Gender | null;
  dateOfBirth: Date | null;
  /** The last donation as the donor declared it (a day, often the first of a month). */
  lastDonationDate: Date | null;
  /** The day of the donor's latest donation a recipient confirmed. */
  lastConfirmedDonation: Date | null;
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
    const next = nextDonationDate(donor.gender, restStartsOn(donor));
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

const utcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The latest day for which `holds` is true, searched from `start` a day at a time; `holds` must be true up to some
 * day and false after it.
 */
const lastDayWhere = (start: Date, holds: (day: Date) => boolean): Date => {
  let day = start;
  while (!holds(day)) day = new Date(day.getTime() - DAY_MS);
  while (holds(new Date(day.getTime() + DAY_MS))) day = new Date(day.getTime() + DAY_MS);
  return day;
};

/** The date bounds that the age and rest rules come to at `now`, as YYYY-MM-DD (for a query's comparisons). */
export interface EligibilityCutoffs {
  /** Old enough: born on or before this day. */
  bornOnOrBefore: string;
  /** Not too old: born after this day. */
  bornAfter: string;
  /** Rested: the rest period ran from this day or earlier. */
  restedIfDonatedOnOrBefore: Record<Gender, string>;
}

/**
 * donorIneligibility's age and rest rules turned into day cut-offs, found by asking those rules themselves, so a
 * query comparing dates gives the same answers on every day (leap days and month ends included).
 */
export const eligibilityCutoffs = (now: Date): EligibilityCutoffs => {
  const today = utcDay(now);
  const oldEnough = (day: Date) => donorAgeIneligibility(day, now) !== 'too_young';
  const tooOld = (day: Date) => donorAgeIneligibility(day, now) === 'too_old';
  const rested = (gender: Gender) =>
    isoDay(
      lastDayWhere(
        addMonthsClamped(today, -donationIntervalMonths(gender)),
        (day) => nextDonationDate(gender, day)! <= now,
      ),
    );
  return {
    bornOnOrBefore: isoDay(lastDayWhere(addMonthsClamped(today, -12 * MIN_DONOR_AGE), oldEnough)),
    bornAfter: isoDay(lastDayWhere(addMonthsClamped(today, -12 * (MAX_DONOR_AGE + 1)), tooOld)),
    restedIfDonatedOnOrBefore: { Male: rested('Male'), Female: rested('Female') },
  };
};

export const DECLARED_DONATION_MESSAGES = {
  beforeConfirmed: 'Your last donation cannot be earlier than your last confirmed donation, on {{date}}',
} as const;

/**
 * A declared last donation (YYYY-MM-DD, the forms send the first of a month) may not be earlier than the latest
 * confirmed one: the month of the confirmed donation or later is accepted, and the later of the two is kept.
 * Returns the date to store, or the refusal's message.
 */
export const declaredLastDonation = (
  declared: string | null,
  lastConfirmed: string | null,
): { store: string | null } | { refused: string } => {
  if (!lastConfirmed) return { store: declared };
  if (!declared || declared.slice(0, 7) < lastConfirmed.slice(0, 7)) {
    return { refused: DECLARED_DONATION_MESSAGES.beforeConfirmed.replace('{{date}}', lastConfirmed) };
  }
  return { store: declared > lastConfirmed ? declared : lastConfirmed };
};
