/** The signed-in consumer's server cart. */
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { Cart, CartSummary, CartValidation } from './entities.js';

export interface CartAnswer {
  cart: Cart;
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

export const cartsContract = defineContract('carts', '/v1/carts', schemas, (route) => ({
  /** The consumer's cart (404 when empty). */
  get: route.get('/v1/carts', 'consumer', answer<CartAnswer>()),
  /** Item count and total. */
  summary: route.get('/v1/carts/summary', 'consumer', answer<{ summary: CartSummary }>()),
  /** Add a product. */
  addItem: route.post('/v1/carts/items', 'consumer', answer<CartAnswer>(), (s) => ({
    body: { schema: s.cartAddItemSchema, codes: s.cartAddItemFieldCodes },
  })),
  /** Change an item quantity (0 removes it). */
  updateItem: route.put('/v1/carts/items/{itemId}', 'consumer', answer<CartAnswer>(), (s) => ({
    params: s.cartItemPath,
    body: { schema: s.cartUpdateItemSchema, codes: s.cartUpdateItemFieldCodes },
  })),
  /** Remove an item. */
  removeItem: route.delete('/v1/carts/items/{itemId}', 'consumer', answer<CartAnswer>(), (s) => ({
    params: s.cartItemPath,
  })),
  /** Empty the cart. */
  clear: route.delete('/v1/carts/items', 'consumer', answer<CartAnswer>()),
  /** Check stock and prices before checkout. */
  validate: route.post('/v1/carts/validate', 'consumer', answer<CartValidation>()),
  /** Apply a coupon. */
  applyCoupon: route.post('/v1/carts/coupon', 'consumer', answer<CartAnswer>(), (s) => ({
    body: { schema: s.couponSchema, codes: s.couponFieldCodes },
  })),
  /** Remove the coupon. */
  removeCoupon: route.delete('/v1/carts/coupon', 'consumer', answer<CartAnswer>()),
}));

export type CartsEndpoints = typeof cartsContract.endpoints;
