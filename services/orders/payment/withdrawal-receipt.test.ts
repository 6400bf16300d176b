/**
 * A withdrawal's receipt (docs/legal.md, "The withdrawal function"): lines not delivered are cancelled (units
 * back), delivered ones given back (`returnedAt`), the money that arrived for them owed back in one refund
 * (card: to the card; transfer and pay on delivery: owed by transfer), refund_pending until it moves.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/contracts/orders/entities.js';
import type { Payment } from '../../../shared/contracts/payments/entities.js';
import { fixtureLine, fixtureOrder } from '../testing.js';
import { storedPayment } from './payment.js';
import { withdrawalReceiptItems } from './withdrawal-receipt.js';

const AT = '2026-06-10T10:00:00.000Z';

function orderWith(payment: Partial<Payment>, statuses: ['delivered' | 'shipped', 'delivered' | 'shipped']) {
  const fixture = fixtureOrder([
    fixtureLine('po-a', 'u-producer', statuses[0]),
    fixtureLine('po-b', 'u-producer', statuses[1]),
  ]);
  const order: Order = { ...fixture.order, payment: { ...fixture.order.payment, ...payment } };
  return { order, stored: { ...fixture.items[0], version: 3 } };
}

const receipt = (order: Order, stored: Record<string, unknown>, ids: string[]) =>
  withdrawalReceiptItems({
    tableName: 'pitahaya',
    order,
    stored,
    lines: order.productOrders.filter((line) => ids.includes(line.id)),
    at: AT,
    by: 'u-producer',
    notes: 'Desistimiento del cliente',
    productExists: () => true,
    newId: () => 'r-1',
  });

const keyOf = (item: { Update?: { Key?: Record<string, unknown> } }) => item.Update?.Key?.SK;

describe('the receipt of a withdrawal', () => {
  it('card, paid: a delivered line given back, a shipped one cancelled and restocked, one card refund', () => {
    const { order, stored } = orderWith(
      { method: 'card', status: 'paid', paidAt: '2026-06-01T10:05:00.000Z' },
      ['delivered', 'shipped'],
    );
    const { items, refund, payment } = receipt(order, stored, ['po-a', 'po-b']);
    expect(refund).toMatchObject({
      id: 'r-1',
      method: 'card',
      status: 'pending',
      amount: 20,
      reason: 'withdrawal',
      productOrderIds: ['po-a', 'po-b'],
    });
    expect(payment).toMatchObject({ status: 'refund_pending', refundPendingAmount: 20, refundedAmount: 0 });
    const returned = items.find((item) => keyOf(item) === 'PO#po-a')?.Update;
    expect(returned?.UpdateExpression).toContain('returnedAt');
    expect(returned?.ExpressionAttributeValues).toMatchObject({ ':refund': 'r-1', ':from': 'delivered' });
    const cancelled = items.find((item) => keyOf(item) === 'PO#po-b')?.Update;
    expect(cancelled?.ExpressionAttributeValues).toMatchObject({ ':to': 'cancelled', ':from': 'shipped' });
    expect(items.some((item) => item.Update?.Key?.PK === 'PRODUCT#p-po-b')).toBe(true);
    expect(items.some((item) => item.Update?.Key?.PK === 'PRODUCT#p-po-a')).toBe(false);
    const orderUpdate = items.find((item) => keyOf(item) === 'ORDER')?.Update;
    expect(orderUpdate?.ExpressionAttributeValues).toMatchObject({
      ':version': 3,
      ':payment': storedPayment(payment),
    });
  });

  it('bank transfer, paid: the refund is owed by transfer (refund_pending until an admin sends it)', () => {
    const { order, stored } = orderWith(
      { method: 'bank_transfer', status: 'paid', paidAt: '2026-06-01T10:05:00.000Z' },
      ['delivered', 'delivered'],
    );
    const { refund, payment } = receipt(order, stored, ['po-a']);
    expect(refund).toMatchObject({ method: 'bank_transfer', status: 'owed', amount: 10 });
    expect(payment).toMatchObject({ status: 'refund_pending', refundPendingAmount: 10 });
  });

  it('pay on delivery: a delivered line was collected, so it is owed back; one not delivered cost nothing', () => {
    const { order, stored } = orderWith({ method: 'cash_on_delivery' }, ['delivered', 'shipped']);
    expect(receipt(order, stored, ['po-a']).refund).toMatchObject({
      method: 'cash_on_delivery',
      status: 'owed',
      amount: 10,
    });
    const notDelivered = receipt(order, stored, ['po-b']);
    expect(notDelivered.refund).toBeNull();
    expect(notDelivered.items.some((item) => item.Put)).toBe(false);
  });

  it('a card order not paid yet: nothing owed; the whole order withdrawn before payment expires it', () => {
    const { order, stored } = orderWith({ method: 'card', status: 'pending' }, ['shipped', 'shipped']);
    const { refund, payment } = receipt(order, stored, ['po-a', 'po-b']);
    expect(refund).toBeNull();
    expect(payment.status).toBe('expired');
  });
});
