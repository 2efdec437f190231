/**
 * One cell of a CSV export (RFC 4180 quoting), shared by the API's list exports and the console's chart downloads.
 * Spreadsheets run a cell that starts with `=`, `+`, `-` or `@` (and some a tab or CR before one) as a formula, so
 * such text cells are prefixed with `'` and read as text; numbers stay numbers (a number that is not finite is empty).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
