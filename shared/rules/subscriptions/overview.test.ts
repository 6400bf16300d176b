import { describe, expect, it } from 'vitest';
import { monthsUpTo, subscriptionsOverview } from './overview.js';

const box = (id: string, fields: Partial<Parameters<typeof subscriptionsOverview>[0][number]>) => ({
  id,
  status: 'active' as const,
  createdAt: '2026-09-10T10:00:00.000Z',
  failedCharges: 0,
  customer: `Cliente ${id}`,
  ...fields,
});

describe("the admins' subscriptions overview", () => {
  it('lists the months up to one, across a year', () => {
    expect(monthsUpTo('2027-02', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('counts by status, lists failed charges and the churn of each month', () => {
    const overview = subscriptionsOverview(
      [
        box('a', {}),
        box('b', { status: 'cancelled', cancelledAt: '2026-10-05T10:00:00.000Z' }),
        box('c', { status: 'paused', failedCharges: 2, producerName: 'Finca' }),
        box('d', { status: 'active', createdAt: '2026-10-02T10:00:00.000Z', failedCharges: 1 }),
        box('e', { status: 'incomplete', createdAt: '2026-10-03T10:00:00.000Z' }),
      ],
      ['2026-09', '2026-10'],
    );
    expect(overview.byStatus).toEqual({ incomplete: 1, active: 2, paused: 1, cancelled: 1 });
    expect(overview.failedCharges.map((row) => [row.subscriptionId, row.failedCharges])).toEqual([
      ['c', 2],
      ['d', 1],
    ]);
    expect(overview.churn).toEqual([
      { month: '2026-09', started: 3, cancelled: 0, activeAtStart: 0, churnRate: null },
      { month: '2026-10', started: 1, cancelled: 1, activeAtStart: 3, churnRate: 33.3 },
    ]);
  });
});
