import { currentLocale } from './i18n';

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
