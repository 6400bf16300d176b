import { describe, expect, it } from 'vitest';
import { productKeys, ratingKey } from './keys.js';

describe('ratingKey (the rating order, docs/reviews.md)', () => {
  const at = '2026-01-10T00:00:00.000Z';

  it('sorts best rated first, then the most reviewed, unrated last (read descending)', () => {
    const keys = [
      ratingKey(null, at, 'unrated'),
      ratingKey({ average: 4.5, count: 2 }, at, 'a'),
      ratingKey({ average: 4.5, count: 12 }, at, 'b'),
      ratingKey({ average: 5, count: 1 }, at, 'c'),
      ratingKey({ average: 3.2, count: 40 }, at, 'd'),
    ];
    const order = [...keys]
      .sort()
      .reverse()
      .map((key) => key.split('#').pop());
    expect(order).toEqual(['c', 'b', 'a', 'd', 'unrated']);
    expect(ratingKey({ average: 4.5, count: 12 }, at, 'b')).toBe(`45#000012#${at}#b`);
  });

  it('reads anything else as unrated', () => {
    for (const rating of [undefined, {}, { average: 4, count: 0 }, { average: 'x', count: 2 }, 'bad'])
      expect(ratingKey(rating, at, 'p').startsWith('00#')).toBe(true);
  });

  it('is part of the catalog keys', () => {
    expect(
      productKeys.catalog(true, {
        createdAt: at,
        price: 5,
        name: 'Pitahaya',
        productId: 'p1',
        rating: { average: 4, count: 3 },
      }),
    ).toMatchObject({
      GSI6PK: 'CATALOG#ACTIVE',
      GSI6SK: `40#000003#${at}#p1`,
    });
  });
});
