/**
 * The cart rules, pure (no I/O): adding sums quantities, at most CART_MAX_LINES different products and
 * CART_QUANTITY_MAX units per line, never more than the stock; a line added or changed takes the product's
 * current price and snapshot. Each rule throws the HttpError the API answers, before anything is written.
 */
import { randomUUID } from 'node:crypto';
import { CART_MAX_LINES, CART_QUANTITY_MAX } from '../../shared/constants/cart.js';
import { CART_MESSAGES } from '../../shared/messages/cart.js';
import { type CartItem } from '../../shared/contracts/carts/entities.js';
import { newCart, type StoredCart } from './cart-store.js';
import { cartSnapshot, type ProductState } from '../products/index.js';
import { conflict, notFound } from '../lib/errors.js';
import { preorderOf, preorderState } from '../../shared/rules/calendar/preorder.js';
import { CALENDAR_CHECKOUT_MESSAGES } from '../../shared/messages/calendar-validation.js';

function line(product: ProductState, quantity: number, id: string): CartItem {
  return { id, productId: product.productId, product: cartSnapshot(product), quantity, price: product.price };
}

function checkQuantity(product: ProductState | null, quantity: number): ProductState {
  if (!product || !product.isActive) throw notFound(CART_MESSAGES.productUnavailable);
  // Issue 32: a pre-order goes in a cart only while it takes orders (409, docs/harvest-calendar.md).
  const preorder = preorderOf(product);
  const state = preorder ? preorderState(preorder, new Date()) : 'open';
  if (state === 'closed') throw conflict(CALENDAR_CHECKOUT_MESSAGES.preorderClosed(product.name));
  if (state === 'upcoming') throw conflict(CALENDAR_CHECKOUT_MESSAGES.preorderNotOpen(product.name));
  if (quantity > product.stock) throw conflict(CART_MESSAGES.notEnoughStock);
  if (quantity > CART_QUANTITY_MAX) throw conflict(CART_MESSAGES.quantityLimit);
  return product;
}

/** `quantity` units of `product` into the cart (a new cart when there is none). */
export function addLine(
  current: StoredCart | null,
  userId: string,
  product: ProductState | null,
  quantity: number,
  now: Date,
): StoredCart {
  const cart = current ?? newCart(userId, now);
  const existing = product ? cart.items.find((item) => item.productId === product.productId) : undefined;
  if (product && !existing && cart.items.length >= CART_MAX_LINES) {
    if (!product.isActive) throw notFound(CART_MESSAGES.productUnavailable);
    throw conflict(CART_MESSAGES.tooManyLines);
  }
  const total = (existing?.quantity ?? 0) + quantity;
  const checked = checkQuantity(product, total);
  const next = line(checked, total, existing?.id ?? randomUUID());
  return {
    ...cart,
    items: existing
      ? cart.items.map((item) => (item.id === existing.id ? next : item))
      : [...cart.items, next],
  };
}

export function findLine(cart: StoredCart | null, itemId: string): CartItem {
  const found = cart?.items.find((item) => item.id === itemId);
  if (!found) throw notFound(CART_MESSAGES.itemNotFound);
  return found;
}

/** A line's new quantity (0 removes it); `product` is the line's product as it is now. */
export function setQuantity(
  cart: StoredCart | null,
  itemId: string,
  quantity: number,
  product: ProductState | null,
): StoredCart {
  findLine(cart, itemId);
  const current = cart as StoredCart;
  if (quantity === 0) return removeLine(current, itemId);
  const checked = checkQuantity(product, quantity);
  return {
    ...current,
    items: current.items.map((item) => (item.id === itemId ? line(checked, quantity, item.id) : item)),
  };
}

export function removeLine(cart: StoredCart | null, itemId: string): StoredCart {
  findLine(cart, itemId);
  const current = cart as StoredCart;
  return { ...current, items: current.items.filter((item) => item.id !== itemId) };
}

/** No lines, no coupon. */
export function clearLines(cart: StoredCart): StoredCart {
  const { couponCode: _dropped, ...rest } = cart;
  return { ...rest, items: [] };
}
