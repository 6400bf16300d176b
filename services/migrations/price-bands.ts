/**
 * Backfill of the price band index (GSI5, docs/search.md "Price ranges on the default sort") for a table
 * written before it existed. New writes already carry the band keys (every writer sets them through
 * services/products/catalog-entry.ts); this gives them to the items written before:
 *
 *   1. every product of both catalog partitions (GSI2 `CATALOG#ACTIVE` / `CATALOG#INACTIVE`, paged): SET
 *      GSI5PK/GSI5SK, conditioned on the price, date and partition read (a product changed meanwhile already
 *      got its keys from its writer);
 *   2. every search entry of the storefront products: SET GSI5PK/GSI5SK on the entries that exist with the
 *      price read (never creates one: the events function owns the index; entries follow the products'
 *      changes as before). The stream sees the product's update but derives the same entries (no write).
 *
 * Idempotent and resumable: it works a page of products at a time and, when `shouldPause` says so between
 * pages, returns the cursor to go on from (`next`). When done it writes a marker item
 * (`PK=MIGRATION#price-bands`) and returns at once afterwards. Who runs it:
 *   - in AWS, the migrations function (services/migrations/handler.ts), which a CDK trigger invokes after each
 *     deployment that changes it, going on in a new invocation of itself before its time runs out;
 *   - on this machine, the local stack at every start (infra/local/seed/index.ts);
 *   - by hand, `TABLE_NAME=<table> npm run migrate:price-bands` (infra/migrations/price-bands.ts).
 */
import { catalogKeys, searchEntries, type Item } from '../products/index.js';
import { catalogPartition } from '../lib/data/keys.js';
import { mapLimited } from '../lib/map-limited.js';
import { setIf, type SetCondition } from './conditional-set.js';
import { migration, walkPages, type MigrationRun, type StartKey, type ResumeOptions } from './marker.js';

export const PRICE_BANDS_MIGRATION = 'price-bands';
/** Updates in flight at once. */
const PARALLEL_UPDATES = 16;

/** Which catalog partition, and where in it, the backfill goes on from (a Query's LastEvaluatedKey). */
export interface BackfillCursor {
  partition: CatalogPartitionName;
  startKey?: StartKey;
}

/** The catalog's two partitions (GSI2), walked in this order. */
export const CATALOG_PARTITIONS = ['active', 'inactive'] as const;
export type CatalogPartitionName = (typeof CATALOG_PARTITIONS)[number];

export type BackfillOptions = ResumeOptions<BackfillCursor>;

export interface BackfillReport {
  /** The marker was there: nothing to do. */
  done: boolean;
  /** Items updated by this run. */
  products: number;
  entries: number;
  /** Paused: where to go on from (no marker written yet). */
  next?: BackfillCursor;
}

/**
 * One conditional SET a catalog backfill plans for a product or one of its search entries (`target`, as read):
 * applied when the item still meets `condition`, then counted under `counter` in the report.
 */
export interface CatalogSet {
  target: Item;
  set: Record<string, unknown>;
  condition: SetCondition;
  counter: 'products' | 'entries';
}

/** A FilterExpression on a page of the catalog partition, with its values. */
export interface CatalogFilter {
  expression: string;
  values: Record<string, unknown>;
}

/** Products read per page (one Query of GSI2). */
const PAGE_SIZE = 200;

/** The Query of a catalog partition's pages (`filter` on each page). */
const catalogQuery = (tableName: string, partition: CatalogPartitionName, filter?: CatalogFilter) => ({
  TableName: tableName,
  IndexName: 'GSI2',
  KeyConditionExpression: 'GSI2PK = :pk',
  ...(filter ? { FilterExpression: filter.expression } : {}),
  ExpressionAttributeValues: { ':pk': catalogPartition(partition === 'active'), ...filter?.values },
  Limit: PAGE_SIZE,
});

/** The SET of a product, counted under `products`. */
export function productSet(item: Item, set: Record<string, unknown>, condition: SetCondition): CatalogSet {
  return { target: item, set, condition, counter: 'products' };
}

/** A SET on each search entry of the product (`setOf` the entry; none where it gives null), counted as entries. */
export function entrySets(
  item: Item,
  setOf: (entry: Item) => Record<string, unknown> | null,
  conditionOf: (entry: Item) => SetCondition,
): CatalogSet[] {
  return [...searchEntries(item).values()].flatMap((entry) => {
    const set = setOf(entry);
    return set ? [{ target: entry, set, condition: conditionOf(entry), counter: 'entries' as const }] : [];
  });
}

/** The SETs that give one product and its search entries their band keys (none if they have them). */
function bandUpdates(item: Item): CatalogSet[] {
  const keys = catalogKeys(item).set;
  if (keys.GSI5PK === undefined) return [];
  const expected = { price: item.price, createdAt: item.createdAt, GSI2PK: item.GSI2PK };
  return [
    ...(item.GSI5PK !== keys.GSI5PK || item.GSI5SK !== keys.GSI5SK
      ? [productSet(item, { GSI5PK: keys.GSI5PK, GSI5SK: keys.GSI5SK }, { equal: expected })]
      : []),
    ...entrySets(
      item,
      (entry) => ({ GSI5PK: entry.GSI5PK, GSI5SK: entry.GSI5SK }),
      (entry) => ({ equal: { price: entry.price } }),
    ),
  ];
}

/**
 * Walks both catalog partitions (GSI2) from `options.from`, a page of PAGE_SIZE at a time (`filter` on the page),
 * handing each page's products to `work`; after a page, pauses when `shouldPause` says so. Answers where to go
 * on from (paused), or null at the end. Used by the catalog backfills and the stock's move (product-stock.ts).
 */
export async function walkCatalog(
  { documents, tableName, options }: MigrationRun<BackfillOptions>,
  work: (products: Item[]) => Promise<unknown>,
  filter?: CatalogFilter,
): Promise<BackfillCursor | null> {
  const from = options.from ?? { partition: CATALOG_PARTITIONS[0] };
  for (const partition of CATALOG_PARTITIONS.slice(CATALOG_PARTITIONS.indexOf(from.partition))) {
    if (partition !== from.partition && options.shouldPause?.()) return { partition };
    const startKey = await walkPages(
      documents,
      catalogQuery(tableName, partition, filter),
      partition === from.partition ? from.startKey : undefined,
      (items) => work(items.filter((item) => item.SK === 'PRODUCT')),
      options.shouldPause,
    );
    if (startKey) return { partition, startKey };
  }
  return null;
}

/**
 * A catalog backfill, run once: every product of both catalog partitions (walkCatalog), the SETs `updatesOf`
 * plans for each, PARALLEL_UPDATES at a time, each counted when it applied; pauses when asked, and writes the
 * migration's marker at the end (a marker already there: nothing to do). Used by price-bands, rating-keys and
 * origin-keys.
 */
export const catalogBackfill = (
  name: string,
  updatesOf: (item: Item) => CatalogSet[],
  filter?: CatalogFilter,
) =>
  migration<BackfillReport, BackfillOptions>(name, { products: 0, entries: 0 }, async (run, report) => {
    const next = await walkCatalog(
      run,
      (products) =>
        mapLimited(products.flatMap(updatesOf), PARALLEL_UPDATES, async (update) => {
          const key = { PK: update.target.PK, SK: update.target.SK };
          if (await setIf(run.documents, run.tableName, key, update.set, update.condition))
            report[update.counter] += 1;
        }),
      filter,
    );
    return next ? { ...report, next } : report;
  });

export const backfillPriceBands = catalogBackfill(PRICE_BANDS_MIGRATION, bandUpdates);
