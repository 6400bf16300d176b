import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../shared/contracts/payments/entities.js';
import { withRefundOwed } from './payment.js';
import { refundItem, refundOwed, refundRetryDelaySeconds, toRefund, toRefundRecord } from './refunds.js';

const paid: Payment = {
  method: 'card',
  status: 'paid',
  amount: 30,
  currency: 'EUR',
  paidAt: '2026-11-01T10:00:00.000Z',
  refundedAmount: 0,
};
const input = (over: Partial<Parameters<typeof refundOwed>[2]> = {}) => ({
  order: { id: 'o-1', userId: 'u-1' },
  at: '2026-11-02T00:00:00.000Z',
  paymentIntentId: 'pi_1',
  reason: 'lines_cancelled' as const,
  newId: () => 'r-1',
  ...over,
});

describe('refunds', () => {
  it('owes what a change owes back beyond what was owed before: sent to the card, or owed by transfer', () => {
    const partly = withRefundOwed(paid, 1250);
    const card = refundOwed(paid, partly, input());
    expect(card).toMatchObject({
      id: 'r-1',
      orderId: 'o-1',
      userId: 'u-1',
      amount: 12.5,
      status: 'pending',
      reason: 'lines_cancelled',
      paymentIntentId: 'pi_1',
    });
    const all = withRefundOwed(partly, 1750);
    expect(refundOwed(partly, all, input())?.amount).toBe(17.5);
    const transfer = refundOwed(
      { ...paid, method: 'bank_transfer' },
      withRefundOwed({ ...paid, method: 'bank_transfer' }, 3000),
      input({ reason: 'order_cancelled' }),
    );
    expect(transfer).toMatchObject({
      status: 'owed',
      paymentIntentId: null,
      amount: 30,
      reason: 'order_cancelled',
    });
  });

  it('owes a pay-on-delivery part given back by transfer, naming its lines', () => {
    const cash: Payment = { ...paid, method: 'cash_on_delivery', paidAt: null, status: 'pending' };
    const returned = refundOwed(
      cash,
      withRefundOwed(cash, 1200),
      input({ reason: 'returned', productOrderIds: ['po-1'] }),
    );
    expect(returned).toMatchObject({
      status: 'owed',
      amount: 12,
      productOrderIds: ['po-1'],
      reason: 'returned',
    });
  });

  it('owes nothing for no change or nothing more owed', () => {
    expect(refundOwed(paid, null, input())).toBeNull();
    expect(refundOwed(paid, { ...paid, status: 'expired' }, input())).toBeNull();
    const owed = withRefundOwed(paid, 1000);
    expect(refundOwed(owed, owed, input())).toBeNull();
  });

  it('stores a refund listed by status and in the history, and shows admins no provider ids', () => {
    const record = refundOwed(paid, withRefundOwed(paid, 3000), input())!;
    const item = refundItem(record);
    expect(item).toMatchObject({
      PK: 'ORDER#o-1',
      SK: 'REFUND#r-1',
      GSI1PK: 'REFUNDS#pending',
      GSI2PK: 'REFUNDS',
      GSI2SK: '2026-11-02T00:00:00.000Z#r-1',
      owedInPayment: true,
    });
    expect(toRefundRecord(item)).toEqual(record);
    const shown = toRefund(record, { customer: { id: 'u-1', name: 'Ana', email: 'ana@example.com' } });
    expect(shown).not.toHaveProperty('paymentIntentId');
    expect(shown).not.toHaveProperty('userId');
    expect(shown).toMatchObject({ customer: { name: 'Ana' }, account: null });
  });

  it("shows an owed refund's account: the one it went to once settled, else the shopper's current one", () => {
    const record = refundOwed(
      { ...paid, method: 'bank_transfer' },
      withRefundOwed({ ...paid, method: 'bank_transfer' }, 3000),
      input(),
    )!;
    const current = { iban: 'ES7921000813610123456789', holder: 'Ana Ruiz' };
    expect(toRefund(record, { currentAccount: current }).account).toEqual(current);
    expect(toRefund(record).account).toBeNull();
    const sentTo = { iban: 'ES9121000418450200051332', holder: 'Ana Ruiz' };
    expect(toRefund({ ...record, account: sentTo }, { currentAccount: current }).account).toEqual(sentTo);
  });

  it('reads a refund stored before reasons and shoppers were recorded as owed by a cancel', () => {
    const legacy = toRefundRecord({
      PK: 'ORDER#o-1',
      SK: 'REFUND#r-0',
      entity: 'Refund',
      id: 'r-0',
      orderId: 'o-1',
      method: 'bank_transfer',
      amount: 10,
      status: 'owed',
      createdAt: '2026-05-01T10:00:00.000Z',
    });
    expect(legacy).toMatchObject({
      reason: 'order_cancelled',
      userId: null,
      reference: null,
      settledBy: null,
    });
  });

  it('waits longer after each failed attempt', () => {
    expect([1, 2, 3, 4].map(refundRetryDelaySeconds)).toEqual([30, 60, 120, 240]);
  });
});
