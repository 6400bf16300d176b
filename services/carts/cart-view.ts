/**
 * The Cart the API answers: the stored lines, their subtotal at cart prices, the coupon re-checked against
 * this subtotal now, each farm's shipping (delivered: the checkout may turn a farm to pickup) and the total
 * to pay with its IVA per rate. Used by every cart answer; checkout prices with the same rule
 * (shared/rules/pricing/cart-pricing.ts).
 */
import { type Cart, type CartItem } from '../../shared/contracts/carts/entities.js';
import { fromCents, lineCents } from '../../shared/utils/money.js';
import { priceCart, type CartPricingLine } from '../../shared/rules/pricing/cart-pricing.js';
import type { CartFarm } from '../../shared/rules/pricing/entities.js';
import { missingForFreeCents } from '../../shared/rules/pricing/shipping.js';
import { moneyTotalsOf } from '../../shared/rules/pricing/totals.js';
import { dispatchDateFor, nextCutoff, NO_CALENDAR } from '../../shared/rules/calendar/dispatch.js';
import { readFarmDeliveries, termsOf, type FarmDelivery } from '../farms/index.js';
import { readShopShipping } from '../shop/index.js';
import type { StoredCart } from './cart-store.js';
import { checkCoupon, couponView, customerUseOf, readCoupon, type CouponCheck } from './coupons.js';
import type { CouponDefinition } from '../../shared/contracts/orders/entities.js';

export const subtotalCentsOf = (items: readonly CartItem[]): number =>
  items.reduce((sum, item) => sum + lineCents(item.price, item.quantity), 0);

export const unitsOf = (items: readonly CartItem[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);

export interface CartCoupon {
  definition: CouponDefinition;
  check: CouponCheck;
}

/**
 * The cart's coupon checked against its subtotal now; null when the cart has no coupon or its code no longer
 * exists (a deleted coupon simply disappears from the cart).
 */
export async function loadCartCoupon(cart: StoredCart, now: Date): Promise<CartCoupon | null> {
  if (!cart.couponCode) return null;
  const definition = await readCoupon(cart.couponCode);
  if (!definition) return null;
  const usedInOrder = definition.oncePerCustomer ? await customerUseOf(definition.code, cart.userId) : null;
  return {
    definition,
    check: checkCoupon(definition, { subtotalCents: subtotalCentsOf(cart.items), now, usedInOrder }),
  };
}

/** The pricing line of a cart line (its farm and IVA rate from the line's product snapshot). */
export const pricingLineOf = (item: CartItem): CartPricingLine => ({
  producerId: item.product.producerId,
  ...(item.product.producerName ? { producerName: item.product.producerName } : {}),
  price: item.price,
  quantity: item.quantity,
  ...(item.product.taxRate !== undefined ? { taxRate: item.product.taxRate } : {}),
});

const farmIdsOf = (items: readonly CartItem[]): string[] => [
  ...new Set(items.map((item) => item.product.producerId)),
];

/**
 * Each line with the date it would leave its farm if ordered now (issue 32: the farm's calendar, a pre-order's
 * ready date from the line's snapshot), and each farm's earliest date and next cut-off.
 */
function dispatchOf(
  items: readonly CartItem[],
  deliveries: ReadonlyMap<string, FarmDelivery>,
  now: Date,
): {
  items: CartItem[];
  farms: Map<string, { dispatchDate: string; cutoff: Cart['farms'][number]['cutoff'] }>;
} {
  const dated = items.map((item) => ({
    ...item,
    dispatchDate: dispatchDateFor(
      deliveries.get(item.product.producerId)?.calendar ?? NO_CALENDAR,
      now,
      item.product.readyFrom,
    ),
  }));
  const farms = new Map<string, { dispatchDate: string; cutoff: Cart['farms'][number]['cutoff'] }>();
  for (const item of dated) {
    const producerId = item.product.producerId;
    const known = farms.get(producerId);
    if (known) {
      if (item.dispatchDate < known.dispatchDate) known.dispatchDate = item.dispatchDate;
      continue;
    }
    const schedule = deliveries.get(producerId)?.calendar.schedule ?? null;
    const cutoff = schedule ? nextCutoff(schedule, now) : null;
    farms.set(producerId, {
      dispatchDate: item.dispatchDate,
      cutoff: cutoff ? { date: cutoff.date, time: cutoff.time, at: cutoff.at.toISOString() } : null,
    });
  }
  return { items: dated, farms };
}

export function toCart(
  cart: StoredCart,
  coupon: CartCoupon | null,
  deliveries: ReadonlyMap<string, FarmDelivery> = new Map(),
  now: Date = new Date(),
): Cart {
  const subtotal = subtotalCentsOf(cart.items);
  const discount = coupon ? coupon.check.discountCents : 0;
  const { priced, farms } = priceCart({
    lines: cart.items.map(pricingLineOf),
    discountCents: discount,
    terms: termsOf(deliveries),
  });
  const dispatch = dispatchOf(cart.items, deliveries, now);
  return {
    id: cart.id,
    userId: cart.userId,
    items: dispatch.items,
    totalPrice: fromCents(priced.total),
    subtotal: fromCents(subtotal),
    ...moneyTotalsOf(priced),
    farms: farms.map((farm): CartFarm => ({
      producerId: farm.producerId,
      ...(farm.producerName ? { producerName: farm.producerName } : {}),
      itemsTotal: fromCents(farm.itemsCents),
      shipping: fromCents(farm.shippingCents),
      freeShippingFrom: farm.terms.freeFrom,
      missingForFreeShipping: ((missing) => (missing === null ? null : fromCents(missing)))(
        missingForFreeCents(farm.terms, farm.itemsCents),
      ),
      pickup: farm.terms.pickup,
      ...dispatch.farms.get(farm.producerId),
      pickupSlots: (deliveries.get(farm.producerId)?.pickupSlots.length ?? 0) > 0,
    })),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    ...(coupon ? { coupon: couponView(coupon.definition, coupon.check) } : {}),
  };
}

/** The delivery of the cart's farms: shipping terms (their own, or the shop's default), calendar, slots. */
export async function cartFarmDeliveries(cart: StoredCart): Promise<Map<string, FarmDelivery>> {
  const farmIds = farmIdsOf(cart.items);
  if (farmIds.length === 0) return new Map();
  return readFarmDeliveries(farmIds, readShopShipping());
}

/** Reads the cart's coupon and its farms' delivery, and answers the Cart. */
export async function cartAnswer(cart: StoredCart, now: Date = new Date()): Promise<Cart> {
  const [coupon, deliveries] = await Promise.all([loadCartCoupon(cart, now), cartFarmDeliveries(cart)]);
  return toCart(cart, coupon, deliveries, now);
}
