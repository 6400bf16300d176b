import { describe, expect, it } from 'vitest';
import { NOW } from '../carts/testing.js';
import { fixtureLine, fixtureOrder } from '../orders/testing.js';
import type { Order, ProductOrderStatus } from '../../shared/contracts/orders/entities.js';
import { statusChangeTransaction, type StatusChange } from './line-status-transaction.js';

const options = { tableName: 't', by: 'u-producer', now: NOW, productExists: true };

/** Line po-a of `order` moved to `to`, the order read at version 1 with `producerIds` active. */
const moveLineA = (order: Order, to: ProductOrderStatus, producerIds: string[] = []) =>
  statusChangeTransaction(order, { producerIds, version: 1 }, { ...options, productOrderId: 'po-a', to });
/** The change's Update of the order item. */
const orderUpdateOf = (change: StatusChange) => change.items[change.orderSlot]?.Update;

describe('the status-change transaction', () => {
  it('moves the line conditioned on the status read, appends the history and recomputes the order', () => {
    const { order } = fixtureOrder();
    const change = statusChangeTransaction(
      order,
      { producerIds: ['u-producer', 'u-farm-b'], version: 3 },
      { ...options, productOrderId: 'po-a', to: 'organizing', notes: 'Cosechando hoy' },
    );
    expect(change.items).toHaveLength(2);
    const line = change.items[change.productOrderSlot]?.Update;
    expect(line).toMatchObject({
      Key: { PK: 'ORDER#o-1', SK: 'PO#po-a' },
      ConditionExpression: '#status = :from',
      ExpressionAttributeValues: {
        ':to': 'organizing',
        ':from': 'pending',
        ':lk0': 'PRODUCER#u-producer#STATUS#organizing',
        ':entry': [
          { status: 'organizing', at: NOW.toISOString(), by: 'u-producer', notes: 'Cosechando hoy' },
        ],
        ':notes': 'Cosechando hoy',
      },
    });
    expect(line?.UpdateExpression).toContain('notes = :notes');
    const orderUpdate = orderUpdateOf(change);
    expect(orderUpdate).toMatchObject({
      Key: { PK: 'ORDER#o-1', SK: 'ORDER' },
      ConditionExpression: 'attribute_exists(PK) AND #version = :version',
      ExpressionAttributeValues: {
        ':status': 'pending',
        ':completed': 0,
        ':version': 3,
        ':next': 4,
      },
    });
    expect(change.productOrder).toMatchObject({ id: 'po-a', status: 'organizing', notes: 'Cosechando hoy' });
    expect(change.productOrder.history?.map((entry) => entry.status)).toEqual(['pending', 'organizing']);
    expect(change.orderStatus).toBe('pending');
  });

  it('an order never changed since checkout is conditioned on having no version yet', () => {
    const { order } = fixtureOrder();
    const change = statusChangeTransaction(
      order,
      { producerIds: [] },
      { ...options, productOrderId: 'po-a', to: 'organizing' },
    );
    const orderUpdate = change.items[1]?.Update;
    expect(orderUpdate?.ConditionExpression).toBe('attribute_exists(PK) AND attribute_not_exists(#version)');
    expect(orderUpdate?.ExpressionAttributeValues?.[':next']).toBe(1);
    expect(change.items[0]?.Update?.UpdateExpression).not.toContain('notes');
  });

  it('delivering the last open line completes the order', () => {
    const { order } = fixtureOrder([
      fixtureLine('po-a', 'u-producer', 'shipped'),
      fixtureLine('po-b', 'u-farm-b', 'delivered'),
      fixtureLine('po-c', 'u-farm-b', 'cancelled'),
    ]);
    const change = moveLineA(order, 'delivered');
    expect(change.orderStatus).toBe('completed');
    expect(change.items[1]?.Update?.ExpressionAttributeValues).toMatchObject({
      ':status': 'completed',
      ':completed': 2,
    });
    // Both farms still live: their ids are read from producerIds (not stored twice).
    expect(change.items[1]?.Update?.UpdateExpression).toContain('REMOVE lastUpdatedAt, activeProducerIds');
  });

  it('a cancel puts the units back and drops the producer from the active ones', () => {
    const { order } = fixtureOrder();
    const change = moveLineA(order, 'cancelled');
    expect(change.items[1]?.Update?.ExpressionAttributeValues).toMatchObject({
      ':status': 'pending',
      ':active': ['u-farm-b'],
    });
    expect(change.items[2]?.Update).toMatchObject({
      Key: { PK: 'PRODUCT#p-po-a', SK: 'PRODUCT' },
      UpdateExpression: 'SET #stock = #stock + :quantity',
      ExpressionAttributeValues: { ':quantity': 2 },
    });
  });

  it('cancelling the last line cancels the order; a deleted product gets no stock', () => {
    const { order } = fixtureOrder([fixtureLine('po-a', 'u-producer', 'ready_to_ship')]);
    const change = statusChangeTransaction(
      order,
      { producerIds: [], version: 1 },
      { ...options, productExists: false, productOrderId: 'po-a', to: 'cancelled' },
    );
    expect(change.items).toHaveLength(2);
    expect(change.orderStatus).toBe('cancelled');
    expect(change.items[1]?.Update?.UpdateExpression).toContain('cancelledAt = :at, cancelledBy = :by');
    expect(change.items[1]?.Update?.ExpressionAttributeValues).toMatchObject({
      ':active': [],
      ':by': 'u-producer',
    });
  });

  it("moves the order's payment with its lines: a paid order's cancelled line comes back, cash is paid on delivery", () => {
    const { order } = fixtureOrder();
    const paid = {
      ...order,
      payment: { ...order.payment, status: 'paid' as const, paidAt: NOW.toISOString() },
    };
    const refund = moveLineA(paid, 'cancelled', ['u-producer', 'u-farm-b']);
    const refunded = orderUpdateOf(refund);
    expect(refunded?.UpdateExpression).toContain('payment = :payment');
    // Owed back until the money moves (the refund item the transaction writes).
    // Stored without its defaults (refundedAmount 0: payment.ts storedPayment).
    expect(refunded?.ExpressionAttributeValues?.[':payment']).not.toHaveProperty('refundedAmount');
    expect(refunded?.ExpressionAttributeValues?.[':payment']).toMatchObject({
      status: 'refund_pending',
      refundPendingAmount: order.productOrders[0]?.totalPrice,
    });

    const shipped = fixtureOrder([
      fixtureLine('po-a', 'u-producer', 'shipped'),
      fixtureLine('po-b', 'u-farm-b', 'delivered'),
    ]).order;
    const delivery = moveLineA(shipped, 'delivered', ['u-producer', 'u-farm-b']);
    expect(orderUpdateOf(delivery)?.ExpressionAttributeValues?.[':payment']).toMatchObject({
      method: 'cash_on_delivery',
      status: 'paid',
      paidAt: NOW.toISOString(),
    });

    const moving = moveLineA(order, 'organizing', ['u-producer', 'u-farm-b']);
    expect(orderUpdateOf(moving)?.UpdateExpression).not.toContain('payment');
  });
});
