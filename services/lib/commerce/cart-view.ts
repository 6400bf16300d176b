/**
 * The Cart the API answers: the stored lines, their subtotal at cart prices, the coupon re-checked against
 * this subtotal now, and the total to pay. Used by every cart answer and by checkout, so both compute the same
 * figures.
 */
import { type Cart, type CartItem } from '../../../shared/contracts/carts/entities.js';
import { fromCents, lineCents } from '../../../shared/money.js';
import type { StoredCart } from './cart-store.js';
import { checkCoupon, couponView, customerUseOf, readCoupon, type CouponCheck } from './coupons.js';
import type { CouponDefinition } from '../../../shared/contracts/orders/entities.js';

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

export function toCart(cart: StoredCart, coupon: CartCoupon | null): Cart {
  const subtotal = subtotalCentsOf(cart.items);
  const discount = coupon ? coupon.check.discountCents : 0;
  return {
    id: cart.id,
    userId: cart.userId,
    items: cart.items,
    totalPrice: fromCents(subtotal - discount),
    subtotal: fromCents(subtotal),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    ...(coupon ? { coupon: couponView(coupon.definition, coupon.check) } : {}),
  };
}

/** Reads the cart's coupon and answers the Cart. */
export async function cartAnswer(cart: StoredCart, now: Date = new Date()): Promise<Cart> {
  return toCart(cart, await loadCartCoupon(cart, now));
}
