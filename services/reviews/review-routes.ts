/**
 * The consumer's side of the reviews (docs/reviews.md): write one (POST /v1/products/{id}/reviews), read and edit
 * one's own (GET/PUT .../reviews/mine) and the product page's list (GET .../reviews). Checked before anything is
 * written: the product exists (404), the consumer has no review of it yet (409) and has a delivered line of it
 * (403).
 */
import { randomUUID } from 'node:crypto';
import type { ReviewsEndpoints } from '../../shared/contracts/reviews/contract.js';
import { REVIEW_MESSAGES } from '../../shared/messages/reviews.js';
import { getDirectoryUser } from '../lib/auth/user-directory.js';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { deliveredLineOf } from '../orders/index.js';
import { readRatedProduct } from '../products/index.js';
import { authorName, toReview, type StoredReview } from './review-record.js';
import { insertReview, readOwnReview, readReviewPage, saveReview } from './review-store.js';

const commentOf = (comment: string | null | undefined): string | null =>
  comment === undefined || comment === null || comment === '' ? null : comment;

async function productOr404(productId: string) {
  const found = await readRatedProduct(productId);
  if (!found) throw notFound(REVIEW_MESSAGES.productNotFound);
  return found;
}

const callerId = (principal: { userId: string } | null): string => {
  if (!principal) throw forbidden();
  return principal.userId;
};

export const createReview: Handler<ReviewsEndpoints['create']> = async ({ params, body, principal }) => {
  const consumerId = callerId(principal);
  const { product } = await productOr404(params.id);
  if (await readOwnReview(params.id, consumerId)) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
  const line = await deliveredLineOf(consumerId, params.id);
  if (!line) throw forbidden(REVIEW_MESSAGES.notBuyer);
  const user = await getDirectoryUser(consumerId);
  const now = new Date().toISOString();
  const review: StoredReview = {
    id: randomUUID(),
    productId: params.id,
    productName: product.name,
    producerId: product.producerId,
    consumerId,
    author: authorName(user?.fullName),
    rating: body.rating,
    comment: commentOf(body.comment),
    status: 'published',
    orderId: line.orderId,
    productOrderId: line.productOrderId,
    createdAt: now,
    updatedAt: now,
    version: 0,
    reply: null,
    moderation: null,
    report: null,
  };
  if (!(await insertReview(review))) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
  return { statusCode: 201, message: REVIEW_MESSAGES.created, data: { review: toReview(review) } };
};

export const listReviews: Handler<ReviewsEndpoints['list']> = async ({ params, query }) => {
  const { summary } = await productOr404(params.id);
  const page = await readReviewPage(
    { index: 'GSI4', partition: `REVIEWS#${params.id}` },
    query.limit,
    query.nextToken,
  );
  return {
    message: REVIEW_MESSAGES.listed,
    data: { reviews: page.reviews.map(toReview), summary, nextToken: page.nextToken },
  };
};

export const ownReview: Handler<ReviewsEndpoints['mine']> = async ({ params, principal }) => {
  const consumerId = callerId(principal);
  await productOr404(params.id);
  const review = await readOwnReview(params.id, consumerId);
  const canReview = review !== null || (await deliveredLineOf(consumerId, params.id)) !== null;
  return { data: { review: review ? toReview(review) : null, canReview } };
};

export const editReview: Handler<ReviewsEndpoints['edit']> = async ({ params, body, principal }) => {
  const consumerId = callerId(principal);
  const review = await readOwnReview(params.id, consumerId);
  if (!review) throw notFound(REVIEW_MESSAGES.noOwnReview);
  const next: StoredReview = {
    ...review,
    rating: body.rating,
    comment: commentOf(body.comment),
    updatedAt: new Date().toISOString(),
  };
  if (!(await saveReview(review, next))) throw conflict();
  return {
    message: REVIEW_MESSAGES.updated,
    data: { review: toReview({ ...next, version: review.version + 1 }) },
  };
};
