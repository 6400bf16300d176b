/**
 * The order stats counters as they were kept before figure items had items of their own (issue 35): the shop's
 * and each producer's day and month bucket items carried `pr#<productId>`, `pu#<productId>` and, the shop's,
 * `vr#<producerId>`, in one unsharded partition (shard 0) per scope, and every count also went to a running-total
 * item (`TOTAL`, the same counters as the months but no per-product ones). Kept for tests only: to compute what the
 * reports answered before for the same orders, and to write buckets of that shape for the stats-figures
 * migration (services/migrations/stats-figures.ts). What did not change (the buckets, how an item is read, the
 * updates) is order-counters.ts's.
 */
import { STATS_SHOP_SCOPE, statsKeys } from '../lib/data/keys.js';
import {
  add,
  bucketsOf,
  contributionBy,
  COUNTERS,
  differenceOf,
  lineFacts,
  lineStatusCounter,
  orderContribution,
  producerRevenueCounter,
  productRevenueCounter,
  productUnitsCounter,
  type Bucket,
  type Contribution,
} from './order-counters.js';

export { counterUpdates } from './order-counters.js';

type Item = Record<string, unknown>;

/** The running-total item of a scope as it was written (unsharded). */
const totalBucket = (scope: string): Bucket => ({
  key: statsKeys.total(scope),
  fields: { entity: 'OrderStats', scope, bucketKind: 'TOTAL', bucket: 'total' },
  stamped: true,
});

function productOrderContribution(item: Item, contribution: Contribution): void {
  const facts = lineFacts(item);
  if (!facts) return;
  const { createdAt, producerId, units, revenue, stage, productId } = facts;
  for (const scope of [producerId, STATS_SHOP_SCOPE]) {
    for (const bucket of [...bucketsOf(scope, createdAt, ['DAY', 'MONTH'], 0), totalBucket(scope)]) {
      add(contribution, bucket, COUNTERS.productOrders, 1);
      add(contribution, bucket, lineStatusCounter(stage), 1);
      add(contribution, bucket, COUNTERS.units, units);
      add(contribution, bucket, COUNTERS.revenueCents, revenue);
      if (bucket.fields.bucketKind === 'TOTAL') continue;
      if (productId) {
        add(contribution, bucket, productRevenueCounter(productId), revenue);
        add(contribution, bucket, productUnitsCounter(productId), units);
      }
      if (scope === STATS_SHOP_SCOPE) add(contribution, bucket, producerRevenueCounter(producerId), revenue);
    }
  }
}

/** An order as it counts now, in the unsharded partitions, plus the shop's running total (its month's counters). */
function legacyOrderContribution(order: Item, contribution: Contribution): void {
  orderContribution(order, contribution, () => 0);
  const month = typeof order.createdAt === 'string' ? order.createdAt.slice(0, 7) : '';
  const monthKey = statsKeys.month(STATS_SHOP_SCOPE, month);
  const counted = contribution.get(`${monthKey.PK}|${monthKey.SK}`);
  for (const [counter, value] of counted?.counters ?? [])
    add(contribution, totalBucket(STATS_SHOP_SCOPE), counter, value);
}

/**
 * What one stored order or product-order item added to the counters of before (empty for anything else): an
 * order counted as it does now, in the unsharded partitions, and in the shop's running total.
 */
export const contributionOf = (item: Item | undefined): Contribution =>
  contributionBy(item, productOrderContribution, legacyOrderContribution);

/** The counter changes of before of an item going from `oldImage` to `newImage` (zeros left out). */
export const counterDeltas = (oldImage: Item | undefined, newImage: Item | undefined): Contribution =>
  differenceOf(contributionOf(newImage), contributionOf(oldImage));
