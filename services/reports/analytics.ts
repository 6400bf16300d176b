/**
 * GET /v1/orders/analytics?period=7d|30d|90d|12m (default 30d; admins): `data.analytics` (AdminAnalytics), every
 * figure from stored aggregates, never a listing of orders or users:
 *   - the shop's order report of the period: the stats counters kept by the events function (stats-store.ts,
 *     the same as GET /v1/orders/stats);
 *   - the previous period of the same length: one more Query of the same counters;
 *   - new users by role: counted Queries of the directory's GSI1 `ROLE#<role>` from the period's first day;
 *   - conversion: counted Queries of `ACTIVE#consumer` and `BUYERS` (LINES1, LINES2; GSI3, GSI4 for the activity
 *     items of before) from the period's first day
 *     (services/lib/auth/user-activity.ts; the events function moves lastOrderAt on each new order).
 * Definitions: services/stats/analytics-report.ts and docs/administration.md.
 */

import { countActiveSince, countBuyersSince, countNewUsers } from '../lib/auth/user-activity.js';
import type { Handler } from '../lib/http/types.js';
import type { ReportsEndpoints } from '../../shared/contracts/reports/contract.js';
import { buildAnalytics, previousRange, readBuckets, scopeOf, periodRange } from '../stats/index.js';
import { readStatsReport } from './stats-store.js';

export const shopAnalytics: Handler<ReportsEndpoints['analytics']> = async ({ query }) => {
  const now = new Date();
  const range = periodRange(query.period, now);
  const previous = previousRange(range);
  const since = `${range.from}T00:00:00.000Z`;
  const [report, previousItems, admin, producer, customer, activeConsumers, buyers] = await Promise.all([
    readStatsReport(null, query.period, now),
    readBuckets(scopeOf(null), previous.sortKeyFrom, previous.sortKeyTo),
    countNewUsers('admin', since),
    countNewUsers('producer', since),
    countNewUsers('consumer', since),
    countActiveSince('consumer', since),
    countBuyersSince(since),
  ]);
  const analytics = buildAnalytics({
    report,
    previous,
    previousItems,
    newUsers: { admin, producer, customer },
    activeConsumers,
    buyers,
    computedAt: now,
  });
  return { data: { analytics } };
};
