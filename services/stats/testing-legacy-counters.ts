/**
 * The order stats counters as they were kept before figure items had items of their own (issue 35): the shop's
 * and each producer's day and month bucket items carried `pr#<productId>`, `pu#<productId>` and, the shop's,
 * `vr#<producerId>`, in one unsharded partition (shard 0) per scope. Kept for tests only: to compute what the
 * reports answered before for the same orders, and to write buckets of that shape for the stats-figures
 * migration (services/migrations/stats-figures.ts). What did not change (the buckets, how an item is read, the
 * updates) is order-counters.ts's.
 */
import { STATS_SHOP_SCOPE } from '../lib/data/keys.js';
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
  type Contribution,
} from './order-counters.js';

export { counterUpdates } from './order-counters.js';

type Item = Record<string, unknown>;

function productOrderContribution(item: Item, contribution: Contribution): void {
  const facts = lineFacts(item);
  if (!facts) return;
  const { createdAt, producerId, units, revenue, stage, productId } = facts;
  for (const scope of [producerId, STATS_SHOP_SCOPE]) {
    for (const bucket of bucketsOf(scope, createdAt, ['DAY', 'MONTH', 'TOTAL'], 0)) {
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

/**
 * What one stored order or product-order item added to the counters of before (empty for anything else): an
 * order counted as it does now, in the unsharded partitions.
 */
export const contributionOf = (item: Item | undefined): Contribution =>
  contributionBy(item, productOrderContribution, (order, contribution) =>
    orderContribution(order, contribution, () => 0),
  );

/** The counter changes of before of an item going from `oldImage` to `newImage` (zeros left out). */
export const counterDeltas = (oldImage: Item | undefined, newImage: Item | undefined): Contribution =>
  differenceOf(contributionOf(newImage), contributionOf(oldImage));
