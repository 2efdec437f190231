import { csvCell } from '@app/domain';

/** CSV for the console's exports; each cell made inert for spreadsheets by `csvCell` (libs/domain). */
export { csvCell };

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
