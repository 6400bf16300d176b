import { describe, expect, it } from 'vitest';
import { NOW } from '../carts/testing.js';
import { fixtureLine, fixtureOrder } from './testing.js';
import { planOrderStatus } from '../../shared/rules/order-status-plan.js';
import { orderStatusTransaction } from './order-status-transaction.js';
import { moveLines } from './move-lines.js';
import { slotReleasesAfterMoves } from './pickup-slot-items.js';

const SLOT = { date: '2026-12-05', from: '10:00', to: '12:00' };

/** An order of two farms collecting in a slot each; farm A has two lines. */
function slotOrder(statusOfA2: 'pending' | 'cancelled' = 'pending') {
  const { order } = fixtureOrder([
    fixtureLine('po-a', 'u-farm-a'),
    fixtureLine('po-a2', 'u-farm-a', statusOfA2),
    fixtureLine('po-b', 'u-farm-b'),
  ]);
  const deliveries = ['u-farm-a', 'u-farm-b'].map((producerId) => ({
    producerId,
    mode: 'pickup' as const,
    shipping: 0,
    pickupSlot: SLOT,
  }));
  return { ...order, deliveries };
}

const released = (items: { Update?: { Key?: Record<string, unknown>; UpdateExpression?: string } }[]) =>
  items
    .filter((item) => item.Update?.UpdateExpression === 'DELETE #orderIds :order')
    .map((item) => item.Update?.Key?.PK);

describe('pickup slots given back when a change cancels lines', () => {
  /** An admin's change of the whole order to `to`, as set-order-status plans and builds it. */
  function adminChange(order: ReturnType<typeof slotOrder>, to: 'cancelled' | 'organizing') {
    const plan = planOrderStatus(order.status, order.productOrders, to);
    if (!plan.ok) throw new Error(plan.message);
    return orderStatusTransaction(
      order,
      { producerIds: ['u-farm-a', 'u-farm-b'], version: 1 },
      {
        tableName: 't',
        moves: plan.moves,
        by: 'u-admin',
        now: NOW,
        existingProducts: new Set(),
        couponExists: false,
      },
    );
  }

  it("an admin's cancel of the whole order gives every farm's place back; a move forward gives nothing", () => {
    const change = adminChange(slotOrder(), 'cancelled');
    expect(released(change.items)).toEqual(['PICKUP_SLOT#u-farm-a', 'PICKUP_SLOT#u-farm-b']);
    const release = change.items.find((item) => item.Update?.Key?.PK === 'PICKUP_SLOT#u-farm-a');
    expect(release?.Update).toMatchObject({
      Key: { PK: 'PICKUP_SLOT#u-farm-a', SK: '2026-12-05#10:00' },
      ExpressionAttributeValues: { ':order': new Set(['o-1']) },
    });
    expect(released(adminChange(slotOrder(), 'organizing').items)).toEqual([]);
  });

  it("a farm's move gives its own place back only when it cancels its last going line", () => {
    const move = { to: 'cancelled', at: NOW.toISOString(), by: 'u-farm-a' } as const;
    const order = slotOrder();
    const one = moveLines('t', order, { producerIds: [], version: 1 }, [order.productOrders[0]!], move);
    expect(released(one.items)).toEqual([]);
    const both = moveLines(
      't',
      order,
      { producerIds: [], version: 1 },
      order.productOrders.slice(0, 2),
      move,
    );
    expect(released(both.items)).toEqual(['PICKUP_SLOT#u-farm-a']);
    const lastOne = slotOrder('cancelled');
    const last = moveLines('t', lastOne, { producerIds: [], version: 1 }, [lastOne.productOrders[0]!], move);
    expect(released(last.items)).toEqual(['PICKUP_SLOT#u-farm-a']);
  });

  it('gives nothing back for a farm without a slot, or lines cancelled before this change', () => {
    const order = { ...slotOrder('cancelled'), deliveries: [] };
    expect(slotReleasesAfterMoves('t', order, order.productOrders, new Set(['po-a']))).toEqual([]);
    const before = slotOrder('cancelled');
    const lines = before.productOrders.map((line) => ({ ...line, status: 'cancelled' as const }));
    expect(slotReleasesAfterMoves('t', before, lines, new Set(['po-b']))).toHaveLength(1);
    expect(slotReleasesAfterMoves('t', before, lines, new Set<string>())).toEqual([]);
  });
});
