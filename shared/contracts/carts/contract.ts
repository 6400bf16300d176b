/**
 * The signed-in consumer's server cart and the coupons it takes: admins manage those coupons here too, at
 * /v1/orders/coupons (their paths since coupon management began; docs/decisions.md, "Coupon admin in the carts
 * function").
 */
import { answer, created, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { Page } from '../http.js';
import type { CouponDefinition } from '../orders/entities.js';
import type { Cart, CartSummary, CartValidation } from './entities.js';

export interface CartAnswer {
  cart: Cart;
}
export interface CouponAnswer {
  coupon: CouponDefinition;
}
export interface CouponPage extends Page {
  coupons: CouponDefinition[];
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

/** The answer of every call that changes the cart: the cart as it is now. */
const CART = answer<CartAnswer>({ cart: 'required' });

/** The answer of a call about one coupon: the coupon as it is now. */
const COUPON = answer<CouponAnswer>({ coupon: 'required' });

export const cartsContract = defineContract('carts', '/v1/carts', schemas, (route) => ({
  /** The consumer's cart (404 when empty; ours: `allowEmpty=true` answers the empty cart instead). */
  get: route.get('/v1/carts', 'consumer', CART, (s) => ({
    query: s.cartGetQuery,
  })),
  /** Item count and total. */
  summary: route.get(
    '/v1/carts/summary',
    'consumer',
    answer<{ summary: CartSummary }>({ summary: 'required' }),
  ),
  /** Add a product. */
  addItem: route.post('/v1/carts/items', 'consumer', CART, (s) => ({
    body: { schema: s.cartAddItemSchema, codes: s.cartAddItemFieldCodes },
  })),
  /** Change an item quantity (0 removes it). */
  updateItem: route.put('/v1/carts/items/{itemId}', 'consumer', CART, (s) => ({
    params: s.cartItemPath,
    body: { schema: s.cartUpdateItemSchema, codes: s.cartUpdateItemFieldCodes },
  })),
  /** Remove an item. */
  removeItem: route.delete('/v1/carts/items/{itemId}', 'consumer', CART, (s) => ({ params: s.cartItemPath })),
  /** Empty the cart. */
  clear: route.delete('/v1/carts/items', 'consumer', CART),
  /** Check stock and prices before checkout. */
  validate: route.post(
    '/v1/carts/validate',
    'consumer',
    answer<CartValidation>({ valid: 'required', issues: 'required', cart: 'required' }),
  ),
  /** Apply a coupon. */
  applyCoupon: route.post('/v1/carts/coupon', 'consumer', CART, (s) => ({
    body: { schema: s.couponSchema, codes: s.couponFieldCodes },
  })),
  /** Remove the coupon. */
  removeCoupon: route.delete('/v1/carts/coupon', 'consumer', CART),
  /** Every coupon (beyond the original API: coupon management). */
  couponsList: route.get(
    '/v1/orders/coupons',
    'admin',
    answer<CouponPage>({ coupons: 'required', nextToken: 'required' }),
    (s) => ({ query: s.couponListQuery }),
  ),
  /** Create a coupon (beyond the original API). */
  couponsCreate: route.post('/v1/orders/coupons', 'admin', created(COUPON), (s) => ({
    body: s.couponCreateSchema,
  })),
  /** Activate or deactivate a coupon (beyond the original API). */
  couponsUpdate: route.patch('/v1/orders/coupons/{code}', 'admin', COUPON, (s) => ({
    params: s.couponCodeParams,
    body: s.couponUpdateSchema,
  })),
}));

export type CartsEndpoints = typeof cartsContract.endpoints;
