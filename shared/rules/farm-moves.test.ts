import { describe, expect, it } from 'vitest';
import { PRODUCT_ORDER_STATUSES, type ProductOrderStatus } from '../contracts/orders/entities.js';
import { farmMoveTarget, planFarmMove } from './farm-moves.js';

const lines = (...statuses: ProductOrderStatus[]) =>
  statuses.map((status, index) => ({ id: `l${index}`, status }));
const ids = (list: { id: string }[]) => list.map((line) => line.id);

describe('a farm moving all its lines at once', () => {
  it('moves the lines one step before the target and leaves those there, further on or cancelled', () => {
    const plan = planFarmMove(
      lines('ready_to_ship', 'shipped', 'delivered', 'cancelled', 'ready_to_ship'),
      'shipped',
    );
    expect(ids(plan.move)).toEqual(['l0', 'l4']);
    expect(ids(plan.left)).toEqual(['l1', 'l2', 'l3']);
    expect(plan.behind).toEqual([]);
  });

  it('refuses lines more than one step behind (they are listed apart)', () => {
    const plan = planFarmMove(lines('pending', 'ready_to_ship'), 'shipped');
    expect(ids(plan.behind)).toEqual(['l0']);
    expect(ids(plan.move)).toEqual(['l1']);
  });

  it('offers the next step of the least advanced line on its way', () => {
    expect(farmMoveTarget(['pending', 'organizing'])).toBe('organizing');
    expect(farmMoveTarget(['shipped', 'cancelled', 'ready_to_ship'])).toBe('shipped');
    expect(farmMoveTarget(['shipped', 'delivered'])).toBe('delivered');
    expect(farmMoveTarget(['delivered', 'cancelled'])).toBeNull();
    expect(farmMoveTarget([])).toBeNull();
  });

  it('agrees with itself: the offered target always moves something and leaves nothing behind', () => {
    const all: ProductOrderStatus[] = [...PRODUCT_ORDER_STATUSES];
    for (const a of all)
      for (const b of all) {
        const target = farmMoveTarget([a, b]);
        if (!target) continue;
        const plan = planFarmMove(lines(a, b), target);
        expect(plan.move.length, `${a}, ${b}`).toBeGreaterThan(0);
        expect(plan.behind, `${a}, ${b}`).toEqual([]);
      }
  });
});
