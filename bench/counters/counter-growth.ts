/**
 * The stats counter items at the size a real catalog gives the shop (`npm run bench:counters`, after its checks,
 * on its throw-away stack). The shop's day and month of a far month are filled as N synthetic products (uuid-long
 * ids, like real ones) sold in it would leave them: the counter items with the month's totals, and one figure item
 * per product and bucket (order-counters.ts: products' figures have items of their own since issue 35). Then one
 * product order of a new product, its counter updates built by the events function's own code (counterDeltas,
 * counterUpdates), is applied in one transaction as the events function applies it, and DynamoDB Local's consumed
 * write units are read back, with the size of every item it wrote. Before issue 35 the figures were counters inside
 * the day and month items, so the same update grew with N and was refused near 4,800 products (docs/scale.md).
 */
import {
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { STATS_SHOP_SCOPE, statsKeys, statsShardKeys } from '../../services/lib/data/keys.js';
import { counterDeltas, counterUpdates } from '../../services/stats/order-counters.js';
import { itemSize, writeUnits, type Image } from './item-size.js';

/** DynamoDB's item size limit. */
export const ITEM_LIMIT_BYTES = 400 * 1024;

/** A uuid-shaped id (36 characters, like the shop's) for synthetic product or farm `index`. */
export const syntheticId = (kind: 'p' | 'f', index: number): string =>
  `${kind === 'p' ? '00000000' : 'ffffffff'}-0000-4000-8000-${index.toString().padStart(12, '0')}`;

/** The figure items (day and month) of `products` synthetic products spread over `farms` farms, in a bucket. */
export function syntheticFigures(products: number, farms: number, day: string): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  for (let index = 0; index < products; index += 1) {
    const productId = syntheticId('p', index);
    const producerId = syntheticId('f', index % Math.max(1, farms));
    for (const bucket of [`DAY#${day}`, `MONTH#${day.slice(0, 7)}`])
      items.push({
        ...statsShardKeys.figure(STATS_SHOP_SCOPE, bucket, 'P', productId),
        entity: 'OrderStatsFigure',
        productId,
        producerId,
        revenueCents: 123_450,
        units: 27,
      });
  }
  return items;
}

export interface GrowthStep {
  products: number;
  farms: number;
  /** The shop's month counter item's size before the update (bytes, DynamoDB's rules). */
  bytes: number;
  /** The largest item the update wrote, after it (bytes). */
  largestWrittenBytes: number;
  /** Items the update wrote (counter buckets of the farm and the shop, the product's figure items). */
  itemsWritten: number;
  /** What DynamoDB Local answered as consumed write units for the transaction. */
  localWriteUnits: number | null;
  /** Our estimate: 2 x ceil(size / 1 KB) per updated item (transactional). */
  estimatedWriteUnits: number;
  /** The error that refused the update, if one did. */
  refused?: string;
}

const MONTH = '2099-01';
const CREATED = `${MONTH}-15T10:00:00.000Z`;
const PARALLEL_BATCHES = 8;

/** One product order of a new product of `producerId`, as the stream's new image carries it. */
function productOrderImage(productId: string, producerId: string): Record<string, unknown> {
  return {
    PK: `ORDER#bench-${productId}`,
    SK: `PO#bench-${productId}`,
    productId,
    producerId,
    status: 'pending',
    quantity: 2,
    totalPrice: 9,
    createdAt: CREATED,
  };
}

async function putAll(
  documents: DynamoDBDocumentClient,
  tableName: string,
  items: Record<string, unknown>[],
) {
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 25) batches.push(items.slice(start, start + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let pending = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length > 0) {
        const answer = await documents.send(
          new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
        );
        pending = (answer.UnprocessedItems?.[tableName] ?? []) as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
}

export async function measureCounterGrowth(
  documents: DynamoDBDocumentClient,
  tableName: string,
  producerId: string,
  /** Product (and farm) counts to measure at, ascending: each adds its new products' figure items. */
  sizes: readonly { products: number; farms: number }[],
): Promise<GrowthStep[]> {
  const base = (kind: 'DAY' | 'MONTH', label: string) => ({
    ...(kind === 'DAY' ? statsKeys.day(STATS_SHOP_SCOPE, label) : statsKeys.month(STATS_SHOP_SCOPE, label)),
    entity: 'OrderStats',
    scope: STATS_SHOP_SCOPE,
    bucketKind: kind,
    bucket: label,
    updatedAt: CREATED,
    orders: 1234,
    productOrders: 3702,
    units: 5553,
    revenueCents: 98_765_432,
    'st#pending': 3702,
    'ost#pending': 1234,
  });
  const read = async (key: { PK: string; SK: string }) =>
    (await documents.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
  const steps: GrowthStep[] = [];
  let written = 0;
  let next = 1_000_000;
  for (const { products, farms } of sizes) {
    for (const item of [base('DAY', CREATED.slice(0, 10)), base('MONTH', MONTH)])
      await documents.send(new PutCommand({ TableName: tableName, Item: item }));
    if (products > written) {
      const all = syntheticFigures(products, farms, CREATED.slice(0, 10));
      await putAll(documents, tableName, all.slice(written * 2));
      written = products;
    }
    const monthKey = statsKeys.month(STATS_SHOP_SCOPE, MONTH);
    const bytes = itemSize(marshall((await read(monthKey)) ?? {}) as unknown as Image);
    const productId = syntheticId('p', (next += 1));
    const updates = counterUpdates(
      counterDeltas(undefined, productOrderImage(productId, producerId)),
      tableName,
      CREATED,
    );
    try {
      const answer = await documents.send(
        new TransactWriteCommand({ TransactItems: updates, ReturnConsumedCapacity: 'TOTAL' }),
      );
      const local = (answer.ConsumedCapacity ?? []).reduce(
        (sum, entry) => sum + (entry.WriteCapacityUnits ?? entry.CapacityUnits ?? 0),
        0,
      );
      const sizesAfter = await Promise.all(
        updates.map(async (update) =>
          itemSize(marshall((await read(update.Update.Key)) ?? {}) as unknown as Image),
        ),
      );
      steps.push({
        products,
        farms,
        bytes,
        largestWrittenBytes: Math.max(...sizesAfter),
        itemsWritten: updates.length,
        localWriteUnits: local,
        estimatedWriteUnits: sizesAfter.reduce((sum, size) => sum + 2 * writeUnits(size), 0),
      });
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string; Message?: string }[] })
        .CancellationReasons;
      const reason = reasons?.find((entry) => entry.Code && entry.Code !== 'None');
      steps.push({
        products,
        farms,
        bytes,
        largestWrittenBytes: 0,
        itemsWritten: updates.length,
        localWriteUnits: null,
        estimatedWriteUnits: 0,
        refused: reason
          ? `${reason.Code}: ${reason.Message ?? ''}`
          : `${(error as Error).name}: ${(error as Error).message}`,
      });
    }
  }
  return steps;
}
