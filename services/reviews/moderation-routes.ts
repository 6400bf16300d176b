/**
 * The admins' and the farms' side of the reviews (docs/reviews.md, "Moderation"): the admins' screen (every
 * review, the reported ones, the hidden ones), hide or show with a reason (PATCH /v1/reviews/{id}); a farm's
 * reviews, its one reply (POST, then PUT to edit) and its report to the admins. A farm acts only on reviews of
 * its own products (403).
 */
import type { ReviewsEndpoints } from '../../shared/contracts/reviews/contract.js';
import { REVIEW_MESSAGES } from '../../shared/messages/reviews.js';
import { REVIEW_VALIDATION } from '../../shared/messages/review-validation.js';
import { conflict, forbidden, notFound, unprocessable } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';
import type { Handler } from '../lib/http/types.js';
import { reviewKeys } from '../lib/data/selling-keys.js';
import { toManagedReview, type StoredReview } from './review-record.js';
import { readReview, readReviewPage, saveReview, type ReviewIndex } from './review-store.js';

const ADMIN_VIEWS: Record<'all' | 'reported' | 'hidden', ReviewIndex> = {
  all: { index: 'GSI2', partition: reviewKeys.all('', '').GSI2PK },
  reported: { index: 'GSI3', partition: reviewKeys.reported('', '').GSI3PK },
  hidden: { index: 'GSI5', partition: reviewKeys.hidden('', '').GSI5PK },
};

async function reviewOr404(id: string): Promise<StoredReview> {
  const review = await readReview(id);
  if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  return review;
}

/** A review of the caller's own farm (an admin is not the farm: 403). */
async function farmReview(id: string, principal: Principal | null): Promise<StoredReview> {
  const review = await reviewOr404(id);
  if (principal?.role !== 'producer' || review.producerId !== principal.userId)
    throw forbidden(REVIEW_MESSAGES.notYourProduct);
  return review;
}

async function save(previous: StoredReview, next: StoredReview) {
  if (!(await saveReview(previous, next))) throw conflict();
  return { review: toManagedReview({ ...next, version: previous.version + 1 }) };
}

export const adminReviews: Handler<ReviewsEndpoints['adminList']> = async ({ query }) => {
  const page = await readReviewPage(ADMIN_VIEWS[query.view], query.limit, query.nextToken);
  return { data: { reviews: page.reviews.map(toManagedReview), nextToken: page.nextToken } };
};

export const farmReviews: Handler<ReviewsEndpoints['farmList']> = async ({ query, principal }) => {
  const producerId = principal?.role === 'admin' ? query.producerId : principal?.userId;
  if (!producerId) throw unprocessable(REVIEW_VALIDATION.producerId);
  if (principal?.role === 'producer' && query.producerId && query.producerId !== principal.userId)
    throw forbidden();
  const page = await readReviewPage(
    { index: 'GSI1', partition: reviewKeys.byProducer(producerId).GSI1PK },
    query.limit,
    query.nextToken,
  );
  return { data: { reviews: page.reviews.map(toManagedReview), nextToken: page.nextToken } };
};

export const moderateReview: Handler<ReviewsEndpoints['moderate']> = async ({ params, body, principal }) => {
  const review = await reviewOr404(params.id);
  if (body.status === 'hidden' && !body.reason)
    throw unprocessable(REVIEW_VALIDATION.reasonRequired, [
      { field: 'reason', message: REVIEW_VALIDATION.reasonRequired },
    ]);
  if (review.status === body.status && !review.report) throw conflict(REVIEW_MESSAGES.sameStatus);
  const at = new Date().toISOString();
  const next: StoredReview = {
    ...review,
    status: body.status,
    moderation: { status: body.status, reason: body.reason ?? '', by: principal?.userId ?? 'admin', at },
    // An admin's decision closes the farm's report.
    report: null,
  };
  const data = await save(review, next);
  return { data, message: body.status === 'hidden' ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.shown };
};

export const replyToReview: Handler<ReviewsEndpoints['reply']> = async ({ params, body, principal }) => {
  const review = await farmReview(params.id, principal);
  if (review.reply) throw conflict(REVIEW_MESSAGES.alreadyReplied);
  const at = new Date().toISOString();
  const data = await save(review, { ...review, reply: { text: body.text, createdAt: at, updatedAt: at } });
  return { statusCode: 201, data, message: REVIEW_MESSAGES.replied };
};

export const editReply: Handler<ReviewsEndpoints['editReply']> = async ({ params, body, principal }) => {
  const review = await farmReview(params.id, principal);
  if (!review.reply) throw notFound(REVIEW_MESSAGES.noReply);
  const reply = { ...review.reply, text: body.text, updatedAt: new Date().toISOString() };
  const data = await save(review, { ...review, reply });
  return { data, message: REVIEW_MESSAGES.replyUpdated };
};

export const reportReview: Handler<ReviewsEndpoints['report']> = async ({ params, body, principal }) => {
  const review = await farmReview(params.id, principal);
  if (review.report) throw conflict(REVIEW_MESSAGES.alreadyReported);
  const report = { reason: body.reason, by: principal?.userId ?? '', at: new Date().toISOString() };
  const data = await save(review, { ...review, report });
  return { statusCode: 201, data, message: REVIEW_MESSAGES.reported };
};
