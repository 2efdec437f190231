/**
 * CSV for the console's exports. Spreadsheets run a cell that starts with `=`, `+`, `-` or `@` (and some a tab or
 * CR before one) as a formula, so such text cells are prefixed with `'` and read as text; numbers stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** `{ reporter: { id, name } }` → `reporter.id`, `reporter.name`; lists stay one cell (as JSON). */
const flatten = (row: unknown, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> => {
  for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
    const column = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, column, into);
    else into[column] = value;
  }
  return into;
};

/** Rows as the list shows them, one column per field (in the order they first appear), CRLF line ends. */
export const toCsv = (rows: readonly unknown[]): string => {
  const flat = rows.map((row) => flatten(row));
  const seen = [...new Set(flat.flatMap((row) => Object.keys(row)))];
  // A relation empty in one row (null) and filled in another is the filled one's columns.
  const columns = seen.filter((column) => !seen.some((other) => other.startsWith(`${column}.`)));
  const lines = [columns.map(csvCell).join(','), ...flat.map((row) => columns.map((c) => csvCell(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
};
