import { describe, expect, it } from '@jest/globals';
import { calendarEventEnd, calendarLinks } from './calendar-links.js';
import { donateAgainReminder, donationReminder } from './donation-reminders.js';

describe('donation reminders', () => {
  const reminder = donationReminder({
    hospital: 'Federal Medical Centre',
    stateName: 'Ogun',
    recipientFirstName: 'Kemi',
    neededAt: new Date('2026-12-01T09:00:00.000Z'),
  });

  it('name the hospital, its state and the person the blood is for, for an hour from when it is needed', () => {
    expect(reminder.title).toBe('Blood donation at Federal Medical Centre');
    expect(reminder.location).toBe('Federal Medical Centre, Ogun');
    expect(reminder.description).toMatch(/^You accepted to donate blood for Kemi on Blood Match\./);
    expect(calendarEventEnd(reminder).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('give every calendar link the same event', () => {
    const links = calendarLinks(reminder, 'https://example.org/r.ics');
    const google = new URL(links.google).searchParams;
    const outlook = new URL(links.outlook).searchParams;
    const yahoo = new URL(links.yahoo).searchParams;
    expect([google.get('text'), outlook.get('subject'), yahoo.get('title')]).toEqual(Array(3).fill(reminder.title));
    expect([google.get('details'), outlook.get('body'), yahoo.get('desc')]).toEqual(
      Array(3).fill(reminder.description),
    );
    expect([google.get('location'), outlook.get('location'), yahoo.get('in_loc')]).toEqual(
      Array(3).fill(reminder.location),
    );
    expect(google.get('dates')).toBe('20261201T090000Z/20261201T100000Z');
    expect(links.ics).toBe('https://example.org/r.ics');
  });

  it('date "You can donate again" on the day given', () => {
    const date = new Date('2027-03-01T08:00:00.000Z');
    expect(donateAgainReminder(date)).toMatchObject({ title: 'You can donate again', start: date });
  });

  it("carries the donor's code, as the donor reads it out at the blood bank", () => {
    const withCode = donationReminder({
      hospital: 'Federal Medical Centre',
      stateName: 'Ogun',
      recipientFirstName: 'Kemi',
      neededAt: new Date('2026-12-01T09:00:00.000Z'),
      donorCode: 'ABC234',
    });
    expect(withCode.description).toMatch(/ Donor code: ABC-234\. Give it at the blood bank\.$/);
    expect(reminder.description).not.toContain('Donor code');
  });
});

describe('a donation reminder without its request', () => {
  it('leaves out the state and the name rather than guess them', () => {
    const reminder = donationReminder({
      hospital: 'Federal Medical Centre',
      stateName: null,
      recipientFirstName: null,
      neededAt: new Date('2026-12-01T09:00:00.000Z'),
    });
    expect(reminder.location).toBe('Federal Medical Centre');
    expect(reminder.description).toMatch(/^You accepted to donate blood on Blood Match\./);
  });
});
