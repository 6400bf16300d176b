/**
 * The API's answers by route group, measured by the domain functions (createDomainHandler): ApiLatency (ms,
 * from the route's match to its answer) and ApiServerErrors (1 for a 5xx answer, else 0: its Average is the
 * 5xx rate, its SampleCount the requests). One EMF line per answer with the `RouteGroup` dimension, whose
 * values are bounded: the journeys below, else the route's domain (never the route table here: a domain's
 * bundle carries its own contract only). The alarms (infra/cdk/alarm-thresholds.ts)
 * watch each group; API Gateway's own 5xx and latency (what never reached a function: a timeout, a crash)
 * have their own alarms on the whole API. Cheaper than API Gateway's detailed metrics (7 metrics per route).
 */
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { metrics } from './metrics.js';

/** The journeys watched on their own; every other route counts under its domain. */
export const JOURNEY_GROUPS = {
  catalog: ['products.list', 'products.get', 'products.facets', 'products.farms', 'products.farm'],
  checkout: ['orders.checkout', 'orders.retryPayment'],
  'sign-in': ['auth.login', 'auth.refreshToken'],
  'stripe-webhook': ['payments.webhook'],
} as const satisfies Record<string, readonly string[]>;

const JOURNEY_OF = new Map<string, string>(
  Object.entries(JOURNEY_GROUPS).flatMap(([group, ids]) => ids.map((id) => [id, group] as const)),
);

export const ROUTE_METRIC = { latency: 'ApiLatency', serverErrors: 'ApiServerErrors' } as const;

/** The group of a route of the route table. */
export function routeGroupOf(route: { id: string; domain: string }): string {
  return JOURNEY_OF.get(route.id) ?? route.domain;
}

/** One answer of a route: its time and whether it was a 5xx (written at once, with its own dimension). */
export function recordRouteAnswer(
  route: { id: string; domain: string },
  statusCode: number,
  milliseconds: number,
): void {
  const single = metrics.singleMetric();
  single.addDimension('RouteGroup', routeGroupOf(route));
  single.addMetric(ROUTE_METRIC.latency, MetricUnit.Milliseconds, Math.max(0, Math.round(milliseconds)));
  single.addMetric(ROUTE_METRIC.serverErrors, MetricUnit.Count, statusCode >= 500 ? 1 : 0);
}
