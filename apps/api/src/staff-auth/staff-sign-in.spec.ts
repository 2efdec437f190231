import { describe, expect, it } from '@jest/globals';
import { STAFF_FAILURES_BEFORE_DELAY, staffAttemptDelaySeconds } from './staff-sign-in.js';

describe('the wait between staff sign-in attempts after many failures', () => {
  it('is none before the account has failed ten times, then doubles from a second to at most a minute', () => {
    expect(STAFF_FAILURES_BEFORE_DELAY).toBe(10);
    expect([0, 9, 10, 11, 12, 15, 16, 40].map(staffAttemptDelaySeconds)).toEqual([0, 0, 1, 2, 4, 32, 60, 60]);
  });
});
