import { LOCALE } from '../../../shared/constants.js';

/** One shop-wide currency (ARCHITECTURE.md section 7); the same formatter the services' pages use. */
export { formatCount, formatPrice } from '../../../shared/money.js';

const date = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

export function formatDate(value: string | Date): string {
  const parsed = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(parsed.getTime()) ? '' : date.format(parsed);
}
