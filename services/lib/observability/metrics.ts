/**
 * The shop's business metrics, written as CloudWatch EMF lines by Powertools metrics (no PutMetricData call, no
 * scan: CloudWatch Logs turns the function's log lines into metrics). Namespace `Pitahaya/<stage>` from
 * POWERTOOLS_METRICS_NAMESPACE (set by the CDK; `Pitahaya/local` otherwise). Every metric carries the
 * `service` dimension (the function: POWERTOOLS_SERVICE_NAME), and CheckoutRefused also `Reason`, from a fixed
 * list: the dimensions are bounded (never a user, order or product id).
 *
 * Off where POWERTOOLS_METRICS_DISABLED=true (the local stack and the unit tests set it): nothing is written.
 * docs/operations.md lists the metrics, their alarms and the dashboard.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/** Every metric the functions emit (the alarms and the dashboard name them from here). */
export const METRIC = {
  /** An order written by checkout (count; by `orders`). */
  ordersPlaced: 'OrdersPlaced',
  /** The placed order's total, in cents (by `orders`). */
  revenue: 'Revenue',
  /** A checkout answered 4xx, by `Reason` (CHECKOUT_REFUSAL_REASONS). */
  checkoutRefused: 'CheckoutRefused',
  /** Time from the request reaching the orders function to its answer, for checkout (ms). */
  checkoutLatency: 'CheckoutLatency',
  /** The same for the catalog's list and product reads (ms, by `products`). */
  catalogLatency: 'CatalogLatency',
  /** A queued e-mail given up (SES refused it, or the last attempt failed; by `events`). */
  emailsFailed: 'EmailsFailed',
  /** A card refund Stripe refused or that ran out of attempts (events, payments-sweeper, payments). */
  refundsFailed: 'RefundsFailed',
  /** A farm's Stripe transfer refused (payments, payments-sweeper). */
  payoutsFailed: 'PayoutsFailed',
  /** Withdrawals whose refund is not made by its legal deadline, 14 days (payments-sweeper; docs/legal.md). */
  withdrawalRefundsOverdue: 'WithdrawalRefundsOverdue',
  /** A difference between the shop's money and the provider's, found (and mended) by payments-reconciler. */
  reconcileDifferences: 'ReconcileDifferences',
} as const;
export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/** Why a checkout was refused: the values of the `Reason` dimension (bounded). */
export const CHECKOUT_REFUSAL_REASONS = [
  'no_cart',
  'empty_cart',
  'stock',
  'price',
  'coupon',
  'zone',
  'pickup',
  'preorder',
  'slot',
  'payment_method',
  'busy',
  'invalid_input',
  'not_signed_in',
  'not_allowed',
  'other',
] as const;
export type CheckoutRefusalReason = (typeof CHECKOUT_REFUSAL_REASONS)[number];

export const DEFAULT_METRICS_NAMESPACE = 'Pitahaya/local';

/** One per function (module scope), flushed after each invocation by metricsMiddleware. */
export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || DEFAULT_METRICS_NAMESPACE,
  serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'pitahaya',
});

/** Adds to a count of this invocation (flushed at its end). */
export function countMetric(name: MetricName, value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/** A duration of this invocation, in milliseconds (CloudWatch keeps the percentiles). */
export function timeMetric(name: MetricName, milliseconds: number): void {
  metrics.addMetric(name, MetricUnit.Milliseconds, Math.max(0, Math.round(milliseconds)));
}

/** An amount in cents (no unit: CloudWatch has no currency). */
export function centsMetric(name: MetricName, cents: number): void {
  metrics.addMetric(name, MetricUnit.NoUnit, Math.round(cents));
}

/** A refused checkout, by reason: its own EMF line now (its dimension must not reach the other metrics). */
export function countRefusal(reason: CheckoutRefusalReason): void {
  const single = metrics.singleMetric();
  single.addDimension('Reason', CHECKOUT_REFUSAL_REASONS.includes(reason) ? reason : 'other');
  single.addMetric(METRIC.checkoutRefused, MetricUnit.Count, 1);
}

/** Writes what this invocation recorded, if anything (no "no metrics" warning on the many that record none). */
export function publishMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
