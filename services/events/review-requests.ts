/**
 * Processor of the events function: when a product order becomes delivered, the order's request for a review
 * (docs/reviews.md, "Asking for a review") records it: one item per order (reviewKeys.request), with the
 * delivered products (a set: the same change applied twice adds nothing) and the first delivery's time, listed
 * on GSI1 `REVIEW_REQUESTS` until the reviews' job sends it a configurable delay later. A request already sent
 * is left alone (once per order): a line delivered after it does not ask again.
 */
import { updateItem } from '../lib/data/item-commands.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { reviewKeys } from '../lib/data/selling-keys.js';
import { deliveredAtOf } from '../orders/index.js';
import type { ChangeRecord } from './change-record.js';
import type { ChangeProcessor } from './stream-handler.js';

export const REVIEW_REQUESTS_PROCESSOR = 'review-requests';

export interface DeliveredProduct {
  orderId: string;
  consumerId: string;
  productId: string;
  deliveredAt: string;
}

/** The product a change delivers (a product order moving to `delivered`), or null. */
export function deliveredProductOf(change: ChangeRecord): DeliveredProduct | null {
  const after = change.newImage;
  if (!change.keys.PK.startsWith('ORDER#') || !change.keys.SK.startsWith('PO#') || !after) return null;
  // A line moves to delivered (MODIFY); one written delivered (the demo data) asks nothing.
  if (after.status !== 'delivered' || !change.oldImage || change.oldImage.status === 'delivered') return null;
  const { orderId, userId, productId } = after;
  if (typeof orderId !== 'string' || typeof userId !== 'string' || typeof productId !== 'string') return null;
  return {
    orderId,
    consumerId: userId,
    productId,
    deliveredAt: deliveredAtOf(after) || change.at.toISOString(),
  };
}

export const reviewRequestsProcessor: ChangeProcessor = {
  name: REVIEW_REQUESTS_PROCESSOR,
  async handle(change, logger) {
    const delivered = deliveredProductOf(change);
    if (!delivered) return;
    const due = reviewKeys.requestsDue(delivered.deliveredAt, delivered.orderId);
    try {
      await updateItem({
        Key: reviewKeys.request(delivered.orderId),
        UpdateExpression:
          'SET entity = :entity, orderId = :order, consumerId = :consumer, ' +
          'deliveredAt = if_not_exists(deliveredAt, :at), GSI1PK = if_not_exists(GSI1PK, :pk), ' +
          'GSI1SK = if_not_exists(GSI1SK, :sk) ADD productIds :products',
        ConditionExpression: 'attribute_not_exists(sentAt)',
        ExpressionAttributeValues: {
          ':entity': 'ReviewRequest',
          ':order': delivered.orderId,
          ':consumer': delivered.consumerId,
          ':at': delivered.deliveredAt,
          ':pk': due.GSI1PK,
          ':sk': due.GSI1SK,
          ':products': new Set([delivered.productId]),
        },
      });
      logger.debug('Review request recorded', { eventId: change.eventId, ...delivered });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      logger.debug('Review request already sent', { eventId: change.eventId, orderId: delivered.orderId });
    }
  },
};
