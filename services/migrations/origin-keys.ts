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
import { originKeyOf } from '../../shared/rules/catalog/origin-harvest-filters.js';
import { isStorefrontItem, type Item } from '../products/index.js';
import { catalogBackfill, type CatalogSet, entrySets, productSet } from './price-bands.js';

export const ORIGIN_KEYS_MIGRATION = 'origin-keys';

/** Only the products that have an origin or a harvest date are read into the run. */
const HAS_FACTS = {
  expression: 'SK = :product AND (attribute_exists(origin) OR attribute_exists(harvestDate))',
  values: { ':product': 'PRODUCT' },
};

/** The SETs one product and its search entries need (none when they have everything). */
export function originUpdates(item: Item): CatalogSet[] {
  const origin = typeof item.origin === 'string' ? item.origin : '';
  const key = origin === '' ? '' : originKeyOf(origin);
  return [
    ...(key !== '' && item.originKey !== key
      ? [productSet(item, { originKey: key }, { equal: { origin } })]
      : []),
    ...(isStorefrontItem(item)
      ? entrySets(
          item,
          (entry) => {
            const facts = Object.fromEntries(
              ['origin', 'originKey', 'harvestDate'].flatMap((name) =>
                entry[name] === undefined ? [] : [[name, entry[name]]],
              ),
            );
            return Object.keys(facts).length === 0 ? null : facts;
          },
          (entry) => ({
            equal: { price: entry.price, words: entry.words },
            missing: ['originKey', 'harvestDate'],
          }),
        )
      : []),
  ];
}

export const backfillOriginKeys = catalogBackfill(ORIGIN_KEYS_MIGRATION, originUpdates, HAS_FACTS);
