/**
 * GET /v1/products/facets (issue 23, docs/search.md "Counts per category"): how many storefront products of
 * a search fall in each category, variety, farm, origin and harvest window, for the catalog's filters.
 *
 * One read of the search's base set (its words and price range, without the category, variety, farm, origin
 * and harvest filters), through the same index a page of that search reads: the catalog partition (GSI2 newest, or GSI3
 * BETWEEN for a price range) or the entries of the search's rarest word (PK=SEARCH#<word>, GSI3 for a price
 * range), the other words filtered on the entry's word list. Only the seven attributes the counts need are
 * projected. Each facet is then counted under the other facets' filters (disjunctive: choosing a category
 * keeps the other categories' counts visible). No Scan: Query pages of one partition, at most FACET_READ_CAP
 * items; a larger search answers the counts of the newest FACET_READ_CAP products with `complete: false`.
 *
 * Anonymous and the same for everyone: the catalog's cache headers (CloudFront 30 s) and page cache apply.
 */
import {
  categoryOf,
  isPitahayaVariety,
  PITAHAYA_VARIETIES,
  PRODUCT_CATEGORIES,
  type PitahayaVariety,
  type ProductCategory,
} from '../../shared/constants/product-attributes.js';
import {
  HARVEST_WINDOWS,
  harvestWindowStart,
  type HarvestWindow,
} from '../../shared/rules/catalog/origin-harvest-filters.js';
import type { CatalogFacets } from '../../shared/contracts/products/entities.js';
import type { ProductFacetsQuery, ProductListQuery } from '../../shared/contracts/products/schemas.js';
import type { ProductsEndpoints } from '../../shared/contracts/products/contract.js';
import { queryWords } from './search-words.js';
import { queryOnce, type Item } from '../lib/data/paged-query.js';
import { readEnv } from '../lib/env.js';
import type { Handler } from '../lib/http/types.js';
import { catalogCacheHeaders } from './cache-headers.js';
import { planCatalogQuery, type QueryPlan } from './catalog-query.js';
import { rarestWord } from './list-products.js';

/** Items one facet read reads at most (a cooperative's catalog: a few thousand products at most). */
export const FACET_READ_CAP = 2000;

/** Origins one answer lists at most (the most common ones; the chosen one always). */
export const ORIGIN_FACET_MAX = 50;

/** What the counts need of an item read (a product item or a search entry). */
export interface FacetRow {
  category: ProductCategory;
  variety?: PitahayaVariety;
  producerId: string;
  producerName: string;
  /** The stored origin key (originKeyOf) and the spelling it was made from; none without a stored key. */
  originKey?: string;
  origin?: string;
  /** YYYY-MM-DD. */
  harvestDate?: string;
}

export type FacetFilters = Pick<
  ProductFacetsQuery,
  'category' | 'variety' | 'producerId' | 'origin' | 'harvest'
>;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function facetRowOf(item: Item): FacetRow {
  const originKey = textOf(item.originKey);
  const origin = textOf(item.origin);
  const harvestDate = textOf(item.harvestDate);
  return {
    category: categoryOf(item.category),
    ...(isPitahayaVariety(item.variety) ? { variety: item.variety } : {}),
    producerId: textOf(item.producerId),
    producerName: textOf(item.producerName),
    // A product stored before origin keys existed has none until it is saved again: the filter cannot find
    // it by origin, so its origin is not offered either.
    ...(originKey !== '' && origin !== '' ? { originKey, origin } : {}),
    ...(harvestDate !== '' ? { harvestDate } : {}),
  };
}

/** Per origin key: the products that pass the other filters, and every spelling seen with its frequency. */
interface OriginTally {
  count: number;
  spellings: Map<string, number>;
}

/**
 * The most common spelling; a tie goes to the first in Spanish order with capitals first («Níjar» before
 * «níjar»), so the answer never depends on the order the rows were read in.
 */
function mostCommonSpelling(spellings: Map<string, number>): string {
  return (
    [...spellings].sort(
      ([a, m], [b, n]) => n - m || a.localeCompare(b, 'es', { caseFirst: 'upper' }) || (a < b ? -1 : 1),
    )[0]?.[0] ?? ''
  );
}

/** Origins with products (and the chosen one), at most ORIGIN_FACET_MAX, by name. */
function originFacet(
  tallies: Map<string, OriginTally>,
  chosen: string | undefined,
): CatalogFacets['origins'] {
  const listed = [...tallies]
    .filter(([key, tally]) => tally.count > 0 || key === chosen)
    .map(([key, tally]) => ({ key, origin: mostCommonSpelling(tally.spellings), count: tally.count }));
  const kept = listed
    .sort((a, b) => Number(b.key === chosen) - Number(a.key === chosen) || b.count - a.count)
    .slice(0, ORIGIN_FACET_MAX);
  return kept
    .sort((a, b) => a.origin.localeCompare(b.origin, 'es') || a.key.localeCompare(b.key))
    .map(({ origin, count }) => ({ origin, count }));
}

/**
 * The counts of each facet among the rows that pass the other facets' filters. Values in the lists' order
 * (farms and origins by name, harvest windows from the shortest); only values with products, plus the chosen
 * value of a facet (0 when the other filters leave it none, so the filter in use is always shown). Harvest
 * windows are counted back from `now`'s date in Spain.
 */
export function countFacets(
  rows: readonly FacetRow[],
  filters: FacetFilters,
  now: Date = new Date(),
): Omit<CatalogFacets, 'complete'> {
  const byCategory = new Map<ProductCategory, number>();
  const byVariety = new Map<PitahayaVariety, number>();
  const byFarm = new Map<string, { name: string; count: number }>();
  const byOrigin = new Map<string, OriginTally>();
  const byWindow = new Map<HarvestWindow, number>();
  const starts = HARVEST_WINDOWS.map((window) => [window, harvestWindowStart(window, now)] as const);
  const chosenStart = filters.harvest === undefined ? undefined : harvestWindowStart(filters.harvest, now);
  for (const row of rows) {
    const passes = {
      category: filters.category === undefined || row.category === filters.category,
      variety: filters.variety === undefined || row.variety === filters.variety,
      farm: filters.producerId === undefined || row.producerId === filters.producerId,
      origin: filters.origin === undefined || row.originKey === filters.origin,
      harvest: chosenStart === undefined || (row.harvestDate !== undefined && row.harvestDate >= chosenStart),
    };
    /** Whether the row passes every filter but `own`. */
    const others = (own: keyof typeof passes) =>
      Object.entries(passes).every(([name, pass]) => name === own || pass);
    if (others('category')) byCategory.set(row.category, (byCategory.get(row.category) ?? 0) + 1);
    if (others('variety') && row.variety) byVariety.set(row.variety, (byVariety.get(row.variety) ?? 0) + 1);
    if (others('farm') && row.producerId) {
      const entry = byFarm.get(row.producerId) ?? { name: '', count: 0 };
      byFarm.set(row.producerId, { name: entry.name || row.producerName, count: entry.count + 1 });
    }
    if (row.originKey !== undefined && row.origin !== undefined) {
      // Every spelling names the place, counted or not (a chosen origin keeps its name at 0).
      const tally = byOrigin.get(row.originKey) ?? { count: 0, spellings: new Map<string, number>() };
      tally.spellings.set(row.origin, (tally.spellings.get(row.origin) ?? 0) + 1);
      if (others('origin')) tally.count += 1;
      byOrigin.set(row.originKey, tally);
    }
    if (others('harvest') && row.harvestDate !== undefined) {
      for (const [window, start] of starts)
        if (row.harvestDate >= start) byWindow.set(window, (byWindow.get(window) ?? 0) + 1);
    }
  }
  if (filters.category !== undefined && !byCategory.has(filters.category))
    byCategory.set(filters.category, 0);
  if (filters.variety !== undefined && !byVariety.has(filters.variety)) byVariety.set(filters.variety, 0);
  if (filters.harvest !== undefined && !byWindow.has(filters.harvest)) byWindow.set(filters.harvest, 0);
  return {
    categories: PRODUCT_CATEGORIES.filter((category) => byCategory.has(category)).map((category) => ({
      category,
      count: byCategory.get(category) ?? 0,
    })),
    varieties: PITAHAYA_VARIETIES.filter((variety) => byVariety.has(variety)).map((variety) => ({
      variety,
      count: byVariety.get(variety) ?? 0,
    })),
    farms: [...byFarm]
      .map(([producerId, { name, count }]) => ({ producerId, name, count }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.producerId.localeCompare(b.producerId)),
    origins: originFacet(byOrigin, filters.origin),
    harvest: HARVEST_WINDOWS.filter((window) => byWindow.has(window)).map((window) => ({
      window,
      count: byWindow.get(window) ?? 0,
    })),
  };
}

/** The base set's plan: the search's words and price range on the storefront, no facet filter, no paging. */
function basePlan(table: string, query: ProductFacetsQuery, words: string[], word?: string): QueryPlan {
  const hasRange = query.minPrice !== undefined || query.maxPrice !== undefined;
  const base: ProductListQuery = {
    q: query.q,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    // Issue 32: the pre-order filter narrows the base set (it is not a facet of its own).
    ...(query.availability ? { availability: query.availability } : {}),
    // A range is then a key condition on the price index (GSI3SK BETWEEN), never the bands' merge.
    sort: hasRange ? 'price_asc' : 'newest',
    limit: 1,
  } as ProductListQuery;
  return planCatalogQuery(table, base, null, { words, ...(word ? { word } : {}) });
}

const PROJECTION_NAMES = {
  '#facetCategory': 'category',
  '#facetVariety': 'variety',
  '#facetProducer': 'producerId',
  '#facetProducerName': 'producerName',
  '#facetOrigin': 'origin',
  '#facetOriginKey': 'originKey',
  '#facetHarvest': 'harvestDate',
};

/** The base set's rows, at most `cap` items read (Query pages of the plan's one partition). */
export async function readFacetRows(
  plan: QueryPlan,
  cap: number = FACET_READ_CAP,
): Promise<{ rows: FacetRow[]; complete: boolean; queries: number; items: number }> {
  if (plan.empty) return { rows: [], complete: true, queries: 0, items: 0 };
  const input = {
    ...plan.input,
    ProjectionExpression: Object.keys(PROJECTION_NAMES).join(', '),
    ExpressionAttributeNames: { ...plan.input.ExpressionAttributeNames, ...PROJECTION_NAMES },
  };
  const rows: FacetRow[] = [];
  let startKey: Record<string, unknown> | undefined;
  let queries = 0;
  let items = 0;
  do {
    const answer = await queryOnce({ ...input, Limit: cap - items, ExclusiveStartKey: startKey }, false);
    queries += 1;
    items += answer.scanned;
    rows.push(...answer.items.map(facetRowOf));
    startKey = answer.lastKey;
  } while (startKey && items < cap);
  return { rows, complete: startKey === undefined, queries, items };
}

export const listFacets: Handler<ProductsEndpoints['facets']> = async ({ query, event }) => {
  const table = readEnv().tableName;
  const words = queryWords(query.q);
  let plan = basePlan(table, query, words);
  if (plan.entries && words.length > 1) {
    const { word } = await rarestWord(words);
    plan = basePlan(table, query, words, word);
  }
  const read = await readFacetRows(plan);
  const headers = catalogCacheHeaders(event, null);
  if (readEnv().isLocal) headers['server-timing'] = `db;desc="queries=${read.queries} items=${read.items}"`;
  return {
    headers,
    data: {
      facets: {
        ...countFacets(read.rows, {
          category: query.category,
          variety: query.variety,
          producerId: query.producerId,
          origin: query.origin,
          harvest: query.harvest,
        }),
        complete: read.complete,
      },
    },
  };
};
