/**
 * POST /v1/carts/items, PUT and DELETE /v1/carts/items/{itemId}, DELETE /v1/carts/items (clear). Each reads
 * the product it needs (strongly consistent), applies the cart rules (cart-rules.ts) and writes the cart
 * conditioned on the version it read; each answers the cart.
 */
import { CART_MESSAGES } from '../../shared/messages/cart.js';
import { changeCart, readCart } from './cart-store.js';
import { cartAnswer } from './cart-view.js';
import { readProduct } from '../products/index.js';
import { notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { CartsEndpoints } from '../../shared/contracts/carts/contract.js';
import { consumerId } from './caller.js';
import { addLine, clearLines, findLine, removeLine, setQuantity } from './cart-rules.js';

export const addItem: Handler<CartsEndpoints['addItem']> = async ({ principal, body }) => {
  const userId = consumerId(principal);
  const product = await readProduct(body.productId);
  const cart = await changeCart(userId, (current, now) =>
    addLine(current, userId, product, body.quantity, now),
  );
  return { message: CART_MESSAGES.itemAdded, data: { cart: await cartAnswer(cart) } };
};

export const updateItem: Handler<CartsEndpoints['updateItem']> = async ({ principal, params, body }) => {
  const userId = consumerId(principal);
  const line = findLine(await readCart(userId), params.itemId);
  const product = body.quantity === 0 ? null : await readProduct(line.productId);
  const cart = await changeCart(userId, (current) =>
    setQuantity(current, params.itemId, body.quantity, product),
  );
  return {
    message: body.quantity === 0 ? CART_MESSAGES.itemRemoved : CART_MESSAGES.itemUpdated,
    data: { cart: await cartAnswer(cart) },
  };
};

export const removeItem: Handler<CartsEndpoints['removeItem']> = async ({ principal, params }) => {
  const cart = await changeCart(consumerId(principal), (current) => removeLine(current, params.itemId));
  return { message: CART_MESSAGES.itemRemoved, data: { cart: await cartAnswer(cart) } };
};

export const clearCart: Handler<CartsEndpoints['clear']> = async ({ principal }) => {
  const cart = await changeCart(consumerId(principal), (current) => {
    if (!current) throw notFound(CART_MESSAGES.empty);
    return clearLines(current);
  });
  return { message: CART_MESSAGES.cleared, data: { cart: await cartAnswer(cart) } };
};
