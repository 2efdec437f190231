import { describe, expect, it } from '@jest/globals';
import {
  alertBudgetExclusions,
  targetingExclusions,
  type TargetingCandidate,
} from '../blood-requests/donor-targeting-rules.js';
import {
  addMonthsClamped,
  declaredLastDonation,
  donorAgeIneligibility,
  donorIneligibility,
  eligibilityCutoffs,
  nextDonationDate,
  type DonorProfile,
} from './donor-eligibility.js';

const now = new Date('2026-11-22T12:00:00Z');
const donor = (overrides: Partial<DonorProfile> = {}): DonorProfile => ({
  id: 'donor-1',
  onboarded: true,
  verified: true,
  gender: 'Male',
  dateOfBirth: new Date('1990-01-01'),
  lastDonationDate: null,
  lastConfirmedDonation: null,
  suspendedUntil: null,
  pausedUntil: null,
  committedToOpenRequest: false,
  ...overrides,
});

describe('donor eligibility', () => {
  it('accepts an onboarded, verified adult who never donated', () => {
    expect(donorIneligibility(donor(), { now })).toEqual([]);
  });

  it('rests men 3 months and women 4 months after a donation', () => {
    const last = new Date('2026-08-01T00:00:00Z');
    expect(nextDonationDate('Male', last)?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(nextDonationDate('Female', last)?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(donorIneligibility(donor({ lastDonationDate: last }), { now })).toEqual([]);
    expect(donorIneligibility(donor({ gender: 'Female', lastDonationDate: last }), { now })).toEqual([
      'donated_recently',
    ]);
  });

  it('takes donors aged 18 to 65 only', () => {
    expect(donorIneligibility(donor({ dateOfBirth: new Date('2008-11-23') }), { now })).toEqual(['too_young']);
    expect(donorIneligibility(donor({ dateOfBirth: new Date('2008-11-22') }), { now })).toEqual([]);
    expect(donorIneligibility(donor({ dateOfBirth: new Date('1960-11-22') }), { now })).toEqual(['too_old']);
  });

  it('judges a date of birth as typed in a form, by age alone', () => {
    expect(donorAgeIneligibility('2008-11-23', now)).toBe('too_young');
    expect(donorAgeIneligibility('2008-11-22', now)).toBeNull();
    expect(donorAgeIneligibility('1960-11-22', now)).toBe('too_old');
    expect(donorAgeIneligibility('not a date', now)).toBeNull();
  });

  it('excludes suspended, paused, unverified, committed donors and the request owner', () => {
    const later = new Date('2026-12-01');
    expect(
      donorIneligibility(
        donor({ suspendedUntil: later, pausedUntil: later, verified: false, committedToOpenRequest: true }),
        { now, requestOwnerId: 'donor-1' },
      ),
    ).toEqual(['not_verified', 'suspended', 'paused', 'own_request', 'committed_elsewhere']);
    expect(donorIneligibility(donor({ suspendedUntil: new Date('2026-11-01') }), { now })).toEqual([]);
  });

  it('needs onboarding first', () => {
    expect(donorIneligibility(donor({ onboarded: false }), { now })).toEqual(['not_onboarded']);
  });
});

describe('the rest period', () => {
  it('ends a month-end donation on the last day of the month it runs into, not after it', () => {
    expect(addMonthsClamped(new Date('2026-08-31T00:00:00Z'), 3).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(addMonthsClamped(new Date('2026-11-30T00:00:00Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonthsClamped(new Date('2028-02-29T00:00:00Z'), -12 * 18).toISOString()).toBe('2010-02-28T00:00:00.000Z');
  });

  it('runs from the later of the declared and the confirmed donation', () => {
    const confirmed = new Date('2026-10-01T00:00:00Z');
    const declaredLongAgo = donor({
      lastDonationDate: new Date('2001-01-01T00:00:00Z'),
      lastConfirmedDonation: confirmed,
    });
    expect(donorIneligibility(declaredLongAgo, { now })).toEqual(['donated_recently']);
    expect(donorIneligibility(donor({ lastConfirmedDonation: confirmed }), { now })).toEqual(['donated_recently']);
    expect(
      donorIneligibility(donor({ lastDonationDate: confirmed, lastConfirmedDonation: new Date('2026-01-01') }), {
        now,
      }),
    ).toEqual(['donated_recently']);
  });

  it('never lets a declared date go back before the latest confirmed donation', () => {
    expect(declaredLastDonation('2001-01-01', null)).toEqual({ store: '2001-01-01' });
    expect(declaredLastDonation(null, null)).toEqual({ store: null });
    const refused = {
      refused: 'Your last donation cannot be earlier than your last confirmed donation, on 2026-11-20',
    };
    expect(declaredLastDonation('2001-01-01', '2026-11-20')).toEqual(refused);
    expect(declaredLastDonation('2026-10-01', '2026-11-20')).toEqual(refused);
    expect(declaredLastDonation(null, '2026-11-20')).toEqual(refused);
    // The forms send the first of the month: that month is the confirmed donation's, so the confirmed day stays.
    expect(declaredLastDonation('2026-11-01', '2026-11-20')).toEqual({ store: '2026-11-20' });
    expect(declaredLastDonation('2026-11-22', '2026-11-20')).toEqual({ store: '2026-11-22' });
  });
});

describe('eligibility cut-offs for queries', () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
  const addDays = (iso: string, days: number) => new Date(day(iso).getTime() + days * 86_400_000);
  const moments = [
    '2026-11-22T12:00:00Z',
    '2024-02-29T08:00:00Z',
    '2026-02-28T23:59:00Z',
    '2026-05-31T00:00:00Z',
    '2027-03-01T00:00:00Z',
    '2026-12-31T18:00:00Z',
  ].map((iso) => new Date(iso));

  it('give, on the days either side of each cut-off, the answers of the rule itself', () => {
    for (const at of moments) {
      const cutoffs = eligibilityCutoffs(at);
      for (const [birth, young] of [
        [day(cutoffs.bornOnOrBefore), false],
        [addDays(cutoffs.bornOnOrBefore, 1), true],
      ] as const) {
        expect([at, birth, donorAgeIneligibility(birth, at) === 'too_young']).toEqual([at, birth, young]);
      }
      for (const [birth, old] of [
        [day(cutoffs.bornAfter), true],
        [addDays(cutoffs.bornAfter, 1), false],
      ] as const) {
        expect([at, birth, donorAgeIneligibility(birth, at) === 'too_old']).toEqual([at, birth, old]);
      }
      for (const gender of ['Male', 'Female'] as const) {
        const cutoff = cutoffs.restedIfDonatedOnOrBefore[gender];
        for (const [last, recent] of [
          [day(cutoff), false],
          [addDays(cutoff, 1), true],
        ] as const) {
          const reasons = donorIneligibility(donor({ gender, lastDonationDate: last }), { now: at });
          expect([at, gender, last, reasons.includes('donated_recently')]).toEqual([at, gender, last, recent]);
        }
      }
    }
  });
});

describe('the alert budget', () => {
  it('gives one requester at most one of a donor’s daily alerts, and everyone together the cap', () => {
    expect(alertBudgetExclusions({ inWindow: 2, fromRequesterInWindow: 0 }, 3)).toEqual([]);
    expect(alertBudgetExclusions({ inWindow: 1, fromRequesterInWindow: 1 }, 3)).toEqual(['requester_alerted_today']);
    expect(alertBudgetExclusions({ inWindow: 3, fromRequesterInWindow: 0 }, 3)).toEqual(['daily_alert_cap']);
  });
});

describe('who a request targets', () => {
  const request = { ownerId: 'recipient-1', bloodGroup: 'A+' as const };
  const context = { now, dailyAlertCap: 3 };
  const candidate = (overrides: Partial<DonorProfile> = {}, more: Partial<TargetingCandidate> = {}) => ({
    ...donor(overrides),
    bloodGroup: 'O-' as const,
    alreadyTargeted: false,
    alerts: { inWindow: 0, fromRequesterInWindow: 0 },
    ...more,
  });

  it('takes an eligible, compatible donor within their alert budget', () => {
    expect(targetingExclusions(candidate(), request, context)).toEqual([]);
  });

  it('names every reason a donor is left out', () => {
    expect(
      targetingExclusions(
        candidate(
          { committedToOpenRequest: true },
          { bloodGroup: 'B+', alreadyTargeted: true, alerts: { inWindow: 3, fromRequesterInWindow: 1 } },
        ),
        request,
        context,
      ),
    ).toEqual([
      'committed_elsewhere',
      'incompatible_blood',
      'already_targeted',
      'daily_alert_cap',
      'requester_alerted_today',
    ]);
    expect(targetingExclusions(candidate({ id: 'recipient-1' }), request, context)).toEqual(['own_request']);
  });
});
