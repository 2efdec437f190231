export interface CalendarEvent {
  title: string;
  description: string;
  location: string;
  start: Date;
  /** Minutes; a donation visit takes about an hour. */
  durationMinutes?: number;
}

export interface CalendarLinks {
  google: string;
  outlook: string;
  yahoo: string;
  ics: string;
}

const compact = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** When the event ends: its start plus its duration (an hour unless it says otherwise). */
export const calendarEventEnd = (event: CalendarEvent) =>
  new Date(event.start.getTime() + (event.durationMinutes ?? 60) * 60_000);

/** The "Add to Calendar" links; `icsUrl` is where the API serves the same event as an .ics file. */
export const calendarLinks = (event: CalendarEvent, icsUrl: string): CalendarLinks => {
  const end = calendarEventEnd(event);
  const google = new URL('https://calendar.google.com/calendar/render');
  google.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(event.start)}/${compact(end)}`,
    details: event.description,
    location: event.location,
  }).toString();
  const outlook = new URL('https://outlook.live.com/calendar/0/deeplink/compose');
  outlook.search = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.start.toISOString(),
    enddt: end.toISOString(),
    body: event.description,
    location: event.location,
  }).toString();
  const yahoo = new URL('https://calendar.yahoo.com/');
  yahoo.search = new URLSearchParams({
    v: '60',
    title: event.title,
    st: compact(event.start),
    et: compact(end),
    desc: event.description,
    in_loc: event.location,
  }).toString();
  return { google: google.toString(), outlook: outlook.toString(), yahoo: yahoo.toString(), ics: icsUrl };
};
