import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../shared/contracts/payments/entities.js';
import {
  newPayment,
  paymentAfter,
  paymentOf,
  storedPayment,
  refundStatusOf,
  withRefundMoved,
  withRefundOwed,
} from './payment.js';

const AT = '2026-11-26T10:00:00.000Z';
const paid = (method: Payment['method'], amount = 30): Payment => ({
  ...newPayment(method, amount * 100, 'REF1'),
  status: 'paid',
  paidAt: '2026-11-25T10:00:00.000Z',
});

describe('a new payment', () => {
  it('is pending for what the shopper pays; a transfer carries the reference', () => {
    expect(newPayment('cash_on_delivery', 4567, 'ABC')).toEqual({
      method: 'cash_on_delivery',
      status: 'pending',
      amount: 45.67,
      currency: 'EUR',
      paidAt: null,
      refundedAmount: 0,
    });
    expect(newPayment('bank_transfer', 1000, 'ABC')).toMatchObject({ reference: 'ABC', amount: 10 });
  });
});

describe('the payment of a stored order', () => {
  it('is the stored one', () => {
    const stored = newPayment('bank_transfer', 1000, 'R');
    expect(paymentOf({ payment: stored, status: 'pending', totalPrice: 10 })).toEqual(stored);
  });

  it('is stored without its defaults (currency, paidAt null, refundedAmount 0) and read back whole', () => {
    const payment = newPayment('bank_transfer', 1000, 'R', '2026-06-03T10:00:00.000Z');
    const kept = storedPayment(payment);
    expect(kept).toEqual({
      method: 'bank_transfer',
      status: 'pending',
      amount: 10,
      reference: 'R',
      dueAt: '2026-06-03T10:00:00.000Z',
    });
    expect(paymentOf({ payment: kept, status: 'pending', totalPrice: 10 })).toEqual(payment);
    const refunded = { ...payment, status: 'partially_refunded' as const, paidAt: 'x', refundedAmount: 4 };
    expect(storedPayment(refunded)).toMatchObject({ paidAt: 'x', refundedAmount: 4 });
    expect(paymentOf({ payment: storedPayment(refunded), status: 'pending' })).toEqual(refunded);
  });

  it.each([
    ['pending', 'pending', null],
    ['shipped', 'pending', null],
    ['delivered', 'paid', '2026-05-03T10:00:00.000Z'],
    ['completed', 'paid', '2026-05-03T10:00:00.000Z'],
    ['cancelled', 'expired', null],
  ])(
    'reads an order placed before payments were recorded (%s) as paid on delivery',
    (status, expected, paidAt) => {
      expect(paymentOf({ status, totalPrice: 12.5, lastUpdatedAt: '2026-05-03T10:00:00.000Z' })).toEqual({
        method: 'cash_on_delivery',
        status: expected,
        amount: 12.5,
        currency: 'EUR',
        paidAt,
        refundedAmount: 0,
      });
    },
  );
});

describe('how a payment moves', () => {
  const change = (orderStatus: Parameters<typeof paymentAfter>[1]['orderStatus'], cancelledCents = 0) => ({
    orderStatus,
    cancelledCents,
    at: AT,
  });

  it('is no longer due when the order is cancelled before it was paid', () => {
    for (const method of ['card', 'bank_transfer', 'cash_on_delivery'] as const)
      expect(paymentAfter(newPayment(method, 1000, 'R'), change('cancelled'))?.status).toBe('expired');
    expect(
      paymentAfter({ ...newPayment('card', 1000, 'R'), status: 'failed' }, change('cancelled'))?.status,
    ).toBe('expired');
  });

  it('owes everything back when a paid order is cancelled, refunded only once the money moved', () => {
    const owed = paymentAfter(paid('bank_transfer'), change('cancelled'));
    expect(owed).toMatchObject({ status: 'refund_pending', refundedAmount: 0, refundPendingAmount: 30 });
    expect(withRefundMoved(owed!, 3000)).toMatchObject({
      status: 'refunded',
      refundedAmount: 30,
      refundPendingAmount: 0,
    });
  });

  it('owes back what cancelled lines cost while the order goes on, exactly in cents', () => {
    const first = paymentAfter(paid('card', 30.3), change('organizing', 1010));
    expect(first).toMatchObject({ status: 'refund_pending', refundedAmount: 0, refundPendingAmount: 10.1 });
    const moved = withRefundMoved(first!, 1010);
    expect(moved).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: 10.1,
      refundPendingAmount: 0,
    });
    const second = paymentAfter(moved, change('organizing', 2020));
    expect(second).toMatchObject({
      status: 'refund_pending',
      refundedAmount: 10.1,
      refundPendingAmount: 20.2,
    });
    expect(withRefundMoved(second!, 2020)).toMatchObject({ status: 'refunded', refundedAmount: 30.3 });
  });

  it('never owes back more than arrived: a cancel after lines were refunded owes the rest', () => {
    const first = paymentAfter(paid('card', 30), change('organizing', 1000));
    const rest = paymentAfter(first!, change('cancelled'));
    expect(rest).toMatchObject({ status: 'refund_pending', refundPendingAmount: 30 });
    expect(paymentAfter(rest!, change('cancelled'))).toBeNull();
  });

  it('stays refund_pending while part of what is owed has not moved', () => {
    const owed = withRefundOwed(withRefundOwed(paid('card', 30), 1000), 500);
    expect(owed.refundPendingAmount).toBe(15);
    expect(withRefundMoved(owed, 1000)).toMatchObject({ status: 'refund_pending', refundedAmount: 10 });
  });

  it('counts pay on delivery as paid once everything left is delivered', () => {
    const cash = newPayment('cash_on_delivery', 1000, 'R');
    expect(paymentAfter(cash, change('shipped'))).toBeNull();
    expect(paymentAfter(cash, change('delivered'))).toMatchObject({ status: 'paid', paidAt: AT });
    expect(paymentAfter(newPayment('bank_transfer', 1000, 'R'), change('delivered'))).toBeNull();
  });

  it('keeps a pay-on-delivery return owed when the rest of the order is delivered', () => {
    const returned = withRefundOwed(newPayment('cash_on_delivery', 3000, 'R'), 1000);
    expect(returned.status).toBe('refund_pending');
    const delivered = paymentAfter(returned, change('completed'));
    expect(delivered).toMatchObject({ status: 'refund_pending', paidAt: AT, refundPendingAmount: 10 });
    expect(withRefundMoved(delivered!, 1000)).toMatchObject({ status: 'partially_refunded' });
  });

  it('changes nothing else', () => {
    expect(paymentAfter(newPayment('cash_on_delivery', 1000, 'R'), change('organizing', 500))).toBeNull();
    expect(paymentAfter(paid('card'), change('shipped'))).toBeNull();
    expect(
      paymentAfter({ ...paid('card'), status: 'refunded', refundedAmount: 30 }, change('cancelled')),
    ).toBeNull();
  });
});

describe("the status a payment's amounts say", () => {
  it.each([
    [{ refundPendingAmount: 1 }, 'refund_pending'],
    [{ refundedAmount: 30 }, 'refunded'],
    [{ refundedAmount: 5 }, 'partially_refunded'],
    [{}, 'paid'],
  ] as const)('%o -> %s', (amounts, status) => {
    expect(refundStatusOf({ ...paid('card', 30), ...amounts })).toBe(status);
  });

  it('keeps an unpaid status', () => {
    expect(refundStatusOf({ ...newPayment('card', 1000, 'R'), status: 'failed' })).toBe('failed');
  });
});
