import { describe, expect, it } from '@jest/globals';
import { requestDetailsForm } from '../forms/blood-request.forms.js';
import { parseRequestDate, requestDateProblem, requestDateText } from './request-date.js';

const now = new Date('2026-11-23T09:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('request dates', () => {
  it('reads the wizard date as Nigerian time, and an ISO date with its own offset', () => {
    expect(parseRequestDate('2026-12-01 10:30:00')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(parseRequestDate('2026-12-01 10:30')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(parseRequestDate('2026-12-01T10:30:00Z')?.toISOString()).toBe('2026-12-01T10:30:00.000Z');
    expect(requestDateText(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02 00:30:00');
  });

  it('refuses days a month does not have, impossible times and years outside a sane range', () => {
    for (const text of [
      'yesterday',
      '2027-02-30 10:00:00',
      '2026-02-29 10:00:00',
      '2026-04-31 10:00:00',
      '2026-13-01 10:00:00',
      '2026-00-10 10:00:00',
      '2026-12-00 10:00:00',
      '2026-12-01 24:00:00',
      '2026-12-01 10:60:00',
      '0000-01-01 10:00:00',
      '1999-12-31 10:00:00',
      '2101-01-01 10:00:00',
      '99999-01-01 10:00:00',
    ]) {
      expect([text, parseRequestDate(text)]).toEqual([text, null]);
    }
    expect(parseRequestDate('2028-02-29 10:00:00')?.toISOString()).toBe('2028-02-29T09:00:00.000Z');
  });

  it('takes now, a few minutes ago and up to 30 days ahead', () => {
    expect(requestDateProblem(now, now)).toBeNull();
    expect(requestDateProblem(minutes(-15), now)).toBeNull();
    expect(requestDateProblem(minutes(-16), now)).toBe('datePast');
    expect(requestDateProblem(new Date('2001-01-01T10:00:00Z'), now)).toBe('datePast');
    expect(requestDateProblem(minutes(30 * 24 * 60), now)).toBeNull();
    expect(requestDateProblem(minutes(30 * 24 * 60 + 1), now)).toBe('dateTooFar');
  });

  it('gives the form the same answers, with a message for each', () => {
    const messageFor = (date: string) =>
      requestDetailsForm.shape.date.safeParse(date).error?.issues.map((issue) => issue.message) ?? [];
    const at = (offsetMinutes: number) => requestDateText(new Date(Date.now() + offsetMinutes * 60_000));
    expect(messageFor(at(0))).toEqual([]);
    expect(messageFor(at(-5))).toEqual([]);
    expect(messageFor(at(60 * 24 * 7))).toEqual([]);
    expect(messageFor(at(-60))).toEqual(['The date cannot be in the past']);
    expect(messageFor('2001-06-01 10:00:00')).toEqual(['The date cannot be in the past']);
    expect(messageFor(at(60 * 24 * 31))).toEqual(['The date cannot be more than 30 days ahead']);
    expect(messageFor('2027-02-30 10:00:00')).toEqual(['Enter a valid date']);
    expect(messageFor('')).toEqual(['Date cannot be empty']);
  });
});
