import { createEvent } from 'ics';
import { calendarEventEnd, type CalendarEvent } from '@app/domain';

const LINE_LIMIT_OCTETS = 75;

/**
 * RFC 5545 section 3.1: content lines are folded at 75 octets, a continuation starting with one space. `ics` folds
 * at 75 characters, which a hospital or a name with accented letters would push past 75 octets; so its lines are
 * unfolded and folded again by octets, never inside a UTF-8 character.
 */
const foldByOctets = (calendar: string): string =>
  calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char, 'utf8');
        // A continuation's leading space counts towards its 75.
        if (octets + size > LINE_LIMIT_OCTETS - (parts.length > 0 ? 1 : 0)) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');

/**
 * Every line break in text as one LF, which `ics` escapes as `\n`. It leaves a bare CR as it is, and calendar apps
 * read a bare CR as the end of a line: text typed by a person (a hospital's name) could add properties to the event.
 */
const oneLineBreak = (text: string | undefined): string | undefined =>
  text?.replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n');

/** A reminder as an iCalendar file with its one event (text escaped and lines folded by the `ics` package). */
export const reminderIcsFile = (event: CalendarEvent, uid: string): string => {
  const { error, value } = createEvent({
    productId: '-//Blood Match//Reminders//EN',
    uid,
    title: oneLineBreak(event.title),
    description: oneLineBreak(event.description),
    location: oneLineBreak(event.location),
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: calendarEventEnd(event).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) throw error ?? new Error('the reminder could not be written as iCalendar');
  return foldByOctets(value);
};
