import { describe, expect, it } from 'vitest';
import { lineIssues } from './line-check.js';
import { line, productState } from './testing.js';

describe('cart lines against the products now', () => {
  it('reports unavailable, sold out, short and repriced lines, and nothing for good ones', () => {
    const good = productState({ productId: 'good' });
    const gone = productState({ productId: 'gone' });
    const off = productState({ productId: 'off' });
    const soldOut = productState({ productId: 'sold', stock: 0 });
    const short = productState({ productId: 'short', stock: 2 });
    const repriced = productState({ productId: 'repriced', price: 5 });
    const items = [
      line(good, 2),
      line(gone, 1),
      line({ ...off }, 1),
      line(soldOut, 1),
      line(short, 3),
      line(repriced, 1, { price: 4.5 }),
    ];
    const now = new Map(
      [good, { ...off, isActive: false }, soldOut, short, repriced].map((p) => [p.productId, p]),
    );
    const issues = lineIssues(items, now);
    expect(issues.map((issue) => [issue.productId, issue.code])).toEqual([
      ['gone', 'unavailable'],
      ['off', 'unavailable'],
      ['sold', 'unavailable'],
      ['short', 'insufficient_stock'],
      ['repriced', 'price_changed'],
    ]);
    expect(issues[2]?.message).toBe('Este producto está agotado.');
    expect(issues[3]).toMatchObject({ available: 2, message: 'Solo quedan 2 unidades disponibles.' });
    expect(issues[4]).toMatchObject({ currentPrice: 5, itemId: 'line-repriced' });
    expect(issues[4]?.message.replace(/\s/g, ' ')).toBe('El precio cambió de 4,50 € a 5,00 €.');
  });

  it('counts prices in cents, so binary noise is no price change', () => {
    const product = productState({ price: 0.3 });
    expect(
      lineIssues([line(product, 1, { price: 0.1 + 0.2 })], new Map([[product.productId, product]])),
    ).toEqual([]);
  });
});
