import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../shared/contracts/payments/entities.js';
import { newPayment, paymentAfter, paymentOf } from './payment.js';

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
    expect(paymentOf({ payment: stored, status: 'pending', totalPrice: 10 })).toBe(stored);
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

  it('goes back in full when a paid order is cancelled', () => {
    expect(paymentAfter(paid('bank_transfer'), change('cancelled'))).toMatchObject({
      status: 'refunded',
      refundedAmount: 30,
    });
  });

  it('gives back what cancelled lines cost while the order goes on, exactly in cents', () => {
    const first = paymentAfter(paid('card', 30.3), change('organizing', 1010));
    expect(first).toMatchObject({ status: 'partially_refunded', refundedAmount: 10.1 });
    const second = paymentAfter(first!, change('organizing', 2020));
    expect(second).toMatchObject({ status: 'refunded', refundedAmount: 30.3 });
  });

  it('counts pay on delivery as paid once everything left is delivered', () => {
    const cash = newPayment('cash_on_delivery', 1000, 'R');
    expect(paymentAfter(cash, change('shipped'))).toBeNull();
    expect(paymentAfter(cash, change('delivered'))).toMatchObject({ status: 'paid', paidAt: AT });
    expect(paymentAfter(newPayment('bank_transfer', 1000, 'R'), change('delivered'))).toBeNull();
  });

  it('changes nothing else', () => {
    expect(paymentAfter(newPayment('cash_on_delivery', 1000, 'R'), change('organizing', 500))).toBeNull();
    expect(paymentAfter(paid('card'), change('shipped'))).toBeNull();
    expect(paymentAfter({ ...paid('card'), status: 'refunded' }, change('cancelled'))).toBeNull();
  });
});
