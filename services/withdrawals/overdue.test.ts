import { describe, expect, it } from 'vitest';
import type { StoredWithdrawal } from '../orders/index.js';
import { refundMade } from './overdue.js';

const withdrawal = (overrides: Partial<StoredWithdrawal> = {}): StoredWithdrawal => ({
  id: 'w-1',
  orderId: 'o-1',
  status: 'received',
  productOrderIds: ['po-a'],
  refundAmount: 10,
  requestedAt: '2026-06-06T10:00:00.000Z',
  refundDueAt: '2026-06-20T10:00:00.000Z',
  receivedAt: '2026-06-08T10:00:00.000Z',
  lines: [],
  consumerId: 'u-consumer',
  producerIds: ['u-producer'],
  refundIds: ['r-1'],
  ...overrides,
});

const refund = (id: string, status: string) => ({ SK: `REFUND#${id}`, id, status });

describe('whether a withdrawal refund is made (TRLGDCU art. 107)', () => {
  it('is not while the goods are not received, or a refund their receipt owed is not done', () => {
    expect(
      refundMade(withdrawal({ status: 'requested', receivedAt: null }), [refund('r-1', 'succeeded')]),
    ).toBe(false);
    expect(refundMade(withdrawal(), [refund('r-1', 'owed')])).toBe(false);
    expect(refundMade(withdrawal(), [refund('r-1', 'sent')])).toBe(false);
    expect(refundMade(withdrawal(), [])).toBe(false);
    // Another refund of the order (a cancelled line) does not count for the withdrawal.
    expect(refundMade(withdrawal(), [refund('r-other', 'succeeded')])).toBe(false);
    expect(
      refundMade(withdrawal({ refundIds: ['r-1', 'r-2'] }), [
        refund('r-1', 'succeeded'),
        refund('r-2', 'owed'),
      ]),
    ).toBe(false);
  });

  it('is once every refund the receipt owed succeeded, or when nothing was owed', () => {
    expect(refundMade(withdrawal(), [refund('r-1', 'succeeded'), refund('r-other', 'owed')])).toBe(true);
    expect(refundMade(withdrawal({ refundIds: [] }), [])).toBe(true);
  });
});
