import { describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEYS } from '../../../shared/constants.js';
import { VALIDATION_MESSAGES } from '../../../shared/messages.js';
import {
  addToLocalCart,
  itemCount,
  LOCAL_CART_EVENT,
  mergeIntoCart,
  readLocalCart,
  type CartProduct,
} from './local-cart';

const product = (overrides: Partial<CartProduct> = {}): CartProduct => ({
  productId: 'p1',
  name: 'Pitahaya roja',
  price: 4.5,
  thumbnailUrl: '/images/products/p1/a.webp',
  unit: 'kg',
  isActive: true,
  producerId: 'farm-1',
  stock: 10,
  ...overrides,
});

const NOW = new Date('2026-05-01T10:00:00.000Z');
const LATER = new Date('2026-05-01T11:00:00.000Z');

describe('local cart', () => {
  it('starts as the spec says: id local-cart, user anonymous, no items', () => {
    expect(readLocalCart()).toMatchObject({
      id: 'local-cart',
      userId: 'anonymous',
      items: [],
      totalPrice: 0,
    });
  });

  it('stores the item under local_cart with the product snapshot, price and total', () => {
    addToLocalCart(product(), 2, NOW);
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEYS.localCart)!);
    expect(stored).toEqual({
      id: 'local-cart',
      userId: 'anonymous',
      items: [
        {
          id: 'local-p1',
          productId: 'p1',
          product: {
            productId: 'p1',
            name: 'Pitahaya roja',
            price: 4.5,
            thumbnailUrl: '/images/products/p1/a.webp',
            unit: 'kg',
            isActive: true,
            producerId: 'farm-1',
          },
          quantity: 2,
          price: 4.5,
        },
      ],
      totalPrice: 9,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
  });

  it('merges the same product by summing quantities and keeps other lines', () => {
    addToLocalCart(product(), 2, NOW);
    addToLocalCart(product({ productId: 'p2', price: 3.1 }), 1, NOW);
    const result = addToLocalCart(product({ price: 5 }), 3, LATER);
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

  it('never goes past the stock', () => {
    addToLocalCart(product({ stock: 4 }), 3, NOW);
    expect(addToLocalCart(product({ stock: 4 }), 3, NOW)).toMatchObject({
      quantity: 4,
      added: 1,
      capped: true,
    });
    expect(addToLocalCart(product({ stock: 4 }), 1, NOW)).toMatchObject({
      quantity: 4,
      added: 0,
      capped: true,
    });
  });

  it('refuses a quantity that is not a positive whole number', () => {
    expect(() => mergeIntoCart(readLocalCart(), product(), 0)).toThrow(VALIDATION_MESSAGES.quantityPositive);
    expect(() => mergeIntoCart(readLocalCart(), product(), 1.5)).toThrow(
      VALIDATION_MESSAGES.quantityPositive,
    );
  });

  it('tells the page about the change', () => {
    const listener = vi.fn();
    window.addEventListener(LOCAL_CART_EVENT, listener);
    addToLocalCart(product(), 1, NOW);
    window.removeEventListener(LOCAL_CART_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail.items).toHaveLength(1);
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
