/**
 * The checkout's business metrics (services/lib/observability/metrics.ts), recorded where the facts happen:
 * OrdersPlaced and Revenue (cents) when checkout's transaction commits (a replayed Idempotency-Key places
 * nothing); CheckoutLatency for every answer of POST /v1/orders/checkout (the orders route whose contract entry
 * asks for its domain's latency, `metrics.domainLatency`); CheckoutRefused for every 4xx of it, by reason: the
 * refusals checkout.ts throws are tagged with theirs (`refusal`), the wrapper's own 4xx (a body the schemas
 * refuse, no session) get one from their status.
 */
import { HttpError } from '../lib/errors.js';
import type { RouteOutcome } from '../lib/http/domain-handler.js';
import {
  centsMetric,
  countMetric,
  countRefusal,
  METRIC,
  timeMetric,
  type CheckoutRefusalReason,
} from '../lib/observability/metrics.js';

const reasons = new WeakMap<HttpError, CheckoutRefusalReason>();

/** Tags a checkout refusal with its reason (the `Reason` of CheckoutRefused) and answers the same error. */
export function refusal(reason: CheckoutRefusalReason, error: HttpError): HttpError {
  reasons.set(error, reason);
  return error;
}

/** The reason of a 4xx answer of checkout: its tag, else what its status says. */
export function refusalReason(outcome: Pick<RouteOutcome, 'statusCode' | 'error'>): CheckoutRefusalReason {
  const tagged = outcome.error instanceof HttpError ? reasons.get(outcome.error) : undefined;
  if (tagged) return tagged;
  switch (outcome.statusCode) {
    case 401:
      return 'not_signed_in';
    case 403:
      return 'not_allowed';
    case 400:
    case 413:
    case 422:
      return 'invalid_input';
    default:
      return 'other';
  }
}

/** The orders domain's observer (createDomainHandler's `observe`): checkout's latency and refusals. */
export function observeOrders(outcome: RouteOutcome): void {
  if (!outcome.route.metrics?.domainLatency) return;
  timeMetric(METRIC.checkoutLatency, outcome.milliseconds);
  if (outcome.statusCode >= 400 && outcome.statusCode < 500) countRefusal(refusalReason(outcome));
}

/** An order written by checkout, and what the buyer pays for it. */
export function recordOrderPlaced(totalCents: number): void {
  countMetric(METRIC.ordersPlaced);
  centsMetric(METRIC.revenue, totalCents);
}
