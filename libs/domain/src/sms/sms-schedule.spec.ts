import { describe, expect, it } from '@jest/globals';
import { smsReminderWindow } from './sms-schedule.js';

describe('the day-before SMS reminder window', () => {
  it('is closed before 08:00 West Africa Time', () => {
    expect(smsReminderWindow(new Date('2026-11-23T06:59:59Z'))).toBeNull();
  });

  it('covers the whole of tomorrow (WAT) from 08:00 today until midnight', () => {
    const expected = { from: new Date('2026-11-23T23:00:00Z'), to: new Date('2026-11-24T23:00:00Z') };
    expect(smsReminderWindow(new Date('2026-11-23T07:00:00Z'))).toEqual(expected);
    expect(smsReminderWindow(new Date('2026-11-23T22:59:59Z'))).toEqual(expected);
  });

  it('moves to the next day at midnight WAT, which is 23:00 UTC', () => {
    expect(smsReminderWindow(new Date('2026-11-23T23:00:00Z'))).toBeNull();
    expect(smsReminderWindow(new Date('2026-12-31T08:00:00Z'))).toEqual({
      from: new Date('2026-12-31T23:00:00Z'),
      to: new Date('2027-01-01T23:00:00Z'),
    });
  });
});
