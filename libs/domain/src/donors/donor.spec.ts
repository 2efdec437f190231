import { describe, expect, it } from '@jest/globals';
import { DomainError, InvalidInputError } from '../errors/domain-errors.js';
import { Donor, type DonorState } from './donor.js';

const NOW = new Date('2026-12-01T12:00:00.000Z');
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

/** An onboarded donor, O+ with genotype AA, never corrected, not suspended or paused. */
const aDonor = (overrides: Partial<DonorState> = {}) =>
  new Donor({
    id: 'donor-1',
    role: 'donor',
    onboarded: true,
    gender: 'Female',
    dob: '1990-04-02',
    bloodGroup: 'O+',
    genotype: 'AA',
    bloodGroupChangedAt: null,
    genotypeChangedAt: null,
    lastDonationDate: null,
    suspendedUntil: null,
    pausedUntil: null,
    ...overrides,
  });

/** The refusal's code, after checking it changed nothing. */
const refusalOf = (donor: Donor, change: (donor: Donor) => unknown) => {
  const before = donor.snapshot;
  try {
    change(donor);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect(donor.snapshot).toEqual(before);
    return (error as DomainError).code;
  }
  throw new Error('the change was not refused');
};

const details = { gender: 'Female' as const, dob: '1990-04-02', bloodGroup: 'O+' as const };

describe('Donor', () => {
  it('switches between donor and recipient at any time', () => {
    const donor = aDonor();
    donor.switchRole('recipient');
    expect(donor.snapshot.role).toBe('recipient');
    donor.switchRole('donor');
    expect(donor.snapshot.role).toBe('donor');
  });

  describe('onboarding', () => {
    const newcomer = aDonor({ onboarded: false, gender: null, dob: null, bloodGroup: null, genotype: null });

    it("records a donor's blood details and date of birth, once", () => {
      const donor = new Donor(newcomer.snapshot);
      donor.onboard({ gender: 'Male', dob: '1995-01-31', bloodGroup: 'B-', genotype: 'AS' });
      expect(donor.snapshot).toMatchObject({ onboarded: true, gender: 'Male', dob: '1995-01-31', bloodGroup: 'B-' });
      expect(donor.snapshot.genotype).toBe('AS');
      expect(refusalOf(donor, (d) => d.onboard({ ...details, genotype: null }))).toBe('already_onboarded');
    });

    it("records a recipient's blood details, once", () => {
      const recipient = new Donor({ ...newcomer.snapshot, role: 'recipient' });
      recipient.onboardAsRecipient({ gender: 'Female', bloodGroup: 'AB+', genotype: null });
      expect(recipient.snapshot).toMatchObject({ onboarded: true, bloodGroup: 'AB+', dob: null });
      expect(refusalOf(recipient, (d) => d.onboardAsRecipient({ ...details, genotype: null }))).toBe(
        'already_onboarded',
      );
    });
  });

  describe('personal details', () => {
    it('lets the blood group and genotype be corrected once each, remembering when', () => {
      const donor = aDonor();
      donor.correctPersonalDetails({ ...details, bloodGroup: 'A+', genotype: 'AS', dob: '1990-05-02' }, NOW);
      expect(donor.snapshot).toMatchObject({
        bloodGroup: 'A+',
        genotype: 'AS',
        dob: '1990-05-02',
        bloodGroupChangedAt: NOW,
        genotypeChangedAt: NOW,
      });
      expect(refusalOf(donor, (d) => d.correctPersonalDetails({ ...details, bloodGroup: 'B+' }, NOW))).toBe(
        'blood_group_changed_once',
      );
      expect(
        refusalOf(donor, (d) => d.correctPersonalDetails({ ...details, bloodGroup: 'A+', genotype: 'SS' }, NOW)),
      ).toBe('genotype_changed_once');
    });

    it('changes nothing when a later field is refused', () => {
      const donor = aDonor({ genotypeChangedAt: hoursFromNow(-48) });
      expect(
        refusalOf(donor, (d) => d.correctPersonalDetails({ ...details, bloodGroup: 'B+', genotype: 'SS' }, NOW)),
      ).toBe('genotype_changed_once');
    });

    it('sets a genotype never given freely, and keeps one left out', () => {
      const donor = aDonor({ genotype: null });
      donor.correctPersonalDetails({ ...details, genotype: 'SC' }, NOW);
      expect(donor.snapshot).toMatchObject({ genotype: 'SC', genotypeChangedAt: null });
      donor.correctPersonalDetails(details, NOW);
      expect(donor.snapshot.genotype).toBe('SC');
    });

    it('sending the same blood group is no correction', () => {
      const donor = aDonor({ bloodGroupChangedAt: hoursFromNow(-48) });
      donor.correctPersonalDetails({ ...details, gender: 'Male' }, NOW);
      expect(donor.snapshot).toMatchObject({
        gender: 'Male',
        bloodGroup: 'O+',
        bloodGroupChangedAt: hoursFromNow(-48),
      });
    });
  });

  describe('declared last donation', () => {
    it('is stored as declared when no donation was confirmed', () => {
      const donor = aDonor();
      donor.declareLastDonation('2026-03-01', null);
      expect(donor.snapshot.lastDonationDate).toBe('2026-03-01');
    });

    it('never goes back before a confirmed donation, which would shorten the rest period', () => {
      const donor = aDonor();
      donor.declareLastDonation('2026-11-01', '2026-11-20');
      expect(donor.snapshot.lastDonationDate).toBe('2026-11-20');
      expect(refusalOf(donor, (d) => d.declareLastDonation('2026-10-01', '2026-11-20'))).toBe(
        'last_donation_before_confirmed',
      );
      const refused = (() => {
        try {
          donor.declareLastDonation(null, '2026-11-20');
        } catch (error) {
          return error;
        }
      })();
      expect(refused).toBeInstanceOf(InvalidInputError);
      expect((refused as InvalidInputError).fields).toEqual({
        last_donation_date: { key: 'validation:profile.lastDonationBeforeConfirmed', params: { date: '2026-11-20' } },
      });
    });
  });

  it('pauses alerts until a date, and resumes at once', () => {
    const donor = aDonor();
    donor.pauseUntil(hoursFromNow(72));
    expect(donor.snapshot.pausedUntil).toEqual(hoursFromNow(72));
    donor.pauseUntil(null);
    expect(donor.snapshot.pausedUntil).toBeNull();
  });

  describe('suspension', () => {
    it('suspends until a date and raises DonorSuspended', () => {
      const donor = aDonor();
      expect(donor.suspend(hoursFromNow(24), 'No-shows')).toEqual([
        {
          type: 'donor.suspended',
          payload: { donor_id: 'donor-1', until: hoursFromNow(24).toISOString(), reason: 'No-shows' },
        },
      ]);
      expect(donor.isSuspended(NOW)).toBe(true);
    });

    it('a no-show on one recipient’s request goes to staff; on two recipients’ requests it suspends for a month', () => {
      const donor = aDonor();
      expect(donor.reportedNoShow(1, NOW)).toEqual({ consequence: 'flag_for_staff', events: [] });
      expect(donor.isSuspended(NOW)).toBe(false);
      const { consequence, events } = donor.reportedNoShow(2, NOW);
      expect(consequence).toBe('suspend');
      expect(events).toEqual([
        expect.objectContaining({
          type: 'donor.suspended',
          payload: expect.objectContaining({ until: '2027-01-01T12:00:00.000Z' }),
        }),
      ]);
      expect(donor.isSuspended(hoursFromNow(24 * 30))).toBe(true);
    });

    it('is lifted early by staff only while it lasts', () => {
      const donor = aDonor({ suspendedUntil: hoursFromNow(24) });
      expect(donor.liftSuspension('Mistake', NOW)).toEqual([
        { type: 'donor.suspension-lifted', payload: { donor_id: 'donor-1', reason: 'Mistake' } },
      ]);
      expect(donor.snapshot.suspendedUntil).toBeNull();
      expect(refusalOf(donor, (d) => d.liftSuspension('Again', NOW))).toBe('not_suspended');
      expect(refusalOf(aDonor({ suspendedUntil: hoursFromNow(-1) }), (d) => d.liftSuspension('Late', NOW))).toBe(
        'not_suspended',
      );
    });

    it('clears suspensions and pauses whose end has come, and only those', () => {
      const ended = aDonor({ suspendedUntil: NOW, pausedUntil: hoursFromNow(-1) });
      expect(ended.clearEndedRestrictions(NOW)).toEqual({ suspension: true, pause: true });
      expect(ended.snapshot).toMatchObject({ suspendedUntil: null, pausedUntil: null });
      const running = aDonor({ suspendedUntil: hoursFromNow(1), pausedUntil: hoursFromNow(2) });
      expect(running.clearEndedRestrictions(NOW)).toEqual({ suspension: false, pause: false });
      expect(running.snapshot).toMatchObject({ suspendedUntil: hoursFromNow(1), pausedUntil: hoursFromNow(2) });
    });
  });
});
