import { describe, expect, it } from 'vitest';
import { COUPON_ENTRY, checkCounters, dayEntry, type PlacedRun } from './counter-checks.js';

const line = (productId: string, producerId: string, quantity: number) => ({
  productId,
  producerId,
  quantity,
});
const run: PlacedRun = {
  consumers: 2,
  placed: [
    { consumer: 0, day: '2026-11-26' },
    { consumer: 1, day: '2026-11-26' },
  ],
  carts: [[line('p1', 'f1', 1), line('p2', 'f2', 1)], [line('p2', 'f2', 2)]],
  withCoupon: (consumer) => consumer === 0,
  farms: ['f1', 'f2'],
  shelf: [
    { productId: 'p1', producerId: 'f1', stock: 9, name: 'Uno' },
    { productId: 'p2', producerId: 'f2', stock: 9, name: 'Dos' },
  ],
  days: ['2026-11-26', '2026-11-27'],
};
const before = new Map<string, Record<string, unknown>>([
  [dayEntry('SHOP', '2026-11-26'), { orders: 5, productOrders: 7, units: 9 }],
  [COUPON_ENTRY, { usesCount: 3 }],
]);
const rightAfter = () =>
  new Map<string, Record<string, unknown>>([
    [dayEntry('SHOP', '2026-11-26'), { orders: 7, productOrders: 10, units: 13, 'pu#p1': 1, 'pu#p2': 3 }],
    [dayEntry('f1', '2026-11-26'), { orders: 1, units: 1 }],
    [dayEntry('f2', '2026-11-26'), { orders: 2, units: 3 }],
    [COUPON_ENTRY, { usesCount: 4 }],
  ]);

describe('checkCounters', () => {
  it('passes when every counter moved by what the placed orders add', () => {
    const lines: string[] = [];
    expect(checkCounters(run, before, rightAfter(), (text) => lines.push(text))).toEqual([]);
    expect(lines.every((text) => text.startsWith('  ok'))).toBe(true);
    // The empty second day is not checked.
    expect(lines.some((text) => text.includes('2026-11-27'))).toBe(false);
  });

  it('names every counter that lost an increment, and refused checkouts', () => {
    const after = rightAfter();
    after.set(dayEntry('f2', '2026-11-26'), { orders: 1, units: 3 });
    after.set(COUPON_ENTRY, { usesCount: 3 });
    const failures = checkCounters({ ...run, consumers: 3 }, before, after, () => undefined);
    expect(failures).toEqual(['checkouts placed', 'farm f2 2026-11-26 orders', 'coupon uses']);
  });
});
