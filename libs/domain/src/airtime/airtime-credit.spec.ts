import { describe, expect, it } from '@jest/globals';
import {
  airtimeRequestId,
  airtimeRetryDelaySeconds,
  confirmationEarnsAirtime,
  decideAirtime,
  lagosMinute,
  networkOfNumber,
  type AirtimeDecisionInput,
} from './airtime-credit.js';

const NOW = new Date('2026-12-01T09:30:00Z');
const input = (overrides: Partial<AirtimeDecisionInput> = {}): AirtimeDecisionInput => ({
  matchStatus: 'confirmed',
  confirmedBy: 'recipient',
  hospitalHasOfficer: false,
  donorGender: 'Male',
  verifiedPhone: '2348031234567',
  lastCreditedAt: null,
  amountNgn: 1000,
  spentTodayNgn: 0,
  spentThisMonthNgn: 0,
  dailyBudgetNgn: 10_000,
  monthlyBudgetNgn: 100_000,
  now: NOW,
  ...overrides,
});

describe('the airtime decision', () => {
  it('credits a confirmed donation to a verified number', () => {
    expect(decideAirtime(input())).toEqual({ credit: true, status: 'pending' });
  });

  it('never credits an unconfirmed or disputed donation', () => {
    expect(decideAirtime(input({ matchStatus: 'accepted' }))).toEqual({ credit: false, reason: 'not_confirmed' });
    expect(decideAirtime(input({ matchStatus: 'no_show' }))).toEqual({ credit: false, reason: 'not_confirmed' });
  });

  it('waits for a verified number rather than sending to an unproven one', () => {
    expect(decideAirtime(input({ verifiedPhone: null }))).toEqual({ credit: true, status: 'awaiting_phone' });
  });

  it('credits at most once per rest period (3 months for men, 4 for women)', () => {
    const threeMonthsAgo = new Date('2026-09-01T09:30:00Z');
    expect(decideAirtime(input({ lastCreditedAt: threeMonthsAgo }))).toEqual({ credit: true, status: 'pending' });
    expect(decideAirtime(input({ lastCreditedAt: threeMonthsAgo, donorGender: 'Female' }))).toEqual({
      credit: false,
      reason: 'within_rest_period',
    });
    expect(decideAirtime(input({ lastCreditedAt: new Date('2026-09-02T00:00:00Z') }))).toMatchObject({
      credit: false,
    });
  });

  it('stays within the daily and the monthly budget', () => {
    expect(decideAirtime(input({ spentTodayNgn: 9_000 }))).toEqual({ credit: true, status: 'pending' });
    expect(decideAirtime(input({ spentTodayNgn: 9_500 }))).toEqual({ credit: true, status: 'over_budget' });
    expect(decideAirtime(input({ spentThisMonthNgn: 99_500 }))).toEqual({ credit: true, status: 'over_budget' });
  });

  it('takes the officer’s confirmation alone where the hospital has an officer', () => {
    expect(confirmationEarnsAirtime('recipient', false)).toBe(true);
    expect(confirmationEarnsAirtime('recipient', true)).toBe(false);
    expect(confirmationEarnsAirtime('officer', true)).toBe(true);
    expect(decideAirtime(input({ hospitalHasOfficer: true }))).toEqual({ credit: false, reason: 'not_the_confirmer' });
  });
});

describe('the provider request id', () => {
  it('starts with the Lagos date and time (UTC+1), then letters and digits only', () => {
    expect(lagosMinute(new Date('2026-12-31T23:59:00Z'))).toBe('202701010059');
    const id = airtimeRequestId(NOW, 'a1b2-c3d4-e5f6');
    expect(id).toBe('202612011030a1b2c3d4e5f6');
  });
});

describe('networks and retries', () => {
  it('knows the network of a number by its prefix', () => {
    expect(networkOfNumber('2348031234567')).toBe('mtn');
    expect(networkOfNumber('2348051234567')).toBe('glo');
    expect(networkOfNumber('2348021234567')).toBe('airtel');
    expect(networkOfNumber('2349091234567')).toBe('9mobile');
    expect(networkOfNumber('2347021234567')).toBeNull();
  });

  it('waits longer after each failed try', () => {
    expect([1, 2, 3, 4, 5, 9].map(airtimeRetryDelaySeconds)).toEqual([60, 300, 900, 1800, 3600, 3600]);
  });
});
