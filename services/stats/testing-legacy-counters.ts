/**
 * The order stats counters as they were kept before figure items had items of their own (issue 35): the shop's
 * and each producer's day and month bucket items carried `pr#<productId>`, `pu#<productId>` and, the shop's,
 * `vr#<producerId>`. Kept for tests only: to compute what the reports answered before for the same orders, and to
 * write buckets of that shape for the stats-figures migration (services/migrations/stats-figures.ts).
 */
// Direct imports (not shared/index.js): the events function must not bundle zod and the schemas.
import type { OrderStatus, ProductOrderStatus } from '../../shared/contracts/orders/entities.js';
import { lineStage } from '../../shared/rules/payment-state.js';
import { toCents } from '../../shared/utils/money.js';
import { STATS_SHOP_SCOPE, statsKeys } from '../lib/data/keys.js';

type Item = Record<string, unknown>;

const STATS_ENTITY = 'OrderStats';

/** Counter attribute names. */
export const COUNTERS = {
  orders: 'orders',
  productOrders: 'productOrders',
  units: 'units',
  revenueCents: 'revenueCents',
} as const;
export const lineStatusCounter = (status: string) => `st#${status}`;
export const orderStatusCounter = (status: string) => `ost#${status}`;
export const productRevenueCounter = (productId: string) => `pr#${productId}`;
export const productUnitsCounter = (productId: string) => `pu#${productId}`;
export const producerRevenueCounter = (producerId: string) => `vr#${producerId}`;

export type BucketKind = 'DAY' | 'MONTH' | 'TOTAL';

export interface Bucket {
  key: { PK: string; SK: string };
  scope: string;
  kind: BucketKind;
  /** yyyy-mm-dd, yyyy-mm or 'total'. */
  label: string;
}

/** Counter deltas by bucket (keyed `PK|SK`), each with its bucket. */
export type Contribution = Map<string, { bucket: Bucket; counters: Map<string, number> }>;

function bucketsOf(scope: string, createdAt: string, kinds: readonly BucketKind[]): Bucket[] {
  const day = createdAt.slice(0, 10);
  const month = createdAt.slice(0, 7);
  return kinds.map((kind) => {
    if (kind === 'DAY') return { key: statsKeys.day(scope, day), scope, kind, label: day };
    if (kind === 'MONTH') return { key: statsKeys.month(scope, month), scope, kind, label: month };
    return { key: statsKeys.total(scope), scope, kind, label: 'total' };
  });
}

function add(contribution: Contribution, bucket: Bucket, counter: string, value: number): void {
  if (value === 0) return;
  const id = `${bucket.key.PK}|${bucket.key.SK}`;
  let entry = contribution.get(id);
  if (!entry) {
    entry = { bucket, counters: new Map() };
    contribution.set(id, entry);
  }
  entry.counters.set(counter, (entry.counters.get(counter) ?? 0) + value);
}

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

function productOrderContribution(item: Item, contribution: Contribution): void {
  const createdAt = isoDate(item.createdAt);
  const producerId = text(item.producerId);
  const status = text(item.status) as ProductOrderStatus | null;
  if (!createdAt || !producerId || !status) return;
  const live = status !== 'cancelled';
  const units = live ? wholeNumber(item.quantity) : 0;
  const revenue = live && moneyIn(item, status) ? cents(item.totalPrice) : 0;
  const stage = lineStage(status, item.awaitingPayment === true);
  const productId = text(item.productId);
  for (const scope of [producerId, STATS_SHOP_SCOPE]) {
    for (const bucket of bucketsOf(scope, createdAt, ['DAY', 'MONTH', 'TOTAL'])) {
      add(contribution, bucket, COUNTERS.productOrders, 1);
      add(contribution, bucket, lineStatusCounter(stage), 1);
      add(contribution, bucket, COUNTERS.units, units);
      add(contribution, bucket, COUNTERS.revenueCents, revenue);
      if (bucket.kind === 'TOTAL') continue;
      if (productId) {
        add(contribution, bucket, productRevenueCounter(productId), revenue);
        add(contribution, bucket, productUnitsCounter(productId), units);
      }
      if (scope === STATS_SHOP_SCOPE) add(contribution, bucket, producerRevenueCounter(producerId), revenue);
    }
  }
}

function orderContribution(item: Item, contribution: Contribution): void {
  const createdAt = isoDate(item.createdAt);
  const status = text(item.status) as OrderStatus | null;
  if (!createdAt || !status) return;
  for (const bucket of bucketsOf(STATS_SHOP_SCOPE, createdAt, ['DAY', 'MONTH', 'TOTAL'])) {
    add(contribution, bucket, orderStatusCounter(status), 1);
    add(contribution, bucket, COUNTERS.orders, status === 'cancelled' ? 0 : 1);
  }
  for (const producerId of new Set(activeProducersOf(item)))
    for (const bucket of bucketsOf(producerId, createdAt, ['DAY', 'MONTH']))
      add(contribution, bucket, COUNTERS.orders, 1);
}

/** What one stored order or product-order item adds to the counters (empty for anything else). */
export function contributionOf(item: Item | undefined): Contribution {
  const contribution: Contribution = new Map();
  if (isProductOrderImage(item)) productOrderContribution(item, contribution);
  else if (isOrderImage(item)) orderContribution(item, contribution);
  return contribution;
}

/** The counter changes of an item going from `oldImage` to `newImage` (zeros left out). */
export function counterDeltas(oldImage: Item | undefined, newImage: Item | undefined): Contribution {
  const deltas: Contribution = new Map();
  for (const [, { bucket, counters }] of contributionOf(newImage))
    for (const [counter, value] of counters) add(deltas, bucket, counter, value);
  for (const [, { bucket, counters }] of contributionOf(oldImage))
    for (const [counter, value] of counters) add(deltas, bucket, counter, -value);
  for (const [id, entry] of deltas) {
    for (const [counter, value] of entry.counters) if (value === 0) entry.counters.delete(counter);
    if (entry.counters.size === 0) deltas.delete(id);
  }
  return deltas;
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

/** One UpdateItem per bucket: ADD every delta (creating the item and the counters as needed). */
export function counterUpdates(deltas: Contribution, tableName: string, at: string): CounterUpdate[] {
  return [...deltas.values()]
    .sort((a, b) =>
      `${a.bucket.key.PK}|${a.bucket.key.SK}`.localeCompare(`${b.bucket.key.PK}|${b.bucket.key.SK}`),
    )
    .map(({ bucket, counters }) => {
      const names: Record<string, string> = {
        '#entity': 'entity',
        '#scope': 'scope',
        '#kind': 'bucketKind',
        '#label': 'bucket',
      };
      const values: Record<string, unknown> = {
        ':entity': STATS_ENTITY,
        ':scope': bucket.scope,
        ':kind': bucket.kind,
        ':label': bucket.label,
        ':at': at,
      };
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
          UpdateExpression: `SET #entity = :entity, #scope = :scope, #kind = :kind, #label = :label, updatedAt = :at ADD ${adds.join(', ')}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      };
    });
}
