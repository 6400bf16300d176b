/** The public face of the reviews domain: other domains import only what this file exports. */
export {
  fromItem as storedReviewOf,
  isReviewItem,
  toManagedReview,
  toReview,
  type StoredReview,
} from './review-record.js';
export { readProductReviews } from './review-store.js';
export { summarize } from './review-summary.js';
export { consumerReviews, deleteConsumerReviews } from './consumer-reviews.js';
