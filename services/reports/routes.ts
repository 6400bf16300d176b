/** The reports domain's handlers, by endpoint of its contract (shared/contracts/reports/contract.ts). */
import type { reportsContract } from '../../shared/contracts/reports/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { shopAnalytics } from './analytics.js';
import { orderCount } from './order-count.js';
import { searchOrders } from './order-search.js';
import { producerStats, shopStats } from './stats-routes.js';

export const reportsRoutes: Handlers<typeof reportsContract> = {
  stats: shopStats,
  analytics: shopAnalytics,
  search: searchOrders,
  count: orderCount,
  producerStats,
};
