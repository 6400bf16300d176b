/**
 * GET /v1/carts (404 when there is no cart or it has no lines; with our optional `allowEmpty=true`, 200 and a
 * cart without lines) and GET /v1/carts/summary.
 */
import { CART_MESSAGES } from '../../shared/messages/cart.js';
import { type CartSummary } from '../../shared/contracts/carts/entities.js';
import { newCart, readCart } from './cart-store.js';
import { cartAnswer, unitsOf } from './cart-view.js';
import { notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { CartsEndpoints } from '../../shared/contracts/carts/contract.js';
import { consumerId } from './caller.js';

export const getCart: Handler<CartsEndpoints['get']> = async ({ principal, query }) => {
  const userId = consumerId(principal);
  const cart = await readCart(userId);
  if (!cart || cart.items.length === 0) {
    if (!query.allowEmpty) throw notFound(CART_MESSAGES.empty);
    // Ours: the empty cart as a later add would start it (nothing is written by a read).
    return { data: { cart: await cartAnswer(cart ?? newCart(userId, new Date())) } };
  }
  return { data: { cart: await cartAnswer(cart) } };
};

export const getCartSummary: Handler<CartsEndpoints['summary']> = async ({ principal }) => {
  const cart = await readCart(consumerId(principal));
  if (!cart || cart.items.length === 0) {
    const summary: CartSummary = { itemCount: 0, total: 0, hasItems: false };
    return { data: { summary } };
  }
  const answer = await cartAnswer(cart);
  const summary: CartSummary = {
    itemCount: unitsOf(cart.items),
    total: answer.totalPrice,
    hasItems: true,
  };
  return { data: { summary } };
};
