/** A cell of a downloaded table: text, a number, or nothing. */
export type CsvCell = string | number | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (or, after a tab or CR, start a new one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180 quoting), made inert for spreadsheets: text starting like a formula gets a leading `'`
 * (OWASP's advice), so a name such as `=HYPERLINK(...)` is shown, never run. Numbers are written as numbers.
 */
export const csvCell = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A table as CSV: a header row, then one line per row, CRLF-separated as RFC 4180 says. */
export const toCsv = (columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Hands `csv` to the browser as a file download named `fileName`. */
export const downloadCsv = (fileName: string, csv: string) => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
