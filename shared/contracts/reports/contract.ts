/**
 * The order reports: the shop's and a farm's figures of a period, the admins' analytics, and the admins' order
 * search and count. Read-only, from the counters the events function keeps, the user directory and Queries of the
 * orders' indexes. Their paths are the order
 * paths the contract fixes under /v1/orders; they are served by the reports function (read-only table access),
 * which keeps the orders function within its bundle budget (docs/decisions.md, "Order reports in their own
 * function").
 */
import { answer, defineContract, schemasOf } from '../kit.js';
import type { Page } from '../http.js';
import type { AdminAnalytics, OrderStatsReport, OrderSummary } from '../orders/entities.js';
import type * as Schemas from './schemas.js';

export interface StatsAnswer {
  stats: OrderStatsReport;
}
export interface AnalyticsAnswer {
  analytics: AdminAnalytics;
}

/** GET /v1/orders/search: the orders found, newest first, and what the term was taken for. */
export interface OrderSearchPage extends Page {
  orders: OrderSummary[];
  search: {
    /** `reference`: an order id or its 8-character reference; `customer`: an e-mail or words of a name. */
    kind: 'reference' | 'customer';
    /** Users of the directory the term matched (customer searches; their orders are listed). */
    customers: number;
    /** More users matched than are searched (ORDER_SEARCH_MAX_CUSTOMERS): the term should be narrower. */
    moreCustomers: boolean;
  };
}

/** GET /v1/orders/count: how many orders the admin list holds for the filters (the stats counters). */
export interface OrderCountAnswer {
  count: {
    total: number;
    /** The whole UTC days counted (the list's default range: ADMIN_MONTHS_BACK months back to today). */
    fromDate: string;
    toDate: string;
  };
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

/** The answer of a stats report. */
const STATS = answer<StatsAnswer>({ stats: 'required' });

export const reportsContract = defineContract('reports', '/v1/reports', schemas, (route) => ({
  /** Order totals for admins. */
  stats: route.get('/v1/orders/stats', 'admin', STATS, (s) => ({
    query: s.shopStatsQuery,
  })),
  /** Shop analytics of a period (beyond the original API: the admin analytics page). */
  analytics: route.get(
    '/v1/orders/analytics',
    'admin',
    answer<AnalyticsAnswer>({ analytics: 'required' }),
    (s) => ({ query: s.shopStatsQuery }),
  ),
  /** Orders by reference, id, customer e-mail or name (beyond the original API: the admin order search). */
  search: route.get(
    '/v1/orders/search',
    'admin',
    answer<OrderSearchPage>({ orders: 'required', search: 'required', nextToken: 'required' }),
    (s) => ({ query: s.orderSearchQuery }),
  ),
  /** How many orders the admin list holds for a status and days (beyond the original API). */
  count: route.get('/v1/orders/count', 'admin', answer<OrderCountAnswer>({ count: 'required' }), (s) => ({
    query: s.orderCountQuery,
  })),
  /** The producer's order stats (an admin: a farm's with producerId, else the whole shop's). */
  producerStats: route.get('/v1/orders/producer/stats', 'producer-or-admin', STATS, (s) => ({
    query: s.producerStatsQuery,
  })),
}));

export type ReportsEndpoints = typeof reportsContract.endpoints;
