import { csvCell } from '@app/domain';

/** A cell of a downloaded table: text, a number, or nothing. */
export type CsvCell = string | number | null | undefined;

/**
 * A table as CSV: a header row, then one CRLF line per row, each cell made inert for spreadsheets by the one
 * `csvCell` the API's exports use too.
 */
export const toCsv = (columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
