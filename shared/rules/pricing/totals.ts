/**
 * An order's money, exact in cents (pure; checkout, the cart and the web use the same rule):
 *
 *   - each line: subtotal = unit price x quantity (IVA included);
 *   - the coupon's discount is spread over the lines in proportion to their subtotals (largest remainder), so
 *     over the IVA rates in proportion too;
 *   - each farm's shipping is spread over that farm's lines in proportion to what is paid for them, and so
 *     takes their rates (an accessory service follows the rate of the goods it goes with: Ley 37/1992 art.
 *     79.Dos);
 *   - line total = subtotal - discount + shipping; its base = round(total / (1 + rate)) computed for the goods
 *     and the shipping part separately (so an invoice can show both), its IVA = total - base;
 *   - the breakdown per rate sums the lines' bases and IVA, so base + IVA over the breakdown is the total to
 *     the cent.
 *
 * Outside the IVA territory (Canarias, Ceuta, Melilla, when the shop serves them) the delivery is exempt: every
 * line is rate 0 and its base is its total.
 */
import { fromCents, splitProportionally } from '../../utils/money.js';
import type { MoneyTotals } from './entities.js';
import type { TaxRate } from './tax-rates.js';

export interface PricedLineInput {
  producerId: string;
  /** Unit price in cents, IVA included. */
  unitCents: number;
  quantity: number;
  taxRate: TaxRate;
}

export interface PricedLine {
  producerId: string;
  /** The rate applied: the product's, or 0 when the delivery is exempt. */
  taxRate: number;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  /** Base and IVA of the whole line; `goods` and `shippingPart` are the same split for each part. */
  base: number;
  tax: number;
  goods: { base: number; tax: number };
  shippingPart: { base: number; tax: number };
}

export interface TaxLine {
  rate: number;
  base: number;
  tax: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  itemsTotal: number;
  shippingTotal: number;
  discountTotal: number;
  total: number;
  taxBreakdown: TaxLine[];
}

/** Base and IVA of an IVA-included amount (cents). */
export function splitIncluded(totalCents: number, rate: number): { base: number; tax: number } {
  const base = Math.round((totalCents * 100) / (100 + rate));
  return { base, tax: totalCents - base };
}

/** The breakdown per rate of some priced lines, lowest rate first. */
export function breakdownOf(lines: readonly Pick<PricedLine, 'taxRate' | 'base' | 'tax'>[]): TaxLine[] {
  const byRate = new Map<number, TaxLine>();
  for (const line of lines) {
    const entry = byRate.get(line.taxRate) ?? { rate: line.taxRate, base: 0, tax: 0 };
    entry.base += line.base;
    entry.tax += line.tax;
    byRate.set(line.taxRate, entry);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

const sum = (values: readonly number[]): number => values.reduce((acc, value) => acc + value, 0);

/**
 * Prices an order: `discountCents` off the goods, `shippingByProducer` (cents) per farm, all in cents.
 * A farm in `shippingByProducer` without lines is ignored.
 */
export function priceOrder(input: {
  lines: readonly PricedLineInput[];
  discountCents: number;
  shippingByProducer: Readonly<Record<string, number>>;
  exempt?: boolean;
}): PricedOrder {
  const subtotals = input.lines.map((line) => line.unitCents * line.quantity);
  const itemsTotal = sum(subtotals);
  const discountTotal = Math.min(Math.max(0, input.discountCents), itemsTotal);
  const discounts = splitProportionally(discountTotal, subtotals);
  const shippings = input.lines.map(() => 0);
  const producers = [...new Set(input.lines.map((line) => line.producerId))];
  for (const producerId of producers) {
    const indexes = input.lines.flatMap((line, index) => (line.producerId === producerId ? [index] : []));
    const fee = Math.max(0, input.shippingByProducer[producerId] ?? 0);
    const paid = indexes.map((index) => (subtotals[index] as number) - (discounts[index] as number));
    // Lines paid nothing (a coupon took all): the fee still goes somewhere, spread by their subtotals.
    const weights = sum(paid) > 0 ? paid : indexes.map((index) => Math.max(1, subtotals[index] as number));
    splitProportionally(fee, weights).forEach((share, position) => {
      shippings[indexes[position] as number] = share;
    });
  }
  const lines = input.lines.map((line, index): PricedLine => {
    const subtotal = subtotals[index] as number;
    const discount = discounts[index] as number;
    const shipping = shippings[index] as number;
    const rate = input.exempt ? 0 : line.taxRate;
    const goods = splitIncluded(subtotal - discount, rate);
    const shippingPart = splitIncluded(shipping, rate);
    return {
      producerId: line.producerId,
      taxRate: rate,
      subtotal,
      discount,
      shipping,
      total: subtotal - discount + shipping,
      base: goods.base + shippingPart.base,
      tax: goods.tax + shippingPart.tax,
      goods,
      shippingPart,
    };
  });
  const shippingTotal = sum(shippings);
  return {
    lines,
    itemsTotal,
    shippingTotal,
    discountTotal,
    total: itemsTotal - discountTotal + shippingTotal,
    taxBreakdown: breakdownOf(lines),
  };
}

/** A priced order's totals in euros (what the cart, the checkout and its review answer; totalPrice apart). */
export const moneyTotalsOf = (priced: PricedOrder): MoneyTotals => ({
  itemsTotal: fromCents(priced.itemsTotal),
  shippingTotal: fromCents(priced.shippingTotal),
  discountTotal: fromCents(priced.discountTotal),
  taxBreakdown: priced.taxBreakdown.map((entry) => ({
    rate: entry.rate,
    base: fromCents(entry.base),
    tax: fromCents(entry.tax),
  })),
});
