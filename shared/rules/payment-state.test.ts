import { describe, expect, it } from 'vitest';
import { awaitsPayment, cashOnDelivery, lineMayMove, lineStage } from './payment-state.js';

describe('payment state', () => {
  it('awaits the money of unpaid card and transfer orders only', () => {
    expect(awaitsPayment({ method: 'card', status: 'pending' })).toBe(true);
    expect(awaitsPayment({ method: 'card', status: 'failed' })).toBe(true);
    expect(awaitsPayment({ method: 'bank_transfer', status: 'pending' })).toBe(true);
    expect(awaitsPayment({ method: 'bank_transfer', status: 'paid' })).toBe(false);
    expect(awaitsPayment({ method: 'card', status: 'partially_refunded' })).toBe(false);
    expect(awaitsPayment({ method: 'cash_on_delivery', status: 'pending' })).toBe(false);
    expect(awaitsPayment(undefined)).toBe(false);
  });

  it('lets an unpaid order be cancelled but not prepared', () => {
    const unpaid = { method: 'bank_transfer', status: 'pending' } as const;
    expect(lineMayMove(unpaid, 'organizing')).toBe(false);
    expect(lineMayMove(unpaid, 'cancelled')).toBe(true);
    expect(lineMayMove({ method: 'card', status: 'paid' }, 'organizing')).toBe(true);
    expect(lineMayMove({ method: 'cash_on_delivery', status: 'pending' }, 'organizing')).toBe(true);
  });

  it('puts a pending line whose money is awaited apart', () => {
    expect(lineStage('pending', true)).toBe('awaiting_payment');
    expect(lineStage('pending', false)).toBe('pending');
    expect(lineStage('cancelled', true)).toBe('cancelled');
  });

  it('counts what a pay-on-delivery buyer paid and still owes', () => {
    expect(
      cashOnDelivery([
        { status: 'delivered', totalPrice: 10.5 },
        { status: 'shipped', totalPrice: 4.25 },
        { status: 'cancelled', totalPrice: 3 },
        { status: 'pending', totalPrice: 0.1 },
      ]),
    ).toEqual({ collectedCents: 1050, dueCents: 435 });
  });
});
