import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../../../shared/messages.js';
import {
  apiQuery,
  CATALOG_PAGE_SIZE,
  catalogSearch,
  hasFilters,
  INITIAL_STATE,
  nextPageState,
  pageNumber,
  parseCatalogParams,
  parsePrice,
  previousPageState,
  validatePriceRange,
  withFilters,
} from './catalog-query';

const parse = (search: string) => parseCatalogParams(new URLSearchParams(search));

describe('catalog URL state', () => {
  it('reads the plain catalog from an empty query', () => {
    expect(parse('')).toEqual(INITIAL_STATE);
    expect(catalogSearch(INITIAL_STATE)).toBe('');
  });

  it('reads filters, sort and the cursor stack, and writes them back in a stable order', () => {
    const state = parse('?cursor=t1&sort=price_asc&maxPrice=10&q=%20roja%20&minPrice=3,5&cursor=t2');
    expect(state).toEqual({
      q: 'roja',
      sort: 'price_asc',
      minPrice: 3.5,
      maxPrice: 10,
      cursors: ['t1', 't2'],
    });
    expect(catalogSearch(state)).toBe('?q=roja&minPrice=3.5&maxPrice=10&sort=price_asc&cursor=t1&cursor=t2');
    expect(parse(catalogSearch(state))).toEqual(state);
  });

  it('ignores what a hand-edited URL gets wrong', () => {
    expect(parse('?sort=cheapest&minPrice=abc&maxPrice=-2&cursor=')).toEqual(INITIAL_STATE);
    // A reversed range is read the right way round instead of failing.
    expect(parse('?minPrice=20&maxPrice=5')).toMatchObject({ minPrice: 5, maxPrice: 20 });
    expect(parse(`?q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('leaves the default sort out of the URL', () => {
    expect(catalogSearch({ ...INITIAL_STATE, sort: 'newest', q: 'miel' })).toBe('?q=miel');
  });

  it('builds the API query: limit, sort, filters and the current page token', () => {
    expect(apiQuery(parse('?q=roja&sort=name&minPrice=2&cursor=t1&cursor=t2'))).toEqual({
      q: 'roja',
      sort: 'name',
      minPrice: 2,
      maxPrice: undefined,
      limit: CATALOG_PAGE_SIZE,
      nextToken: 't2',
    });
    expect(apiQuery(INITIAL_STATE)).toMatchObject({ q: undefined, nextToken: undefined, sort: 'newest' });
  });

  it('pages forward by pushing the token and back by popping it', () => {
    const first = parse('?q=roja');
    const second = nextPageState(first, 'tok-2');
    const third = nextPageState(second, 'tok-3');
    expect(pageNumber(first)).toBe(1);
    expect(pageNumber(third)).toBe(3);
    expect(catalogSearch(third)).toBe('?q=roja&cursor=tok-2&cursor=tok-3');
    expect(previousPageState(third)).toEqual(second);
    expect(previousPageState(second)).toEqual(first);
  });

  it('starts again at page 1 when a filter or the sort changes', () => {
    const deep = parse('?q=roja&cursor=t1&cursor=t2');
    expect(withFilters(deep, { sort: 'price_desc' })).toEqual({ q: 'roja', sort: 'price_desc', cursors: [] });
    const cleared = withFilters(parse('?minPrice=3&maxPrice=9'), {
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(cleared).toEqual(INITIAL_STATE);
    expect(hasFilters(cleared)).toBe(false);
    expect(hasFilters(parse('?maxPrice=9'))).toBe(true);
  });
});

describe('price filter input', () => {
  it('accepts Spanish and English decimals, blank is no limit', () => {
    expect(parsePrice('4,5')).toBe(4.5);
    expect(parsePrice(' 10.25 ')).toBe(10.25);
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice('1e3')).toBeNull();
    expect(parsePrice('-1')).toBeNull();
  });

  it('says what is wrong with the service messages', () => {
    expect(validatePriceRange('abc', '')).toEqual({
      errors: { minPrice: VALIDATION_MESSAGES.priceFilterInvalid },
    });
    expect(validatePriceRange('', 'x').errors).toEqual({ maxPrice: VALIDATION_MESSAGES.priceFilterInvalid });
    expect(validatePriceRange('10', '5').errors).toEqual({ minPrice: VALIDATION_MESSAGES.priceRangeInvalid });
    expect(validatePriceRange('2', '8,5')).toEqual({ minPrice: 2, maxPrice: 8.5, errors: {} });
  });
});
