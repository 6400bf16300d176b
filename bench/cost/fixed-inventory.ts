/**
 * What the deployment has that costs by the month whatever the traffic, counted from the code that creates it:
 * CloudWatch alarms (infra/cdk/constructs/observability.ts and waf-alarm.ts: the infra test
 * `infra/cdk/observability.test.ts` keeps ALARM_COUNT equal to the alarms of the synthesised template), the
 * custom metric series the functions emit in EMF (services/lib/observability: each metric name with each value
 * of its dimensions is one metric CloudWatch bills), the secrets and WAF rules of the stack.
 */
import { CHECKOUT_REFUSAL_REASONS, METRIC } from '../../services/lib/observability/metrics.js';
import { ROUTE_GROUPS } from '../../infra/cdk/alarm-thresholds.js';

/** Alarms in the synthesised template (checked by infra/cdk/observability.test.ts). */
export const ALARM_COUNT = 108;

/** CloudFront's additional metrics (the cache hit rate on the dashboard), billed like custom metrics. */
export const CLOUDFRONT_ADDITIONAL_METRICS = 8;

/** Metrics emitted by more than one function (one series each): RefundsFailed by 3, PayoutsFailed by 2. */
const EXTRA_EMITTERS = 2 + 1;

/**
 * EMF series: every business metric once (by its function's `service` dimension), CheckoutRefused once per
 * reason instead of once, the metrics more than one function emits once per function, and the route metrics
 * (ApiLatency, ApiServerErrors) per route group.
 */
export const CUSTOM_METRIC_SERIES =
  Object.keys(METRIC).length - 1 + CHECKOUT_REFUSAL_REASONS.length + EXTRA_EMITTERS + ROUTE_GROUPS.length * 2;
