/**
 * Money: amounts travel as numbers with two decimals and are computed in whole cents, so sums, discounts and
 * their shares never drift (0.1 + 0.2 is 30 cents, not 0.30000000000000004). One rounding rule everywhere:
 * half away from zero on the cent, after removing binary noise (1.005 -> 1.01).
 */
import { CURRENCY, LOCALE } from './constants.js';

/** Whole cents of an amount (1.005 -> 101, 6.9 -> 690). */
export function toCents(amount: number): number {
  const cents = amount * 100;
  return Math.sign(cents) * Math.round(Math.abs(cents) * (1 + Number.EPSILON));
}

/** The amount of a number of whole cents (690 -> 6.9). */
export const fromCents = (cents: number): number => Math.round(cents) / 100;

/** An amount rounded to the cent. */
export const roundMoney = (amount: number): number => fromCents(toCents(amount));

/** Cents of `quantity` units at `unitPrice`. */
export const lineCents = (unitPrice: number, quantity: number): number => toCents(unitPrice) * quantity;

/**
 * Splits `totalCents` across parts in proportion to `weights` (largest remainder): every part is a whole
 * number of cents and the parts add up exactly to the total. Ties go to the earlier part.
 */
export function splitProportionally(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (weights.length === 0) return [];
  if (sum <= 0 || totalCents === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (totalCents * weight) / sum);
  const parts = exact.map((value) => Math.floor(value));
  let left = totalCents - parts.reduce((acc, part) => acc + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; left > 0 && order.length > 0; i = (i + 1) % order.length, left -= 1) {
    const target = order[i] as { index: number };
    parts[target.index] = (parts[target.index] as number) + 1;
  }
  return parts;
}

const formatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** An amount as the shop shows it ('30,00 €'). */
export const formatMoney = (amount: number): string => formatter.format(amount);

/** The storefront's name for the same formatter (web/src/lib/format.ts, shared/meta.ts, number-input.ts). */
export const formatPrice = formatMoney;

const count = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: true });

/** A whole number: "120", "999.999". */
export function formatCount(value: number): string {
  return count.format(value);
}
