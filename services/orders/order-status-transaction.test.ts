import { describe, expect, it } from 'vitest';
import { NOW } from '../carts/testing.js';
import { fixtureLine, fixtureOrder } from './testing.js';
import { planOrderStatus } from '../../shared/rules/order-status-plan.js';
import { orderStatusTransaction } from './order-status-transaction.js';

const base = {
  tableName: 't',
  by: 'u-admin',
  byName: 'Admin Pitahaya',
  now: NOW,
  existingProducts: new Set(['p-po-a', 'p-po-b']),
  couponExists: true,
};

function planned(order: ReturnType<typeof fixtureOrder>['order'], to: Parameters<typeof planOrderStatus>[2]) {
  const plan = planOrderStatus(order.status, order.productOrders, to);
  if (!plan.ok) throw new Error(plan.message);
  return plan.moves;
}

describe('the admin order-status transaction', () => {
  it('moves the lines and appends the audit entry, conditioned on the version and statuses read', () => {
    const { order } = fixtureOrder();
    const change = orderStatusTransaction(
      order,
      { producerIds: ['u-producer', 'u-farm-b'], version: 2 },
      { ...base, moves: planned(order, 'organizing'), notes: 'Confirmado por teléfono' },
    );
    expect(change.items).toHaveLength(3);
    const audit = {
      from: 'pending',
      to: 'organizing',
      by: 'u-admin',
      byName: 'Admin Pitahaya',
      at: NOW.toISOString(),
      notes: 'Confirmado por teléfono',
    };
    expect(change.audit).toEqual(audit);
    expect(change.items[0]?.Update).toMatchObject({
      Key: { PK: 'ORDER#o-1', SK: 'ORDER' },
      ConditionExpression: 'attribute_exists(PK) AND #status = :from AND #version = :version',
      ExpressionAttributeValues: {
        ':status': 'organizing',
        ':from': 'pending',
        ':version': 2,
        ':next': 3,
        ':entry': [audit],
      },
    });
    expect(change.items[0]?.Update?.UpdateExpression).toContain('#audit = list_append');
    // Both farms still have a live line: activeProducerIds would repeat producerIds, so it is not stored.
    expect(change.items[0]?.Update?.UpdateExpression).toContain('REMOVE lastUpdatedAt, activeProducerIds');
    expect(change.items[0]?.Update?.ExpressionAttributeValues).not.toHaveProperty(':active');
    for (const [index, id] of [
      [1, 'po-a'],
      [2, 'po-b'],
    ] as const) {
      expect(change.items[index]?.Update).toMatchObject({
        Key: { PK: 'ORDER#o-1', SK: `PO#${id}` },
        ConditionExpression: '#status = :from',
        ExpressionAttributeValues: {
          ':to': 'organizing',
          ':from': 'pending',
          ':entry': [
            { status: 'organizing', at: NOW.toISOString(), by: 'u-admin', notes: 'Confirmado por teléfono' },
          ],
        },
      });
    }
    expect(change.order).toMatchObject({ status: 'organizing', audit: [audit] });
    expect(change.order.productOrders.map((line) => line.status)).toEqual(['organizing', 'organizing']);
  });

  it('cancel gives the units and the coupon use back; a deleted product gets nothing', () => {
    const { order } = fixtureOrder([
      fixtureLine('po-a', 'u-producer', 'organizing'),
      fixtureLine('po-b', 'u-farm-b', 'pending'),
    ]);
    const withCoupon = {
      ...order,
      status: 'pending' as const,
      coupon: { code: 'FRESCA5', type: 'fixed' as const, value: 5, discount: 5 },
    };
    const change = orderStatusTransaction(
      withCoupon,
      { producerIds: [], couponCounted: true, couponCustomerUse: true },
      { ...base, moves: planned(withCoupon, 'cancelled'), existingProducts: new Set(['p-po-a']) },
    );
    const orderUpdate = change.items[0]?.Update;
    expect(orderUpdate?.ConditionExpression).toContain('attribute_not_exists(#version)');
    expect(orderUpdate?.UpdateExpression).toContain('cancelledAt = :at');
    expect(orderUpdate?.ExpressionAttributeValues).toMatchObject({ ':status': 'cancelled', ':active': [] });
    const stock = change.items.filter((item) => item.Update?.Key?.PK.startsWith('PRODUCT#'));
    expect(stock).toHaveLength(1);
    expect(stock[0]?.Update).toMatchObject({
      Key: { PK: 'PRODUCT#p-po-a' },
      ExpressionAttributeValues: { ':quantity': 2 },
    });
    expect(change.items.some((item) => item.Update?.Key?.PK === 'COUPON#FRESCA5')).toBe(true);
    expect(change.items.some((item) => item.Delete?.Key?.SK === 'CUSTOMER#u-consumer')).toBe(true);
    expect(change.order.status).toBe('cancelled');
  });

  it('advancing writes no stock and no coupon', () => {
    const { order } = fixtureOrder();
    const change = orderStatusTransaction(
      { ...order, coupon: { code: 'FRESCA5', type: 'fixed', value: 5, discount: 5 } },
      { producerIds: [], couponCounted: true, couponCustomerUse: true },
      { ...base, moves: planned(order, 'organizing') },
    );
    expect(change.items.map((item) => item.Update?.Key?.PK ?? item.Delete?.Key?.PK)).toEqual([
      'ORDER#o-1',
      'ORDER#o-1',
      'ORDER#o-1',
    ]);
    expect(change.audit).not.toHaveProperty('notes');
  });
});
