/**
 * GET /v1/products/facets (issue 23, docs/search.md "Counts per category"): how many storefront products of
 * a search fall in each category, variety and farm, for the catalog's filters.
 *
 * One read of the search's base set (its words and price range, without the category, variety and farm
 * filters), through the same index a page of that search reads: the catalog partition (GSI2 newest, or GSI3
 * BETWEEN for a price range) or the entries of the search's rarest word (PK=SEARCH#<word>, GSI3 for a price
 * range), the other words filtered on the entry's word list. Only the four attributes the counts need are
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
} from '../../shared/catalog/product-attributes.js';
import type { CatalogFacets } from '../../shared/contracts/products/entities.js';
import type { ProductFacetsQuery, ProductListQuery } from '../../shared/contracts/products/schemas.js';
import type { ProductsEndpoints } from '../../shared/contracts/products/contract.js';
import { queryWords } from '../lib/catalog/search-words.js';
import { queryOnce, type Item } from '../lib/data/paged-query.js';
import { readEnv } from '../lib/env.js';
import type { RouteAnswer, RouteRequest } from '../lib/http/types.js';
import { catalogCacheHeaders } from './cache-headers.js';
import { planCatalogQuery, type QueryPlan } from './catalog-query.js';
import { rarestWord } from './list-products.js';

/** Items one facet read reads at most (a cooperative's catalog: a few thousand products at most). */
export const FACET_READ_CAP = 2000;

/** What the counts need of an item read (a product item or a search entry). */
export interface FacetRow {
  category: ProductCategory;
  variety?: PitahayaVariety;
  producerId: string;
  producerName: string;
}

export type FacetFilters = Pick<ProductFacetsQuery, 'category' | 'variety' | 'producerId'>;

export function facetRowOf(item: Item): FacetRow {
  return {
    category: categoryOf(item.category),
    ...(isPitahayaVariety(item.variety) ? { variety: item.variety } : {}),
    producerId: typeof item.producerId === 'string' ? item.producerId : '',
    producerName: typeof item.producerName === 'string' ? item.producerName.trim() : '',
  };
}

/**
 * The counts of each facet among the rows that pass the other facets' filters. Values in the lists' order
 * (farms by name); only values with products, plus the chosen value of a facet (0 when the other filters
 * leave it none, so the filter in use is always shown).
 */
export function countFacets(
  rows: readonly FacetRow[],
  filters: FacetFilters,
): Omit<CatalogFacets, 'complete'> {
  const byCategory = new Map<ProductCategory, number>();
  const byVariety = new Map<PitahayaVariety, number>();
  const byFarm = new Map<string, { name: string; count: number }>();
  for (const row of rows) {
    const category = filters.category === undefined || row.category === filters.category;
    const variety = filters.variety === undefined || row.variety === filters.variety;
    const farm = filters.producerId === undefined || row.producerId === filters.producerId;
    if (variety && farm) byCategory.set(row.category, (byCategory.get(row.category) ?? 0) + 1);
    if (category && farm && row.variety) byVariety.set(row.variety, (byVariety.get(row.variety) ?? 0) + 1);
    if (category && variety && row.producerId) {
      const entry = byFarm.get(row.producerId) ?? { name: '', count: 0 };
      byFarm.set(row.producerId, { name: entry.name || row.producerName, count: entry.count + 1 });
    }
  }
  if (filters.category !== undefined && !byCategory.has(filters.category))
    byCategory.set(filters.category, 0);
  if (filters.variety !== undefined && !byVariety.has(filters.variety)) byVariety.set(filters.variety, 0);
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
  };
}

/** The base set's plan: the search's words and price range on the storefront, no facet filter, no paging. */
function basePlan(table: string, query: ProductFacetsQuery, words: string[], word?: string): QueryPlan {
  const hasRange = query.minPrice !== undefined || query.maxPrice !== undefined;
  const base: ProductListQuery = {
    q: query.q,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
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

export async function listFacets({
  query,
  event,
}: RouteRequest<ProductsEndpoints['facets']>): RouteAnswer<ProductsEndpoints['facets']> {
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
        }),
        complete: read.complete,
      },
    },
  };
}
