import { LOCALE } from '../../../shared/constants.js';

/** One shop-wide currency (ARCHITECTURE.md section 7); the same formatter the services' pages use. */
export { formatCount, formatPrice } from '../../../shared/money.js';

const date = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

export function formatDate(value: string | Date): string {
  const parsed = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(parsed.getTime()) ? '' : date.format(parsed);
}

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "22 nov 2026, 18:48": a date with its time (notifications, messages). */
export function formatDateTime(value: string | Date): string {
  const parsed = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(parsed.getTime()) ? '' : dateTime.format(parsed);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A whole day (YYYY-MM-DD) that exists in the calendar, else '' (list filters and URLs; UTC days). */
export function cleanDay(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!DAY.test(text)) return '';
  const parsed = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text ? text : '';
}
