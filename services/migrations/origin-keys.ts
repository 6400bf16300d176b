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
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { originKeyOf } from '../../shared/rules/catalog/origin-harvest-filters.js';
import { isStorefrontItem, searchEntries, type Item } from '../products/index.js';
import { setIf } from './conditional-set.js';
import { backfillCatalog, type BackfillOptions, type BackfillReport } from './price-bands.js';

export const ORIGIN_KEYS_MIGRATION = 'origin-keys';

/** The report and options of every catalog backfill (services/migrations/price-bands.ts backfillCatalog). */
export type OriginKeysReport = BackfillReport;
export type OriginKeysOptions = BackfillOptions;

/** Only the products that have an origin or a harvest date are read into the run. */
const HAS_FACTS = {
  expression: 'SK = :product AND (attribute_exists(origin) OR attribute_exists(harvestDate))',
  values: { ':product': 'PRODUCT' },
};

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

export function backfillOriginKeys(
  documents: DynamoDBDocumentClient,
  tableName: string,
  options: OriginKeysOptions = {},
): Promise<OriginKeysReport> {
  return backfillCatalog(
    documents,
    tableName,
    ORIGIN_KEYS_MIGRATION,
    options,
    (item, report) => originUpdates(documents, tableName, item, report),
    HAS_FACTS,
  );
}
