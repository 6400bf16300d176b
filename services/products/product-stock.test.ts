import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '../../shared/constants/products.js';
import { cardStockAfter, shownStock, stockApartMove, stockChangeOf, stockItemOf } from './product-stock.js';
import { toProductState } from './read-products.js';

const product = {
  PK: 'PRODUCT#p1',
  SK: 'PRODUCT',
  GSI2PK: 'CATALOG#ACTIVE',
  entity: 'Product',
  productId: 'p1',
  name: 'Pitahaya roja',
  price: 6.9,
  stock: 40,
  isActive: true,
  availability: 'preorder',
  preorder: { readyFrom: '2026-12-10', closesAt: '2026-12-05T00:00:00.000Z' },
  imageUrls: ['/images/products/p1/a.webp'],
  stockApart: true,
};

describe("a product's stock apart", () => {
  it('the stock item holds the stock and the copies of what the checkout conditions on, no index keys', () => {
    expect(stockItemOf(product)).toEqual({
      PK: 'PRODUCT#p1',
      SK: 'STOCK',
      entity: 'ProductStock',
      productId: 'p1',
      stock: 40,
      price: 6.9,
      isActive: true,
      availability: 'preorder',
      preorder: product.preorder,
    });
    const { availability: _a, preorder: _p, ...inStock } = product;
    expect(stockItemOf(inStock)).not.toHaveProperty('availability');
  });

  it('a product write carries to the stock item only the stock and the guard fields it sets or removes', () => {
    expect(stockChangeOf({ name: 'Otra', updatedAt: 'x' })).toBeNull();
    expect(stockChangeOf({ price: 7, name: 'Otra', updatedAt: 'x' }, ['GSI2PK'])).toEqual({
      set: { price: 7 },
      remove: [],
    });
    expect(stockChangeOf({ isActive: false, stock: 3 }, ['preorder', 'availability', 'originKey'])).toEqual({
      set: { isActive: false, stock: 3 },
      remove: ['preorder', 'availability'],
    });
  });

  it('what a card shows changes only into, inside and out of the low band and at zero', () => {
    expect(shownStock(LOW_STOCK_THRESHOLD + 1)).toBe('available');
    expect(shownStock(LOW_STOCK_THRESHOLD)).toBe(LOW_STOCK_THRESHOLD);
    expect(cardStockAfter(120, 119)).toBeNull();
    expect(cardStockAfter(LOW_STOCK_THRESHOLD + 1, LOW_STOCK_THRESHOLD)).toBe(LOW_STOCK_THRESHOLD);
    expect(cardStockAfter(3, 2)).toBe(2);
    expect(cardStockAfter(1, 0)).toBe(0);
    expect(cardStockAfter(0, 50)).toBe(50);
    expect(cardStockAfter(2, 2)).toBeNull();
  });

  it("a product whose stock is apart reads its stock item's figure, never its own (0 without one)", () => {
    const stockItem = stockItemOf({ ...product, stock: 7 });
    expect(toProductState(product, stockItem)).toMatchObject({ stock: 7, stockApart: true });
    expect(toProductState(product)).toMatchObject({ stock: 0, stockApart: true });
    // A product of the old shape keeps its stock on its item.
    const { stockApart: _s, ...old } = product;
    const state = toProductState(old, stockItem);
    expect(state?.stock).toBe(40);
    expect(state).not.toHaveProperty('stockApart');
  });
});

describe('the move of an old product’s stock apart', () => {
  it('marks the item with a new version, conditioned on the stock and version read, and puts its stock item', () => {
    const { stockApart: _s, ...old } = { ...product, updatedAt: '2026-11-01T00:00:00.000Z' };
    const move = stockApartMove('t', old, '2026-11-30T00:00:00.000Z');
    expect(move?.[0]?.Update).toMatchObject({
      Key: { PK: 'PRODUCT#p1', SK: 'PRODUCT' },
      UpdateExpression: 'SET #apart = :true, #version = :next',
      ConditionExpression:
        'attribute_exists(PK) AND attribute_not_exists(#apart) AND #stock = :stock AND #version = :read',
      ExpressionAttributeValues: {
        ':true': true,
        ':next': '2026-11-30T00:00:00.000Z',
        ':stock': 40,
        ':read': '2026-11-01T00:00:00.000Z',
      },
    });
    expect(move?.[1]?.Put).toEqual({
      TableName: 't',
      Item: stockItemOf(product),
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    // Nothing to move: a product already apart, or another item.
    expect(stockApartMove('t', product, 'x')).toBeNull();
    expect(stockApartMove('t', { ...old, SK: 'STOCK' }, 'x')).toBeNull();
  });
});
