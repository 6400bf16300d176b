import { describe, expect, it } from 'vitest';
import { balanceOf, bucketOf, payoutTotalCents, toBalanceLine } from './ledger.js';

const line = (over: Record<string, unknown>) => ({
  id: 'po-1',
  orderId: 'o-1',
  product: { name: 'Pitahaya roja' },
  quantity: 2,
  totalPrice: 25,
  commissionRate: 10,
  commission: 2.5,
  net: 22.5,
  paymentMethod: 'card',
  status: 'pending',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

describe("a farm's ledger", () => {
  it.each([
    [{ paid: false }, 'unpaid'],
    [{ paid: true }, 'pending'],
    [{ paid: true, status: 'shipped' }, 'pending'],
    [{ paid: true, status: 'delivered' }, 'available'],
    [{ paid: true, status: 'cancelled' }, 'cancelled'],
    [{ paymentMethod: 'cash_on_delivery', status: 'shipped' }, 'unpaid'],
    [{ paymentMethod: 'cash_on_delivery', status: 'delivered' }, 'collected'],
    [{ paymentMethod: undefined, status: 'delivered' }, 'collected'],
    [{ paid: true, status: 'delivered', returnedAt: '2026-11-03T10:00:00.000Z' }, 'returned'],
    [{ paymentMethod: 'cash_on_delivery', status: 'delivered', returnedAt: '2026-11-03' }, 'returned'],
  ])('puts a line %o in %s', (over, bucket) => {
    expect(bucketOf(line(over))).toBe(bucket);
  });

  it('sums its ledger: net pending and available, cash commissions owed to the shop, payouts', () => {
    const lines = [
      toBalanceLine(line({ paid: true })),
      toBalanceLine(line({ id: 'po-2', paid: true, status: 'delivered' })),
      toBalanceLine(line({ id: 'po-3', paid: true, status: 'delivered', net: 9.01, commission: 0.99 })),
      toBalanceLine(line({ id: 'po-4', paymentMethod: 'cash_on_delivery', status: 'delivered' })),
      toBalanceLine(line({ id: 'po-5', paid: true, status: 'cancelled' })),
    ];
    const payouts = [
      { amount: 10, status: 'paid' as const },
      { amount: 5, status: 'pending' as const },
      { amount: 100, status: 'failed' as const },
      { amount: 40, status: 'cancelled' as const },
    ];
    expect(balanceOf(lines, payouts, 10)).toEqual({
      currency: 'EUR',
      commissionRate: 10,
      pendingAmount: 22.5,
      availableAmount: 14.01, // 22.5 + 9.01 - 2.5 - 10 - 5
      paidOutAmount: 10,
      inPayoutAmount: 5,
    });
    expect(payoutTotalCents(payouts)).toBe(1500);
  });

  it('owes nothing for a returned line; a returned line the farm collected is owed to the shop whole', () => {
    const returned = (over: Record<string, unknown>) =>
      toBalanceLine(line({ status: 'delivered', returnedAt: '2026-11-03T10:00:00.000Z', ...over }));
    const lines = [
      toBalanceLine(line({ paid: true, status: 'delivered' })),
      returned({ id: 'po-2', paid: true }),
      returned({ id: 'po-3', paymentMethod: 'cash_on_delivery', totalPrice: 12 }),
    ];
    // 22.5 available, nothing for the card line given back, the 12 € the farm collected owed to the shop.
    expect(balanceOf(lines, [], 10).availableAmount).toBe(10.5);
  });

  it('charges no commission on a cancelled line and owes nothing for it', () => {
    expect(toBalanceLine(line({ id: 'po-5', paid: true, status: 'cancelled' }))).toMatchObject({
      bucket: 'cancelled',
      commission: 0,
      commissionRate: 0,
      net: 0,
    });
  });

  it('reads a line placed before commissions were recorded as all the farm’s', () => {
    expect(toBalanceLine({ id: 'x', orderId: 'o', totalPrice: 12, status: 'pending' })).toMatchObject({
      amount: 12,
      commission: 0,
      net: 12,
      method: 'cash_on_delivery',
      bucket: 'unpaid',
    });
  });
});
