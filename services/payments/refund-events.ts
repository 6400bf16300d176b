/**
 * Stripe's refund events (the webhook, webhook.ts): a card refund's money moved only when Stripe says so.
 *   refund.created / refund.updated with status `succeeded`: the refund `succeeded` and the order's payment
 *     counts it as refunded (orders' settleRefund; from pending, sent or failed: the webhook may arrive before
 *     the sender recorded Stripe's answer, or after an attempt was given up as failed);
 *   status `failed` or `canceled` (refund.failed, refund.updated): the refund is `failed` (an admin retries
 *     it); the payment stays refund_pending, since the money is still owed;
 *   `pending` / `requires_action`: nothing yet.
 * The refund is named by the metadata the sender put on it (orderId, refundId); one made elsewhere (the
 * dashboard) is logged and left alone. The amount must be the refund's.
 */
import type Stripe from 'stripe';
import { writtenUnlessRefused } from '../lib/data/condition-failure.js';
import { paymentKeys } from '../lib/data/money-keys.js';
import { countMetric, METRIC } from '../lib/observability/metrics.js';
import type { Handler } from '../lib/http/types.js';
import { settleRefund } from '../orders/index.js';
import { updateItem } from '../lib/data/item-commands.js';

type Logger = Parameters<Handler<unknown>>[0]['logger'];

/** The refund failed at Stripe: `failed` with Stripe's reason, if it was still on its way. */
async function refundFailed(orderId: string, refundId: string, refund: Stripe.Refund): Promise<boolean> {
  const failed = await writtenUnlessRefused(
    updateItem({
      Key: paymentKeys.refund(orderId, refundId),
      UpdateExpression: 'SET #status = :failed, GSI1PK = :gsi1pk, failure = :failure, providerRefundId = :id',
      ConditionExpression: 'attribute_exists(PK) AND #status IN (:pending, :sent)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':failed': 'failed',
        ':pending': 'pending',
        ':sent': 'sent',
        ':gsi1pk': `REFUNDS#failed`,
        ':failure': `Stripe: ${refund.failure_reason ?? refund.status ?? 'failed'}`,
        ':id': refund.id,
      },
    }),
  );
  if (failed) countMetric(METRIC.refundsFailed);
  return failed;
}

export async function applyRefundEvent(refund: Stripe.Refund, logger: Logger): Promise<void> {
  const orderId = refund.metadata?.orderId;
  const refundId = refund.metadata?.refundId;
  if (!orderId || !refundId) {
    logger.warn('A refund the shop did not make', { refund: refund.id });
    return;
  }
  if (refund.status === 'succeeded') {
    const settled = await settleRefund({
      orderId,
      refundId,
      from: ['pending', 'sent', 'failed'],
      at: new Date().toISOString(),
      reference: refund.id,
      providerRefundId: refund.id,
      ...(refund.currency === 'eur' ? { amountCents: refund.amount } : { amountCents: -1 }),
    });
    if (settled.outcome === 'refused' || settled.outcome === 'not_found')
      logger.error('A refund event does not match the refund', {
        orderId,
        refundId,
        outcome: settled.outcome,
      });
    else logger.info('Card refund confirmed', { orderId, refundId, outcome: settled.outcome });
    return;
  }
  if (refund.status === 'failed' || refund.status === 'canceled') {
    const changed = await refundFailed(orderId, refundId, refund);
    logger.error('Card refund failed at Stripe', { orderId, refundId, changed });
  }
}
