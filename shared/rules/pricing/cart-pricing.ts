/**
 * A cart (or the lines of a checkout) priced with its farms' shipping: each farm's shipping follows its terms
 * from the farm's lines before the coupon (free from its threshold, nothing when collected at the farm), then
 * priceOrder spreads the discount and the shipping over the lines and rates. Pure: the cart answer, checkout
 * and the checkout page compute the same figures.
 */
import { toCents } from '../../utils/money.js';
import { farmShippingCents, type DeliveryMode, type ShippingTerms } from './shipping.js';
import { priceOrder, type PricedOrder } from './totals.js';
import { taxRateOf } from './tax-rates.js';

export interface CartPricingLine {
  producerId: string;
  producerName?: string;
  /** Unit price, IVA included (euros). */
  price: number;
  quantity: number;
  /** The product's IVA rate (a missing one reads as the default). */
  taxRate?: number;
}

export interface FarmPricing {
  producerId: string;
  producerName?: string;
  terms: ShippingTerms;
  mode: DeliveryMode;
  /** The farm's lines before the coupon, in cents. */
  itemsCents: number;
  shippingCents: number;
}

export interface CartPricing {
  priced: PricedOrder;
  /** In the order of their first line. */
  farms: FarmPricing[];
}

export function priceCart(input: {
  lines: readonly CartPricingLine[];
  discountCents: number;
  /** The terms of each farm of the lines (a farm missing here pays nothing for shipping). */
  terms: ReadonlyMap<string, ShippingTerms>;
  /** Farms whose lines are collected there (ignored for a farm without pickup). */
  pickupFrom?: ReadonlySet<string>;
  exempt?: boolean;
}): CartPricing {
  const farms: FarmPricing[] = [];
  for (const line of input.lines) {
    let farm = farms.find((entry) => entry.producerId === line.producerId);
    if (!farm) {
      const terms = input.terms.get(line.producerId) ?? { flatFee: 0, freeFrom: null, pickup: null };
      farm = {
        producerId: line.producerId,
        ...(line.producerName ? { producerName: line.producerName } : {}),
        terms,
        mode: input.pickupFrom?.has(line.producerId) && terms.pickup ? 'pickup' : 'delivery',
        itemsCents: 0,
        shippingCents: 0,
      };
      farms.push(farm);
    }
    farm.itemsCents += toCents(line.price) * line.quantity;
  }
  for (const farm of farms) farm.shippingCents = farmShippingCents(farm.terms, farm.itemsCents, farm.mode);
  const priced = priceOrder({
    lines: input.lines.map((line) => ({
      producerId: line.producerId,
      unitCents: toCents(line.price),
      quantity: line.quantity,
      taxRate: taxRateOf(line.taxRate),
    })),
    discountCents: input.discountCents,
    shippingByProducer: Object.fromEntries(farms.map((farm) => [farm.producerId, farm.shippingCents])),
    ...(input.exempt ? { exempt: true } : {}),
  });
  return { priced, farms };
}
