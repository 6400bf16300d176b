/**
 * What an endpoint declares about itself besides its path, caller, input and answer: its cache policy, its
 * throttle and its metric group. A contract entry gives them as its last argument:
 *
 *   list: route.get('/v1/products', PUBLIC_READS_CALLER, answer<ProductPage>({ ... }), (s) => ({ query: ... }), {
 *     cache: 'public',
 *     metrics: { group: 'catalog', domainLatency: true },
 *   }),
 *
 * Every reader derives from these fields instead of keeping a list of route ids of its own: the CDK's per-route
 * throttles (infra/cdk/constructs/http-api.ts), the RouteGroup of the API's metrics and alarms
 * (services/lib/observability/route-metrics.ts, infra/cdk/alarm-thresholds.ts), the products function's page
 * cache (services/products/page-cache.ts), the catalog's and checkout's own metrics
 * (services/products/catalog-metrics.ts, services/orders/checkout-metrics.ts), the web client's anonymous
 * catalog reads (web/src/lib/api/client.ts) and the API description (GET /v1/openapi.json).
 */

/**
 * How an endpoint's answers may be kept. Without a policy nothing is kept: answers say `Cache-Control: no-store`.
 *
 * 'public': its anonymous 200 answer is the same for every visitor and says so (`public, s-maxage=30,
 * stale-while-revalidate=60`, docs/caching.md): CloudFront keeps it, and so does the products function's page
 * cache for a couple of seconds. Answers to a request with a bearer token stay `no-store`. When the endpoint
 * also reads its caller (PUBLIC_READS_CALLER), only its owners and admins get another answer, so the web
 * client reads it without the token for a consumer and takes the page's preloaded anonymous answer.
 */
export type CachePolicy = 'public';

/**
 * A per-route API Gateway throttle, tighter than the stage's default: requests per second and burst. It caps
 * the load one route puts on Cognito, the table or Stripe for everybody together; the abuse limits per address
 * and per account (services/auth/attempt-limits.ts) and the WAF's rate rules (infra/cdk/constructs/web-acl.ts)
 * act per client.
 */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * The journeys watched on their own: each is a value of the `RouteGroup` dimension of ApiLatency and
 * ApiServerErrors with its own alarms (infra/cdk/alarm-thresholds.ts). Every other route counts under its domain.
 */
export const METRIC_GROUPS = ['catalog', 'checkout', 'sign-in', 'stripe-webhook'] as const;
export type MetricGroup = (typeof METRIC_GROUPS)[number];

/** How an endpoint's answers are measured (services/lib/observability). */
export interface RouteMetrics {
  /** Its journey: the RouteGroup its answers count under instead of the domain. */
  group: MetricGroup;
  /**
   * Also timed by its domain's own latency metric: the products function's CatalogLatency, the orders
   * function's CheckoutLatency (with CheckoutRefused for its 4xx answers).
   */
  domainLatency?: boolean;
}

/** The metadata a contract entry may declare (its last argument). */
export interface RouteMeta {
  cache?: CachePolicy;
  throttle?: Throttle;
  metrics?: RouteMetrics;
}
