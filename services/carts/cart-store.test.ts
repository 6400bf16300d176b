import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../shared/contracts/carts/entities.js';
import { cartItem, lineOf, storedLine, toStoredCart, type StoredCart } from './cart-store.js';

const line: CartItem = {
  id: 'l-1',
  productId: 'p-1',
  quantity: 2,
  price: 3.5,
  product: {
    productId: 'p-1',
    name: 'Pitahaya roja',
    price: 3.5,
    thumbnailUrl: 'https://img.example/p-1.webp',
    unit: 'kg',
    taxRate: 4,
    isActive: true,
    producerId: 'f-1',
    producerName: 'Finca El Dragón',
    withdrawal: 'perishable',
  },
};

const cart: StoredCart = {
  id: 'c-1',
  userId: 'u-1',
  items: [line],
  createdAt: '2026-11-30T10:00:00.000Z',
  updatedAt: '2026-11-30T10:00:00.000Z',
  version: 3,
};

describe('the stored cart line', () => {
  it("stores the snapshot without the line's own productId and price, and answers it whole", () => {
    const stored = storedLine(line);
    expect(stored.product).not.toHaveProperty('productId');
    expect(stored.product).not.toHaveProperty('price');
    expect(lineOf(stored)).toEqual(line);
    const item = cartItem(cart);
    expect(item).toMatchObject({ PK: 'USER#u-1', SK: 'CART', items: [stored] });
    expect(toStoredCart(item)).toEqual(cart);
  });

  it('reads a line stored before with the whole snapshot as it is', () => {
    const before = { ...cartItem(cart), items: [line] };
    expect(toStoredCart(before)?.items).toEqual([line]);
  });
});
