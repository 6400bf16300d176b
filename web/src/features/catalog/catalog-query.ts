/**
 * The catalog's state lives in the URL query string, so a link shares the exact view:
 *
 *   /products?q=roja&minPrice=3&maxPrice=10&category=fruta-fresca&variety=amarilla&producerId=<id>
 *            &origin=Níjar%2C+Almería&harvest=7d&availability=preorder&sort=price_asc&cursor=<t1>&cursor=<t2>
 *
 * q, minPrice, maxPrice, category, variety, producerId (the farm), origin (a place as the catalog shows it:
 * any spelling of it filters the same), harvest (a window: 7d, 30d, 90d), availability (issue 32: preorder,
 * only pre-orders; in_stock, only what ships now) and sort are the filters (sort
 * newest is the default and left out). Paging is
 * "previous / next" over the API's opaque nextToken: `cursor` repeats once per page already passed, the last
 * one being the token of the page shown; "next" appends the answer's nextToken, "previous" drops the last
 * one. Each cursor is `<offset>.<token>`: how many products came before its page, so the page can say
 * "Productos 13 a 15" even when a filtered page came back shorter than 12 (the API has no totals). A cursor
 * without the offset (an older link) counts 12 per page. Changing a filter starts again at page 1. Values
 * that make no sense in a hand-edited URL are ignored.
 *
 * No zod here: the catalog chunk stays light (the rules mirror shared/contracts/products/schemas.ts productListQuery).
 */
import type { Availability } from '../../../../shared/rules/calendar/preorder.js';
import { PAGE_TOKEN_MAX_LENGTH } from '../../../../shared/constants/limits.js';
import {
  PRODUCT_QUERY_MAX_LENGTH,
  PRODUCT_SORTS,
  type ProductSort,
} from '../../../../shared/constants/products.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { parsePriceFilterInput } from '../../../../shared/rules/number-input.js';
import type { QueryParams } from '../../lib/api/client';
import { ID_MAX_LENGTH, ID_PATTERN } from '../../../../shared/constants/limits.js';
import {
  isPitahayaVariety,
  isProductCategory,
  ORIGIN_MAX_LENGTH,
  type PitahayaVariety,
  type ProductCategory,
} from '../../../../shared/constants/product-attributes.js';
import {
  isHarvestWindow,
  originKeyOf,
  type HarvestWindow,
} from '../../../../shared/rules/catalog/origin-harvest-filters.js';

export const CATALOG_SORTS = PRODUCT_SORTS;
export type CatalogSort = ProductSort;
export const DEFAULT_SORT: CatalogSort = 'newest';

export const SORT_LABELS: Record<CatalogSort, string> = {
  newest: 'Novedades',
  price_asc: 'Precio: de menor a mayor',
  price_desc: 'Precio: de mayor a menor',
  name: 'Nombre (A-Z)',
  rating: 'Mejor valorados',
};

/** Products per page: divisible by the grid's 2, 3 and 4 columns. */
export const CATALOG_PAGE_SIZE = 12;
/** The server's limit on the search text (page tokens are capped at PAGE_TOKEN_MAX_LENGTH likewise). */
export const MAX_QUERY_LENGTH = PRODUCT_QUERY_MAX_LENGTH;
/** A hand-made URL cannot stack more pages than this. */
export const MAX_CURSORS = 50;

export const PARAMS = {
  q: 'q',
  sort: 'sort',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  category: 'category',
  variety: 'variety',
  producerId: 'producerId',
  origin: 'origin',
  harvest: 'harvest',
  availability: 'availability',
  cursor: 'cursor',
} as const;

export interface CatalogFilters {
  q: string;
  sort: CatalogSort;
  minPrice?: number;
  maxPrice?: number;
  /** Issue 23: the catalog group, the pitahaya variety and the farm (its producerId). */
  category?: ProductCategory;
  variety?: PitahayaVariety;
  producerId?: string;
  /** The place products come from, as chosen (the API reads any spelling as the same place). */
  origin?: string;
  /** A harvest window back from today. */
  harvest?: HarvestWindow;
  /** Issue 32: only pre-orders, or only products in stock. */
  availability?: Availability;
}

/** The availability filter's values (the API's, shared/rules/calendar/preorder.ts, without its module here). */
export const AVAILABILITY_FILTERS = ['in_stock', 'preorder'] as const satisfies readonly Availability[];

const isAvailability = (value: string | null): value is Availability =>
  value !== null && (AVAILABILITY_FILTERS as readonly string[]).includes(value);

/**
 * The filters chosen from lists (category, variety, farm, origin, harvest, availability): applied at once, each
 * on its own.
 */
export type ChoiceFilter = 'category' | 'variety' | 'producerId' | 'origin' | 'harvest' | 'availability';
export const CHOICE_FILTERS: readonly ChoiceFilter[] = [
  'category',
  'variety',
  'producerId',
  'origin',
  'harvest',
  'availability',
];

/** An origin the API takes: at most ORIGIN_MAX_LENGTH characters, with a letter or digit. */
export const isOriginFilter = (value: string): boolean =>
  value.length <= ORIGIN_MAX_LENGTH && originKeyOf(value) !== '';

export interface CatalogState extends CatalogFilters {
  /** Tokens of the pages passed; the last is the current page's token. Empty on page 1. */
  cursors: string[];
}

export const INITIAL_STATE: CatalogState = { q: '', sort: DEFAULT_SORT, cursors: [] };

const isSort = (value: string | null): value is CatalogSort =>
  value !== null && (CATALOG_SORTS as readonly string[]).includes(value);

/** A price from the URL or a form field: "4,5" and "4.50" are 4.5; blank is undefined; anything else null. */
export function parsePrice(text: string | null | undefined): number | undefined | null {
  if (text === null || text === undefined) return undefined;
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return undefined;
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** URL -> state. */
export function parseCatalogParams(params: URLSearchParams): CatalogState {
  const q = (params.get(PARAMS.q) ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const sortParam = params.get(PARAMS.sort);
  const sort = isSort(sortParam) ? sortParam : DEFAULT_SORT;
  let minPrice = parsePrice(params.get(PARAMS.minPrice)) ?? undefined;
  let maxPrice = parsePrice(params.get(PARAMS.maxPrice)) ?? undefined;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const category = params.get(PARAMS.category);
  const variety = params.get(PARAMS.variety);
  const producerId = params.get(PARAMS.producerId) ?? '';
  const origin = (params.get(PARAMS.origin) ?? '').trim();
  const harvest = params.get(PARAMS.harvest);
  const availability = params.get(PARAMS.availability);
  const cursors = params
    .getAll(PARAMS.cursor)
    .filter((token) => token.length > 0 && token.length <= PAGE_TOKEN_MAX_LENGTH)
    .slice(0, MAX_CURSORS);
  return {
    q,
    sort,
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    ...(isProductCategory(category) ? { category } : {}),
    ...(isPitahayaVariety(variety) ? { variety } : {}),
    ...(producerId.length <= ID_MAX_LENGTH && ID_PATTERN.test(producerId) ? { producerId } : {}),
    ...(isOriginFilter(origin) ? { origin } : {}),
    ...(isHarvestWindow(harvest) ? { harvest } : {}),
    ...(isAvailability(availability) ? { availability } : {}),
    cursors,
  };
}

/** State -> URL query string ('' for the plain catalog), in a stable order. */
export function catalogSearch(state: CatalogState): string {
  const params = new URLSearchParams();
  if (state.q) params.set(PARAMS.q, state.q);
  if (state.minPrice !== undefined) params.set(PARAMS.minPrice, String(state.minPrice));
  if (state.maxPrice !== undefined) params.set(PARAMS.maxPrice, String(state.maxPrice));
  for (const filter of CHOICE_FILTERS) {
    const value = state[filter];
    if (value) params.set(PARAMS[filter], value);
  }
  if (state.sort !== DEFAULT_SORT) params.set(PARAMS.sort, state.sort);
  for (const cursor of state.cursors) params.append(PARAMS.cursor, cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The GET /v1/products query of a state. */
export function apiQuery(state: CatalogState): QueryParams {
  return {
    q: state.q || undefined,
    sort: state.sort,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    // Only when chosen: the plain catalog's key stays the one the prerendered shell preloads.
    ...choiceQuery(state),
    limit: CATALOG_PAGE_SIZE,
    nextToken: state.cursors.length > 0 ? cursorToken(state.cursors.at(-1) ?? '') : undefined,
  };
}

const choiceQuery = (state: CatalogFilters): QueryParams =>
  Object.fromEntries(CHOICE_FILTERS.flatMap((filter) => (state[filter] ? [[filter, state[filter]]] : [])));

/** The GET /v1/products/facets query of a state: the search and every filter, no sort, no page. */
export function facetsQuery(state: CatalogFilters): QueryParams {
  return {
    q: state.q || undefined,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    ...choiceQuery(state),
  };
}

export const pageNumber = (state: CatalogState): number => state.cursors.length + 1;

const CURSOR = /^(\d{1,7})\.(.+)$/;

/** The API token of a cursor (`<offset>.<token>` or a bare token). */
export function cursorToken(cursor: string): string {
  return CURSOR.exec(cursor)?.[2] ?? cursor;
}

/** Products before the page shown: the last cursor's offset (12 per page for cursors without one). */
export function pageOffset(state: CatalogState): number {
  const last = state.cursors.at(-1);
  if (last === undefined) return 0;
  const match = CURSOR.exec(last);
  return match ? Number(match[1]) : state.cursors.length * CATALOG_PAGE_SIZE;
}

/**
 * The results heading: "12 productos" when everything fits one page, otherwise the range shown,
 * "Productos 13 a 24", with the total once it is known (the last page): "Productos 13 a 15 de 15".
 */
export function resultsSummary(state: CatalogState, shown: number, hasNext: boolean): string {
  if (shown === 0) return 'Sin resultados';
  const first = pageOffset(state) + 1;
  const last = first + shown - 1;
  if (state.cursors.length === 0 && !hasNext) return `${shown} ${shown === 1 ? 'producto' : 'productos'}`;
  const range = first === last ? `Producto ${first}` : `Productos ${first} a ${last}`;
  return hasNext ? range : `${range} de ${last}`;
}

export function hasFilters(state: CatalogFilters): boolean {
  return (
    state.q !== '' ||
    state.minPrice !== undefined ||
    state.maxPrice !== undefined ||
    CHOICE_FILTERS.some((filter) => state[filter] !== undefined)
  );
}

/**
 * Filters in use, as the phone's "Filtros" button counts them: search, price range, category, variety, farm,
 * origin, harvest, availability.
 */
export function activeFilterCount(state: CatalogFilters): number {
  return (
    (state.q !== '' ? 1 : 0) +
    (state.minPrice !== undefined || state.maxPrice !== undefined ? 1 : 0) +
    CHOICE_FILTERS.filter((filter) => state[filter] !== undefined).length
  );
}

/** New filters: back to page 1. */
export function withFilters(state: CatalogState, filters: Partial<CatalogFilters>): CatalogState {
  const next: CatalogState = { ...state, ...filters, cursors: [] };
  if (next.minPrice === undefined) delete next.minPrice;
  if (next.maxPrice === undefined) delete next.maxPrice;
  for (const filter of CHOICE_FILTERS) if (next[filter] === undefined) delete next[filter];
  return next;
}

/** The next page: its cursor carries how many products came before it (this page's offset + `shown`). */
export function nextPageState(
  state: CatalogState,
  nextToken: string,
  shown = CATALOG_PAGE_SIZE,
): CatalogState {
  return { ...state, cursors: [...state.cursors, `${pageOffset(state) + shown}.${nextToken}`] };
}

export function previousPageState(state: CatalogState): CatalogState {
  return { ...state, cursors: state.cursors.slice(0, -1) };
}

export interface PriceRangeResult {
  minPrice?: number;
  maxPrice?: number;
  errors: { minPrice?: string; maxPrice?: string };
}

/**
 * The price filter form's check: prices read the Spanish way (shared/rules/number-input.ts: "4,50", "1.234,56";
 * the ambiguous "1.500" refused with both readings), the service's messages otherwise.
 */
export function validatePriceRange(minText: string, maxText: string): PriceRangeResult {
  const minInput = parsePriceFilterInput(minText);
  const maxInput = parsePriceFilterInput(maxText);
  const min = minInput.error ? null : minInput.value;
  const max = maxInput.error ? null : maxInput.value;
  const errors: PriceRangeResult['errors'] = {};
  if (minInput.error) errors.minPrice = minInput.error;
  if (maxInput.error) errors.maxPrice = maxInput.error;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    errors.minPrice = VALIDATION_MESSAGES.priceRangeInvalid;
  }
  return {
    ...(typeof min === 'number' ? { minPrice: min } : {}),
    ...(typeof max === 'number' ? { maxPrice: max } : {}),
    errors,
  };
}
