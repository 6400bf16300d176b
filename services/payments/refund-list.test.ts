import { describe, expect, it } from 'vitest';
import type { RefundsQuery } from '../../shared/contracts/payments/schemas.js';
import type { RefundRecord } from '../orders/index.js';
import { matchesRefundQuery } from './refund-list.js';

const record = (over: Partial<RefundRecord> = {}): RefundRecord => ({
  id: 'r-1',
  orderId: 'o-1',
  userId: 'u-1',
  method: 'bank_transfer',
  amount: 10,
  currency: 'EUR',
  status: 'owed',
  reason: 'order_cancelled',
  attempts: 0,
  failure: null,
  createdAt: '2026-05-10T10:00:00.000Z',
  settledAt: null,
  reference: null,
  settledBy: null,
  account: null,
  paymentIntentId: null,
  providerRefundId: null,
  lastAttemptAt: null,
  ...over,
});
const query = (over: Partial<RefundsQuery> = {}): RefundsQuery => ({ status: 'open', limit: 20, ...over });

describe('the refunds a query asks for', () => {
  it('open: the ones not done; all: every one; or one status', () => {
    expect(matchesRefundQuery(record(), query())).toBe(true);
    expect(matchesRefundQuery(record({ status: 'sent' }), query())).toBe(true);
    expect(matchesRefundQuery(record({ status: 'succeeded' }), query())).toBe(false);
    expect(matchesRefundQuery(record({ status: 'succeeded' }), query({ status: 'all' }))).toBe(true);
    expect(matchesRefundQuery(record({ status: 'failed' }), query({ status: 'owed' }))).toBe(false);
  });

  it('by method, reason, order and days (both included)', () => {
    expect(matchesRefundQuery(record(), query({ method: 'card' }))).toBe(false);
    expect(matchesRefundQuery(record(), query({ reason: 'returned' }))).toBe(false);
    expect(matchesRefundQuery(record(), query({ orderId: 'o-2' }))).toBe(false);
    expect(matchesRefundQuery(record(), query({ from: '2026-05-10', to: '2026-05-10' }))).toBe(true);
    expect(matchesRefundQuery(record(), query({ from: '2026-05-11' }))).toBe(false);
    expect(matchesRefundQuery(record(), query({ to: '2026-05-09' }))).toBe(false);
  });
});
