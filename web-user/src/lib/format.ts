import { currentLocale } from './i18n';

const monthFormat = (locale: string) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });

/** The name of a month (0 = January) in the current language. */
export const monthName = (index: number, locale = currentLocale()): string =>
  index >= 0 && index < 12 ? monthFormat(locale).format(new Date(Date.UTC(2024, index, 1))) : '';

/** The twelve months for a month picker, valued "01".."12", named in the current language. */
export const monthOptions = (locale = currentLocale()) =>
  Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1).padStart(2, '0'),
    label: monthName(index, locale),
  }));

/**
 * Article dates: in English they read like "March, 05 2023" (the product's own format); in the other languages as
 * the locale writes a long date.
 */
export function formatArticleDate(value: string | Date, locale = currentLocale()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (locale.startsWith('en'))
    return `${monthName(date.getMonth(), locale)}, ${String(date.getDate()).padStart(2, '0')} ${date.getFullYear()}`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

/** A date in the current language, as the locale writes it ("24 December 2026", "24 Disamba, 2026"). */
export const formatDate = (value: string | Date, locale = currentLocale()): string => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
};

/** A whole number with the locale's grouping ("12,500"). */
export const formatNumber = (value: number, locale = currentLocale()): string =>
  new Intl.NumberFormat(locale).format(value);

/** An amount of money in its currency, naira by default ("₦12,500.00"). */
export const formatMoney = (amount: number, currency = 'NGN', locale = currentLocale()): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

/** Cut at `limit` characters and add "..." when anything was cut. */
export const truncate = (text: string, limit: number): string =>
  text.length > limit ? `${text.slice(0, limit)}...` : text;

/** Initials of a name, for the avatar when there is no photo. */
export const initialsOf = (first?: string | null, last?: string | null): string =>
  `${first?.trim()?.[0] ?? ''}${last?.trim()?.[0] ?? ''}`.toUpperCase();
