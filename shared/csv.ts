/**
 * CSV files the shop hands out (the users export, the farms' payouts): RFC 4180 (CRLF, quoted where needed) in
 * UTF-8 with a byte order mark so spreadsheet programs keep the accents, comma-separated by default (`;` for the
 * files a Spanish spreadsheet opens with decimal commas). A cell that starts like a formula (=, +, -, @) gets a
 * leading apostrophe, so a name typed by a user is never run as a formula.
 */
export const CSV_BOM = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined;

/** One CSV cell: empty for null/undefined, quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: CsvCell, separator = ','): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  const needsQuotes = /["\r\n]|^\s|\s$/.test(text) || text.includes(separator);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText(rows: readonly (readonly CsvCell[])[], separator = ','): string {
  const lines = rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
