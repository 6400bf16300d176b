/**
 * Sending a card refund to Stripe (orders' payment/refunds.ts has the life of a refund). The attempt is claimed
 * first (attempts + 1, conditioned on the count that was read), so two senders at once send it once; the
 * Idempotency-Key names the refund and its generation (bumped when an admin retries a failed one), so an
 * answer lost on the way is never a second refund. Taken by Stripe: `sent` (with Stripe's refund id) until
 * Stripe's webhook confirms it (refund-events.ts: then the order's payment counts it as refunded).
 * Unreachable Stripe: the refund stays pending for the sweeper's next try; refused, or out of attempts: failed,
 * shown to admins.
 */
import { toCents } from '../../shared/utils/money.js';
import { isStripeUnavailable, stripe, stripeFailure } from '../lib/clients/stripe.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { paymentKeys } from '../lib/data/money-keys.js';
import { countMetric, METRIC } from '../lib/observability/metrics.js';
import { MAX_REFUND_ATTEMPTS, type RefundRecord } from '../orders/index.js';
import { updateItem } from '../lib/data/item-commands.js';

export type RefundOutcome = 'sent' | 'retrying' | 'failed' | 'skipped';

async function record(
  refund: RefundRecord,
  status: 'sent' | 'failed',
  detail: { providerRefundId?: string; failure?: string },
): Promise<void> {
  const at = new Date().toISOString();
  await updateItem({
    Key: paymentKeys.refund(refund.orderId, refund.id),
    UpdateExpression:
      'SET #status = :status, GSI1PK = :gsi1pk, failure = :failure' +
      (status === 'sent' ? ', sentAt = :at, providerRefundId = :provider' : ''),
    // Still pending: Stripe's webhook may have confirmed it (succeeded) before this answer was recorded.
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':status': status,
      ':pending': 'pending',
      ':gsi1pk': paymentKeys.refundIndex(status, refund.createdAt, refund.id).GSI1PK,
      ':failure': detail.failure ?? null,
      ...(status === 'sent' ? { ':at': at, ':provider': detail.providerRefundId ?? null } : {}),
    },
  });
  // Recorded once the refund is failed in the table (the condition above lets only one writer get here).
  if (status === 'failed') countMetric(METRIC.refundsFailed);
}

export async function sendRefund(refund: RefundRecord, generation = 0): Promise<RefundOutcome> {
  if (refund.status !== 'pending' || refund.method !== 'card') return 'skipped';
  const at = new Date().toISOString();
  let attempts: number;
  let keyGeneration = generation;
  try {
    const { Attributes } = await updateItem({
      Key: paymentKeys.refund(refund.orderId, refund.id),
      UpdateExpression: 'SET attempts = :next, lastAttemptAt = :at',
      ConditionExpression: '#status = :pending AND attempts = :read',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':next': refund.attempts + 1,
        ':read': refund.attempts,
        ':at': at,
        ':pending': 'pending',
      },
      ReturnValues: 'ALL_NEW',
    });
    attempts = Number(Attributes?.attempts) || refund.attempts + 1;
    keyGeneration = Number(Attributes?.generation) || generation;
  } catch (error) {
    if (isConditionFailure(error)) return 'skipped';
    throw error;
  }
  if (!refund.paymentIntentId) {
    await record(refund, 'failed', { failure: 'No card payment to refund (no PaymentIntent recorded).' });
    return 'failed';
  }
  try {
    const sent = await (
      await stripe()
    ).refunds.create(
      {
        payment_intent: refund.paymentIntentId,
        amount: toCents(refund.amount),
        metadata: { orderId: refund.orderId, refundId: refund.id },
      },
      { idempotencyKey: `refund-${refund.id}-${keyGeneration}` },
    );
    if (sent.status === 'failed' || sent.status === 'canceled') {
      await record(refund, 'failed', { failure: sent.failure_reason ?? `Stripe: ${sent.status}` });
      return 'failed';
    }
    await record(refund, 'sent', { providerRefundId: sent.id });
    return 'sent';
  } catch (error) {
    if (isConditionFailure(error)) return 'skipped';
    if (isStripeUnavailable(error) && attempts < MAX_REFUND_ATTEMPTS) return 'retrying';
    await record(refund, 'failed', { failure: stripeFailure(error) });
    return 'failed';
  }
}
