import { describe, expect, it } from '@jest/globals';
import { alertBudgetExclusions, targetingExclusions, type TargetingCandidate } from './donor-targeting-rules.js';

const now = new Date('2026-11-22T12:00:00Z');
const candidate = (overrides: Partial<TargetingCandidate> = {}): TargetingCandidate => ({
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
  bloodGroup: 'O-',
  alreadyTargeted: false,
  alerts: { inWindow: 0, fromRequesterInWindow: 0 },
  ...overrides,
});
const request = { ownerId: 'recipient-1', bloodGroup: 'A+' as const };
const context = { now, dailyAlertCap: 3 };

describe('the alert budget', () => {
  it('gives one requester at most one of a donor’s daily alerts, and everyone together the cap', () => {
    expect(alertBudgetExclusions({ inWindow: 2, fromRequesterInWindow: 0 }, 3)).toEqual([]);
    expect(alertBudgetExclusions({ inWindow: 1, fromRequesterInWindow: 1 }, 3)).toEqual(['requester_alerted_today']);
    expect(alertBudgetExclusions({ inWindow: 3, fromRequesterInWindow: 0 }, 3)).toEqual(['daily_alert_cap']);
  });
});

describe('who a request targets', () => {
  it('takes an eligible, compatible donor within their alert budget', () => {
    expect(targetingExclusions(candidate(), request, context)).toEqual([]);
  });

  it('names every reason a donor is left out', () => {
    expect(
      targetingExclusions(
        candidate({
          bloodGroup: 'B+',
          alreadyTargeted: true,
          committedToOpenRequest: true,
          alerts: { inWindow: 3, fromRequesterInWindow: 1 },
        }),
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
