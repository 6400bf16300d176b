/**
 * Query planning of the product lists: which index, which key condition, which filters, and which page
 * tokens the query accepts. Pure (no I/O): the plans are run by services/lib/data/paged-query.ts.
 *
 *   sort newest               GSI2  GSI2PK = CATALOG#<state>                 newest first
 *   sort price_asc|price_desc GSI3  GSI3PK = CATALOG#<state> [AND GSI3SK BETWEEN price range]
 *   sort name                 GSI4  GSI4PK = CATALOG#<state>                 a..z (normalised name)
 *   producerId, sort newest   GSI1  GSI1PK = PRODUCER#<id> AND begins_with(GSI1SK, PRODUCT#), filter isActive
 *   producerId, other sorts   GSI3/GSI4 as above, filter producerId
 *   own products              GSI1  GSI1PK = PRODUCER#<caller> ..., both states (filter when `active` is given)
 * q filters on searchText (every word, accent- and case-insensitive); a price range is a filter wherever it
 * is not GSI3's key condition.
 *
 * State: the active catalog, unless `active=false`: then the inactive partition, for admins and for a
 * producer asking for their own products (producerId = themselves); anyone else gets 403.
 */
import { PRODUCT_MESSAGES } from '../../shared/index.js';
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ProductListQuery } from '../../shared/index.js';
import { forbidden } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';
import { catalogPartition, normalizeText, priceKey } from '../lib/data/keys.js';
import type { PageKey } from '../lib/data/page-token.js';
import { VISIBLE_IMAGE_FILTER } from '../lib/product-images.js';

export type ProductIndex = 'GSI1' | 'GSI2' | 'GSI3' | 'GSI4';

export interface QueryPlan {
  /** The Query, without Limit and ExclusiveStartKey. */
  input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>;
  index: ProductIndex;
  /** Attributes of a LastEvaluatedKey of this query. */
  keyAttributes: string[];
  /** Whether a decoded page token belongs to this query. */
  accepts: (key: PageKey) => boolean;
  /** The query cannot match anything (e.g. a price range narrower than one cent): skip DynamoDB. */
  empty?: boolean;
}

/** At most this many words of q are matched (each one must appear). */
export const MAX_SEARCH_WORDS = 8;
/** Highest price a 12-digit priceKey can hold, in cents. */
const MAX_CENTS = 999_999_999_999;

export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(normalizeText(q).split(' ').filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

class Expressions {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private readonly filters: string[] = [];

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

  filterExpression(): string | undefined {
    return this.filters.length > 0 ? this.filters.join(' AND ') : undefined;
  }
}

const clampCents = (cents: number): number => Math.min(MAX_CENTS, Math.max(0, cents));
/** Lowest / highest GSI3SK of a price range: whole cents, rounded inwards so nothing outside matches. */
const lowPriceKey = (price: number): string => priceKey(clampCents(Math.ceil(price * 100 - 1e-6)) / 100);
/** '$' sorts after '#', so every `<priceKey>#<id>` of the top price is included. */
const highPriceKey = (price: number): string =>
  `${priceKey(clampCents(Math.floor(price * 100 + 1e-6)) / 100)}$`;

function addSearch(expressions: Expressions, q: string | undefined): void {
  searchWords(q).forEach((word, i) => {
    expressions.filter(`contains(${expressions.name('searchText')}, ${expressions.value(`q${i}`, word)})`);
  });
}

/** Whole cents, rounded inwards: a filter value is always a number DynamoDB stores (never 1e-200). */
const lowCents = (price: number): number => clampCents(Math.ceil(price * 100 - 1e-6)) / 100;
const highCents = (price: number): number => clampCents(Math.floor(price * 100 + 1e-6)) / 100;

/** Adds the price range as a filter; answers false when the range holds no whole cent (nothing matches). */
function addPriceFilter(expressions: Expressions, minPrice?: number, maxPrice?: number): boolean {
  const price = minPrice !== undefined || maxPrice !== undefined ? expressions.name('price') : '';
  const low = minPrice === undefined ? undefined : lowCents(minPrice);
  const high = maxPrice === undefined ? undefined : highCents(maxPrice);
  if (low !== undefined) expressions.filter(`${price} >= ${expressions.value('minPrice', low)}`);
  if (high !== undefined) expressions.filter(`${price} <= ${expressions.value('maxPrice', high)}`);
  return low === undefined || high === undefined || low <= high;
}

const isProductKey = (key: PageKey): boolean =>
  key.PK?.startsWith('PRODUCT#') === true && key.SK === 'PRODUCT';

function build(
  tableName: string,
  index: ProductIndex,
  keyCondition: string,
  expressions: Expressions,
  scanIndexForward: boolean,
  accepts: (key: PageKey) => boolean,
): QueryPlan {
  const filter = expressions.filterExpression();
  return {
    index,
    input: {
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: keyCondition,
      ...(filter ? { FilterExpression: filter } : {}),
      ExpressionAttributeNames: expressions.names,
      ExpressionAttributeValues: expressions.values,
      ScanIndexForward: scanIndexForward,
    },
    keyAttributes: ['PK', 'SK', `${index}PK`, `${index}SK`],
    accepts: (key) => isProductKey(key) && accepts(key),
  };
}

/** A producer's products newest first (GSI1); isActive filters to one state when given. */
function producerPlan(
  tableName: string,
  producerId: string,
  isActive: boolean | undefined,
  query: Pick<ProductListQuery, 'q' | 'minPrice' | 'maxPrice'>,
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
  addSearch(expressions, query.q);
  const inRange = addPriceFilter(expressions, query.minPrice, query.maxPrice);
  const plan = build(
    tableName,
    'GSI1',
    keyCondition,
    expressions,
    false,
    (key) => key.GSI1PK === partition && key.GSI1SK?.startsWith('PRODUCT#') === true,
  );
  return inRange ? plan : { ...plan, empty: true };
}

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

/**
 * Whether the list is the storefront's: then only products whose main image is verified are shown (nothing
 * broken is ever featured, whoever browses the shop, admins included). A producer listing their own products
 * (producerId = themselves) and an admin listing inactive products (active=false) see every image state.
 */
export function storefrontOnly(
  query: Pick<ProductListQuery, 'producerId' | 'active'>,
  principal: Principal | null,
): boolean {
  if (principal?.role === 'admin' && query.active === false) return false;
  return !(principal && query.producerId !== undefined && query.producerId === principal.userId);
}

function addVisibleFilter(expressions: Expressions): void {
  expressions.filter(
    VISIBLE_IMAGE_FILTER(expressions.name('imageStatus'), expressions.value('imageVerified', 'verified')),
  );
}

/** GET /v1/products. */
export function planCatalogQuery(
  tableName: string,
  query: ProductListQuery,
  principal: Principal | null,
): QueryPlan {
  const isActive = catalogState(query, principal);
  const visibleOnly = storefrontOnly(query, principal);
  if (query.producerId !== undefined && query.sort === 'newest') {
    return producerPlan(tableName, query.producerId, isActive, query, visibleOnly);
  }

  const expressions = new Expressions();
  if (visibleOnly) addVisibleFilter(expressions);
  const partition = catalogPartition(isActive);
  const index: ProductIndex = query.sort === 'newest' ? 'GSI2' : query.sort === 'name' ? 'GSI4' : 'GSI3';
  let keyCondition = `${expressions.name(`${index}PK`)} = ${expressions.value('pk', partition)}`;
  let inRange: (key: PageKey) => boolean = () => true;
  let empty = false;

  if (index === 'GSI3' && (query.minPrice !== undefined || query.maxPrice !== undefined)) {
    const low = lowPriceKey(query.minPrice ?? 0);
    const high = highPriceKey(query.maxPrice ?? MAX_CENTS / 100);
    empty = low > high;
    keyCondition +=
      ` AND ${expressions.name('GSI3SK')} BETWEEN ` +
      `${expressions.value('minPriceKey', low)} AND ${expressions.value('maxPriceKey', high)}`;
    inRange = (key) => key.GSI3SK !== undefined && key.GSI3SK >= low && key.GSI3SK <= high;
  } else {
    empty = !addPriceFilter(expressions, query.minPrice, query.maxPrice);
  }
  if (query.producerId !== undefined) {
    expressions.filter(
      `${expressions.name('producerId')} = ${expressions.value('producerId', query.producerId)}`,
    );
  }
  addSearch(expressions, query.q);

  const plan = build(
    tableName,
    index,
    keyCondition,
    expressions,
    query.sort !== 'newest' && query.sort !== 'price_desc',
    (key) => key[`${index}PK`] === partition && inRange(key),
  );
  return empty ? { ...plan, empty } : plan;
}

/** GET /v1/products/user: the caller's products, both states, newest first (other sorts are not offered). */
export function planOwnQuery(tableName: string, query: ProductListQuery, producerId: string): QueryPlan {
  return producerPlan(tableName, producerId, query.active, query);
}
