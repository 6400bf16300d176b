import { describe, expect, it } from 'vitest';
import type { ProductState } from '../products/index.js';
import { availableLines } from './cycle-order.js';

const product = (id: string, stock: number, isActive = true) =>
  ({ productId: id, name: id, stock, isActive, price: 1 }) as unknown as ProductState;

describe("a cycle's lines", () => {
  it('places what has the units, leaves out what is short or inactive, and names what is gone', () => {
    const products = new Map([
      ['a', product('a', 5)],
      ['b', product('b', 1)],
      ['c', product('c', 9, false)],
    ]);
    const { placed, missing, unknown } = availableLines(
      [
        { productId: 'a', quantity: 5 },
        { productId: 'b', quantity: 2 },
        { productId: 'c', quantity: 1 },
        { productId: 'z', quantity: 1 },
      ],
      products,
    );
    expect(placed.map((line) => [line.product.productId, line.quantity])).toEqual([['a', 5]]);
    expect(missing.map((p) => p.productId)).toEqual(['b', 'c']);
    expect(unknown).toEqual(['z']);
  });
});
