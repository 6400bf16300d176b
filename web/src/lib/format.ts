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
