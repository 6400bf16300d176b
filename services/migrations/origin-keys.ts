/**
 * Backfill of the catalog's origin and harvest filters (issue 23, docs/search.md "Origin and harvest
 * filters") for products saved with an origin or a harvest date before the filters existed. New writes carry
 * everything already (services/products/product-item.ts toItem writes `originKey`; the events function gives
 * search entries `origin`, `originKey` and `harvestDate`); this gives it to what was written before:
 *
 *   1. every product of both catalog partitions (GSI2 `CATALOG#ACTIVE` / `CATALOG#INACTIVE`, paged, filtered
 *      to products with an origin or a harvest date): SET `originKey` from its origin when it lacks it,
 *      conditioned on the origin read (a product changed meanwhile got its key from its writer);
 *   2. the search entries of each storefront one: SET its `origin`, `originKey` and `harvestDate` on the
 *      entries that exist without them and still hold the product's price and words as read (never creates
 *      one: the events function owns the index). The stream sees the product's update but derives the same
 *      entries (their facts come from the product's origin and date), so it writes nothing.
 *
 * Idempotent and resumable like the price bands (the same `{partition, startKey}` cursor), ends with its marker
 * (`MIGRATION#origin-keys`). No Scan. Run by services/migrations/run.ts.
 */
import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { originKeyOf } from '../../shared/catalog/origin-harvest-filters.js';
import { isStorefrontItem, searchEntries, type Item } from '../lib/catalog/catalog-entry.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { catalogPartition, migrationKeys } from '../lib/data/keys.js';
import { mapLimited } from '../lib/map-limited.js';
import { CATALOG_PARTITIONS, type BackfillCursor, type CatalogPartitionName } from './price-bands.js';

export const ORIGIN_KEYS_MIGRATION = 'origin-keys';
/** Products read per page (one Query of GSI2, before the filter). */
const PAGE_SIZE = 200;
/** Updates in flight at once. */
const PARALLEL_UPDATES = 16;

export interface OriginKeysReport {
  /** The marker was there: nothing to do. */
  done: boolean;
  /** Items updated by this run. */
  products: number;
  entries: number;
  /** Paused: where to go on from (no marker written yet). */
  next?: BackfillCursor;
}

export interface OriginKeysOptions {
  from?: BackfillCursor;
  /** Asked after each page of products: true stops there and returns `next`. */
  shouldPause?: () => boolean;
}

async function productPage(documents: DynamoDBDocumentClient, tableName: string, cursor: BackfillCursor) {
  const page = await documents.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      FilterExpression: 'SK = :product AND (attribute_exists(origin) OR attribute_exists(harvestDate))',
      ExpressionAttributeValues: {
        ':pk': catalogPartition(cursor.partition === 'active'),
        ':product': 'PRODUCT',
      },
      ExclusiveStartKey: cursor.startKey,
      Limit: PAGE_SIZE,
    }),
  );
  return {
    products: (page.Items ?? []) as Item[],
    ...(page.LastEvaluatedKey ? { startKey: page.LastEvaluatedKey as Record<string, string | number> } : {}),
  };
}

function after(partition: CatalogPartitionName, startKey?: Record<string, string | number>) {
  if (startKey) return { partition, startKey };
  const next = CATALOG_PARTITIONS[CATALOG_PARTITIONS.indexOf(partition) + 1];
  return next ? { partition: next } : null;
}

/** One conditional SET; false when the condition failed (the item changed or is gone). */
async function setIf(
  documents: DynamoDBDocumentClient,
  tableName: string,
  key: { PK: unknown; SK: unknown },
  set: Record<string, unknown>,
  condition: { equal: Record<string, unknown>; missing?: string[] },
): Promise<boolean> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const assignments = Object.entries(set).map(([name, value], i) => {
    names[`#s${i}`] = name;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  const checks = [
    'attribute_exists(PK)',
    ...Object.entries(condition.equal).map(([name, value], i) => {
      names[`#e${i}`] = name;
      values[`:e${i}`] = value;
      return `#e${i} = :e${i}`;
    }),
    ...(condition.missing ?? []).map((name, i) => {
      names[`#m${i}`] = name;
      return `attribute_not_exists(#m${i})`;
    }),
  ];
  try {
    await documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: `SET ${assignments.join(', ')}`,
        ConditionExpression: checks.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The updates one product and its search entries need (none when they have everything). */
export function originUpdates(
  documents: DynamoDBDocumentClient,
  tableName: string,
  item: Item,
  report: OriginKeysReport,
): (() => Promise<void>)[] {
  const updates: (() => Promise<void>)[] = [];
  const origin = typeof item.origin === 'string' ? item.origin : '';
  const key = origin === '' ? '' : originKeyOf(origin);
  if (key !== '' && item.originKey !== key) {
    updates.push(async () => {
      const target = { PK: item.PK, SK: item.SK };
      if (await setIf(documents, tableName, target, { originKey: key }, { equal: { origin } }))
        report.products += 1;
    });
  }
  if (!isStorefrontItem(item)) return updates;
  for (const entry of searchEntries(item).values()) {
    const facts = Object.fromEntries(
      ['origin', 'originKey', 'harvestDate'].flatMap((name) =>
        entry[name] === undefined ? [] : [[name, entry[name]]],
      ),
    );
    if (Object.keys(facts).length === 0) continue;
    updates.push(async () => {
      const target = { PK: entry.PK, SK: entry.SK };
      const condition = {
        equal: { price: entry.price, words: entry.words },
        missing: ['originKey', 'harvestDate'],
      };
      if (await setIf(documents, tableName, target, facts, condition)) report.entries += 1;
    });
  }
  return updates;
}

export async function backfillOriginKeys(
  documents: DynamoDBDocumentClient,
  tableName: string,
  options: OriginKeysOptions = {},
): Promise<OriginKeysReport> {
  const marker = await documents.send(
    new GetCommand({ TableName: tableName, Key: migrationKeys.item(ORIGIN_KEYS_MIGRATION) }),
  );
  if (marker.Item) return { done: true, products: 0, entries: 0 };
  const report: OriginKeysReport = { done: false, products: 0, entries: 0 };
  let cursor: BackfillCursor | null = options.from ?? { partition: CATALOG_PARTITIONS[0] };
  while (cursor) {
    const page = await productPage(documents, tableName, cursor);
    const updates = page.products.flatMap((item) => originUpdates(documents, tableName, item, report));
    await mapLimited(updates, PARALLEL_UPDATES, (update) => update());
    cursor = after(cursor.partition, page.startKey);
    if (cursor && options.shouldPause?.()) return { ...report, next: cursor };
  }
  await documents.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...migrationKeys.item(ORIGIN_KEYS_MIGRATION), doneAt: new Date().toISOString(), ...report },
    }),
  );
  return report;
}
