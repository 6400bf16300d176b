/**
 * The order stats counters: what each order and product-order item contributes to the counter items
 * (keys.ts statsKeys), and the counter updates a change makes. Pure, no I/O: the events function
 * (services/events/order-stats.ts) applies the updates exactly once per stream record, and the orders service
 * reads the items back (stats-report.ts).
 *
 * The rule is "new image minus old image": an item contributes to the buckets of the day and month it was
 * created in (UTC); a change adds what the new image contributes and takes away what
 * the old one did. So a status change moves one count from the old status to the new one in the line's creation
 * buckets, a cancel also takes its units and revenue out, an insert adds everything, a removal takes it away,
 * and a change that touches nothing counted (a note, a date) writes nothing.
 *
 * Contributions (counters are whole numbers; money in cents), written in the order's counter shard of each scope
 * (keys.ts statsShardKeys.counterShard: a stable hash of the order id, so an order and its lines always move the same
 * shard's counters):
 *   product order -> its producer's and the shop's day and month buckets:
 *     productOrders 1, `st#<stage>` 1 (its status, or `awaiting_payment` while its card or transfer money has
 *     not arrived), and while not cancelled: units, and revenueCents once its money is in (paid; pay on
 *     delivery: delivered, the farm collected it);
 *     and, per day and month, the figure item of its product in each scope (`P#<productId>`:
 *     revenueCents, units; the shop's also names the producer, for the top farms). A line without a product
 *     counts its revenue in the shop's farm figure item (`F#<producerId>`) instead. Figures are items of their
 *     own, so no counter item grows with the catalog (docs/scale.md).
 *   order -> the shop's day and month buckets: `ost#<status>` 1, orders 1 while not cancelled;
 *     each producer with a line not cancelled (activeProducerIds) -> that producer's day and month buckets:
 *     orders 1. So an order counts once per producer however many of their lines it has, and stops counting
 *     for a producer when all of their lines in it are cancelled.
 * There is no running-total item: the all-time figures are the sum of a scope's MONTH buckets (stats-buckets.ts
 * readTotal). The `TOTAL` items written before (with the same counters as the months, in the same transaction,
 * since the first version of the counters) are no longer written nor read (docs/data-model.md).
 * At most 8 updates per product-order change and 2 + 2 x 40 producers = 82 per order change (a transaction
 * takes 100 items with the marker).
 * The items written before figures had items of their own carry `pr#<productId>`, `pu#<productId>` and
 * `vr#<producerId>` counters; the stats-figures migration moves them (services/migrations/stats-figures.ts), and
 * the readers still add them up where they are (stats-report.ts sumCounters).
 */
// Direct imports (not shared/index.js): the events function must not bundle zod and the schemas.
import type { OrderStatus, ProductOrderStatus } from '../../shared/contracts/orders/entities.js';
import { lineStage } from '../../shared/rules/payment-state.js';
import { toCents } from '../../shared/utils/money.js';
import { STATS_SHOP_SCOPE, statsKeys, statsShardKeys, type StatsFigureKind } from '../lib/data/keys.js';

type Item = Record<string, unknown>;

export const STATS_ENTITY = 'OrderStats';
export const STATS_FIGURE_ENTITY = 'OrderStatsFigure';

/** Counter attribute names. */
export const COUNTERS = {
  orders: 'orders',
  productOrders: 'productOrders',
  units: 'units',
  revenueCents: 'revenueCents',
} as const;
export const lineStatusCounter = (status: string) => `st#${status}`;
export const orderStatusCounter = (status: string) => `ost#${status}`;
/** Legacy counters of the items written before figure items (read, and moved by the stats-figures migration). */
export const productRevenueCounter = (productId: string) => `pr#${productId}`;
export const productUnitsCounter = (productId: string) => `pu#${productId}`;
export const producerRevenueCounter = (producerId: string) => `vr#${producerId}`;

export type BucketKind = 'DAY' | 'MONTH';

/** An item the counters of a change go to: a counter bucket, or a product's or farm's figure item. */
export interface Bucket {
  key: { PK: string; SK: string };
  /** Attributes the update sets besides adding the counters (the bucket's scope and label, the figure's ids). */
  fields: Record<string, string>;
  /** Whether the update stamps `updatedAt` (counter buckets; figure items stay small). */
  stamped: boolean;
}

/** Counter deltas by bucket (keyed `PK|SK`), each with its bucket. */
export type Contribution = Map<string, { bucket: Bucket; counters: Map<string, number> }>;

/** The counter buckets of a scope an item created at `createdAt` counts in (shard 0: the unsharded items). */
export function bucketsOf(
  scope: string,
  createdAt: string,
  kinds: readonly BucketKind[],
  shard: number,
): Bucket[] {
  const day = createdAt.slice(0, 10);
  const month = createdAt.slice(0, 7);
  return kinds.map((kind) => {
    const label = kind === 'DAY' ? day : month;
    const key = kind === 'DAY' ? statsKeys.day(scope, day, shard) : statsKeys.month(scope, month, shard);
    return {
      key,
      fields: { entity: STATS_ENTITY, scope, bucketKind: kind, bucket: label },
      stamped: true,
    };
  });
}

/** The figure items (day and month) of a product or farm in a scope. */
function figuresOf(
  scope: string,
  createdAt: string,
  kind: StatsFigureKind,
  id: string,
  fields: Record<string, string>,
): Bucket[] {
  return [`DAY#${createdAt.slice(0, 10)}`, `MONTH#${createdAt.slice(0, 7)}`].map((sortKey) => ({
    key: statsShardKeys.figure(scope, sortKey, kind, id),
    fields: { entity: STATS_FIGURE_ENTITY, ...fields },
    stamped: false,
  }));
}

/** Adds `value` to a counter of a bucket in a contribution. */
export function add(contribution: Contribution, bucket: Bucket, counter: string, value: number): void {
  if (value === 0) return;
  const id = `${bucket.key.PK}|${bucket.key.SK}`;
  let entry = contribution.get(id);
  if (!entry) {
    entry = { bucket, counters: new Map() };
    contribution.set(id, entry);
  }
  entry.counters.set(counter, (entry.counters.get(counter) ?? 0) + value);
}

/** An item's attributes as the counters read them (anything else counts as absent or zero). */
const isoDate = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value : null;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const wholeNumber = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
const cents = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? toCents(value) : 0;

export const isOrderImage = (item: Item | undefined): item is Item =>
  !!item && item.SK === 'ORDER' && typeof item.PK === 'string' && item.PK.startsWith('ORDER#');
export const isProductOrderImage = (item: Item | undefined): item is Item =>
  !!item && typeof item.SK === 'string' && item.SK.startsWith('PO#');

/** The producers an order still counts for: those with a line not cancelled. */
export function activeProducersOf(order: Item): string[] {
  if (Array.isArray(order.activeProducerIds))
    return order.activeProducerIds.filter((id): id is string => typeof id === 'string');
  if (order.status === 'cancelled') return [];
  return Array.isArray(order.producerIds)
    ? order.producerIds.filter((id): id is string => typeof id === 'string')
    : [];
}

/**
 * Whether a live line's money is in: paid (card, transfer), or delivered (pay on delivery: the farm collected
 * it). Lines written before checkout recorded `awaitingPayment` keep the rule they were counted with at their
 * insert (revenue while not cancelled): an image pair is always read with one rule, so no counter drifts.
 */
function moneyIn(item: Item, status: ProductOrderStatus): boolean {
  if (typeof item.awaitingPayment !== 'boolean') return true;
  if (item.paymentMethod === 'cash_on_delivery') return status === 'delivered';
  return item.awaitingPayment === false;
}

/** The order id of an order or product-order item (`ORDER#<id>`). */
const orderIdOf = (item: Item): string => String(item.PK).slice('ORDER#'.length);

/** What a product-order item counts: when, whose, its stage, units and revenue (null: not a line to count). */
export function lineFacts(item: Item) {
  const createdAt = isoDate(item.createdAt);
  const producerId = text(item.producerId);
  const status = text(item.status) as ProductOrderStatus | null;
  if (!createdAt || !producerId || !status) return null;
  const live = status !== 'cancelled';
  return {
    createdAt,
    producerId,
    units: live ? wholeNumber(item.quantity) : 0,
    revenue: live && moneyIn(item, status) ? cents(item.totalPrice) : 0,
    stage: lineStage(status, item.awaitingPayment === true),
    productId: text(item.productId),
  };
}

function productOrderContribution(item: Item, contribution: Contribution): void {
  const facts = lineFacts(item);
  if (!facts) return;
  const { createdAt, producerId, units, revenue, stage, productId } = facts;
  const orderId = orderIdOf(item);
  for (const scope of [producerId, STATS_SHOP_SCOPE]) {
    const shard = statsShardKeys.counterShard(scope, orderId);
    for (const bucket of bucketsOf(scope, createdAt, ['DAY', 'MONTH'], shard)) {
      add(contribution, bucket, COUNTERS.productOrders, 1);
      add(contribution, bucket, lineStatusCounter(stage), 1);
      add(contribution, bucket, COUNTERS.units, units);
      add(contribution, bucket, COUNTERS.revenueCents, revenue);
    }
    const shop = scope === STATS_SHOP_SCOPE;
    if (productId) {
      const fields: Record<string, string> = shop ? { productId, producerId } : { productId };
      for (const bucket of figuresOf(scope, createdAt, 'P', productId, fields)) {
        add(contribution, bucket, COUNTERS.revenueCents, revenue);
        add(contribution, bucket, COUNTERS.units, units);
      }
    } else if (shop) {
      for (const bucket of figuresOf(scope, createdAt, 'F', producerId, { producerId }))
        add(contribution, bucket, COUNTERS.revenueCents, revenue);
    }
  }
}

/** What an order item adds to the counters, in the shard `shardOf` names for each scope. */
export function orderContribution(
  item: Item,
  contribution: Contribution,
  shardOf: (scope: string, orderId: string) => number = statsShardKeys.counterShard,
): void {
  const createdAt = isoDate(item.createdAt);
  const status = text(item.status) as OrderStatus | null;
  if (!createdAt || !status) return;
  const orderId = orderIdOf(item);
  const shopShard = shardOf(STATS_SHOP_SCOPE, orderId);
  for (const bucket of bucketsOf(STATS_SHOP_SCOPE, createdAt, ['DAY', 'MONTH'], shopShard)) {
    add(contribution, bucket, orderStatusCounter(status), 1);
    add(contribution, bucket, COUNTERS.orders, status === 'cancelled' ? 0 : 1);
  }
  for (const producerId of new Set(activeProducersOf(item))) {
    for (const bucket of bucketsOf(producerId, createdAt, ['DAY', 'MONTH'], shardOf(producerId, orderId)))
      add(contribution, bucket, COUNTERS.orders, 1);
  }
}

type Rule = (item: Item, contribution: Contribution) => void;

/** What one stored item adds to the counters by these rules of a line and of an order (empty for anything else). */
export function contributionBy(item: Item | undefined, ofLine: Rule, ofOrder: Rule): Contribution {
  const contribution: Contribution = new Map();
  if (isProductOrderImage(item)) ofLine(item, contribution);
  else if (isOrderImage(item)) ofOrder(item, contribution);
  return contribution;
}

/** What one stored order or product-order item adds to the counters (empty for anything else). */
export const contributionOf = (item: Item | undefined): Contribution =>
  contributionBy(item, productOrderContribution, (order, contribution) =>
    orderContribution(order, contribution),
  );

/** Takes the counters that came to zero out of a contribution, and the buckets left with none. */
function withoutZeros(contribution: Contribution): Contribution {
  for (const [id, entry] of contribution) {
    for (const [counter, value] of entry.counters) if (value === 0) entry.counters.delete(counter);
    if (entry.counters.size === 0) contribution.delete(id);
  }
  return contribution;
}

/** What `newer` adds to the counters minus what `older` did (zeros left out). */
export function differenceOf(newer: Contribution, older: Contribution): Contribution {
  const deltas: Contribution = new Map();
  for (const [, { bucket, counters }] of newer)
    for (const [counter, value] of counters) add(deltas, bucket, counter, value);
  for (const [, { bucket, counters }] of older)
    for (const [counter, value] of counters) add(deltas, bucket, counter, -value);
  return withoutZeros(deltas);
}

/** The counter changes of an item going from `oldImage` to `newImage` (zeros left out). */
export const counterDeltas = (oldImage: Item | undefined, newImage: Item | undefined): Contribution =>
  differenceOf(contributionOf(newImage), contributionOf(oldImage));

/**
 * The deltas of several changes added up, one entry per bucket (zeros left out): what a stream batch's changes
 * write together (services/events/order-stats.ts), so an order and its lines, inserted together, move the
 * shop's and each farm's buckets once instead of once per item.
 */
export function mergeContributions(list: readonly Contribution[]): Contribution {
  const merged: Contribution = new Map();
  for (const contribution of list)
    for (const [, { bucket, counters }] of contribution)
      for (const [counter, value] of counters) add(merged, bucket, counter, value);
  return withoutZeros(merged);
}

export interface CounterUpdate {
  Update: {
    TableName: string;
    Key: { PK: string; SK: string };
    UpdateExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  };
}

/** One UpdateItem per bucket: SET its fields, ADD every delta (creating the item and the counters as needed). */
export function counterUpdates(deltas: Contribution, tableName: string, at: string): CounterUpdate[] {
  return [...deltas.values()]
    .sort((a, b) =>
      `${a.bucket.key.PK}|${a.bucket.key.SK}`.localeCompare(`${b.bucket.key.PK}|${b.bucket.key.SK}`),
    )
    .map(({ bucket, counters }) => {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      const sets = Object.entries(bucket.fields).map(([name, value], index) => {
        names[`#f${index}`] = name;
        values[`:f${index}`] = value;
        return `#f${index} = :f${index}`;
      });
      if (bucket.stamped) {
        values[':at'] = at;
        sets.push('updatedAt = :at');
      }
      const adds = [...counters.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([counter, value], index) => {
          names[`#c${index}`] = counter;
          values[`:c${index}`] = value;
          return `#c${index} :c${index}`;
        });
      return {
        Update: {
          TableName: tableName,
          Key: bucket.key,
          UpdateExpression: `SET ${sets.join(', ')} ADD ${adds.join(', ')}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      };
    });
}
