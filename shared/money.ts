/** Money and counts as the shop shows them (ARCHITECTURE.md section 7): one currency, Spanish formatting. */
import { CURRENCY, LOCALE } from './constants.js';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
const count = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: true });

/** "6,90 €", "1234,56 €", "99.999,99 €" (Spanish groups thousands from five digits). */
export function formatPrice(amount: number): string {
  return money.format(amount);
}

/** A whole number: "120", "999.999". */
export function formatCount(value: number): string {
  return count.format(value);
}
