/**
 * Processor of the events function: sends card refunds (services/payments/refund-sender.ts) as soon as their item
 * appears (written with the cancel that owes it) or an admin retries a failed one (failed -> pending). Sending
 * is idempotent (claimed attempt, Idempotency-Key), so a record delivered twice refunds once. A refund that
 * could not reach Stripe stays pending: the sweeper tries again later (services/payments/sweep.ts).
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { isRefundItem, toRefundRecord } from '../orders/index.js';
import { sendRefund } from '../payments/index.js';
import type { ChangeRecord } from './change-record.js';
import type { ChangeProcessor } from './stream-handler.js';

/** Whether this change asks for a refund to be sent now. */
export function wantsSending(change: ChangeRecord): boolean {
  const after = change.newImage;
  if (!after || !isRefundItem(after) || after.status !== 'pending' || after.method !== 'card') return false;
  if (change.kind === 'INSERT') return true;
  return change.kind === 'MODIFY' && change.oldImage?.status === 'failed';
}

export const refundsProcessor: ChangeProcessor = {
  name: 'refunds',
  async handle(change: ChangeRecord, logger: Logger): Promise<void> {
    if (!wantsSending(change) || !change.newImage) return;
    const refund = toRefundRecord(change.newImage);
    const outcome = await sendRefund(refund, Number(change.newImage.generation) || 0);
    if (outcome === 'failed')
      logger.error('Card refund failed', { orderId: refund.orderId, refundId: refund.id });
    else logger.info('Card refund', { orderId: refund.orderId, refundId: refund.id, outcome });
  },
};
