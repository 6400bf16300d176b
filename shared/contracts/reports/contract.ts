/**
 * The order reports: the shop's and a farm's figures of a period, and the admins' analytics. Read-only, from the
 * counters the events function keeps and counted Queries of the user directory. Their paths are the order
 * paths the contract fixes under /v1/orders; they are served by the reports function (read-only table access),
 * which keeps the orders function within its bundle budget (docs/decisions.md, "Order reports in their own
 * function").
 */
import { answer, defineContract, schemasOf } from '../kit.js';
import type { AdminAnalytics, OrderStatsReport } from '../orders/entities.js';
import type * as Schemas from './schemas.js';

export interface StatsAnswer {
  stats: OrderStatsReport;
}
export interface AnalyticsAnswer {
  analytics: AdminAnalytics;
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

export const reportsContract = defineContract('reports', '/v1/reports', schemas, (route) => ({
  /** Order totals for admins. */
  stats: route.get('/v1/orders/stats', 'admin', answer<StatsAnswer>(), (s) => ({
    query: s.shopStatsQuery,
  })),
  /** Shop analytics of a period (beyond the spec: the admin analytics page). */
  analytics: route.get('/v1/orders/analytics', 'admin', answer<AnalyticsAnswer>(), (s) => ({
    query: s.shopStatsQuery,
  })),
  /** The producer's order stats (an admin: a farm's with producerId, else the whole shop's). */
  producerStats: route.get('/v1/orders/producer/stats', 'producer-or-admin', answer<StatsAnswer>(), (s) => ({
    query: s.producerStatsQuery,
  })),
}));

export type ReportsEndpoints = typeof reportsContract.endpoints;
