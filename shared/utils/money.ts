/**
 * Money: amounts travel as numbers with two decimals and are computed in whole cents, so sums, discounts and
 * their shares never drift (0.1 + 0.2 is 30 cents, not 0.30000000000000004). One rounding rule everywhere:
 * half away from zero on the cent, after removing binary noise (1.005 -> 1.01).
 */
import { CURRENCY, LOCALE } from '../constants/locale.js';

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

/** Intl's formatter, made the first time one is needed (below). */
let intlMoney: Intl.NumberFormat | undefined;
let intlCount: Intl.NumberFormat | undefined;

/** Thousands of a string of digits separated with dots, as Spanish writes them ("12.345"). */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * A magnitude in whole units of its `digits`-th decimal as Intl rounds it: half away from zero on the number's
 * shortest decimal form (String(1.005) is "1.005", so 101 cents, although the binary value is a little under
 * 1.005).
 */
function intlUnits(magnitude: number, digits: number): number {
  const text = String(magnitude);
  if (text.includes('e')) return 0; // below 1e-6 (the callers keep larger amounts away from exponents)
  const [whole = '0', decimals = ''] = text.split('.');
  const units = Number(whole) * 10 ** digits + Number(decimals.slice(0, digits).padEnd(digits, '0'));
  return (decimals[digits] ?? '0') >= '5' ? units + 1 : units;
}

/** Whole cents of an amount's magnitude as Intl rounds it (intlUnits). */
const intlCents = (magnitude: number): number => intlUnits(magnitude, 2);

/**
 * An amount as the shop shows it ('30,00 €', '1234,50 €', '12.345,00 €'): exactly what
 * Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }) writes (money.test.ts compares them), but
 * without Intl for every finite amount below 10^13. Why: the first Intl object a page makes loads the
 * locale's data, about 110 ms of main thread on a throttled phone (Lighthouse's 4x CPU), which held up the
 * storefront's first pages (docs/performance.md). Spanish groups thousands in amounts of five
 * digits or more only.
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e13) {
    intlMoney ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
    return intlMoney.format(amount);
  }
  const cents = intlCents(Math.abs(amount));
  const whole = String(Math.floor(cents / 100));
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${whole.length >= 5 ? groupThousands(whole) : whole},${String(cents % 100).padStart(2, '0')}\u00a0€`;
}

/** The storefront's name for the same formatter (web/src/lib/format.ts, shared/utils/meta.ts, number-input.ts). */
export const formatPrice = formatMoney;

/** A whole number: "120", "999.999" (Intl's, made on first use: see formatMoney). */
export function formatCount(value: number): string {
  intlCount ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: true });
  return intlCount.format(value);
}

/**
 * A figure with at most one decimal, as Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }) writes it for
 * values below 1,000 ("4,5", "4", "0,3"; `fixed`: always one decimal, "4,0"), without Intl: the stars of every
 * product card say their average with it, and an Intl object per card held up the catalog's first view
 * (formatMoney says why). Larger or non-finite values go through Intl.
 */
export function formatTenths(value: number, { fixed = false }: { fixed?: boolean } = {}): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1_000) {
    const digits = fixed ? 1 : 0;
    return new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: 1 }).format(
      value,
    );
  }
  const tenths = intlUnits(Math.abs(value), 1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const rest = tenths % 10;
  return `${sign}${Math.floor(tenths / 10)}${rest > 0 || fixed ? `,${rest}` : ''}`;
}
