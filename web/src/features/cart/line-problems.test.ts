import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../shared/contracts/carts/entities.js';
import { CART_MESSAGES } from '../../../../shared/messages/cart.js';
import { testProduct } from '../../test/products';
import { problemFromProduct, problemsFromIssues } from './line-problems';

const item: CartItem = {
  id: 'i1',
  productId: 'p1',
  quantity: 3,
  price: 4.5,
  product: {
    productId: 'p1',
    name: 'Pitahaya',
    price: 4.5,
    thumbnailUrl: null,
    unit: 'kg',
    isActive: true,
    producerId: 'f1',
  },
};

describe('line problems', () => {
  it("keeps the server's issues by line, with its message", () => {
    const problems = problemsFromIssues([
      {
        itemId: 'i1',
        productId: 'p1',
        code: 'insufficient_stock',
        message: 'Solo quedan 2 unidades disponibles.',
        available: 2,
      },
      { itemId: 'i2', productId: 'p2', code: 'price_changed', message: '', currentPrice: 5 },
    ]);
    expect(problems.get('i1')).toEqual({
      code: 'insufficient_stock',
      message: 'Solo quedan 2 unidades disponibles.',
      available: 2,
    });
    expect(problems.get('i2')).toMatchObject({ code: 'price_changed', currentPrice: 5 });
  });

  it('checks a local line against the catalog: unavailable, stock, price', () => {
    expect(problemFromProduct(item, undefined)).toBeNull();
    expect(problemFromProduct(item, testProduct())).toBeNull();
    expect(problemFromProduct(item, null)).toEqual({
      code: 'unavailable',
      message: CART_MESSAGES.issueUnavailable,
    });
    expect(problemFromProduct(item, testProduct({ isActive: false }))?.code).toBe('unavailable');
    expect(problemFromProduct(item, testProduct({ stock: 0 }))?.code).toBe('unavailable');
    expect(problemFromProduct(item, testProduct({ stock: 2 }))).toEqual({
      code: 'insufficient_stock',
      message: CART_MESSAGES.issueInsufficientStock(2),
      available: 2,
    });
    expect(problemFromProduct(item, testProduct({ price: 5.1 }))).toEqual({
      code: 'price_changed',
      message: CART_MESSAGES.issuePriceChanged(4.5, 5.1),
      currentPrice: 5.1,
    });
  });
});
