/**
 * The catalog's metric (services/lib/observability/metrics.ts): CatalogLatency, the milliseconds the products
 * function takes to answer the catalog reads whose contract entry asks for it (`metrics.domainLatency`: the
 * list and a product), from the route's match to its answer. Pages served by CloudFront's cache or by the
 * function's short memory cache (page-cache.ts) never reach it: the dashboard shows CloudFront's cache hit rate
 * beside it.
 */
import type { RouteOutcome } from '../lib/http/domain-handler.js';
import { METRIC, timeMetric } from '../lib/observability/metrics.js';

/** The products domain's observer (createDomainHandler's `observe`). */
export function observeCatalog(outcome: RouteOutcome): void {
  if (outcome.route.metrics?.domainLatency) timeMetric(METRIC.catalogLatency, outcome.milliseconds);
}
