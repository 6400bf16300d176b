/**
 * A product's summary from its reviews: average (one decimal), count and the number of each star, over the
 * published ones only (a hidden review never counts). Pure: the stream's processor computes it from every
 * review of the product each time one changes, so a record delivered twice or late gives the same result.
 */
import { RATING_VALUES } from '../../shared/constants/reviews.js';
import type { ReviewSummary } from '../../shared/contracts/reviews/entities.js';
import type { StoredReview } from './review-record.js';

export function summarize(reviews: readonly Pick<StoredReview, 'rating' | 'status'>[]): ReviewSummary {
  const distribution: ReviewSummary['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let count = 0;
  for (const review of reviews) {
    if (review.status !== 'published') continue;
    const stars = RATING_VALUES.find((value) => value === review.rating);
    if (stars === undefined) continue;
    distribution[stars] += 1;
    total += stars;
    count += 1;
  }
  return { average: count === 0 ? 0 : Math.round((total / count) * 10) / 10, count, distribution };
}
