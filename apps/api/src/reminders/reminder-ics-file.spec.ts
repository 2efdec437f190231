import { describe, expect, it } from '@jest/globals';
import { donationReminder } from '@app/domain';
import { reminderIcsFile } from './reminder-ics-file.js';

/** RFC 5545 3.1: a folded line continues on the next one after a CRLF and one space. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const property = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe('a reminder as an .ics file', () => {
  const reminder = donationReminder({
    hospital: 'Lagos University Teaching Hospital, Idi-Araba; Block C\\Ward 4',
    stateName: 'Lagos',
    recipientFirstName: 'Adébọ́lá Ọlọ́runfẹ́mi',
    neededAt: new Date('2026-12-01T09:00:00.000Z'),
  });
  const ics = reminderIcsFile(reminder, 'match-1@bloodmatch.ng');

  it('folds every line at 75 octets, never inside a character, continuing with one space', () => {
    const lines = ics.split('\r\n');
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
      expect(line.startsWith('\t')).toBe(false);
    }
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(property(ics, 'LOCATION')).toBe(
      'Lagos University Teaching Hospital\\, Idi-Araba\\; Block C\\\\Ward 4\\, Lagos',
    );
    expect(property(ics, 'SUMMARY')).toBe(
      'Blood donation at Lagos University Teaching Hospital\\, Idi-Araba\\; Block C\\\\Ward 4',
    );
    const multiline = reminderIcsFile({ ...reminder, description: 'first line\nsecond line' }, 'match-2@bloodmatch.ng');
    expect(property(multiline, 'DESCRIPTION')).toBe('first line\\nsecond line');
  });

  it('holds the one event the reminder describes: its text unchanged once unescaped, an hour from its start', () => {
    const unescape = (text: string) => text.replace(/\\([\\;,])/g, '$1').replace(/\\n/g, '\n');
    expect(unescape(property(ics, 'DESCRIPTION')!)).toBe(reminder.description);
    expect(reminder.description).toContain('Adébọ́lá Ọlọ́runfẹ́mi');
    expect(property(ics, 'UID')).toBe('match-1@bloodmatch.ng');
    expect(property(ics, 'DTSTART')).toBe('20261201T090000Z');
    expect(property(ics, 'DTEND')).toBe('20261201T100000Z');
    expect(unfold(ics).match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('keeps CR and LF in every text field inside its property: nothing typed can add a line to the event', () => {
    const fields = ['title', 'description', 'location'] as const;
    for (const field of fields)
      for (const newline of ['\r', '\n', '\r\n', '\n\r', '\u2028']) {
        const injected = `St. Nicholas${newline}ATTENDEE:mailto:attacker@example.com${newline}X-INJECTED:1`;
        const calendar = reminderIcsFile({ ...reminder, [field]: injected }, 'match-3@bloodmatch.ng');
        const where = [field, JSON.stringify(newline)];
        // Lines end in CRLF and nowhere else: no lone CR or LF, which calendar apps also read as a line's end.
        expect([...where, calendar.replace(/\r\n/g, '').match(/[\r\n\u2028]/g)]).toEqual([...where, null]);
        const names = unfold(calendar)
          .split('\r\n')
          .map((line) => line.split(/[:;]/)[0]);
        expect([...where, names.filter((name) => ['ATTENDEE', 'X-INJECTED'].includes(name!))]).toEqual([...where, []]);
        expect(unfold(calendar).match(/BEGIN:VEVENT/g)).toHaveLength(1);
      }
  });
});
