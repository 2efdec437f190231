import { describe, expect, it } from '@jest/globals';
import {
  appealCooldownStart,
  appealDonorGroups,
  appealExclusions,
  appealSlotStarts,
  appealTarget,
  inAppealArea,
  isAppealFilled,
  isChoosableSlot,
  nearestLgaSeat,
  type AppealCandidate,
  type AppealReach,
} from './appeal-rules.js';
import { appealUntilProblem, raiseAppealForm } from './appeal.forms.js';

const NOW = new Date('2026-11-27T12:20:00Z');
const SEATS = [
  { name: 'Eti Osa', latitude: 6.4525, longitude: 3.4358 },
  { name: 'Kosofe', latitude: 6.5781, longitude: 3.3869 },
];
const reach = (area: AppealReach['area']): AppealReach => ({
  donorGroups: ['O+', 'O-'],
  area,
  hospital: { latitude: 6.58, longitude: 3.35 },
  stateLgaSeats: SEATS,
});
const donor = (overrides: Partial<AppealCandidate> = {}): AppealCandidate => ({
  id: 'donor',
  onboarded: true,
  verified: true,
  gender: 'Male',
  dateOfBirth: new Date('1990-01-01T00:00:00Z'),
  lastDonationDate: null,
  lastConfirmedDonation: null,
  suspendedUntil: null,
  pausedUntil: null,
  committedToOpenRequest: false,
  bloodGroup: 'O+',
  stateId: 24,
  latitude: 6.6018,
  longitude: 3.3515,
  lastAppealReachedAt: null,
  ...overrides,
});
const inLagos = reach({ kind: 'state', stateId: 24 });
const context = { now: NOW, cooldownDays: 7 };

describe('appeal rules', () => {
  it('asks the named groups, or every group that can give to one', () => {
    expect(appealDonorGroups({ bloodGroups: ['O-', 'O+', 'O-'] })).toEqual(['O+', 'O-']);
    expect(appealDonorGroups({ compatibleWith: 'A-' })).toEqual(['A-', 'O-']);
    expect(appealDonorGroups({ compatibleWith: 'AB+' })).toHaveLength(8);
  });

  it('fills with the margin, rounding up', () => {
    expect(appealTarget(10, 20)).toBe(12);
    expect(appealTarget(3, 20)).toBe(4);
    expect(appealTarget(5, 0)).toBe(5);
    expect(isAppealFilled(11, 10, 20)).toBe(false);
    expect(isAppealFilled(12, 10, 20)).toBe(true);
  });

  it('offers hourly slots from the current hour to the last one starting before the end', () => {
    const until = new Date('2026-11-27T15:00:00Z');
    expect(appealSlotStarts(NOW, until).map((slot) => slot.toISOString())).toEqual([
      '2026-11-27T12:00:00.000Z',
      '2026-11-27T13:00:00.000Z',
      '2026-11-27T14:00:00.000Z',
    ]);
    expect(isChoosableSlot(new Date('2026-11-27T12:00:00Z'), NOW, until)).toBe(true);
    expect(isChoosableSlot(new Date('2026-11-27T11:00:00Z'), NOW, until)).toBe(false);
    expect(isChoosableSlot(new Date('2026-11-27T13:30:00Z'), NOW, until)).toBe(false);
    expect(isChoosableSlot(until, NOW, until)).toBe(false);
  });

  it('reaches a state, the LGAs whose seat is nearest, or a radius across state lines', () => {
    expect(inAppealArea(donor(), inLagos)).toBe(true);
    expect(inAppealArea(donor({ stateId: 28 }), inLagos)).toBe(false);
    expect(nearestLgaSeat({ latitude: 6.4474, longitude: 3.4553 }, SEATS)?.name).toBe('Eti Osa');
    const etiOsa = reach({ kind: 'lgas', stateId: 24, lgas: ['Eti Osa'] });
    expect(inAppealArea(donor({ latitude: 6.4474, longitude: 3.4553 }), etiOsa)).toBe(true);
    expect(inAppealArea(donor(), etiOsa)).toBe(false);
    expect(inAppealArea(donor({ latitude: null, longitude: null }), etiOsa)).toBe(false);
    const tenKm = reach({ kind: 'radius', stateId: 24, radiusKm: 10 });
    expect(inAppealArea(donor({ stateId: 28, latitude: 6.64, longitude: 3.3 }), tenKm)).toBe(true);
    expect(inAppealArea(donor({ latitude: 6.4474, longitude: 3.4553 }), tenKm)).toBe(false);
  });

  it('leaves out resting, suspended, paused, incompatible and recently appealed donors, for their reasons', () => {
    expect(appealExclusions(donor(), inLagos, context)).toEqual([]);
    expect(appealExclusions(donor({ lastDonationDate: new Date('2026-10-01T00:00:00Z') }), inLagos, context)).toEqual([
      'donated_recently',
    ]);
    expect(appealExclusions(donor({ suspendedUntil: new Date(NOW.getTime() + 1) }), inLagos, context)).toEqual([
      'suspended',
    ]);
    expect(appealExclusions(donor({ pausedUntil: new Date(NOW.getTime() + 1) }), inLagos, context)).toEqual(['paused']);
    expect(appealExclusions(donor({ bloodGroup: 'A+' }), inLagos, context)).toEqual(['incompatible_blood']);
    expect(appealExclusions(donor({ bloodGroup: null }), inLagos, context)).toEqual(['incompatible_blood']);
    const sixDaysAgo = new Date(NOW.getTime() - 6 * 86_400_000);
    const eightDaysAgo = new Date(NOW.getTime() - 8 * 86_400_000);
    expect(appealExclusions(donor({ lastAppealReachedAt: sixDaysAgo }), inLagos, context)).toEqual(['appeal_cooldown']);
    expect(appealExclusions(donor({ lastAppealReachedAt: eightDaysAgo }), inLagos, context)).toEqual([]);
    expect(appealCooldownStart(NOW, 7)).toEqual(new Date('2026-11-20T12:20:00Z'));
  });

  it('takes exactly one of the groups and "compatible with", and an end within a week', () => {
    const base = {
      area: { kind: 'state', state: 'Lagos' },
      units_wanted: 5,
      until: '2026-11-27T18:00:00Z',
      reason: 'Tanker explosion',
    };
    expect(raiseAppealForm.safeParse({ ...base, compatible_with: 'O+' }).success).toBe(true);
    expect(raiseAppealForm.safeParse({ ...base }).success).toBe(false);
    expect(raiseAppealForm.safeParse({ ...base, compatible_with: 'O+', blood_groups: ['O+'] }).success).toBe(false);
    expect(raiseAppealForm.parse({ ...base, blood_groups: ['O+'] })).toMatchObject({ per_hour: 4, margin_percent: 20 });
    expect(
      raiseAppealForm.safeParse({ ...base, compatible_with: 'O+', area: { kind: 'lgas', state: 'Lagos' } }).success,
    ).toBe(false);
    expect(raiseAppealForm.safeParse({ ...base, compatible_with: 'O+', reason: 'x'.repeat(161) }).success).toBe(false);
    expect(appealUntilProblem(new Date(NOW.getTime() + 3_600_000), NOW)).toBeNull();
    expect(appealUntilProblem(new Date(NOW.getTime() - 1), NOW)).not.toBeNull();
    expect(appealUntilProblem(new Date(NOW.getTime() + 8 * 86_400_000), NOW)).not.toBeNull();
  });
});
