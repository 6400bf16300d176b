/**
 * The admin analytics of a period (pure, no I/O; shared/contracts/orders/entities.ts AdminAnalytics, docs/administration.md): the
 * shop's order report of the period (stats-report.ts) plus
 *   - previous: the period of the same length right before it (the 7, 30 or 90 days before; for 12m the 12
 *     months before), its orders and revenue from the same counters;
 *   - growth: percent change of orders and revenue against it, one decimal; null when the previous had none;
 *   - newUsers: users created in the period by role (counted Queries of the user directory);
 *   - conversion: consumers active in the period (signed in, refreshed their session or ordered) and, of those,
 *     the ones who placed an order in it; rate = buyers / activeConsumers x 100, one decimal, null without active
 *     consumers.
 */
import type { AdminAnalytics, OrderStatsReport } from '../../shared/contracts/orders/entities.js';
import { fromCents } from '../../shared/utils/money.js';
import type { PeriodRange } from './stats-report.js';
import { sumCounters } from './stats-report.js';

type Item = Record<string, unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);
const monthStart = (month: string): number => Date.parse(`${month}-01T00:00:00.000Z`);

export interface PreviousRange {
  from: string;
  to: string;
  sortKeyFrom: string;
  sortKeyTo: string;
}

/** The period of the same length right before `range`. */
export function previousRange(range: PeriodRange): PreviousRange {
  const count = range.labels.length;
  if (range.granularity === 'month') {
    const first = range.labels[0] as string;
    const start = new Date(monthStart(first));
    const months = Array.from({ length: count }, (_, index) =>
      new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - count + index, 1))
        .toISOString()
        .slice(0, 7),
    );
    const firstMonth = months[0] as string;
    const lastMonth = months[months.length - 1] as string;
    return {
      from: `${firstMonth}-01`,
      to: dayOf(monthStart(first) - DAY_MS),
      sortKeyFrom: `MONTH#${firstMonth}`,
      sortKeyTo: `MONTH#${lastMonth}`,
    };
  }
  const start = Date.parse(`${range.from}T00:00:00.000Z`);
  const from = dayOf(start - count * DAY_MS);
  const to = dayOf(start - DAY_MS);
  return { from, to, sortKeyFrom: `DAY#${from}`, sortKeyTo: `DAY#${to}` };
}

/** Percent change from `before` to `now`, one decimal; null when `before` is 0. */
export function growthPercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** buyers / active x 100, one decimal; null without active consumers. */
export function conversionRate(buyers: number, active: number): number | null {
  if (active <= 0) return null;
  return Math.round((Math.min(buyers, active) / active) * 1000) / 10;
}

export interface AnalyticsInput {
  report: OrderStatsReport;
  previous: PreviousRange;
  /** The counter items of the previous period. */
  previousItems: readonly Item[];
  newUsers: AdminAnalytics['newUsers'];
  activeConsumers: number;
  buyers: number;
  computedAt: Date;
}

export function buildAnalytics(input: AnalyticsInput): AdminAnalytics {
  const { report } = input;
  const before = sumCounters(input.previousItems);
  const previous = {
    from: input.previous.from,
    to: input.previous.to,
    totalOrders: before.orders,
    totalRevenue: fromCents(before.revenueCents),
  };
  return {
    ...report,
    previous,
    growth: {
      orders: growthPercent(report.totalOrders, previous.totalOrders),
      revenue: growthPercent(report.totalRevenue, previous.totalRevenue),
    },
    newUsers: input.newUsers,
    conversion: {
      activeConsumers: input.activeConsumers,
      buyers: input.buyers,
      rate: conversionRate(input.buyers, input.activeConsumers),
    },
    computedAt: input.computedAt.toISOString(),
  };
}
