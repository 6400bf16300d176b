/**
 * The catalog's metric (services/lib/observability/metrics.ts): CatalogLatency, the milliseconds the products
 * function takes to answer GET /v1/products and GET /v1/products/{id} (from the route's match to its answer).
 * Pages served by CloudFront's cache or by the function's short memory cache (page-cache.ts) never reach it:
 * the dashboard shows CloudFront's cache hit rate beside it.
 */
import type { RouteOutcome } from '../lib/http/domain-handler.js';
import { METRIC, timeMetric } from '../lib/observability/metrics.js';

/** The catalog reads whose latency is recorded. */
export const CATALOG_READ_ROUTE_IDS: readonly string[] = ['products.list', 'products.get'];

/** The products domain's observer (createDomainHandler's `observe`). */
export function observeCatalog(outcome: RouteOutcome): void {
  if (CATALOG_READ_ROUTE_IDS.includes(outcome.route.id))
    timeMetric(METRIC.catalogLatency, outcome.milliseconds);
}
