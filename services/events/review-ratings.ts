/**
 * Processor of the events function: keeps each product's rating (`rating` {average, count} and the stars'
 * distribution on the product item, services/products/product-rating.ts) from the changes of its reviews
 * (PRODUCT#<id> / REVIEW#<consumer> items: a new one, an edited rating, hidden or shown again). The summary is
 * recomputed from every review of the product (one consistent Query of its partition), never added to, so a
 * record delivered twice, or after a later one, still leaves the true figure; hidden reviews never count
 * (services/reviews/review-summary.ts). A change that moves neither the rating nor the status (a reply, a
 * report) reads nothing.
 */
import { setProductRating } from '../products/index.js';
import { readProductReviews, summarize } from '../reviews/index.js';
import type { ChangeRecord } from './change-record.js';
import type { ChangeProcessor } from './stream-handler.js';

export const REVIEW_RATINGS_PROCESSOR = 'review-ratings';

const PRODUCT_PREFIX = 'PRODUCT#';
const REVIEW_PREFIX = 'REVIEW#';

/** The product whose rating the change may move, or null. */
export function ratedProductOf(change: ChangeRecord): string | null {
  const { PK, SK } = change.keys;
  if (!PK.startsWith(PRODUCT_PREFIX) || !SK.startsWith(REVIEW_PREFIX)) return null;
  const before = change.oldImage;
  const after = change.newImage;
  const counted = (image?: Record<string, unknown>) =>
    image ? `${String(image.status)}|${String(image.rating)}` : 'none';
  if (counted(before) === counted(after)) return null;
  return PK.slice(PRODUCT_PREFIX.length);
}

export const reviewRatingsProcessor: ChangeProcessor = {
  name: REVIEW_RATINGS_PROCESSOR,
  async handle(change, logger) {
    const productId = ratedProductOf(change);
    if (!productId) return;
    const summary = summarize(await readProductReviews(productId));
    const stored = await setProductRating(productId, summary);
    logger.debug('Review rating', { eventId: change.eventId, productId, summary, stored });
  },
};
