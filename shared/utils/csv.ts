/**
 * CSV files the shop hands out (the users export, the farms' payouts), written the way a Spanish spreadsheet
 * opens them with a double click: separated by semicolons, numbers with a decimal comma (1234,50), UTF-8 with
 * a byte order mark so the accents survive, RFC 4180 otherwise (CRLF, a cell quoted when it holds the
 * separator, a quote, a line break or a space at either end). A text cell that starts like a formula (=, +, -,
 * @, a tab or a carriage return) gets a leading apostrophe, so a name typed by a user never runs as a formula.
 */
import { toCents } from './money.js';

export const CSV_BOM = '\uFEFF';

/** The separator of a Spanish spreadsheet (its decimal mark is the comma). */
export const CSV_SEPARATOR = ';';

export type CsvCell = string | number | boolean | null | undefined;

/** A number as a Spanish spreadsheet reads it: a decimal comma, no grouping (12.5 -> "12,5", 1234 -> "1234"). */
export function csvNumber(value: number): string {
  return String(value).replace('.', ',');
}

/** An amount of euros with its two decimals: 1234.5 -> "1234,50" (through whole cents, never 0.1 + 0.2). */
export function csvAmount(euros: number): string {
  const cents = toCents(euros);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}

/** One CSV cell: empty for null/undefined, a number with its decimal comma, quoted when it needs to be. */
export function csvCell(value: CsvCell, separator = CSV_SEPARATOR): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? csvNumber(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  const needsQuotes = /["\r\n]|^\s|\s$/.test(text) || text.includes(separator);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText(rows: readonly (readonly CsvCell[])[], separator = CSV_SEPARATOR): string {
  const lines = rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
