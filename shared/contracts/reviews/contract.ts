/**
 * Verified reviews (docs/reviews.md): a consumer with a delivered line of a product rates it once (and may edit
 * it); the product page lists them; admins hide and show them; the product's farm replies once and may report
 * one. The product's rating summary follows from the table's stream (services/events/review-ratings.ts).
 */
import type { Page } from '../http.js';
import { answer, created, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { ManagedReview, Review, ReviewSummary } from './entities.js';

export interface ReviewAnswer {
  review: Review;
}
export interface ReviewPage extends Page {
  reviews: Review[];
  summary: ReviewSummary;
}
/** The caller's own review of a product (null: none yet) and whether they may write one. */
export interface OwnReviewAnswer {
  review: Review | null;
  /** A delivered line of the product is in their orders. */
  canReview: boolean;
}
export interface ManagedReviewAnswer {
  review: ManagedReview;
}
export interface ManagedReviewPage extends Page {
  reviews: ManagedReview[];
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

/** The answer of a consumer's review written (`created`) or edited: the review as its author sees it. */
const REVIEW = answer<ReviewAnswer>({ review: 'required' });

/**
 * The answer of a change of a review by the admins or the farm: the review as they see it (`created`: a farm's
 * reply or report, something added).
 */
const MANAGED_REVIEW = answer<ManagedReviewAnswer>({ review: 'required' });

/** A page of reviews as the admins and the farm see them. */
const MANAGED_REVIEW_PAGE = answer<ManagedReviewPage>({ reviews: 'required', nextToken: 'required' });

/** What writing or editing one's review of the product `{id}` takes. */
const REVIEW_INPUT = (s: typeof Schemas) => ({ params: s.productReviewsParams, body: s.reviewSchema });

/** What the farm's reply to the review `{id}`, or its edit, takes. */
const REPLY_INPUT = (s: typeof Schemas) => ({ params: s.reviewParams, body: s.replySchema });

export const reviewsContract = defineContract('reviews', '/v1/reviews', schemas, (route) => ({
  /** Rate a product received (a delivered line): 201; none: 403; a second one: 409. */
  create: route.post('/v1/products/{id}/reviews', 'consumer', created(REVIEW), REVIEW_INPUT),
  /** The published reviews of a product, newest first, paged, with the summary (public). */
  list: route.get(
    '/v1/products/{id}/reviews',
    'public',
    answer<ReviewPage>({ reviews: 'required', summary: 'required', nextToken: 'required' }),
    (s) => ({
      params: s.productReviewsParams,
      query: s.reviewListQuery,
    }),
  ),
  /** The caller's own review of the product and whether they may write one (the review form). */
  mine: route.get(
    '/v1/products/{id}/reviews/mine',
    'consumer',
    answer<OwnReviewAnswer>({ review: 'required', canReview: 'required' }),
    (s) => ({
      params: s.productReviewsParams,
    }),
  ),
  /** Edit one's own review of the product (its author). */
  edit: route.put('/v1/products/{id}/reviews/mine', 'consumer', REVIEW, REVIEW_INPUT),
  /** Every review, one view (all, reported by a farm, hidden), newest first (admins). */
  adminList: route.get('/v1/reviews', 'admin', MANAGED_REVIEW_PAGE, (s) => ({
    query: s.adminReviewQuery,
  })),
  /** The reviews of a farm's products, newest first (the farm; admins name it). */
  farmList: route.get('/v1/reviews/farm', 'producer-or-admin', MANAGED_REVIEW_PAGE, (s) => ({
    query: s.farmReviewQuery,
  })),
  /** Hide a review or show it again, with the reason (admins). */
  moderate: route.patch('/v1/reviews/{id}', 'admin', MANAGED_REVIEW, (s) => ({
    params: s.reviewParams,
    body: s.moderationSchema,
  })),
  /** The farm's reply: once (a second: 409). */
  reply: route.post('/v1/reviews/{id}/reply', 'producer-or-admin', created(MANAGED_REVIEW), REPLY_INPUT),
  /** Edit the farm's reply. */
  editReply: route.put('/v1/reviews/{id}/reply', 'producer-or-admin', MANAGED_REVIEW, REPLY_INPUT),
  /** The farm asks the admins to look at a review. */
  report: route.post('/v1/reviews/{id}/report', 'producer-or-admin', created(MANAGED_REVIEW), (s) => ({
    params: s.reviewParams,
    body: s.reportSchema,
  })),
}));

export type ReviewsEndpoints = typeof reviewsContract.endpoints;
