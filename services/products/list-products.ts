/**
 * GET /v1/products (the catalog) and GET /v1/products/user (the caller's own products): plan the query
 * (catalog-query.ts), read one page, answer the products and the next page's token.
 *
 * A search reads index entries (docs/search.md): the page's products are then read by key (one BatchGetItem)
 * and checked against the product itself (still on the storefront, still holding every word), since the index
 * follows product changes a moment later. A multi-word search reads the entries of its word with the fewest
 * products (the per-word counts, one more BatchGetItem); the next pages keep reading the word the first page
 * read (its token names it).
 *
 * Locally (PITAHAYA_LOCAL) every answer reports its DynamoDB work in a `server-timing` header
 * (`db;dur=12.3;desc="queries=1 items=13"`): the catalog benchmark prints it.
 */
import type { ProductListQuery } from '../../shared/contracts/products/schemas.js';
import { isStorefrontItem } from './catalog-entry.js';
import { productWords, queryWords } from './search-words.js';
import { searchKeys, SEARCH_PARTITION_PREFIX } from '../lib/data/keys.js';
import { decodePageToken, encodePageToken, type PageKey } from '../lib/data/page-token.js';
import {
  addReads,
  keyOf,
  noReads,
  queryOnce,
  queryPage,
  type Item,
  type PageResult,
  type ReadStats,
} from '../lib/data/paged-query.js';
import { readEnv } from '../lib/env.js';
import { forbidden } from '../lib/errors.js';
import type { Handler, RouteResult } from '../lib/http/types.js';
import type { ProductPage, ProductsEndpoints } from '../../shared/contracts/products/contract.js';
import type { Principal } from '../lib/identity.js';
import { canManage, requirePrincipal } from './access.js';
import { catalogCacheHeaders } from './cache-headers.js';
import {
  matchesAttributes,
  planCatalogQuery,
  planOwnQuery,
  type AttributeFilters,
  type QueryPlan,
  type RangeFirst,
} from './catalog-query.js';
import { bandsPage } from './price-band-page.js';
import { isProductItem, toProduct } from './product-item.js';
import { batchGet, getProductItems, withExactStock } from './product-repository.js';

/** Pages read at most to skip index entries whose product changed meanwhile (rare). */
const STALE_PAGES = 5;

interface Listing {
  items: Item[];
  lastKey?: Record<string, unknown>;
  reads: ReadStats;
}

/**
 * A narrow price range on the name order read by price (key condition) and sorted here; null when the range
 * holds more than `cap` items (the caller then reads the order's index with a price filter).
 */
async function rangeFirstPage(
  range: RangeFirst,
  plan: QueryPlan,
  limit: number,
  startKey: PageKey | undefined,
): Promise<{ page: PageResult | null; reads: ReadStats }> {
  const reads = noReads();
  const items: Item[] = [];
  let from: Record<string, unknown> | undefined;
  do {
    const answer = await queryOnce(
      { ...range.input, Limit: range.cap + 1 - reads.items, ExclusiveStartKey: from },
      false,
    );
    reads.queries += 1;
    reads.items += answer.scanned;
    items.push(...answer.items);
    from = answer.lastKey;
  } while (from && reads.items <= range.cap);
  if (from) return { page: null, reads };
  const order = (item: Item) => String(item[range.orderAttribute] ?? '');
  items.sort((a, b) =>
    range.descending ? order(b).localeCompare(order(a)) : order(a).localeCompare(order(b)),
  );
  const after = startKey?.[range.orderAttribute];
  const rest =
    after === undefined
      ? items
      : items.filter((item) => (range.descending ? order(item) < after : order(item) > after));
  const page = rest.slice(0, limit);
  return {
    page: {
      items: page,
      lastKey: rest.length > limit ? keyOf(page[page.length - 1] as Item, plan.keyAttributes) : undefined,
      reads,
    },
    reads,
  };
}

async function readPage(plan: QueryPlan, limit: number, startKey: PageKey | undefined): Promise<PageResult> {
  if (plan.priceBands) return bandsPage(plan.priceBands, limit, startKey, plan.keyAttributes);
  let reads = noReads();
  if (plan.rangeFirst) {
    const narrow = await rangeFirstPage(plan.rangeFirst, plan, limit, startKey);
    if (narrow.page) return narrow.page;
    reads = narrow.reads;
  }
  const page = await queryPage({ input: plan.input, limit, startKey, keyAttributes: plan.keyAttributes });
  return { ...page, reads: addReads(reads, page.reads) };
}

/**
 * The products of a page of search entries: still on the storefront, still holding every word and still
 * matching the category, variety, origin and harvest filters.
 */
async function productsOfEntries(
  entries: Item[],
  words: readonly string[],
  filters: AttributeFilters,
): Promise<{ items: Item[]; reads: ReadStats }> {
  if (entries.length === 0) return { items: [], reads: noReads() };
  const ids = entries.map((entry) => String(entry.productId));
  const found = await getProductItems(ids);
  const items = ids.flatMap((id) => {
    const item = found.get(id);
    if (!item || !isStorefrontItem(item)) return [];
    const has = new Set(productWords(String(item.name ?? ''), String(item.shortDescription ?? '')));
    return words.every((word) => has.has(word)) && matchesAttributes(item, filters) ? [item] : [];
  });
  return { items, reads: { queries: 0, items: found.size } };
}

async function list(
  plan: QueryPlan,
  query: ProductListQuery,
  words: readonly string[],
  extraReads: ReadStats,
): Promise<Listing> {
  // The token is checked even when the plan is empty: a tampered token is always a 422.
  let startKey = decodePageToken(query.nextToken, { attributes: plan.keyAttributes, accepts: plan.accepts });
  if (plan.empty) return { items: [], reads: extraReads };
  let reads = extraReads;
  for (let round = 0; ; round += 1) {
    const page = await readPage(plan, query.limit, startKey);
    reads = addReads(reads, page.reads);
    if (!plan.entries) return { items: page.items, lastKey: page.lastKey, reads };
    const products = await productsOfEntries(page.items, words, query);
    reads = addReads(reads, products.reads);
    // Every entry of the page was stale: read on rather than answer an empty page with a token.
    if (products.items.length > 0 || !page.lastKey || round + 1 >= STALE_PAGES) {
      return { items: products.items, lastKey: products.items.length > 0 ? page.lastKey : undefined, reads };
    }
    startKey = page.lastKey as PageKey;
  }
}

/** The word a search token was read from (the next pages read the same entries). */
function tokenWord(token: string | undefined, words: readonly string[]): string | undefined {
  if (!token) return undefined;
  try {
    const key = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { PK?: unknown };
    const pk = typeof key.PK === 'string' ? key.PK : '';
    const word = pk.startsWith(SEARCH_PARTITION_PREFIX) ? pk.slice(SEARCH_PARTITION_PREFIX.length) : '';
    return words.includes(word) ? word : undefined;
  } catch {
    return undefined;
  }
}

/** The word of `words` with the fewest products (per-word counts; a word without a count has none). */
export async function rarestWord(words: readonly string[]): Promise<{ word: string; reads: ReadStats }> {
  const counts = await batchGet(words.map((word) => searchKeys.count(word)));
  const products = new Map(counts.map((item) => [String(item.word), Number(item.products) || 0]));
  const word = [...words].sort((a, b) => (products.get(a) ?? 0) - (products.get(b) ?? 0))[0] as string;
  return { word, reads: { queries: 0, items: counts.length } };
}

/**
 * The page's items, those the caller manages with their exact stock (their stock items read by key: the farm edits
 * its stock from its list); anyone else's show what a card shows (product-stock.ts).
 */
async function withManagedStock(items: readonly Item[], principal: Principal | null): Promise<Item[]> {
  if (!principal) return [...items];
  const managed = (item: Item) => canManage(principal, { producerId: String(item.producerId) });
  const exact = new Map(
    (await withExactStock(items.filter(managed))).map((item) => [String(item.productId), item]),
  );
  return items.map((item) => exact.get(String(item.productId)) ?? item);
}

async function answer(
  listing: Listing,
  principal: Principal | null,
  started: number,
  headers: Record<string, string>,
): Promise<RouteResult<ProductPage>> {
  const items = await withManagedStock(listing.items.filter(isProductItem), principal);
  const timing: Record<string, string> = readEnv().isLocal
    ? {
        'server-timing': `db;dur=${(performance.now() - started).toFixed(1)};desc="queries=${listing.reads.queries} items=${listing.reads.items}"`,
      }
    : {};
  return {
    headers: { ...headers, ...timing },
    data: {
      products: items.map((item) => {
        const product = toProduct(item);
        return canManage(principal, product) ? product : toProduct(item, 'public');
      }),
      nextToken: encodePageToken(listing.lastKey),
    },
  };
}

export const listProducts: Handler<ProductsEndpoints['list']> = async ({ query, principal, event }) => {
  const started = performance.now();
  const table = readEnv().tableName;
  const words = queryWords(query.q);
  let plan = planCatalogQuery(table, query, principal, { words });
  let reads = noReads();
  if (plan.entries && words.length > 1) {
    const fromToken = tokenWord(query.nextToken, words);
    const rarest = fromToken ? { word: fromToken, reads } : await rarestWord(words);
    reads = rarest.reads;
    plan = planCatalogQuery(table, query, principal, { words, word: rarest.word });
  }
  const listing = await list(plan, query, words, reads);
  return answer(listing, principal, started, catalogCacheHeaders(event, principal));
};

/**
 * The caller's products, active and inactive, newest first (`active` narrows to one state). An admin may pass
 * producerId to see that producer's products the same way; a producer may only pass their own id.
 */
export const listOwnProducts: Handler<ProductsEndpoints['own']> = async ({ query, principal }) => {
  const started = performance.now();
  const caller = requirePrincipal(principal);
  const producerId = query.producerId ?? caller.userId;
  if (producerId !== caller.userId && caller.role !== 'admin') throw forbidden();
  const listing = await list(planOwnQuery(readEnv().tableName, query, producerId), query, [], noReads());
  return answer(listing, caller, started, {});
};
