import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../shared/contracts/payments/entities.js';
import { refundItem, refundOwed, refundRetryDelaySeconds, toRefund, toRefundRecord } from './refunds.js';

const paid: Payment = {
  method: 'card',
  status: 'paid',
  amount: 30,
  currency: 'EUR',
  paidAt: '2026-11-01T10:00:00.000Z',
  refundedAmount: 0,
};

describe('refunds', () => {
  it('owes what a change refunds beyond what was refunded before: sent to the card, or owed by transfer', () => {
    const partly = { ...paid, status: 'partially_refunded' as const, refundedAmount: 12.5 };
    const card = refundOwed(paid, partly, 'o-1', '2026-11-02T00:00:00.000Z', 'pi_1', () => 'r-1');
    expect(card).toMatchObject({ id: 'r-1', amount: 12.5, status: 'pending', paymentIntentId: 'pi_1' });
    const all = { ...paid, status: 'refunded' as const, refundedAmount: 30 };
    expect(refundOwed(partly, all, 'o-1', 'now', 'pi_1')?.amount).toBe(17.5);
    const transfer = refundOwed(
      { ...paid, method: 'bank_transfer' },
      { ...all, method: 'bank_transfer' },
      'o-1',
      'now',
      null,
    );
    expect(transfer).toMatchObject({ status: 'owed', paymentIntentId: null, amount: 30 });
  });

  it('owes nothing for cash, an unchanged refund or no change', () => {
    const cash = { ...paid, method: 'cash_on_delivery' as const };
    expect(
      refundOwed(cash, { ...cash, status: 'refunded', refundedAmount: 30 }, 'o', 'now', null),
    ).toBeNull();
    expect(refundOwed(paid, null, 'o', 'now', null)).toBeNull();
    expect(refundOwed(paid, { ...paid, status: 'expired' }, 'o', 'now', null)).toBeNull();
  });

  it('stores a refund listed by status, and shows admins no provider ids', () => {
    const record = refundOwed(
      paid,
      { ...paid, status: 'refunded', refundedAmount: 30 },
      'o-1',
      '2026-11-02T00:00:00.000Z',
      'pi_1',
      () => 'r-1',
    );
    const item = refundItem(record!);
    expect(item).toMatchObject({ PK: 'ORDER#o-1', SK: 'REFUND#r-1', GSI1PK: 'REFUNDS#pending' });
    expect(toRefundRecord(item)).toEqual(record);
    expect(toRefund(record!)).not.toHaveProperty('paymentIntentId');
  });

  it('waits longer after each failed attempt', () => {
    expect([1, 2, 3, 4].map(refundRetryDelaySeconds)).toEqual([30, 60, 120, 240]);
  });
});
