/**
 * GET /v1/orders/producer/stats?period=7d|30d|90d|12m (default 30d): a producer's figures (an admin may pass
 * producerId, and without it gets the whole shop's); GET /v1/orders/stats?period (admins): the whole shop's.
 * Both answer `data.stats` (shared/contracts/orders/entities.ts OrderStatsReport), read from the counters the events function
 * keeps (stats-store.ts): a Query of the period's buckets and the names of the top entries.
 */

import type { Handler } from '../lib/http/types.js';
import type { ReportsEndpoints } from '../../shared/contracts/reports/contract.js';
import { producerScope } from '../lib/producer-scope.js';
import { callerOf } from './caller.js';
import { readStatsReport } from './stats-store.js';

export const producerStats: Handler<ReportsEndpoints['producerStats']> = async ({ principal, query }) => {
  const producerId = producerScope(callerOf(principal), query.producerId);
  return { data: { stats: await readStatsReport(producerId, query.period) } };
};

export const shopStats: Handler<ReportsEndpoints['stats']> = async ({ query }) => {
  return { data: { stats: await readStatsReport(null, query.period) } };
};
