/** What carts and checkout read of a product, and the snapshots a cart line and a product order keep. */
import { describe, expect, it } from 'vitest';
import { cartSnapshot, orderSnapshot, toProductState } from './read-products.js';

const item = {
  PK: 'PRODUCT#p-1',
  SK: 'PRODUCT',
  productId: 'p-1',
  name: 'Pitahaya roja',
  shortDescription: 'Dulce',
  price: 6.9,
  stock: 10,
  unit: 'kg',
  taxRate: 4,
  thumbnailUrl: null,
  isActive: true,
  producerId: 'u-producer',
  producerName: 'Finca del Valle',
};

describe('IVA rate of a product as carts and checkout read it', () => {
  it('exposes the stored rate as taxRate', () => {
    expect(toProductState(item)?.taxRate).toBe(4);
    expect(toProductState({ ...item, taxRate: 21 })?.taxRate).toBe(21);
  });

  it('reads an item written before rates existed (or with a stray value) as 10', () => {
    const { taxRate: _omitted, ...older } = item;
    expect(toProductState(older)?.taxRate).toBe(10);
    expect(toProductState({ ...item, taxRate: '4' })?.taxRate).toBe(10);
  });

  it('keeps the rate in the cart line and product order snapshots', () => {
    const state = toProductState(item);
    if (!state) throw new Error('not a product');
    expect(cartSnapshot(state).taxRate).toBe(4);
    expect(orderSnapshot(state).taxRate).toBe(4);
  });
});
