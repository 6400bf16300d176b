import { describe, expect, it } from 'vitest';
import { COUNTERS } from './order-counters.js';
import { buildAnalytics, conversionRate, growthPercent, previousRange } from './analytics-report.js';
import { buildReport, periodRange } from './stats-report.js';

const NOW = new Date('2026-06-15T12:00:00.000Z');

describe('admin analytics', () => {
  it('the previous period has the same length and ends the day before', () => {
    expect(previousRange(periodRange('7d', NOW))).toEqual({
      from: '2026-06-02',
      to: '2026-06-08',
      sortKeyFrom: 'DAY#2026-06-02',
      sortKeyTo: 'DAY#2026-06-08',
    });
    expect(previousRange(periodRange('30d', NOW))).toMatchObject({ from: '2026-04-17', to: '2026-05-16' });
    expect(previousRange(periodRange('90d', NOW))).toMatchObject({ from: '2025-12-18', to: '2026-03-17' });
    expect(previousRange(periodRange('12m', NOW))).toEqual({
      from: '2024-07-01',
      to: '2025-06-30',
      sortKeyFrom: 'MONTH#2024-07',
      sortKeyTo: 'MONTH#2025-06',
    });
  });

  it('growth is a percent with one decimal, null without a previous figure', () => {
    expect(growthPercent(3, 2)).toBe(50);
    expect(growthPercent(1, 3)).toBe(-66.7);
    expect(growthPercent(0, 4)).toBe(-100);
    expect(growthPercent(5, 0)).toBeNull();
  });

  it('conversion is buyers over active consumers, null without active consumers', () => {
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 2)).toBe(100);
    expect(conversionRate(0, 0)).toBeNull();
  });

  it('puts the period, the previous one, the users and the conversion together', () => {
    const range = periodRange('7d', NOW);
    const bucket = (day: string, orders: number, revenueCents: number) => ({
      bucket: day,
      [COUNTERS.orders]: orders,
      [COUNTERS.revenueCents]: revenueCents,
    });
    const report = buildReport({
      range,
      items: [bucket('2026-06-14', 2, 3000), bucket('2026-06-15', 1, 1500)],
      producerId: null,
      productNames: new Map(),
      producerNames: new Map(),
    });
    const analytics = buildAnalytics({
      report,
      previous: previousRange(range),
      previousItems: [bucket('2026-06-03', 2, 2000)],
      newUsers: { admin: 0, producer: 1, customer: 4 },
      activeConsumers: 8,
      buyers: 2,
      computedAt: NOW,
    });
    expect(analytics).toMatchObject({
      totalOrders: 3,
      totalRevenue: 45,
      averageOrderValue: 15,
      previous: { from: '2026-06-02', to: '2026-06-08', totalOrders: 2, totalRevenue: 20 },
      growth: { orders: 50, revenue: 125 },
      newUsers: { admin: 0, producer: 1, customer: 4 },
      conversion: { activeConsumers: 8, buyers: 2, rate: 25 },
      computedAt: NOW.toISOString(),
    });
    expect(analytics.series.at(-1)).toEqual({ date: '2026-06-15', orders: 1, revenue: 15 });
  });
});
