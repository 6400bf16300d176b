import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { ITEM_LIMIT_BYTES, productsWithin, syntheticCounters, syntheticId } from './counter-growth.js';
import { itemSize, type Image } from './item-size.js';
import { counterItemParts } from './partition-tally.js';

describe('synthetic counter items', () => {
  it('names products and farms with uuid-long ids, distinct per index', () => {
    expect(syntheticId('p', 7)).toHaveLength(36);
    expect(syntheticId('f', 7)).toHaveLength(36);
    expect(syntheticId('p', 7)).not.toBe(syntheticId('p', 8));
    expect(syntheticId('p', 7)).not.toBe(syntheticId('f', 7));
  });

  it('writes two counters per product and one per farm, read back as such', () => {
    const counters = syntheticCounters(3, 2);
    expect(Object.keys(counters)).toHaveLength(8);
    const parts = counterItemParts(
      marshall({ PK: 'STATS#SHOP', SK: 'MONTH#2099-01', ...counters }) as unknown as Image,
    );
    expect(parts).toMatchObject({ products: 3, farms: 2 });
  });

  it('finds the most products that fit a size', () => {
    const base = { PK: 'STATS#SHOP', SK: 'MONTH#2099-01', orders: 1 };
    const size = (products: number) =>
      itemSize(marshall({ ...base, ...syntheticCounters(products, 200) }) as unknown as Image);
    const most = productsWithin(base, 200, ITEM_LIMIT_BYTES - 1024);
    expect(size(most)).toBeLessThanOrEqual(ITEM_LIMIT_BYTES - 1024);
    expect(size(most + 1)).toBeGreaterThan(ITEM_LIMIT_BYTES - 1024);
    expect(most).toBeGreaterThan(4000);
    expect(productsWithin(base, 0, 10)).toBe(0);
  });
});
