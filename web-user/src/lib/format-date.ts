import { APP_TIME_ZONE, intlLocale } from '@app/i18n';
import { currentLanguage, i18next } from './i18n';

/**
 * Every date, time and "how long ago" the app shows, one way on every screen: "28 November 2026",
 * "28 November 2026, 10:00", "6 minutes ago", in Lagos time. The figures come from Intl; English relative times
 * come from Intl too, but the months and the words of Hausa, Yoruba, Igbo and Pidgin come from the `common` catalogue:
 * Chromium has no CLDR data for them (it writes English) and other runtimes have partial data (Yoruba's relative times read "-6 min").
 */

const MONTHS = 'common:dates.months';
const AGO = 'common:dates.ago';
const MONTH_KEYS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const usesIntlWords = (language: string) => language === 'en';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and options, kept: building one loads the locale's data, a few milliseconds each on a
 * slow phone, and a month picker asked for twelve in one render (a long task on the dashboard).
 */
const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
};

type Parts = { year: string; month: number; day: string; hour: string; minute: string };

/** The date's figures in a time zone ("UTC" for a calendar day stored without a time). */
const partsOf = (date: Date, timeZone: string): Parts => {
  const parts = Object.fromEntries(
    dateTimeFormat('en-NG', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '',
    month: Number(parts.month) - 1,
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
};

const toDate = (value: string | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The name of a month (0 = January) in the language, from the catalogue in every language (English's are Intl's
 * words): a month picker drew twelve through Intl, whose first formatter of a kind costs a slow phone a long task.
 */
export const monthName = (index: number, language: string = currentLanguage()): string => {
  const key = MONTH_KEYS[index];
  return key ? i18next.t(`${MONTHS}.${key}`, { lng: language }) : '';
};

/** The twelve months for a month picker, valued "01".."12". */
export const monthOptions = (language: string = currentLanguage()) =>
  MONTH_KEYS.map((_, index) => ({ value: String(index + 1).padStart(2, '0'), label: monthName(index, language) }));

const dayText = (parts: Parts, language: string) =>
  i18next.t('common:dates.day', {
    lng: language,
    day: parts.day,
    month: monthName(parts.month, language),
    year: parts.year,
  });

/** A moment's date in Lagos ("28 November 2026"). */
export const formatDate = (value: string | Date, language: string = currentLanguage()): string => {
  const date = toDate(value);
  return date ? dayText(partsOf(date, APP_TIME_ZONE), language) : '';
};

/** A calendar day read from YYYY-MM-DD (a birth date, a donation day) without a time zone shift. */
export const formatDay = (value: string | Date | null | undefined, language: string = currentLanguage()): string => {
  if (!value) return '';
  const date = toDate(typeof value === 'string' ? `${value.slice(0, 10)}T00:00:00Z` : value);
  return date ? dayText(partsOf(date, typeof value === 'string' ? 'UTC' : APP_TIME_ZONE), language) : '';
};

/** A moment's time in Lagos, on the 24-hour clock Nigeria writes ("10:00"). */
export const formatTime = (value: string | Date): string => {
  const date = toDate(value);
  if (!date) return '';
  const parts = partsOf(date, APP_TIME_ZONE);
  return `${parts.hour}:${parts.minute}`;
};

/** A moment's date and time in Lagos ("28 November 2026, 10:00"). */
export const formatDateTime = (value: string | Date, language: string = currentLanguage()): string => {
  const date = toDate(value);
  if (!date) return '';
  return i18next.t('common:dates.dateTime', {
    lng: language,
    date: formatDate(date, language),
    time: formatTime(date),
  });
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let relativeTime: Intl.RelativeTimeFormat | undefined;

/**
 * When something happened: relative within the last week ("6 minutes ago", "yesterday"), else its date and time.
 * A moment a little ahead (a phone's clock behind the server's) reads as just now.
 */
export function formatWhen(value: string | Date, now: Date = new Date(), language: string = currentLanguage()): string {
  const date = toDate(value);
  if (!date) return '';
  const ago = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  if (ago >= 7 * DAY) return formatDateTime(date, language);
  const [unit, size] =
    ago >= DAY ? (['day', DAY] as const) : ago >= HOUR ? (['hour', HOUR] as const) : (['minute', MINUTE] as const);
  const count = Math.round(ago / size);
  if (usesIntlWords(language))
    return ago < MINUTE
      ? i18next.t('common:dates.justNow', { lng: language })
      : (relativeTime ??= new Intl.RelativeTimeFormat('en-NG', { numeric: 'auto' })).format(-count, unit);
  if (ago < MINUTE) return i18next.t('common:dates.justNow', { lng: language });
  if (unit === 'day' && count === 1) return i18next.t('common:dates.yesterday', { lng: language });
  return i18next.t(`${AGO}.${unit}`, { lng: language, count });
}

/**
 * Article dates: in English they read like "March, 05 2023" (the product's own format); in the other languages as
 * every other date.
 */
export function formatArticleDate(value: string | Date, language: string = currentLanguage()): string {
  const date = toDate(value);
  if (!date) return '';
  if (!usesIntlWords(language)) return formatDate(date, language);
  const parts = partsOf(date, APP_TIME_ZONE);
  return `${monthName(parts.month, language)}, ${parts.day.padStart(2, '0')} ${parts.year}`;
}

type DatePart = 'day' | 'month' | 'year';

const partOrders = new Map<string, DatePart[]>();

/** The order datePartOrder found for the language, if it has been asked already (it builds a formatter). */
export const knownDatePartOrder = (language: string): DatePart[] | undefined => partOrders.get(language);

/**
 * The order of a date's day, month and year in the language (day first in Nigeria); Nigerian English's where the
 * runtime lacks the language.
 */
export const datePartOrder = (language: string = currentLanguage()): ('day' | 'month' | 'year')[] => {
  const known = partOrders.get(language);
  if (known) return known;
  const found = dateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric' })
    .formatToParts(new Date(Date.UTC(2026, 10, 28)))
    .map((part) => part.type)
    .filter((type): type is 'day' | 'month' | 'year' => type === 'day' || type === 'month' || type === 'year');
  const order: ('day' | 'month' | 'year')[] = found.length === 3 ? found : ['day', 'month', 'year'];
  partOrders.set(language, order);
  return order;
};
