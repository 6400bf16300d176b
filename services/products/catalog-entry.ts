/**
 * Where a product item shows up, derived from the item alone, so every writer agrees (the products service,
 * the images function, the seed, the benchmark's loader) and the events function can rebuild the search
 * index from a stream record's images:
 *
 *   storefront (CATALOG#ACTIVE on GSI2..4, search index entries)  active AND main photo checked
 *   CATALOG#INACTIVE (admins, the producer's own inactive list)   inactive, whatever its photos
 *   neither (only in the producer's own list, GSI1)               active but its main photo not checked yet
 *
 * So the storefront lists and searches read no item they do not show: no filter on the photo state.
 */
import { categoryOf, isPitahayaVariety } from '../../shared/constants/product-attributes.js';
import { originKeyOf } from '../../shared/rules/catalog/origin-harvest-filters.js';
import { type ListedProduct, productKeys, searchKeys } from '../lib/data/keys.js';
import { indexKeyAttributes } from '../lib/data/table-design.js';
import { storedImageStatus } from '../lib/product-images.js';
import { productWords } from './search-words.js';

export type Item = Record<string, unknown>;

/** The catalog index attributes (GSI2..GSI6) of a product item. */
export const CATALOG_KEY_ATTRIBUTES = indexKeyAttributes('GSI2', 'GSI3', 'GSI4', 'GSI5', 'GSI6');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isActiveItem = (item: Item): boolean =>
  typeof item.isActive === 'boolean' ? item.isActive : item.active === true;

/** Whether the storefront shows the product: active and its main photo checked. */
export function isStorefrontItem(item: Item): boolean {
  return isActiveItem(item) && storedImageStatus(item) === 'verified';
}

/** The catalog partition of a product item: true = CATALOG#ACTIVE, false = CATALOG#INACTIVE, null = none. */
export function catalogMembership(item: Item): boolean | null {
  if (!isActiveItem(item)) return false;
  return isStorefrontItem(item) ? true : null;
}

/** What the product is listed by in the catalog's and the search words' partitions. */
const listedOf = (item: Item): ListedProduct => ({
  createdAt: text(item.createdAt),
  price: Number(item.price) || 0,
  name: text(item.name),
  productId: text(item.productId),
  rating: item.rating,
});

/** The GSI2..4 attributes to set on the item, and the ones to remove (not in any catalog partition). */
export function catalogKeys(item: Item): { set: Item; remove: string[] } {
  const membership = catalogMembership(item);
  if (membership === null) return { set: {}, remove: [...CATALOG_KEY_ATTRIBUTES] };
  return { set: productKeys.catalog(membership, listedOf(item)), remove: [] };
}

export const SEARCH_ENTRY_ENTITY = 'SearchEntry';

/** A product's origin (with its filter key) and harvest date as its search entries carry them. */
function originFacts(item: Item): Item {
  const origin = text(item.origin);
  const key = origin === '' ? '' : originKeyOf(origin);
  const harvestDate = text(item.harvestDate);
  return {
    ...(key !== '' ? { origin, originKey: key } : {}),
    ...(harvestDate !== '' ? { harvestDate } : {}),
  };
}

/**
 * The search index entries of a product item, by word: one per distinct word of its name and short
 * description, only for storefront products. `words` (space-padded) lets a multi-word search check the other
 * words on the entry it reads.
 */
export function searchEntries(item: Item): Map<string, Item> {
  const entries = new Map<string, Item>();
  if (item.SK !== 'PRODUCT' || !isStorefrontItem(item)) return entries;
  const productId = text(item.productId);
  const words = productWords(text(item.name), text(item.shortDescription));
  const wordList = ` ${words.join(' ')} `;
  const listed = listedOf(item);
  for (const word of words) {
    entries.set(word, {
      ...searchKeys.entry(word, listed),
      entity: SEARCH_ENTRY_ENTITY,
      productId,
      producerId: text(item.producerId),
      // Issue 23: what the catalog's filters and counts read (facets: the farm's name too).
      category: categoryOf(item.category),
      ...(isPitahayaVariety(item.variety) ? { variety: item.variety } : {}),
      ...(typeof item.producerName === 'string' ? { producerName: item.producerName } : {}),
      // The origin and harvest filters and counts (the key from the origin itself, so entries never wait for
      // a product item's own originKey).
      ...originFacts(item),
      // Issue 32: the catalog's pre-order filter.
      ...(item.availability === 'preorder' ? { availability: 'preorder' } : {}),
      price: Number(item.price) || 0,
      words: wordList,
    });
  }
  return entries;
}
