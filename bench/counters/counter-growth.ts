/**
 * The shop's stats counter items at the size a real catalog gives them (`npm run bench:counters`, after its
 * checks, on its throw-away stack): the shop's day and month items of a far month are written with the
 * per-product and per-farm counters of N synthetic products and farms (uuid-long ids, like real ones), then one
 * product order's counter updates, built by the events function's own code (order-counters.ts counterDeltas and
 * counterUpdates), are applied in one transaction like the events function applies them, and DynamoDB Local's
 * consumed write units are read back. Near 400 KB the updates go on, one new product each, until DynamoDB refuses
 * one: where the item limit stops the counters.
 */
import {
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { STATS_SHOP_SCOPE, statsKeys } from '../../services/lib/data/keys.js';
import { counterDeltas, counterUpdates } from '../../services/stats/order-counters.js';
import { itemSize, writeUnits, type Image } from './item-size.js';

/** DynamoDB's item size limit. */
export const ITEM_LIMIT_BYTES = 400 * 1024;

/** A uuid-shaped id (36 characters, like the shop's) for synthetic product or farm `index`. */
export const syntheticId = (kind: 'p' | 'f', index: number): string =>
  `${kind === 'p' ? '00000000' : 'ffffffff'}-0000-4000-8000-${index.toString().padStart(12, '0')}`;

/** The per-product (`pr#`, `pu#`) and per-farm (`vr#`) counters of `products` products and `farms` farms. */
export function syntheticCounters(products: number, farms: number): Record<string, number> {
  const counters: Record<string, number> = {};
  for (let index = 0; index < products; index += 1) {
    counters[`pr#${syntheticId('p', index)}`] = 123_450;
    counters[`pu#${syntheticId('p', index)}`] = 27;
  }
  for (let index = 0; index < farms; index += 1) counters[`vr#${syntheticId('f', index)}`] = 9_876_540;
  return counters;
}

/** The largest product count whose item (base + counters) stays at or under `bytes`. */
export function productsWithin(base: Record<string, unknown>, farms: number, bytes: number): number {
  const size = (products: number) =>
    itemSize(marshall({ ...base, ...syntheticCounters(products, farms) }) as unknown as Image);
  let low = 0;
  let high = 10_000;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (size(middle) <= bytes) low = middle;
    else high = middle - 1;
  }
  return low;
}

export interface GrowthStep {
  products: number;
  farms: number;
  /** The month item's size before the update (bytes, DynamoDB's rules). */
  bytes: number;
  /** What DynamoDB Local answered as consumed write units for the transaction (6 counter updates). */
  localWriteUnits: number | null;
  /** Our estimate: 2 x ceil(size / 1 KB) per updated item (transactional). */
  estimatedWriteUnits: number;
  /** The error that refused the update, if one did. */
  refused?: string;
}

const MONTH = '2099-01';
const CREATED = `${MONTH}-15T10:00:00.000Z`;

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

export async function measureCounterGrowth(
  documents: DynamoDBDocumentClient,
  tableName: string,
  producerId: string,
  /** Product counts to measure at; 'limit' is as many as fit 1 KB under the item limit. */
  sizes: readonly { products: number | 'limit'; farms: number }[],
): Promise<GrowthStep[]> {
  const keys: { PK: string; SK: string }[] = [
    statsKeys.day(STATS_SHOP_SCOPE, CREATED.slice(0, 10)),
    statsKeys.month(STATS_SHOP_SCOPE, MONTH),
  ];
  const base = (key: { PK: string; SK: string }, kind: string, label: string) => ({
    ...key,
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
  const steps: GrowthStep[] = [];
  let next = 1_000_000;
  const apply = async (products: number, farms: number, bytes: number) => {
    const productId = syntheticId('p', (next += 1));
    const updates = counterUpdates(
      counterDeltas(undefined, productOrderImage(productId, producerId)),
      tableName,
      CREATED,
    );
    const inflated = (key: { PK: string; SK: string }) =>
      keys.some((candidate) => candidate.PK === key.PK && candidate.SK === key.SK);
    // The small items (the farm's buckets, the shop's total) are one unit each.
    const estimated = updates.reduce(
      (sum, update) => sum + 2 * (inflated(update.Update.Key) ? writeUnits(bytes) : 1),
      0,
    );
    try {
      const answer = await documents.send(
        new TransactWriteCommand({ TransactItems: updates, ReturnConsumedCapacity: 'TOTAL' }),
      );
      const local = (answer.ConsumedCapacity ?? []).reduce(
        (sum, entry) => sum + (entry.WriteCapacityUnits ?? entry.CapacityUnits ?? 0),
        0,
      );
      steps.push({ products, farms, bytes, localWriteUnits: local, estimatedWriteUnits: estimated });
      return true;
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string; Message?: string }[] })
        .CancellationReasons;
      const reason = reasons?.find((entry) => entry.Code && entry.Code !== 'None');
      steps.push({
        products,
        farms,
        bytes,
        localWriteUnits: null,
        estimatedWriteUnits: estimated,
        refused: reason
          ? `${reason.Code}: ${reason.Message ?? ''}`
          : `${(error as Error).name}: ${(error as Error).message}`,
      });
      return false;
    }
  };
  for (const size of sizes) {
    const { farms } = size;
    const products =
      size.products === 'limit'
        ? productsWithin(
            base(keys[1] as { PK: string; SK: string }, 'MONTH', MONTH),
            farms,
            ITEM_LIMIT_BYTES - 1024,
          )
        : size.products;
    for (const [index, key] of keys.entries()) {
      const item = {
        ...base(key, index === 0 ? 'DAY' : 'MONTH', index === 0 ? CREATED.slice(0, 10) : MONTH),
        ...syntheticCounters(products, farms),
      };
      await documents.send(new PutCommand({ TableName: tableName, Item: item }));
    }
    const monthBytes = async () => {
      const read = await documents.send(
        new GetCommand({ TableName: tableName, Key: keys[1], ConsistentRead: true }),
      );
      return itemSize(marshall(read.Item ?? {}) as unknown as Image);
    };
    let count = products;
    // At the limit's edge: one new product per update until DynamoDB refuses one (at most 40 updates).
    const nearLimit = (await monthBytes()) > ITEM_LIMIT_BYTES - 2_000;
    for (let attempt = 0; attempt < (nearLimit ? 40 : 1); attempt += 1) {
      if (!(await apply(count, farms, await monthBytes()))) break;
      count += 1;
    }
  }
  return steps;
}
