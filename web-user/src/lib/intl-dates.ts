import { currentLanguage } from './i18n';

/** Intl does not know every language we speak (Pidgin, for one): fall back to Nigerian English for dates. */
const locale = (language: string = currentLanguage()) => {
  const tag = language === 'en' ? 'en-NG' : language;
  return Intl.DateTimeFormat.supportedLocalesOf([tag]).length ? tag : 'en-NG';
};

/** A calendar day ("12 March 2026" in English), read from YYYY-MM-DD without a time zone shift. */
export function formatDay(value: string | Date | null | undefined, language?: string): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/**
 * When something happened: relative within the last week ("5 minutes ago", "yesterday"), else the date and time.
 * Relative wording comes from Intl in the current language, so it is never hand-translated.
 */
export function formatWhen(value: string | Date, now: Date = new Date(), language?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const tag = locale(language);
  if (Math.abs(seconds) < 60) return new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(0, 'second');
  if (Math.abs(seconds) < 7 * 24 * 60 * 60) {
    const [unit, size] = [...UNITS].reverse().find(([, span]) => Math.abs(seconds) >= span) ?? UNITS[0]!;
    return new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(Math.round(seconds / size), unit);
  }
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' }).format(
    date,
  );
}

const format = (value: string | Date, options: Intl.DateTimeFormatOptions) => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale(), options).format(date);
};

/** Dates and times in the reader's language, in Nigeria's time zone. */
export const formatDate = (value: string | Date) => format(value, { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
export const formatTime = (value: string | Date) => format(value, { timeStyle: 'short', timeZone: 'Africa/Lagos' });
export const formatDateTime = (value: string | Date) =>
  format(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });
