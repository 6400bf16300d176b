import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import {
  activeFilterCount,
  apiQuery,
  CATALOG_PAGE_SIZE,
  catalogSearch,
  hasFilters,
  INITIAL_STATE,
  nextPageState,
  cursorToken,
  pageOffset,
  resultsSummary,
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

  it('reads an origin (trimmed, at most 80 characters, with a letter or digit) and a harvest window', () => {
    const state = parse('?harvest=30d&origin=%20N%C3%ADjar%2C%20Almer%C3%ADa%20');
    expect(state).toMatchObject({ origin: 'Níjar, Almería', harvest: '30d' });
    expect(catalogSearch(state)).toBe('?origin=N%C3%ADjar%2C+Almer%C3%ADa&harvest=30d');
    expect(apiQuery(state)).toMatchObject({ origin: 'Níjar, Almería', harvest: '30d' });
    expect(activeFilterCount(state)).toBe(2);
    expect(hasFilters(state)).toBe(true);
    for (const search of [
      '?origin=--',
      '?origin=',
      `?origin=${'a'.repeat(81)}`,
      '?harvest=7',
      '?harvest=365d',
    ])
      expect(parse(search), search).toEqual(INITIAL_STATE);
    expect(parse(`?origin=${'a'.repeat(80)}`).origin).toHaveLength(80);
    expect(withFilters(state, { origin: undefined, harvest: undefined })).toEqual(INITIAL_STATE);
  });

  it('reads the availability filter (pre-orders or in stock), ignores any other value, and asks the API for it', () => {
    const state = parse('?availability=preorder&q=roja');
    expect(state).toMatchObject({ q: 'roja', availability: 'preorder' });
    expect(catalogSearch(state)).toBe('?q=roja&availability=preorder');
    expect(apiQuery(state)).toMatchObject({ availability: 'preorder' });
    expect(parse('?availability=in_stock').availability).toBe('in_stock');
    expect(parse('?availability=agotado')).toEqual(INITIAL_STATE);
    expect(activeFilterCount(state)).toBe(2);
    expect(withFilters(state, { availability: undefined })).not.toHaveProperty('availability');
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
    const second = nextPageState(first, 'tok-2', 12);
    // A filtered page may come back short: the next page starts after what was really shown.
    const third = nextPageState(second, 'tok-3', 9);
    expect(pageNumber(first)).toBe(1);
    expect(pageNumber(third)).toBe(3);
    expect(catalogSearch(third)).toBe('?q=roja&cursor=12.tok-2&cursor=21.tok-3');
    expect(apiQuery(third).nextToken).toBe('tok-3');
    expect(pageOffset(third)).toBe(21);
    expect(previousPageState(third)).toEqual(second);
    expect(previousPageState(second)).toEqual(first);
    // A token with dots of its own survives; older links without offsets count 12 per page.
    expect(cursorToken('24.a.b')).toBe('a.b');
    expect(cursorToken('tok-9')).toBe('tok-9');
    expect(pageOffset(parse('?cursor=t1&cursor=t2'))).toBe(24);
  });

  it('counts the filters in use (search, price range)', () => {
    expect(activeFilterCount(parse(''))).toBe(0);
    expect(activeFilterCount(parse('?q=roja'))).toBe(1);
    expect(activeFilterCount(parse('?minPrice=3'))).toBe(1);
    expect(activeFilterCount(parse('?q=roja&minPrice=3&maxPrice=9&sort=name'))).toBe(2);
  });

  it('says which products are shown, and the total once it is known', () => {
    const first = parse('');
    expect(resultsSummary(first, 12, false)).toBe('12 productos');
    expect(resultsSummary(first, 1, false)).toBe('1 producto');
    expect(resultsSummary(first, 12, true)).toBe('Productos 1 a 12');
    const second = nextPageState(first, 'tok-2', 12);
    expect(resultsSummary(second, 12, true)).toBe('Productos 13 a 24');
    expect(resultsSummary(second, 3, false)).toBe('Productos 13 a 15 de 15');
    expect(resultsSummary(second, 1, false)).toBe('Producto 13 de 13');
    expect(resultsSummary(second, 0, false)).toBe('Sin resultados');
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
    // The Spanish way, like the product form: thousands with a point, and "1.500" is refused, not read as 1,50.
    expect(validatePriceRange('0', '1.234,50')).toEqual({ minPrice: 0, maxPrice: 1234.5, errors: {} });
    expect(validatePriceRange('', '1.500').errors).toEqual({
      maxPrice: '«1.500» se puede leer de dos formas: escribe 1500 o 1,50',
    });
  });
});
