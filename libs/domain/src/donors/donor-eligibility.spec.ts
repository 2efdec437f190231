import { describe, expect, it } from '@jest/globals';
import { donorAgeIneligibility, donorIneligibility, nextDonationDate, type DonorProfile } from './donor-eligibility.js';

const now = new Date('2026-11-22T12:00:00Z');
const donor = (overrides: Partial<DonorProfile> = {}): DonorProfile => ({
  id: 'donor-1',
  onboarded: true,
  verified: true,
  gender: 'Male',
  dateOfBirth: new Date('1990-01-01'),
  lastDonationDate: null,
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
