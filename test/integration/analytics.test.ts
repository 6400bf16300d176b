/**
 * Admin analytics and shop stats over HTTP on the real local stack, matching what this test does: new users by
 * role, orders and revenue of the period (the counters the events function derives from the table's stream, so
 * read with eventually()), top products and producers, orders by status after an admin's cancel, the buyers'
 * conversion (markOrdered from the stream), the previous period and growth, and the period's validation.
 * Suites run one after another, so the shop-wide figures move only by what this test does once settled.
 */
import { describe, expect, it } from 'vitest';
import { userKeys } from '../../services/lib/data/keys.js';
import type { AdminAnalytics, OrderStatsReport } from '../../shared/contracts/orders/entities.js';
import { GENERIC_MESSAGES } from '../../shared/messages/generic.js';
import { VALIDATION_MESSAGES } from '../../shared/messages/validation.js';
import { api, deliverFarmLines, freshConsumer, freshProducer, orderOfTwo, placeOrder } from './commerce.js';
import { getItem } from './table.js';
import { seededSuite } from './suite.js';
import { eventually, noStack } from './helpers.js';

const tokens = seededSuite();

const analyticsOf = async (query: Record<string, string> = {}) => {
  const answer = await api<{ analytics: AdminAnalytics }>(
    `/v1/orders/analytics?${new URLSearchParams(query)}`,
    tokens.admin,
  );
  if (answer.status !== 200) throw new Error(`Analytics: ${answer.status} ${answer.text}`);
  return answer.body.data.analytics;
};
const shopStats = async () =>
  (await api<{ stats: OrderStatsReport }>('/v1/orders/stats', tokens.admin)).body.data.stats;

/** The figures once the events function has caught up with earlier suites (two reads a moment apart agree). */
async function settledAnalytics(): Promise<AdminAnalytics> {
  let previous = await analyticsOf();
  for (let round = 0; round < 40; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const next = await analyticsOf();
    const figures = (a: AdminAnalytics) =>
      JSON.stringify([a.totalOrders, a.totalRevenue, a.orderStatusCounts, a.conversion, a.newUsers]);
    if (figures(next) === figures(previous)) return next;
    previous = next;
  }
  throw new Error('The figures kept moving');
}

const percent = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10;

describe.skipIf(noStack)('admin analytics over HTTP', () => {
  it('counts the users, orders, revenue, tops, statuses and buyers this test adds', async () => {
    const base = await settledAnalytics();
    expect(base.period).toBe('30d');
    const [farm, buyer] = await Promise.all([freshProducer('an-farm'), freshConsumer('an-buyer')]);
    await eventually(async () => {
      const now = await analyticsOf();
      expect(now.newUsers).toEqual({
        admin: base.newUsers.admin,
        producer: base.newUsers.producer + 1,
        customer: base.newUsers.customer + 1,
      });
    });

    const since = `${base.from}T00:00:00.000Z`;
    const directory = await getItem(userKeys.activity(buyer.userId));
    const wasActive = typeof directory?.lastActiveAt === 'string' && directory.lastActiveAt >= since;
    const settled = await settledAnalytics();

    // Expensive products so the farm and its product top the period.
    const sale = await orderOfTwo(
      buyer.token,
      [farm.token, { price: 9_000, stock: 10 }, 2],
      [farm.token, { price: 8_000, stock: 10 }, 1],
    );
    const { mine: big, theirs: small, order: first } = sale;
    const second = await placeOrder(buyer.token, [[small.productId, 1]]);
    expect(first.totalPrice + second.totalPrice).toBe(34_000);
    // Paid on delivery: the revenue is the money in, so the first order's once the farm delivered it.
    await deliverFarmLines(farm.token, first.id);

    const after = await eventually(async () => {
      const now = await analyticsOf();
      expect(now.totalOrders).toBe(settled.totalOrders + 2);
      expect(now.totalRevenue).toBeCloseTo(settled.totalRevenue + 26_000, 2);
      expect(now.orderStatusCounts?.pending).toBe((settled.orderStatusCounts?.pending ?? 0) + 1);
      expect(now.orderStatusCounts?.completed).toBe((settled.orderStatusCounts?.completed ?? 0) + 1);
      expect(now.conversion).toEqual({
        activeConsumers: settled.conversion.activeConsumers + (wasActive ? 0 : 1),
        buyers: settled.conversion.buyers + 1,
        rate: expect.any(Number),
      });
      // The report reads the counters and the figure items in separate (eventually consistent) queries: one
      // answer can count the delivery in the totals and not yet in the tops, so the tops are waited for too.
      expect(now.topProducers?.[0]).toEqual({
        producerId: farm.userId,
        name: expect.any(String),
        revenue: 26_000,
      });
      expect(now.topProducts.slice(0, 2)).toEqual([
        { productId: big.productId, name: big.name, revenue: 18_000, units: 2 },
        { productId: small.productId, name: small.name, revenue: 8_000, units: 2 },
      ]);
      return now;
    });
    expect(after.series.at(-1)?.orders).toBe((settled.series.at(-1)?.orders ?? 0) + 2);
    expect(after.averageOrderValue).toBeCloseTo(after.totalRevenue / after.totalOrders, 2);
    expect(after.conversion.rate).toBe(
      Math.round((after.conversion.buyers / after.conversion.activeConsumers) * 1000) / 10,
    );
    expect(after.previous).toEqual(settled.previous);
    expect(after.growth).toEqual({
      orders: percent(after.totalOrders, after.previous.totalOrders),
      revenue: percent(after.totalRevenue, after.previous.totalRevenue),
    });
    const user = await getItem(userKeys.activity(buyer.userId));
    expect(user).toMatchObject({ lastOrderAt: second.createdAt, LINES2PK: 'BUYERS' });

    // GET /v1/orders/stats reads the same counters.
    const stats = await shopStats();
    expect(stats).toMatchObject({
      period: '30d',
      producerId: null,
      totalOrders: after.totalOrders,
      totalRevenue: after.totalRevenue,
      orderStatusCounts: after.orderStatusCounts,
    });

    // An admin's cancel takes the order out of the figures and counts it as cancelled.
    const cancelled = await api(`/v1/orders/${second.id}/status`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    await eventually(async () => {
      const now = await analyticsOf();
      expect(now.totalOrders).toBe(settled.totalOrders + 1);
      // The cancelled order had brought no money in: the revenue stays.
      expect(now.totalRevenue).toBeCloseTo(settled.totalRevenue + 26_000, 2);
      expect(now.orderStatusCounts?.cancelled).toBe((settled.orderStatusCounts?.cancelled ?? 0) + 1);
      expect(now.orderStatusCounts?.pending).toBe(settled.orderStatusCounts?.pending ?? 0);
      const shop = await shopStats();
      expect([shop.totalOrders, shop.orderStatusCounts?.cancelled]).toEqual([
        now.totalOrders,
        now.orderStatusCounts?.cancelled,
      ]);
    });
  });

  it('answers each period with its buckets and refuses anything else', async () => {
    const week = await analyticsOf({ period: '7d' });
    expect(week).toMatchObject({ period: '7d', granularity: 'day' });
    expect(week.series).toHaveLength(7);
    const year = await analyticsOf({ period: '12m' });
    expect(year).toMatchObject({ period: '12m', granularity: 'month' });
    expect(year.series).toHaveLength(12);
    expect(year.previous.to < year.from).toBe(true);
    const quarter = await analyticsOf({ period: '90d' });
    expect(quarter.series).toHaveLength(90);
    expect(Date.parse(quarter.computedAt)).not.toBeNaN();

    const refused = await Promise.all([
      api(`/v1/orders/analytics?period=5d`, tokens.admin),
      api(`/v1/orders/analytics`, tokens.consumer),
      api(`/v1/orders/analytics`, tokens.producer),
      api(`/v1/orders/analytics`),
      api(`/v1/orders/stats?period=1y`, tokens.admin),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([422, 403, 403, 401, 422]);
    expect(refused[0]?.body.status.message).toBe(VALIDATION_MESSAGES.periodInvalid);
    expect(refused[1]?.body.status.message).toBe(GENERIC_MESSAGES.forbidden);
  });
});
