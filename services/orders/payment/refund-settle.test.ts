import { describe, expect, it } from 'vitest';
import { fixtureLine, fixtureOrder } from '../testing.js';
import { withRefundOwed } from './payment.js';
import { refundSettleItems } from './refund-settle.js';
import { refundItem, refundOwed } from './refunds.js';
import { returnableLines, returnItems } from './returns.js';

const PAID_AT = '2026-06-01T11:00:00.000Z';

function owedTransfer() {
  const { order, stored } = fixtureOrder();
  const paid = {
    ...order.payment,
    method: 'bank_transfer' as const,
    status: 'paid' as const,
    paidAt: PAID_AT,
  };
  const owed = withRefundOwed(paid, 2000);
  const refund = refundOwed(paid, owed, {
    order,
    at: '2026-06-02T10:00:00.000Z',
    paymentIntentId: null,
    reason: 'order_cancelled',
    newId: () => 'r-1',
  })!;
  return { order: { ...order, payment: owed }, stored: { ...stored, version: 3 }, refund };
}

describe('settling a refund', () => {
  const input = {
    orderId: 'o-1',
    refundId: 'r-1',
    from: ['owed'] as const,
    at: '2026-06-03T09:00:00.000Z',
    reference: 'TRF-9',
    settledBy: { id: 'admin-1', name: 'Marta' },
    account: { iban: 'ES7921000813610123456789', holder: 'Ana Ruiz' },
  };

  it('moves the refund to succeeded with its reference, who and where, and the payment to refunded', () => {
    const { order, stored, refund } = owedTransfer();
    const [refundUpdate, orderUpdate] = refundSettleItems(order, stored, refundItem(refund), input, 'T');
    expect(refundUpdate?.Update?.ConditionExpression).toBe('#status = :read');
    expect(refundUpdate?.Update?.ExpressionAttributeValues).toMatchObject({
      ':to': 'succeeded',
      ':read': 'owed',
      ':reference': 'TRF-9',
      ':by': { id: 'admin-1', name: 'Marta' },
      ':account': input.account,
      ':gsi1pk': 'REFUNDS#succeeded',
    });
    expect(orderUpdate?.Update?.ConditionExpression).toBe('#version = :version');
    expect(orderUpdate?.Update?.ExpressionAttributeValues).toMatchObject({
      ':version': 3,
      ':next': 4,
      ':payment': { status: 'refunded', refundedAmount: 20, refundPendingAmount: 0 },
    });
  });

  it('moves only the refund item of a refund the payment counted as refunded already', () => {
    const { order, stored, refund } = owedTransfer();
    const { owedInPayment: _counted, ...legacy } = refundItem(refund);
    expect(refundSettleItems(order, stored, legacy, input, 'T')).toHaveLength(1);
  });
});

describe('giving back delivered lines', () => {
  const delivered = () =>
    fixtureOrder([
      fixtureLine('po-a', 'u-producer', 'delivered'),
      fixtureLine('po-b', 'u-farm-b', 'shipped'),
      fixtureLine('po-c', 'u-farm-b', 'delivered', { returnedAt: '2026-06-02T10:00:00.000Z' }),
    ]);

  it('takes delivered lines of the order not given back yet, refusing the others', () => {
    const { order } = delivered();
    expect(returnableLines(order, ['po-a', 'po-a']).map((line) => line.id)).toEqual(['po-a']);
    expect(() => returnableLines(order, ['po-x'])).toThrow(expect.objectContaining({ statusCode: 422 }));
    expect(() => returnableLines(order, ['po-b'])).toThrow(expect.objectContaining({ statusCode: 409 }));
    expect(() => returnableLines(order, ['po-c'])).toThrow(expect.objectContaining({ statusCode: 409 }));
  });

  it('owes a pay-on-delivery part back by transfer, marking the lines in the same transaction', () => {
    const { order, stored } = delivered();
    const lines = returnableLines(order, ['po-a']);
    const { items, refund } = returnItems(
      order,
      { ...stored },
      lines,
      { orderId: 'o-1', productOrderIds: ['po-a'], at: 'now', newId: () => 'r-2' },
      'T',
    );
    expect(refund).toMatchObject({
      id: 'r-2',
      method: 'cash_on_delivery',
      status: 'owed',
      reason: 'returned',
      amount: 10,
      productOrderIds: ['po-a'],
    });
    expect(items[0]?.Update?.ConditionExpression).toBe(
      '#status = :delivered AND attribute_not_exists(returnedAt)',
    );
    expect(items[1]?.Update?.ExpressionAttributeValues?.[':payment']).toMatchObject({
      status: 'refund_pending',
      refundPendingAmount: 10,
    });
    expect(items[2]?.Put?.Item).toMatchObject({ SK: 'REFUND#r-2', GSI1PK: 'REFUNDS#owed' });
  });

  it('refuses a card order that was never paid', () => {
    const { order, stored } = delivered();
    const unpaid = { ...order, payment: { ...order.payment, method: 'card' as const } };
    expect(() =>
      returnItems(
        unpaid,
        { ...stored },
        returnableLines(unpaid, ['po-a']),
        { orderId: 'o-1', productOrderIds: ['po-a'], at: 'now' },
        'T',
      ),
    ).toThrow(expect.objectContaining({ statusCode: 409 }));
  });
});
