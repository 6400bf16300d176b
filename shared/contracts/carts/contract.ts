/** The signed-in consumer's server cart. */
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { Cart, CartSummary, CartValidation } from './entities.js';

export interface CartAnswer {
  cart: Cart;
}

export const cartsContract = defineContract({
  domain: 'carts',
  basePath: '/v1/carts',
  schemas: schemasOf<typeof Schemas>(),
  endpoints: {
    get: {
      method: 'GET',
      path: '/v1/carts',
      access: 'consumer',
      summary: "The consumer's cart (404 when empty)",
      answer: answer<CartAnswer>(),
    },
    summary: {
      method: 'GET',
      path: '/v1/carts/summary',
      access: 'consumer',
      summary: 'Item count and total',
      answer: answer<{ summary: CartSummary }>(),
    },
    addItem: {
      method: 'POST',
      path: '/v1/carts/items',
      access: 'consumer',
      summary: 'Add a product',
      input: (s) => ({ body: { schema: s.cartAddItemSchema, codes: s.cartAddItemFieldCodes } }),
      answer: answer<CartAnswer>(),
    },
    updateItem: {
      method: 'PUT',
      path: '/v1/carts/items/{itemId}',
      access: 'consumer',
      summary: 'Change an item quantity (0 removes it)',
      input: (s) => ({
        params: { schema: s.cartItemParams, codes: s.cartItemFieldCodes },
        body: { schema: s.cartUpdateItemSchema, codes: s.cartUpdateItemFieldCodes },
      }),
      answer: answer<CartAnswer>(),
    },
    removeItem: {
      method: 'DELETE',
      path: '/v1/carts/items/{itemId}',
      access: 'consumer',
      summary: 'Remove an item',
      input: (s) => ({ params: { schema: s.cartItemParams, codes: s.cartItemFieldCodes } }),
      answer: answer<CartAnswer>(),
    },
    clear: {
      method: 'DELETE',
      path: '/v1/carts/items',
      access: 'consumer',
      summary: 'Empty the cart',
      answer: answer<CartAnswer>(),
    },
    validate: {
      method: 'POST',
      path: '/v1/carts/validate',
      access: 'consumer',
      summary: 'Check stock and prices before checkout',
      answer: answer<CartValidation>(),
    },
    applyCoupon: {
      method: 'POST',
      path: '/v1/carts/coupon',
      access: 'consumer',
      summary: 'Apply a coupon',
      input: (s) => ({ body: { schema: s.couponSchema, codes: s.couponFieldCodes } }),
      answer: answer<CartAnswer>(),
    },
    removeCoupon: {
      method: 'DELETE',
      path: '/v1/carts/coupon',
      access: 'consumer',
      summary: 'Remove the coupon',
      answer: answer<CartAnswer>(),
    },
  },
});

export type CartsEndpoints = typeof cartsContract.endpoints;
