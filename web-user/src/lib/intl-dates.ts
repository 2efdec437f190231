import { currentLanguage } from './i18n';

const format = (value: string | Date, options: Intl.DateTimeFormatOptions) => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(currentLanguage(), options).format(date);
};

/** Dates and times in the reader's language (spec: dates are formatted with Intl in the current language). */
export const formatDate = (value: string | Date) => format(value, { dateStyle: 'medium' });
export const formatTime = (value: string | Date) => format(value, { timeStyle: 'short' });
export const formatDateTime = (value: string | Date) => format(value, { dateStyle: 'medium', timeStyle: 'short' });
/** A calendar day (YYYY-MM-DD) read as that day, whatever the reader's time zone. */
export const formatDay = (day: string) => format(new Date(`${day}T12:00:00`), { dateStyle: 'medium' });
