/**
 * A review's item (keys in services/lib/data/selling-keys.ts reviewKeys): the review's fields, the author's consumer id,
 * the delivered line that entitles it, the farm's reply, the last moderation and an open report. Its index keys
 * follow from its state (indexKeys), so every write of it agrees. toReview() is the public face, toManagedReview()
 * what the admins and the product's farm see.
 */
import type { ReviewStatus } from '../../shared/constants/reviews.js';
import type { ManagedReview, Review, ReviewReply } from '../../shared/contracts/reviews/entities.js';
import { REVIEW_LABELS } from '../../shared/messages/reviews.js';
import { reviewKeys } from '../lib/data/selling-keys.js';

export type Item = Record<string, unknown>;
export const REVIEW_ENTITY = 'Review';

/** The stored review (what the item holds besides its keys). */
export interface StoredReview {
  id: string;
  productId: string;
  productName: string;
  producerId: string;
  consumerId: string;
  author: string;
  rating: number;
  comment: string | null;
  status: ReviewStatus;
  orderId: string;
  productOrderId: string;
  createdAt: string;
  updatedAt: string;
  /** Optimistic lock: every write checks the version it read and stores the next. */
  version: number;
  reply: ReviewReply | null;
  moderation: { status: ReviewStatus; reason: string; by: string; at: string } | null;
  report: { reason: string; by: string; at: string } | null;
}

/** The index keys a review has in its state (the others are removed). */
export const INDEX_ATTRIBUTES = ['GSI1', 'GSI2', 'GSI3', 'GSI4', 'GSI5', 'GSI6'].flatMap((index) => [
  `${index}PK`,
  `${index}SK`,
]);

export function indexKeys(review: StoredReview): Item {
  const { productId, producerId, createdAt, id } = review;
  return {
    ...reviewKeys.byProducer(producerId, createdAt, id),
    ...reviewKeys.all(createdAt, id),
    ...reviewKeys.byConsumer(review.consumerId, createdAt, id),
    ...(review.status === 'published' ? reviewKeys.published(productId, createdAt, id) : {}),
    ...(review.status === 'hidden' ? reviewKeys.hidden(createdAt, id) : {}),
    ...(review.report ? reviewKeys.reported(createdAt, id) : {}),
  };
}

/** The whole item of a review (a Put replaces every attribute: index keys not in its state are gone). */
export function toItem(review: StoredReview): Item {
  return {
    ...reviewKeys.item(review.productId, review.consumerId),
    ...indexKeys(review),
    entity: REVIEW_ENTITY,
    ...review,
  };
}

export const isReviewItem = (item: Item | undefined | null): item is Item =>
  !!item && item.entity === REVIEW_ENTITY && typeof item.id === 'string';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const objectOr = <T>(value: unknown): T | null =>
  typeof value === 'object' && value !== null ? (value as T) : null;

export function fromItem(item: Item): StoredReview {
  return {
    id: text(item.id),
    productId: text(item.productId),
    productName: text(item.productName),
    producerId: text(item.producerId),
    consumerId: text(item.consumerId),
    author: text(item.author) || REVIEW_LABELS.anonymousAuthor,
    rating: Number(item.rating),
    comment: typeof item.comment === 'string' && item.comment !== '' ? item.comment : null,
    status: item.status === 'hidden' ? 'hidden' : 'published',
    orderId: text(item.orderId),
    productOrderId: text(item.productOrderId),
    createdAt: text(item.createdAt),
    updatedAt: text(item.updatedAt) || text(item.createdAt),
    version: Number.isInteger(item.version) ? (item.version as number) : 0,
    reply: objectOr<ReviewReply>(item.reply),
    moderation: objectOr<StoredReview['moderation']>(item.moderation),
    report: objectOr<StoredReview['report']>(item.report),
  };
}

export function toReview(review: StoredReview): Review {
  return {
    id: review.id,
    productId: review.productId,
    rating: review.rating,
    comment: review.comment,
    author: review.author,
    verified: true,
    status: review.status,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
    reply: review.reply,
  };
}

export function toManagedReview(review: StoredReview): ManagedReview {
  return {
    ...toReview(review),
    productName: review.productName,
    producerId: review.producerId,
    moderation: review.moderation
      ? { status: review.moderation.status, reason: review.moderation.reason, at: review.moderation.at }
      : null,
    report: review.report ? { reason: review.report.reason, at: review.report.at } : null,
  };
}

/**
 * How a review is signed: the first name and the initial of the last name ("Ana G."), never the e-mail; a
 * name that is an e-mail or empty signs "Cliente".
 */
export function authorName(fullName: string | undefined | null): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first || first.includes('@')) return REVIEW_LABELS.anonymousAuthor;
  const name = first.charAt(0).toLocaleUpperCase('es-ES') + first.slice(1);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last && !last.includes('@') ? Array.from(last)[0]?.toLocaleUpperCase('es-ES') : undefined;
  return initial ? `${name} ${initial}.` : name;
}
