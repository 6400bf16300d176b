/**
 * Key builders of the farm's way of selling (reviews, subscriptions, the harvest calendar): beside the table's other
 * keys (keys.ts), apart so each file holds one area. docs/data-model.md.
 */
import { monthOf, timeKey } from './keys.js';
import { lineIndexKeys } from './line-keys.js';

/**
 * Reviews (services/reviews, docs/reviews.md). A review lives in its product's partition under its author, so
 * "one per product and consumer" is the key itself and a product's reviews are one Query (the rating summary,
 * kept from the stream: PRODUCT# items are streamed). A pointer item finds one by id. Indexes:
 *   GSI4 `REVIEWS#<productId>`         the product's published reviews, newest first (the product page)
 *   GSI1 `PRODUCER_REVIEWS#<farmId>`   the farm's reviews, newest first (reply, report)
 *   GSI2 `REVIEWS`                     every review, newest first (the admins' screen)
 *   GSI3 `REVIEWS#REPORTED`            reviews a farm reported and no admin decided on yet
 *   GSI5 `REVIEWS#HIDDEN`              hidden reviews, newest first
 *   GSI6 `CONSUMER_REVIEWS#<consumer>` a consumer's reviews (their data export and erasure)
 */
export const REVIEW_SK_PREFIX = 'REVIEW#';
export const reviewKeys = {
  item: (productId: string, consumerId: string) => ({
    PK: `PRODUCT#${productId}`,
    SK: `${REVIEW_SK_PREFIX}${consumerId}`,
  }),
  pointer: (reviewId: string) => ({ PK: `REVIEW#${reviewId}`, SK: 'REVIEW' }),
  published: (productId: string, createdAt: string, reviewId: string) => ({
    GSI4PK: `REVIEWS#${productId}`,
    GSI4SK: timeKey(createdAt, reviewId),
  }),
  byProducer: (producerId: string, createdAt?: string, reviewId?: string) => ({
    GSI1PK: `PRODUCER_REVIEWS#${producerId}`,
    ...(createdAt && reviewId ? { GSI1SK: timeKey(createdAt, reviewId) } : {}),
  }),
  all: (createdAt: string, reviewId: string) => ({ GSI2PK: 'REVIEWS', GSI2SK: timeKey(createdAt, reviewId) }),
  /** GSI6: a consumer's reviews (their data export and erasure). */
  byConsumer: (consumerId: string, createdAt?: string, reviewId?: string) => ({
    GSI6PK: `CONSUMER_REVIEWS#${consumerId}`,
    ...(createdAt && reviewId ? { GSI6SK: timeKey(createdAt, reviewId) } : {}),
  }),
  reported: (createdAt: string, reviewId: string) => ({
    GSI3PK: 'REVIEWS#REPORTED',
    GSI3SK: timeKey(createdAt, reviewId),
  }),
  hidden: (createdAt: string, reviewId: string) => ({
    GSI5PK: 'REVIEWS#HIDDEN',
    GSI5SK: timeKey(createdAt, reviewId),
  }),
  /**
   * The request for a review of an order's delivered products (once per order): GSI1 `REVIEW_REQUESTS` by
   * delivery time while it waits (removed once sent), so the job reads the due ones with one Query.
   */
  request: (orderId: string) => ({ PK: `REVIEW_REQUEST#${orderId}`, SK: 'REQUEST' }),
  requestsDue: (deliveredAt?: string, orderId?: string) => ({
    GSI1PK: 'REVIEW_REQUESTS',
    ...(deliveredAt && orderId ? { GSI1SK: timeKey(deliveredAt, orderId) } : {}),
  }),
};

/**
 * Recurring boxes (docs/subscriptions.md, docs/data-model.md):
 *   item      one per subscription;
 *   cycle     one per cycle placed (`CYCLE#<order date>`), put in the cycle order's own transaction only if
 *             absent: a retried run of the job never places a cycle twice;
 *   consumer  GSI1, a consumer's subscriptions newest first;
 *   producer  GSI3, a farm's subscriptions newest first (its subscribers and forecast);
 *   month     GSI4, every subscription by the month it was created (the admins' view: one Query per month);
 *   due       GSI2, sparse (only active subscriptions carry it): by next order date, spread over
 *             SUBSCRIPTION_DUE_SHARDS partitions by the subscription's id, so the job reads them without a Scan
 *             and no partition takes every subscription.
 */
export const SUBSCRIPTION_DUE_SHARDS = 8;
/** The due shard of a subscription (a stable hash of its id). */
export const subscriptionShardOf = (subscriptionId: string): number => {
  let hash = 0;
  for (const char of subscriptionId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % SUBSCRIPTION_DUE_SHARDS;
};
export const subscriptionKeys = {
  item: (subscriptionId: string) => ({ PK: `SUBSCRIPTION#${subscriptionId}`, SK: 'SUBSCRIPTION' }),
  cycle: (subscriptionId: string, orderDate: string) => ({
    PK: `SUBSCRIPTION#${subscriptionId}`,
    SK: `CYCLE#${orderDate}`,
  }),
  consumerPartition: (userId: string) => `SUBSCRIPTIONS#CONSUMER#${userId}`,
  producerPartition: (producerId: string) => `SUBSCRIPTIONS#PRODUCER#${producerId}`,
  duePartition: (shard: number) => `SUBSCRIPTIONS_DUE#${shard}`,
  monthPartition: (month: string) => `SUBSCRIPTIONS#MONTH#${month}`,
  indexes: (s: { id: string; userId: string; producerId: string; createdAt: string }) => ({
    GSI1PK: subscriptionKeys.consumerPartition(s.userId),
    GSI1SK: timeKey(s.createdAt, s.id),
    GSI3PK: subscriptionKeys.producerPartition(s.producerId),
    GSI3SK: timeKey(s.createdAt, s.id),
    GSI4PK: subscriptionKeys.monthPartition(monthOf(s.createdAt)),
    GSI4SK: timeKey(s.createdAt, s.id),
  }),
  due: (subscriptionId: string, nextOrderDate: string) => ({
    GSI2PK: subscriptionKeys.duePartition(subscriptionShardOf(subscriptionId)),
    GSI2SK: `${nextOrderDate}#${subscriptionId}`,
  }),
  /** A card cycle's marker until its off-session charge has been sent (sparse, on GSI2, by when it was placed). */
  chargesPartition: (shard: number) => `SUBSCRIPTION_CHARGES#${shard}`,
  pendingCharge: (subscriptionId: string, placedAt: string) => ({
    GSI2PK: subscriptionKeys.chargesPartition(subscriptionShardOf(subscriptionId)),
    GSI2SK: `${placedAt}#${subscriptionId}`,
  }),
};

/**
 * The harvest calendar (docs/harvest-calendar.md, docs/data-model.md):
 *   dispatch   LINES2 of a product order: a farm's lines by the day they leave the farm (`DISPATCH#<producerId>`,
 *              `<dispatchDate>#<createdAt>#<id>`): a pick list is one Query of a day, the upcoming days one
 *              Query from today;
 *   pickup     LINES5 of a product order collected in a slot (sparse): a farm's slot lists (`PICKUP#<producerId>`,
 *              `<date>#<from>#<createdAt>#<id>`);
 *   slot       a slot occurrence's counter (`PICKUP_SLOT#<producerId>`, `<date>#<from>`): the orders booked in it,
 *              added in the checkout's transaction conditioned on the capacity, given back by a cancel;
 *   alert      a consumer's «Avísame» (`STOCK_ALERT#<productId>`, `USER#<sub>`), listed on GSI1 `STOCK_ALERTS` by
 *              what it waits for: `OPENING#<opensAt>#<productId>#<sub>` (a pre-order not open yet) or
 *              `STOCK#<productId>#<sub>` (stock);
 *   cutoff     a farm's cut-off notice already sent (`PICKLIST_SENT#<producerId>`, `<dispatchDate>`), TTL.
 * A pre-order's ready date moved is read from the product's own stream record (services/events/ready-dates.ts).
 */
export const STOCK_ALERTS_INDEX = 'GSI1';
export const STOCK_ALERTS_PARTITION = 'STOCK_ALERTS';
export const harvestKeys = {
  dispatchPartition: (producerId: string) => `DISPATCH#${producerId}`,
  dispatch: (producerId: string, dispatchDate: string, createdAt: string, productOrderId: string) =>
    lineIndexKeys(
      'dispatch',
      `DISPATCH#${producerId}`,
      `${dispatchDate}#${timeKey(createdAt, productOrderId)}`,
    ),
  pickupPartition: (producerId: string) => `PICKUP#${producerId}`,
  pickup: (producerId: string, date: string, from: string, createdAt: string, productOrderId: string) =>
    lineIndexKeys('pickup', `PICKUP#${producerId}`, `${date}#${from}#${timeKey(createdAt, productOrderId)}`),
  slot: (producerId: string, date: string, from: string) => ({
    PK: `PICKUP_SLOT#${producerId}`,
    SK: `${date}#${from}`,
  }),
  alert: (productId: string, userId: string) => ({ PK: `STOCK_ALERT#${productId}`, SK: `USER#${userId}` }),
  alertIndex: (productId: string, userId: string, opensAt?: string) => ({
    GSI1PK: STOCK_ALERTS_PARTITION,
    GSI1SK: opensAt ? `OPENING#${opensAt}#${productId}#${userId}` : `STOCK#${productId}#${userId}`,
  }),
  cutoffSent: (producerId: string, dispatchDate: string) => ({
    PK: `PICKLIST_SENT#${producerId}`,
    SK: dispatchDate,
  }),
};
