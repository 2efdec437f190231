import { currentLocale } from './i18n';

const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and currency, kept: building one loads the locale's data, a slow phone's milliseconds. */
const numberFormat = (locale: string, currency?: string) => {
  const key = `${locale} ${currency ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, currency ? { style: 'currency', currency } : undefined);
    formatters.set(key, formatter);
  }
  return formatter;
};

/** A whole number with the locale's grouping ("12,500"). */
export const formatNumber = (value: number, locale = currentLocale()): string => numberFormat(locale).format(value);

/** An amount of money in its currency, naira by default ("₦12,500.00"). */
export const formatMoney = (amount: number, currency = 'NGN', locale = currentLocale()): string =>
  numberFormat(locale, currency).format(amount);

/** Cut at `limit` characters and add "..." when anything was cut. */
export const truncate = (text: string, limit: number): string =>
  text.length > limit ? `${text.slice(0, limit)}...` : text;

/** Initials of a name, for the avatar when there is no photo. */
export const initialsOf = (first?: string | null, last?: string | null): string =>
  `${first?.trim()?.[0] ?? ''}${last?.trim()?.[0] ?? ''}`.toUpperCase();
