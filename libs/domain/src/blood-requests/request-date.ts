/**
 * When blood may be requested for. The spec states no booking horizon, so the platform sets one: a request is for
 * blood needed now or within the next 30 days. A date in the past is refused beyond a short grace, so "Now!"
 * pressed a few minutes before submitting still works; a request dated long ago would only spend donors' alerts on
 * something nobody can serve.
 */
export const REQUEST_DATE_GRACE_MINUTES = 15;
export const REQUEST_BOOKING_HORIZON_DAYS = 30;
/** Years a request date may name at all; anything outside is a typing error, not a date. */
export const REQUEST_DATE_YEARS = { min: 2000, max: 2100 } as const;

export const REQUEST_DATE_MESSAGES = {
  dateInvalid: 'Enter a valid date',
  datePast: 'The date cannot be in the past',
  dateTooFar: `The date cannot be more than ${REQUEST_BOOKING_HORIZON_DAYS} days ahead`,
} as const;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * "YYYY-MM-DD HH:mm:ss" as the wizard sends it, read as Nigerian time (WAT, UTC+1, no daylight saving); an ISO
 * string with an offset keeps its own. A day the month does not have (2027-02-30), an hour past 23 or a year outside
 * REQUEST_DATE_YEARS is no date (JavaScript would roll it over into another day).
 */
export const parseRequestDate = (value: string): Date | null => {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00', fraction = '', zone] = match;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  if (year < REQUEST_DATE_YEARS.min || year > REQUEST_DATE_YEARS.max) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${fraction}${zone ?? '+01:00'}`);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Why a request date is refused at `now`, or null when blood may be requested for it. */
export const requestDateProblem = (
  date: Date,
  now: Date = new Date(),
): Exclude<keyof typeof REQUEST_DATE_MESSAGES, 'dateInvalid'> | null => {
  if (date.getTime() < now.getTime() - REQUEST_DATE_GRACE_MINUTES * 60_000) return 'datePast';
  if (date.getTime() > now.getTime() + REQUEST_BOOKING_HORIZON_DAYS * 86_400_000) return 'dateTooFar';
  return null;
};

/** A moment as the wizard sends a request date: "YYYY-MM-DD HH:mm:ss" in Nigerian time. */
export const requestDateText = (date: Date): string =>
  new Date(date.getTime() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
