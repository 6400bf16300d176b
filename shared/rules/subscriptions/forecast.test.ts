import { describe, expect, it } from 'vitest';
import { forecastWeeks, weekStartOf } from './forecast.js';

const item = (productId: string, quantity: number) => ({
  productId,
  name: `Caja ${productId}`,
  unit: 'caja',
  quantity,
});

describe("a farm's forecast per week", () => {
  it('finds the Monday of a week', () => {
    expect(weekStartOf('2026-12-04')).toBe('2026-11-30');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30');
  });

  it('adds the cycles of the active boxes in each of the next four weeks', () => {
    const weeks = forecastWeeks(
      [
        { status: 'active', interval: 'weekly', nextOrderDate: '2026-12-04', items: [item('a', 2)] },
        {
          status: 'active',
          interval: 'biweekly',
          nextOrderDate: '2026-12-03',
          items: [item('a', 1), item('b', 3)],
        },
        { status: 'paused', interval: 'weekly', nextOrderDate: '2026-12-04', items: [item('a', 50)] },
        { status: 'active', interval: 'monthly', nextOrderDate: '2027-01-20', items: [item('b', 9)] },
      ],
      '2026-12-01',
    );
    expect(
      weeks.map((week) => [week.weekStart, week.boxes, week.products.map((p) => [p.productId, p.quantity])]),
    ).toEqual([
      [
        '2026-11-30',
        2,
        [
          ['a', 3],
          ['b', 3],
        ],
      ],
      ['2026-12-07', 1, [['a', 2]]],
      [
        '2026-12-14',
        2,
        [
          ['a', 3],
          ['b', 3],
        ],
      ],
      ['2026-12-21', 1, [['a', 2]]],
    ]);
  });
});
