import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { CART_QUANTITY_MAX } from '../../../../shared/constants/cart.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import {
  combineLines,
  emptyLocalCart,
  itemCount,
  lineLimit,
  mergeIntoCart,
  readLocalCart,
  removeLine,
  setLineQuantity,
  writeLocalCart,
  type CartProduct,
} from './local-cart';
import { cartProduct } from './cart-test-utils';

const NOW = new Date('2026-05-01T10:00:00.000Z');
const LATER = new Date('2026-05-01T11:00:00.000Z');

/** Adds and stores, as the cart manager does. */
function add(product: CartProduct, quantity: number, now = NOW) {
  const result = mergeIntoCart(readLocalCart(now), product, quantity, now);
  writeLocalCart(result.cart);
  return result;
}

describe('local cart', () => {
  it('starts empty: id local-cart, user anonymous, no items', () => {
    expect(readLocalCart()).toMatchObject({
      id: 'local-cart',
      userId: 'anonymous',
      items: [],
      totalPrice: 0,
    });
  });

  it('stores the line under local_cart with the product snapshot (all but its stock), price and total', () => {
    const { stock: _stock, ...snapshot } = cartProduct();
    add(cartProduct(), 2);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEYS.localCart)!)).toEqual({
      id: 'local-cart',
      userId: 'anonymous',
      items: [
        {
          id: 'local-p1',
          productId: 'p1',
          product: snapshot,
          quantity: 2,
          price: 4.5,
        },
      ],
      totalPrice: 9,
      // Not priced by a server: the lines' amount, no shipping, discount, IVA breakdown or farms yet.
      itemsTotal: 9,
      shippingTotal: 0,
      discountTotal: 0,
      taxBreakdown: [],
      farms: [],
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
  });

  it('sums the quantities of the same product, takes its current price and keeps other lines', () => {
    add(cartProduct(), 2);
    add(cartProduct({ productId: 'p2', price: 3.1 }), 1);
    const result = add(cartProduct({ price: 5 }), 3, LATER);
    expect(result).toMatchObject({ quantity: 5, added: 3, capped: false });
    const cart = readLocalCart();
    expect(cart.items.map((item) => [item.productId, item.quantity, item.price])).toEqual([
      ['p1', 5, 5],
      ['p2', 1, 3.1],
    ]);
    expect(cart.totalPrice).toBe(28.1);
    expect(itemCount(cart)).toBe(6);
    expect(cart.createdAt).toBe(NOW.toISOString());
    expect(cart.updatedAt).toBe(LATER.toISOString());
  });

  it('rounds the total to the cent', () => {
    add(cartProduct({ price: 0.1 }), 1);
    add(cartProduct({ productId: 'p2', price: 0.2 }), 1);
    expect(readLocalCart().totalPrice).toBe(0.3);
  });

  it('never goes past the stock', () => {
    add(cartProduct({ stock: 4 }), 3);
    expect(add(cartProduct({ stock: 4 }), 3)).toMatchObject({ quantity: 4, added: 1, capped: true });
    expect(add(cartProduct({ stock: 4 }), 1)).toMatchObject({ quantity: 4, added: 0, capped: true });
  });

  it('never goes past CART_QUANTITY_MAX, even with a larger stock', () => {
    expect(lineLimit(5_000)).toBe(CART_QUANTITY_MAX);
    expect(lineLimit(undefined)).toBe(CART_QUANTITY_MAX);
    expect(lineLimit(0)).toBe(0);
    expect(add(cartProduct({ stock: 5_000 }), CART_QUANTITY_MAX + 5)).toMatchObject({
      quantity: CART_QUANTITY_MAX,
      capped: true,
    });
  });

  it('refuses a quantity that is not a positive whole number', () => {
    expect(() => mergeIntoCart(readLocalCart(), cartProduct(), 0)).toThrow(
      VALIDATION_MESSAGES.quantityPositive,
    );
    expect(() => mergeIntoCart(readLocalCart(), cartProduct(), 1.5)).toThrow(
      VALIDATION_MESSAGES.quantityPositive,
    );
  });

  it('sets a line quantity, 0 removing the line; remove drops it', () => {
    add(cartProduct(), 2);
    add(cartProduct({ productId: 'p2' }), 1);
    let cart = setLineQuantity(readLocalCart(), 'p1', 7, LATER);
    expect(cart.items[0]).toMatchObject({ productId: 'p1', quantity: 7 });
    expect(cart.totalPrice).toBe(36);
    cart = setLineQuantity(cart, 'p1', 0);
    expect(cart.items.map((item) => item.productId)).toEqual(['p2']);
    expect(removeLine(cart, 'p2').items).toEqual([]);
    expect(() => setLineQuantity(cart, 'p2', -1)).toThrow(VALIDATION_MESSAGES.quantityInteger);
  });

  it('combines two lists of lines: one line per product, quantities summed up to the maximum', () => {
    const first = mergeIntoCart(emptyLocalCart(), cartProduct(), 2).cart.items;
    const second = mergeIntoCart(
      mergeIntoCart(emptyLocalCart(), cartProduct({ price: 5, stock: 5_000 }), CART_QUANTITY_MAX).cart,
      cartProduct({ productId: 'p2' }),
      1,
    ).cart.items;
    const combined = combineLines(first, second);
    expect(combined.map((item) => [item.productId, item.quantity, item.price])).toEqual([
      ['p1', CART_QUANTITY_MAX, 5],
      ['p2', 1, 4.5],
    ]);
  });

  it('reads a damaged value as an empty cart and drops broken lines', () => {
    localStorage.setItem(CART_STORAGE_KEYS.localCart, '{not json');
    expect(readLocalCart().items).toEqual([]);
    localStorage.setItem(
      CART_STORAGE_KEYS.localCart,
      JSON.stringify({ items: [{ productId: 'x', quantity: -1, price: 1, product: {} }, 'junk'] }),
    );
    expect(readLocalCart().items).toEqual([]);
  });
});
