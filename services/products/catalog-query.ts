/**
 * Query planning of the product lists: which partition and index, which key condition, which filters, and
 * which page tokens the query accepts. Pure (no I/O): the plans are run by list-products.ts.
 *
 * Sources (docs/search.md, docs/data-model.md):
 *   catalog  CATALOG#<state>: GSI2 newest first, GSI3 by price, GSI4 by name, GSI6 by rating (product items)
 *   search   SEARCH#<word>:   table newest first, GSI3 by price, GSI4 by name, GSI6 by rating (entries)
 *   producer GSI1 PRODUCER#<id>, newest first (a producer's products, both states; filters)
 *
 *   no q                        catalog, sort's index; a price range on the price sort is GSI3SK BETWEEN
 *   q (the storefront)          search: the entries of one word of q (the one with the fewest products), the
 *                               other words a filter on the entry's word list
 *   price range, newest sort    the price bands the range covers (GSI5, a key condition each, newest first),
 *                               merged by date (price-band-page.ts); only a band the range holds in part has
 *                               a price condition: read by price when that part is small, else filtered
 *   price range, name sort      read the range by price (GSI3SK BETWEEN, a key condition) and order it here
 *                               when it holds at most RANGE_FIRST_CAP items; a wider range reads the name
 *                               index with a price filter
 *   producerId, sort newest     producer, filters isActive (and the photo check for other callers)
 *   producerId, other sorts     catalog or search, filter producerId (an API parameter the shop does not use)
 *   q on inactive/own lists     catalog (CATALOG#INACTIVE) or producer, `contains(searchText, word)` filters
 *   category, variety, origin,  a filter on the items read, whichever source (product items and search
 *   harvest (issue 23)          entries carry them all)
 *
 * State: the active catalog, unless `active=false`: then the inactive partition, for admins and for a
 * producer asking for their own products (producerId = themselves); anyone else gets 403. The storefront
 * partition holds only products whose main photo passed its check (services/products/catalog-entry.ts).
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { PRICE_MAX } from '../../shared/constants/products.js';
import { categoryOf, DEFAULT_CATEGORY } from '../../shared/constants/product-attributes.js';
import { harvestWindowStart } from '../../shared/rules/catalog/origin-harvest-filters.js';
import { PRODUCT_MESSAGES } from '../../shared/messages/product.js';
import type { ProductListQuery } from '../../shared/contracts/products/schemas.js';
import { forbidden } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';
import { catalogPartition, normalizeText, PRICE_BAND_INDEX, priceKey, searchKeys } from '../lib/data/keys.js';
import { bandPartitionOf, bandsCovering, MAX_PRICE_KEY_CENTS } from '../lib/data/price-bands.js';
import type { PageKey } from '../lib/data/page-token.js';
import { VISIBLE_IMAGE_FILTER } from '../lib/product-images.js';

export type ProductIndex = 'table' | 'GSI1' | 'GSI2' | 'GSI3' | 'GSI4' | 'GSI5' | 'GSI6';
type Input = Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>;

/** Items a narrow price range may hold to be read by price and ordered in memory (one Query). */
export const RANGE_FIRST_CAP = 500;

export interface RangeFirst {
  /** The price range on GSI3 (BETWEEN) with the plan's other filters. */
  input: Input;
  /** The order the page is sorted in: the plan index's sort key attribute. */
  orderAttribute: string;
  descending: boolean;
  cap: number;
}

/** Items of a band the range holds in part read by price (one Query) and ordered in memory, at most. */
export const BAND_EDGE_CAP = 100;

/** One price band of a range on the newest sort (GSI5, newest first). */
export interface BandQuery {
  /** The band's Query (the plan's filters; a price filter when the range holds only part of the band). */
  input: Input;
  /**
   * A band the range holds in part: that part by price (GSI3SK BETWEEN, key condition), read whole and
   * ordered in memory when it holds at most `cap` items (instead of filtering the band).
   */
  part?: { input: Input; cap: number };
}

/** A price range on the newest sort: the bands it covers, merged by the newest order (price-band-page.ts). */
export interface BandPlan {
  bands: BandQuery[];
  /** The sort key of the newest order on the items read (GSI2SK of products, SK of search entries). */
  orderAttribute: string;
}

export interface QueryPlan {
  /** The Query, without Limit and ExclusiveStartKey. */
  input: Input;
  index: ProductIndex;
  /** Attributes of a LastEvaluatedKey of this query. */
  keyAttributes: string[];
  /** Whether a decoded page token belongs to this query. */
  accepts: (key: PageKey) => boolean;
  /** The query cannot match anything (e.g. a price range narrower than one cent): skip DynamoDB. */
  empty?: boolean;
  /** The items are search index entries: the page's products are read by key. */
  entries?: boolean;
  /** A price range on the name order, tried first by price (key condition). */
  rangeFirst?: RangeFirst;
  /** A price range on the newest order: read by price band (replaces `input`). */
  priceBands?: BandPlan;
}

/** Highest price a 12-digit priceKey can hold, in cents. */
const MAX_CENTS = MAX_PRICE_KEY_CENTS;

/** Words of q as a substring filter on searchText (lists the search index does not cover). */
export function substringWords(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(normalizeText(q).split(' ').filter(Boolean))].slice(0, 8);
}

export class Expressions {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  readonly filters: string[] = [];

  name(attribute: string): string {
    this.names[`#${attribute}`] = attribute;
    return `#${attribute}`;
  }

  value(placeholder: string, value: unknown): string {
    this.values[`:${placeholder}`] = value;
    return `:${placeholder}`;
  }

  filter(condition: string): void {
    this.filters.push(condition);
  }

  /** A copy with the same names, values and filters (one per band Query). */
  copy(): Expressions {
    const copy = new Expressions();
    Object.assign(copy.names, this.names);
    Object.assign(copy.values, this.values);
    copy.filters.push(...this.filters);
    return copy;
  }
}

const clampCents = (cents: number): number => Math.min(MAX_CENTS, Math.max(0, cents));
/** Whole cents, rounded inwards: a filter value is always a number DynamoDB stores (never 1e-200). */
const lowWholeCents = (price: number): number => clampCents(Math.ceil(price * 100 - 1e-6));
const highWholeCents = (price: number): number => clampCents(Math.floor(price * 100 + 1e-6));
const lowCents = (price: number): number => lowWholeCents(price) / 100;
const highCents = (price: number): number => highWholeCents(price) / 100;
/** Lowest / highest GSI3SK of a price range ('$' sorts after '#': every `<priceKey>#<id>` of the top price). */
const lowPriceKey = (price: number): string => priceKey(lowCents(price));
const highPriceKey = (price: number): string => `${priceKey(highCents(price))}$`;

const hasRange = (query: Pick<ProductListQuery, 'minPrice' | 'maxPrice'>): boolean =>
  query.minPrice !== undefined || query.maxPrice !== undefined;

/** The range holds at least one whole cent. */
const rangeHoldsACent = (query: Pick<ProductListQuery, 'minPrice' | 'maxPrice'>): boolean =>
  query.minPrice === undefined ||
  query.maxPrice === undefined ||
  lowCents(query.minPrice) <= highCents(query.maxPrice);

/** The range holds every price a product may have (from 0.01 € to PRICE_MAX). */
const holdsEveryPrice = (query: Pick<ProductListQuery, 'minPrice' | 'maxPrice'>): boolean =>
  lowWholeCents(query.minPrice ?? 0) <= 1 &&
  highWholeCents(query.maxPrice ?? PRICE_MAX) >= Math.round(PRICE_MAX * 100);

function addPriceFilter(expressions: Expressions, query: Pick<ProductListQuery, 'minPrice' | 'maxPrice'>) {
  const price = hasRange(query) ? expressions.name('price') : '';
  if (query.minPrice !== undefined)
    expressions.filter(`${price} >= ${expressions.value('minPrice', lowCents(query.minPrice))}`);
  if (query.maxPrice !== undefined)
    expressions.filter(`${price} <= ${expressions.value('maxPrice', highCents(query.maxPrice))}`);
}

function addSubstringSearch(expressions: Expressions, q: string | undefined): void {
  substringWords(q).forEach((word, i) => {
    expressions.filter(`contains(${expressions.name('searchText')}, ${expressions.value(`q${i}`, word)})`);
  });
}

/** The query's filters on a product's facts (issue 23). */
export type AttributeFilters = Pick<ProductListQuery, 'category' | 'variety' | 'origin' | 'harvest'> &
  Partial<Pick<ProductListQuery, 'availability'>>;

/**
 * Issue 23's category, variety, origin and harvest filters (shared/constants/product-attributes.ts,
 * origin-harvest-filters.ts). `otros` also takes the products stored before categories existed (no
 * attribute). `origin` is already the key (the schema reads it so) compared with the stored `originKey`;
 * `harvest` keeps harvest dates from the window's first day on (a product without one has no
 * `harvestDate`: the comparison is false). Product items and search entries carry all of them.
 */
export function addAttributeFilters(
  expressions: Expressions,
  query: AttributeFilters,
  now: Date = new Date(),
): void {
  if (query.category !== undefined) {
    const name = expressions.name('category');
    const value = expressions.value('category', query.category);
    expressions.filter(
      query.category === DEFAULT_CATEGORY
        ? `(attribute_not_exists(${name}) OR ${name} = ${value})`
        : `${name} = ${value}`,
    );
  }
  if (query.variety !== undefined) {
    expressions.filter(`${expressions.name('variety')} = ${expressions.value('variety', query.variety)}`);
  }
  if (query.origin !== undefined) {
    expressions.filter(`${expressions.name('originKey')} = ${expressions.value('originKey', query.origin)}`);
  }
  if (query.harvest !== undefined) {
    const from = harvestWindowStart(query.harvest, now);
    expressions.filter(`${expressions.name('harvestDate')} >= ${expressions.value('harvestFrom', from)}`);
  }
  // Issue 32: pre-orders carry availability 'preorder' (items and search entries); the rest are in stock.
  if (query.availability !== undefined) {
    const name = expressions.name('availability');
    const value = expressions.value('preorder', 'preorder');
    expressions.filter(
      query.availability === 'preorder'
        ? `${name} = ${value}`
        : `(attribute_not_exists(${name}) OR ${name} <> ${value})`,
    );
  }
}

/**
 * addAttributeFilters' rule on a product item: a search's page checks its products with it (an index entry
 * may lag a moment behind a change of the product's facts).
 */
export function matchesAttributes(
  item: Record<string, unknown>,
  query: AttributeFilters,
  now: Date = new Date(),
): boolean {
  if (query.category !== undefined && categoryOf(item.category) !== query.category) return false;
  if (query.variety !== undefined && item.variety !== query.variety) return false;
  if (query.origin !== undefined && item.originKey !== query.origin) return false;
  if (
    query.availability !== undefined &&
    (item.availability === 'preorder') !== (query.availability === 'preorder')
  )
    return false;
  if (query.harvest !== undefined) {
    const date = item.harvestDate;
    if (typeof date !== 'string' || date < harvestWindowStart(query.harvest, now)) return false;
  }
  return true;
}

function addVisibleFilter(expressions: Expressions): void {
  expressions.filter(
    VISIBLE_IMAGE_FILTER(expressions.name('imageStatus'), expressions.value('imageVerified', 'verified')),
  );
}

function input(
  tableName: string,
  index: ProductIndex,
  keyCondition: string,
  expressions: Expressions,
  scanIndexForward: boolean,
  filters: string[] = expressions.filters,
): Input {
  const filter = filters.join(' AND ');
  // DynamoDB refuses names and values an expression does not use.
  const used = (placeholder: string) =>
    new RegExp(`${placeholder}(?![A-Za-z0-9_])`).test(`${keyCondition} ${filter}`);
  return {
    TableName: tableName,
    ...(index === 'table' ? {} : { IndexName: index }),
    KeyConditionExpression: keyCondition,
    ...(filter ? { FilterExpression: filter } : {}),
    ExpressionAttributeNames: Object.fromEntries(Object.entries(expressions.names).filter(([k]) => used(k))),
    ExpressionAttributeValues: Object.fromEntries(
      Object.entries(expressions.values).filter(([k]) => used(k)),
    ),
    ScanIndexForward: scanIndexForward,
  };
}

/**
 * The price bands a range covers (services/lib/data/price-bands.ts), one GSI5 Query each with the plan's
 * filters; a band the range holds in part adds a price filter and, to read that part by price when it is
 * small, a GSI3 BETWEEN Query on the source partition.
 */
function bandPlan(
  tableName: string,
  partition: string,
  query: Pick<ProductListQuery, 'minPrice' | 'maxPrice'>,
  filters: Expressions,
  orderAttribute: string,
): BandPlan {
  const from = lowWholeCents(query.minPrice ?? 0);
  const to = highWholeCents(query.maxPrice ?? MAX_CENTS / 100);
  const bands = bandsCovering(from, to).map((band): BandQuery => {
    const expressions = filters.copy();
    const keyCondition = `${expressions.name('GSI5PK')} = ${expressions.value('band', bandPartitionOf(partition, band))}`;
    if (band.whole) {
      return { input: input(tableName, PRICE_BAND_INDEX, keyCondition, expressions, false) };
    }
    const baseFilters = [...expressions.filters];
    addPriceFilter(expressions, { minPrice: band.from / 100, maxPrice: band.to / 100 });
    const partCondition =
      `${expressions.name('GSI3PK')} = ${expressions.value('pk', partition)} AND ` +
      `${expressions.name('GSI3SK')} BETWEEN ${expressions.value('minPriceKey', priceKey(band.from / 100))} AND ` +
      `${expressions.value('maxPriceKey', `${priceKey(band.to / 100)}$`)}`;
    return {
      input: input(tableName, PRICE_BAND_INDEX, keyCondition, expressions, false),
      part: {
        input: input(tableName, 'GSI3', partCondition, expressions, true, baseFilters),
        cap: BAND_EDGE_CAP,
      },
    };
  });
  return { bands, orderAttribute };
}

const keysOf = (index: ProductIndex): string[] =>
  index === 'table' ? ['PK', 'SK'] : ['PK', 'SK', `${index}PK`, `${index}SK`];

const isProductKey = (key: PageKey): boolean =>
  key.PK?.startsWith('PRODUCT#') === true && key.SK === 'PRODUCT';

/** Which catalog partition a caller gets (see the file comment). */
export function catalogState(
  query: Pick<ProductListQuery, 'active' | 'producerId'>,
  principal: Principal | null,
): boolean {
  if (query.active !== false) return true;
  if (principal?.role === 'admin') return false;
  if (principal && query.producerId !== undefined && query.producerId === principal.userId) return false;
  throw forbidden(PRODUCT_MESSAGES.inactiveListForbidden);
}

/** A producer listing their own products through the catalog route sees every photo state (GSI1). */
const ownList = (query: Pick<ProductListQuery, 'producerId'>, principal: Principal | null): boolean =>
  principal !== null && query.producerId !== undefined && query.producerId === principal.userId;

/** A producer's products newest first (GSI1); isActive filters to one state when given. */
function producerPlan(
  tableName: string,
  producerId: string,
  isActive: boolean | undefined,
  query: Pick<ProductListQuery, 'q' | 'minPrice' | 'maxPrice'> & AttributeFilters,
  visibleOnly = false,
): QueryPlan {
  const expressions = new Expressions();
  const partition = `PRODUCER#${producerId}`;
  const keyCondition =
    `${expressions.name('GSI1PK')} = ${expressions.value('pk', partition)} AND ` +
    `begins_with(${expressions.name('GSI1SK')}, ${expressions.value('skPrefix', 'PRODUCT#')})`;
  if (isActive !== undefined) {
    expressions.filter(`${expressions.name('isActive')} = ${expressions.value('isActive', isActive)}`);
  }
  if (visibleOnly) addVisibleFilter(expressions);
  addAttributeFilters(expressions, query);
  addSubstringSearch(expressions, query.q);
  addPriceFilter(expressions, query);
  return {
    index: 'GSI1',
    input: input(tableName, 'GSI1', keyCondition, expressions, false),
    keyAttributes: keysOf('GSI1'),
    accepts: (key) =>
      isProductKey(key) && key.GSI1PK === partition && key.GSI1SK?.startsWith('PRODUCT#') === true,
    ...(rangeHoldsACent(query) ? {} : { empty: true }),
  };
}

interface Source {
  partition: string;
  /** Index per order: the catalog's GSIs, or the search entries' table keys and GSIs. */
  newest: ProductIndex;
  entries: boolean;
}

/** The catalog or one word's search entries, in the query's order, with the price range and filters. */
function sourcePlan(
  tableName: string,
  source: Source,
  query: ProductListQuery,
  filters: Expressions,
): QueryPlan {
  const index: ProductIndex =
    query.sort === 'newest'
      ? source.newest
      : query.sort === 'name'
        ? 'GSI4'
        : query.sort === 'rating'
          ? 'GSI6'
          : 'GSI3';
  const pkName = index === 'table' ? 'PK' : `${index}PK`;
  const skName = index === 'table' ? 'SK' : `${index}SK`;
  const expressions = filters;
  let keyCondition = `${expressions.name(pkName)} = ${expressions.value('pk', source.partition)}`;
  let inRange: (key: PageKey) => boolean = () => true;
  const ascending = query.sort === 'price_asc' || query.sort === 'name';
  const filtersBefore = [...expressions.filters];
  let rangeFirst: RangeFirst | undefined;
  let priceBands: BandPlan | undefined;

  if (hasRange(query) && query.sort === 'newest') {
    // A range holding every price a product may have (above 0, at most PRICE_MAX) is the plain newest list.
    if (!holdsEveryPrice(query) && rangeHoldsACent(query)) {
      priceBands = bandPlan(tableName, source.partition, query, expressions.copy(), skName);
      addPriceFilter(expressions, query);
    }
  } else if (hasRange(query)) {
    const low = lowPriceKey(query.minPrice ?? 0);
    const high = highPriceKey(query.maxPrice ?? MAX_CENTS / 100);
    const between =
      `${expressions.name('GSI3PK')} = ${expressions.value('pk', source.partition)} AND ` +
      `${expressions.name('GSI3SK')} BETWEEN ${expressions.value('minPriceKey', low)} AND ` +
      `${expressions.value('maxPriceKey', high)}`;
    if (index === 'GSI3') {
      keyCondition = between;
      inRange = (key) => key.GSI3SK !== undefined && key.GSI3SK >= low && key.GSI3SK <= high;
    } else {
      // The name order. Narrow ranges: the key condition on price, ordered here; wide ones: the name index
      // with a price filter.
      rangeFirst = {
        input: input(tableName, 'GSI3', between, expressions, true, filtersBefore),
        orderAttribute: skName,
        descending: !ascending,
        cap: RANGE_FIRST_CAP,
      };
      addPriceFilter(expressions, query);
    }
  }
  const partitionKey = (key: PageKey) => key[pkName] === source.partition;
  return {
    index,
    input: input(tableName, index, keyCondition, expressions, ascending),
    keyAttributes: keysOf(index),
    accepts: (key) =>
      (source.entries ? key.PK === source.partition : isProductKey(key)) && partitionKey(key) && inRange(key),
    ...(source.entries ? { entries: true } : {}),
    ...(rangeFirst ? { rangeFirst } : {}),
    ...(priceBands ? { priceBands } : {}),
    ...(rangeHoldsACent(query) ? {} : { empty: true }),
  };
}

/** GET /v1/products. `words`: the query's index words; `word`: the one whose entries are read. */
export function planCatalogQuery(
  tableName: string,
  query: ProductListQuery,
  principal: Principal | null,
  search: { words: string[]; word?: string } = { words: [] },
): QueryPlan {
  const isActive = catalogState(query, principal);
  const own = ownList(query, principal);
  if (query.producerId !== undefined && query.sort === 'newest' && (own || search.words.length === 0)) {
    return producerPlan(tableName, query.producerId, isActive, query, !own);
  }

  const filters = new Expressions();
  const word = search.word ?? search.words[0];
  const useIndex = isActive && !own && word !== undefined;
  if (query.producerId !== undefined) {
    filters.filter(`${filters.name('producerId')} = ${filters.value('producerId', query.producerId)}`);
  }
  addAttributeFilters(filters, query);
  if (useIndex) {
    search.words
      .filter((other) => other !== word)
      .forEach((other, i) => {
        filters.filter(`contains(${filters.name('words')}, ${filters.value(`w${i}`, ` ${other} `)})`);
      });
    return sourcePlan(
      tableName,
      { partition: searchKeys.partition(word), newest: 'table', entries: true },
      query,
      filters,
    );
  }
  addSubstringSearch(filters, query.q);
  return sourcePlan(
    tableName,
    { partition: catalogPartition(isActive), newest: 'GSI2', entries: false },
    query,
    filters,
  );
}

/** GET /v1/products/user: the caller's products, both states, newest first (other sorts are not offered). */
export function planOwnQuery(tableName: string, query: ProductListQuery, producerId: string): QueryPlan {
  return producerPlan(tableName, producerId, query.active, query);
}
