/**
 * The API's answers by route group, measured by the domain functions (createDomainHandler): ApiLatency (ms,
 * from the route's match to its answer) and ApiServerErrors (1 for a 5xx answer, else 0: its Average is the
 * 5xx rate, its SampleCount the requests). One EMF line per answer with the `RouteGroup` dimension, whose
 * values are bounded: the journey its contract entry names (`metrics.group`, shared/contracts/route-meta.ts),
 * else the route's domain. The alarms (infra/cdk/alarm-thresholds.ts) watch each group; API Gateway's own 5xx
 * and latency (what never reached a function: a timeout, a crash) have their own alarms on the whole API.
 * Cheaper than API Gateway's detailed metrics (7 metrics per route).
 */
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { RouteDef } from '../../../shared/contracts/kit.js';
import { metrics } from './metrics.js';

export const ROUTE_METRIC = { latency: 'ApiLatency', serverErrors: 'ApiServerErrors' } as const;

type Measured = Pick<RouteDef, 'domain' | 'metrics'>;

/** The group of a route: its journey, or its domain. */
export function routeGroupOf(route: Measured): string {
  return route.metrics?.group ?? route.domain;
}

/** One answer of a route: its time and whether it was a 5xx (written at once, with its own dimension). */
export function recordRouteAnswer(route: Measured, statusCode: number, milliseconds: number): void {
  const single = metrics.singleMetric();
  single.addDimension('RouteGroup', routeGroupOf(route));
  single.addMetric(ROUTE_METRIC.latency, MetricUnit.Milliseconds, Math.max(0, Math.round(milliseconds)));
  single.addMetric(ROUTE_METRIC.serverErrors, MetricUnit.Count, statusCode >= 500 ? 1 : 0);
}
