/**
 * POST /v1/carts/coupon {couponCode} and DELETE /v1/carts/coupon. A coupon is applied only when it applies
 * now (422 with the reason otherwise); once on the cart it is re-checked on every answer (cart-view.ts).
 */
import { CART_MESSAGES } from '../../shared/messages/cart.js';
import { COUPON_MESSAGES } from '../../shared/messages/coupon.js';
import { changeCart, readCart } from './cart-store.js';
import { cartAnswer, subtotalCentsOf } from './cart-view.js';
import { checkCoupon, customerUseOf, readCoupon } from './coupons.js';
import { notFound, unprocessable } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { CartsEndpoints } from '../../shared/contracts/carts/contract.js';
import { consumerId } from './caller.js';

const refuse = (message: string) =>
  unprocessable(message, [{ field: 'couponCode', message }]).withCode('INVALID_COUPON_CODE');

export const applyCoupon: Handler<CartsEndpoints['applyCoupon']> = async ({ principal, body }) => {
  const userId = consumerId(principal);
  const code = body.couponCode;
  const [cart, definition] = await Promise.all([readCart(userId), readCoupon(code)]);
  if (!cart || cart.items.length === 0) throw notFound(COUPON_MESSAGES.noCart);
  if (!definition) throw refuse(COUPON_MESSAGES.unknown(code));
  const usedInOrder = definition.oncePerCustomer ? await customerUseOf(code, userId) : null;
  const updated = await changeCart(userId, (current, now) => {
    if (!current || current.items.length === 0) throw notFound(COUPON_MESSAGES.noCart);
    const check = checkCoupon(definition, {
      subtotalCents: subtotalCentsOf(current.items),
      now,
      usedInOrder,
    });
    if (check.problem) throw refuse(check.problem);
    return { ...current, couponCode: definition.code };
  });
  return { message: COUPON_MESSAGES.applied(code), data: { cart: await cartAnswer(updated) } };
};

export const removeCoupon: Handler<CartsEndpoints['removeCoupon']> = async ({ principal }) => {
  const updated = await changeCart(consumerId(principal), (current) => {
    if (!current) throw notFound(CART_MESSAGES.empty);
    const { couponCode: _removed, ...rest } = current;
    return rest;
  });
  return { message: COUPON_MESSAGES.removed, data: { cart: await cartAnswer(updated) } };
};
