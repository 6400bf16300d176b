/**
 * POST /v1/carts/validate: compares every line with its product now (line-check.ts) and answers
 * {valid, issues, cart}. It never changes the cart: the consumer decides what to do with each issue.
 */
import { CART_MESSAGES } from '../../shared/messages/cart.js';
import { type CartValidation } from '../../shared/contracts/carts/entities.js';
import { readCart } from './cart-store.js';
import { cartAnswer } from './cart-view.js';
import { lineIssues } from './line-check.js';
import { readProducts } from '../products/index.js';
import { notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { CartsEndpoints } from '../../shared/contracts/carts/contract.js';
import { consumerId } from './caller.js';

export const validateCart: Handler<CartsEndpoints['validate']> = async ({ principal }) => {
  const stored = await readCart(consumerId(principal));
  if (!stored || stored.items.length === 0) throw notFound(CART_MESSAGES.empty);
  const [products, cart] = await Promise.all([
    readProducts(stored.items.map((item) => item.productId)),
    cartAnswer(stored),
  ]);
  const issues = lineIssues(stored.items, products);
  const valid = issues.length === 0 && !cart.coupon?.notice;
  const data: CartValidation = { valid, issues, cart };
  return { message: valid ? CART_MESSAGES.valid : CART_MESSAGES.invalid, data };
};
