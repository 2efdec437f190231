const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const monthName = (index: number): string => MONTHS[index] ?? '';
export const MONTH_OPTIONS = MONTHS.map((name, index) => ({ value: String(index + 1).padStart(2, '0'), label: name }));

/** Article dates read like "March, 05 2023". */
export function formatArticleDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${monthName(date.getMonth())}, ${String(date.getDate()).padStart(2, '0')} ${date.getFullYear()}`;
}

/** Cut at `limit` characters and add "..." when anything was cut. */
export const truncate = (text: string, limit: number): string =>
  text.length > limit ? `${text.slice(0, limit)}...` : text;

/** Initials of a name, for the avatar when there is no photo. */
export const initialsOf = (first?: string | null, last?: string | null): string =>
  `${first?.trim()?.[0] ?? ''}${last?.trim()?.[0] ?? ''}`.toUpperCase();
