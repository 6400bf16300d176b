/**
 * A demo review (docs/reviews.md): the demo consumer's opinion of a product of their completed order, with the
 * farm's reply, so the product page, the farm's and the admins' screens show one from the first start. Written
 * put-if-absent with its pointer; the product's rating (and its place in the rating order) is set only where the
 * product has none, as the events function would have computed it from this review.
 */
import { ratingKey } from '../../../services/lib/data/keys.js';
import { reviewKeys } from '../../../services/lib/data/selling-keys.js';
import { authorName, toItem, type StoredReview } from '../../../services/reviews/review-record.js';
import { summarize } from '../../../services/reviews/review-summary.js';

type Item = Record<string, unknown>;

/** The reviewed product (of the completed order SEED_ORDERS[0]) and what the review says. */
export const SEED_REVIEW = {
  id: '7c1d2e30-4a5b-4c6d-8e7f-0a1b2c000001',
  productId: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000007',
  orderId: '9b2d7e40-1c5a-4f6e-8d20-7a3b0c000001',
  rating: 5,
  comment:
    'Se nota la fruta de verdad: nada empalagosa y con las semillas crujientes. Ya he pedido otro tarro.',
  reply: '¡Gracias, Lucía! La hacemos en pequeñas tandas con la pitahaya de la semana.',
  daysAgo: 12,
} as const;

export interface SeedReviewInput {
  consumerId: string;
  consumerName: string;
  producerId: string;
  productName: string;
  /** The order's product order of the reviewed product. */
  productOrderId: string;
  productCreatedAt: string;
  now: Date;
}

/** The review's item and pointer, and the product's rating fields as the stream would set them. */
export function seedReviewItems(input: SeedReviewInput): { items: Item[]; rating: Item } {
  const at = new Date(input.now.getTime() - SEED_REVIEW.daysAgo * 86_400_000).toISOString();
  const replyAt = new Date(Date.parse(at) + 86_400_000).toISOString();
  const review: StoredReview = {
    id: SEED_REVIEW.id,
    productId: SEED_REVIEW.productId,
    productName: input.productName,
    producerId: input.producerId,
    consumerId: input.consumerId,
    author: authorName(input.consumerName),
    rating: SEED_REVIEW.rating,
    comment: SEED_REVIEW.comment,
    status: 'published',
    orderId: SEED_REVIEW.orderId,
    productOrderId: input.productOrderId,
    createdAt: at,
    updatedAt: at,
    version: 0,
    reply: { text: SEED_REVIEW.reply, createdAt: replyAt, updatedAt: replyAt },
    moderation: null,
    report: null,
  };
  const summary = summarize([review]);
  return {
    items: [
      toItem(review),
      {
        ...reviewKeys.pointer(review.id),
        entity: 'ReviewPointer',
        productId: review.productId,
        consumerId: review.consumerId,
      },
    ],
    rating: {
      rating: { average: summary.average, count: summary.count },
      ratingDistribution: summary.distribution,
      // Its place in the rating order (docs/reviews.md): the product's createdAt is the tie-break.
      GSI6SK: ratingKey(summary, input.productCreatedAt, review.productId),
    },
  };
}
