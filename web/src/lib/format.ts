import { LOCALE } from '../../../shared/constants/locale.js';

/** One shop-wide currency (CURRENCY, euros); the same formatter the services' pages use. */
export { formatCount, formatPrice } from '../../../shared/utils/money.js';

/**
 * The date formatters are made the first time one is used, not when this module loads: the first Intl object
 * of a page costs the locale's data (shared/utils/money.ts), and the storefront's first pages show no date.
 */
let date: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

export function formatDate(value: string | Date): string {
  const parsed = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(parsed.getTime())) return '';
  date ??= new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
  return date.format(parsed);
}

/**
 * "22 nov 2026": a date in a table's column, where a month written out would take two lines; its spaces do not
 * break (U+00A0), so the column keeps it on one line.
 */
let shortDate: Intl.DateTimeFormat | undefined;
export function formatShortDate(value: string | Date): string {
  const parsed = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(parsed.getTime())) return '';
  shortDate ??= new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
  return shortDate.format(parsed).replace(/\s/g, '\u00a0');
}

/** "22 nov 2026, 18:48": a date with its time (notifications, messages). */
export function formatDateTime(value: string | Date): string {
  const parsed = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(parsed.getTime())) return '';
  dateTime ??= new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dateTime.format(parsed);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A whole day (YYYY-MM-DD) that exists in the calendar, else '' (list filters and URLs; UTC days). */
export function cleanDay(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!DAY.test(text)) return '';
  const parsed = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text ? text : '';
}
