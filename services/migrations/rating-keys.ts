/**
 * Backfill of the rating order (GSI6, docs/reviews.md "sort=rating") for a table written before it existed. New
 * writes carry it already (services/products/catalog-entry.ts catalogKeys and searchEntries; the events function
 * moves it with a product's rating); this gives it to what was written before:
 *
 *   1. every product of both catalog partitions (GSI2, paged): SET GSI6PK/GSI6SK when they are not what its
 *      state gives, conditioned on its catalog partition and rating as read (a product changed meanwhile got its
 *      keys from its writer);
 *   2. the search entries of each storefront one: SET GSI6PK/GSI6SK on the entries that exist with the price
 *      and words read (never creates one: the events function owns the index).
 *
 * Idempotent and resumable like the price bands (the same `{partition, startKey}` cursor), ends with its marker
 * (`MIGRATION#rating-keys`). No Scan. Run by services/migrations/run.ts.
 */
import { catalogKeys, isStorefrontItem, type Item } from '../products/index.js';
import { catalogBackfill, type CatalogSet, entrySets, productSet } from './price-bands.js';

export const RATING_KEYS_MIGRATION = 'rating-keys';

/** The SETs that give one product and its search entries their rating keys (none if they have them). */
export function ratingKeyUpdates(item: Item): CatalogSet[] {
  const keys = catalogKeys(item).set;
  if (keys.GSI6PK === undefined) return [];
  const read = { GSI2PK: item.GSI2PK, createdAt: item.createdAt };
  const expected =
    item.rating === undefined
      ? { equal: read, missing: ['rating'] }
      : { equal: { ...read, rating: item.rating } };
  return [
    ...(item.GSI6PK !== keys.GSI6PK || item.GSI6SK !== keys.GSI6SK
      ? [productSet(item, { GSI6PK: keys.GSI6PK, GSI6SK: keys.GSI6SK }, expected)]
      : []),
    ...(isStorefrontItem(item)
      ? entrySets(
          item,
          (entry) => ({ GSI6PK: entry.GSI6PK, GSI6SK: entry.GSI6SK }),
          (entry) => ({ equal: { price: entry.price, words: entry.words } }),
        )
      : []),
  ];
}

export const backfillRatingKeys = catalogBackfill(RATING_KEYS_MIGRATION, ratingKeyUpdates);
