import { describe, expect, it } from 'vitest';
import { syntheticFigures, syntheticId } from './counter-growth.js';

describe('synthetic figure items', () => {
  it('names products and farms with uuid-long ids, distinct per index', () => {
    expect(syntheticId('p', 7)).toHaveLength(36);
    expect(syntheticId('f', 7)).toHaveLength(36);
    expect(syntheticId('p', 7)).not.toBe(syntheticId('p', 8));
    expect(syntheticId('p', 7)).not.toBe(syntheticId('f', 7));
  });

  it("writes one item per product and bucket (day and month), in the shop's figure shards", () => {
    const items = syntheticFigures(3, 2, '2099-01-15');
    expect(items).toHaveLength(6);
    expect(new Set(items.map((item) => `${item.PK}|${item.SK}`)).size).toBe(6);
    expect(items[0]).toMatchObject({
      PK: expect.stringMatching(/^STATS#SHOP#FIGURES#[0-7]$/),
      SK: `DAY#2099-01-15#P#${syntheticId('p', 0)}`,
      producerId: syntheticId('f', 0),
    });
    expect(items[5]).toMatchObject({
      SK: `MONTH#2099-01#P#${syntheticId('p', 2)}`,
      producerId: syntheticId('f', 0),
    });
  });
});
