import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, madridToday } from '../../shared/utils/madrid-time.js';
import { originKeyOf } from '../../shared/rules/catalog/origin-harvest-filters.js';
import { PRODUCT_ATTRIBUTE_MESSAGES as M } from '../../shared/messages/product-attributes.js';
import { countFacets, facetRowOf, ORIGIN_FACET_MAX, type FacetRow } from './catalog-facets.js';
import { call, callWithHeaders, ddbMock, productItem } from './testing.js';

const queries = () => ddbMock.commandCalls(QueryCommand).map((c) => c.args[0].input);
/** The (one) Query a storefront list with `query` makes. */
const listQuery = async (query: Record<string, string>) => {
  await call('GET', '/v1/products', { query });
  return queries().at(-1);
};

const row = (category: FacetRow['category'], variety: FacetRow['variety'], producerId: string): FacetRow => ({
  category,
  ...(variety ? { variety } : {}),
  producerId,
  producerName: producerId === 'p1' ? 'Finca Uno' : 'Huerta Dos',
});
const ROWS: FacetRow[] = [
  row('fruta-fresca', 'roja-pulpa-roja', 'p1'),
  row('fruta-fresca', 'amarilla', 'p2'),
  row('elaborados', 'roja-pulpa-roja', 'p2'),
  row('otros', undefined, 'p1'),
];

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(QueryCommand).resolves({ Items: [] });
  ddbMock.on(BatchGetCommand).resolves({ Responses: { pitahaya: [] } });
});

describe('countFacets', () => {
  it('counts every facet of the base set in list order, farms by name', () => {
    expect(countFacets(ROWS, {})).toEqual({
      categories: [
        { category: 'fruta-fresca', count: 2 },
        { category: 'elaborados', count: 1 },
        { category: 'otros', count: 1 },
      ],
      varieties: [
        { variety: 'roja-pulpa-roja', count: 2 },
        { variety: 'amarilla', count: 1 },
      ],
      farms: [
        { producerId: 'p1', name: 'Finca Uno', count: 2 },
        { producerId: 'p2', name: 'Huerta Dos', count: 2 },
      ],
      origins: [],
      harvest: [],
    });
  });

  it('counts each facet under the other filters, never its own, and keeps a chosen value with 0', () => {
    const facets = countFacets(ROWS, { category: 'elaborados', producerId: 'p1' });
    // Categories under the farm filter only: p1 has fresh fruit and 'otros'; the chosen one stays with 0.
    expect(facets.categories).toEqual([
      { category: 'fruta-fresca', count: 1 },
      { category: 'elaborados', count: 0 },
      { category: 'otros', count: 1 },
    ]);
    // Varieties under category and farm: none.
    expect(facets.varieties).toEqual([]);
    // Farms under the category only: p2 makes the one 'elaborados'.
    expect(facets.farms).toEqual([{ producerId: 'p2', name: 'Huerta Dos', count: 1 }]);
  });
});

describe('GET /v1/products/facets', () => {
  it('reads the storefront partition with a projection (no Scan) and answers counts, cacheable', async () => {
    ddbMock.on(QueryCommand).resolves({
      Items: [
        { category: 'fruta-fresca', variety: 'amarilla', producerId: 'p1', producerName: 'Finca Uno' },
        { producerId: 'p1', producerName: 'Finca Uno' },
      ],
    });
    const { status, body, headers } = await callWithHeaders('GET', '/v1/products/facets', {
      query: { variety: 'amarilla' },
    });
    expect(status).toBe(200);
    expect(queries()).toHaveLength(1);
    expect(queries()[0]).toMatchObject({
      IndexName: 'GSI2',
      KeyConditionExpression: '#GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': 'CATALOG#ACTIVE' },
      ProjectionExpression:
        '#facetCategory, #facetVariety, #facetProducer, #facetProducerName, #facetOrigin, #facetOriginKey, #facetHarvest',
      Limit: 2000,
    });
    expect(queries()[0]).not.toHaveProperty('FilterExpression');
    expect(body.data.facets).toEqual({
      categories: [{ category: 'fruta-fresca', count: 1 }],
      varieties: [{ variety: 'amarilla', count: 1 }],
      farms: [{ producerId: 'p1', name: 'Finca Uno', count: 1 }],
      origins: [],
      harvest: [],
      complete: true,
    });
    expect(headers['cache-control']).toContain('s-maxage=30');
  });

  it('a search reads its word entries, a price range by price (key condition)', async () => {
    await call('GET', '/v1/products/facets', { query: { q: 'mermelada', minPrice: '3', maxPrice: '9' } });
    expect(queries()[0]).toMatchObject({
      IndexName: 'GSI3',
      KeyConditionExpression: '#GSI3PK = :pk AND #GSI3SK BETWEEN :minPriceKey AND :maxPriceKey',
      ExpressionAttributeValues: { ':pk': 'SEARCH#mermelada' },
    });
  });

  it('stops at the read cap and says the counts are incomplete', async () => {
    ddbMock.on(QueryCommand).resolves({
      Items: [{ category: 'elaborados', producerId: 'p1' }],
      ScannedCount: 2000,
      LastEvaluatedKey: { PK: 'PRODUCT#x', SK: 'PRODUCT', GSI2PK: 'CATALOG#ACTIVE', GSI2SK: 'x' },
    });
    const { body } = await call('GET', '/v1/products/facets');
    expect(queries()).toHaveLength(1);
    expect(body.data.facets.complete).toBe(false);
  });

  it('refuses a category outside the list in Spanish (422), reading nothing', async () => {
    const { status, body } = await call('GET', '/v1/products/facets', { query: { category: 'frutas' } });
    expect(status).toBe(422);
    expect(body.status.message).toMatch(/categoría/);
    expect(queries()).toHaveLength(0);
  });
});

describe('GET /v1/products: category and variety filters', () => {
  it('filter the storefront list; otros also takes products without a category', async () => {
    expect(await listQuery({ category: 'otros', variety: 'amarilla' })).toMatchObject({
      IndexName: 'GSI2',
      FilterExpression: '(attribute_not_exists(#category) OR #category = :category) AND #variety = :variety',
      ExpressionAttributeValues: { ':pk': 'CATALOG#ACTIVE', ':category': 'otros', ':variety': 'amarilla' },
    });
  });
});

describe('GET /v1/products: the attribute filters on a search (its entries) and a farm list (GSI1)', () => {
  it.each([
    ['category', 'fruta-fresca', 'category', 'variety', 'amarilla', '#variety = :variety'],
    ['origin', 'la palma', 'originKey', 'harvest', '7d', '#harvestDate >= :harvestFrom'],
  ])(
    'filter a search by %s (%s on its %s) and a farm list by %s',
    async (field, value, attribute, farmField, farmValue, farmFilter) => {
      expect(await listQuery({ q: 'pitahaya', [field]: value })).toMatchObject({
        KeyConditionExpression: '#PK = :pk',
        FilterExpression: `#${attribute} = :${attribute}`,
        ExpressionAttributeValues: { ':pk': 'SEARCH#pitahaya', [`:${attribute}`]: value },
      });
      const farmList = await listQuery({ producerId: 'farm-1', [farmField]: farmValue });
      expect(farmList).toMatchObject({ IndexName: 'GSI1' });
      expect(farmList?.FilterExpression).toContain(farmFilter);
    },
  );
});

describe('origin and harvest facets', () => {
  /** 2026-03-20 at noon in Spain. */
  const NOW = new Date('2026-03-20T11:00:00Z');
  const place = (origin: string | undefined, harvestDate?: string, producerId = 'p1'): FacetRow =>
    facetRowOf({
      category: 'fruta-fresca',
      producerId,
      producerName: 'Finca Uno',
      ...(origin
        ? {
            origin,
            originKey: originKeyOf(origin),
          }
        : {}),
      ...(harvestDate ? { harvestDate } : {}),
    });
  /** The origin facet's entries in list order, `[origin, count]` each. */
  const origins = (...counts: [string, number][]) => counts.map(([origin, count]) => ({ origin, count }));
  /** The harvest facet's entries in list order, a count by window. */
  const windows = (counts: Record<string, number>) =>
    Object.entries(counts).map(([window, count]) => ({ window, count }));

  it('groups spellings of one place under its most common one and counts harvest windows back from today', () => {
    const rows = [
      place('Níjar, Almería', '2026-03-20'),
      place('Níjar, Almería', '2026-03-13'),
      place('nijar almeria', '2026-03-12'),
      place('La Palma', '2026-02-18'),
      place('La Palma', '2025-12-20'),
      place('La Palma', '2025-12-19'),
      place(undefined),
    ];
    const facets = countFacets(rows, {}, NOW);
    expect(facets.origins).toEqual(origins(['La Palma', 3], ['Níjar, Almería', 3]));
    // 7 days: from 2026-03-13 (harvested at most 7 days ago); 30: from 02-18; 90: from 2025-12-20.
    expect(facets.harvest).toEqual(windows({ '7d': 2, '30d': 4, '90d': 5 }));
  });

  it('leaves out a stored origin without its key (a product saved before the filter existed) and blank ones', () => {
    const old = facetRowOf({ category: 'otros', producerId: 'p1', origin: 'Níjar' });
    const blank = facetRowOf({
      category: 'otros',
      producerId: 'p1',
      origin: ' ',
      originKey: ' ',
      harvestDate: '',
    });
    expect(old).not.toHaveProperty('originKey');
    expect(blank).toEqual({ category: 'otros', producerId: 'p1', producerName: '' });
    expect(countFacets([old, blank], {}, NOW)).toMatchObject({ origins: [], harvest: [] });
  });

  it('breaks a tie of spellings by Spanish order, whatever order the rows came in', () => {
    const a = [place('níjar, almería'), place('Níjar, Almería')];
    expect(countFacets(a, {}, NOW).origins).toEqual([{ origin: 'Níjar, Almería', count: 2 }]);
    expect(countFacets([...a].reverse(), {}, NOW).origins).toEqual([{ origin: 'Níjar, Almería', count: 2 }]);
  });

  it('counts origin and harvest under the other filters but not their own; a chosen value stays, at 0 too', () => {
    const rows = [
      place('Níjar, Almería', '2026-03-19', 'p1'),
      place('La Palma', '2026-03-18', 'p2'),
      place('La Palma', '2026-01-05', 'p2'),
      place('Níjar, Almería', '2026-01-04', 'p2'),
    ];
    const facets = countFacets(rows, { origin: 'la palma', harvest: '7d' }, NOW);
    // Origins under the harvest window only: one of each place in the last 7 days.
    expect(facets.origins).toEqual(origins(['La Palma', 1], ['Níjar, Almería', 1]));
    // Windows under the origin only: La Palma has one in 7 days, two in 90.
    expect(facets.harvest).toEqual(windows({ '7d': 1, '30d': 1, '90d': 2 }));
    // The other facets under both: the one La Palma product of the last 7 days (farm p2).
    expect(facets.farms).toEqual([{ producerId: 'p2', name: 'Finca Uno', count: 1 }]);
    expect(facets.categories).toEqual([{ category: 'fruta-fresca', count: 1 }]);

    const none = countFacets(rows, { origin: 'nijar almeria', producerId: 'p2', harvest: '7d' }, NOW);
    expect(none.origins).toEqual(origins(['La Palma', 1], ['Níjar, Almería', 0]));
    expect(none.harvest).toEqual(windows({ '7d': 0, '90d': 1 }));
  });

  it(`lists at most ${ORIGIN_FACET_MAX} origins, the most common ones and the chosen one, by name`, () => {
    const rows: FacetRow[] = [];
    for (let n = 0; n < ORIGIN_FACET_MAX + 10; n += 1) {
      const origin = `Pueblo ${String(n).padStart(2, '0')}`;
      // Pueblo 00 has 1 product, the rest 2 or more.
      for (let i = 0; i <= Math.min(n, 2); i += 1) rows.push(place(origin));
    }
    const facets = countFacets(rows, {}, NOW);
    expect(facets.origins).toHaveLength(ORIGIN_FACET_MAX);
    expect(facets.origins.map((entry) => entry.origin)).not.toContain('Pueblo 00');
    const names = facets.origins.map((entry) => entry.origin);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    const chosen = countFacets(rows, { origin: 'pueblo 00' }, NOW);
    expect(chosen.origins).toHaveLength(ORIGIN_FACET_MAX);
    expect(chosen.origins[0]).toEqual({ origin: 'Pueblo 00', count: 1 });
  });

  it('GET /v1/products/facets reads the base set (no origin or harvest filter in the Query) and counts them', async () => {
    const today = madridToday(new Date());
    ddbMock.on(QueryCommand).resolves({
      Items: [
        {
          category: 'elaborados',
          producerId: 'p1',
          origin: 'La Palma',
          originKey: 'la palma',
          harvestDate: today,
        },
        { category: 'elaborados', producerId: 'p1', origin: 'Níjar', originKey: 'nijar' },
      ],
    });
    const { status, body } = await call('GET', '/v1/products/facets', {
      query: { origin: 'LA  PALMA.', harvest: '7d' },
    });
    expect(status).toBe(200);
    expect(queries()).toHaveLength(1);
    expect(queries()[0]).not.toHaveProperty('FilterExpression');
    expect(body.data.facets).toMatchObject({
      categories: [{ category: 'elaborados', count: 1 }],
      // Níjar has no harvest date: not in the 7 days, so not offered under them.
      origins: origins(['La Palma', 1]),
      harvest: windows({ '7d': 1, '30d': 1, '90d': 1 }),
    });
  });

  it('refuses a bad origin or harvest in Spanish (422), reading nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ origin: '¡¿--?!' }, M.originFilterInvalid],
      [{ origin: 'x'.repeat(81) }, M.originFilterTooLong],
      [{ harvest: '2d' }, M.harvestFilterInvalid],
      [{ harvest: '7' }, M.harvestFilterInvalid],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/v1/products/facets', '/v1/products']) {
        const { status, body } = await call('GET', path, { query });
        expect(status, `${path} ${JSON.stringify(query)}`).toBe(422);
        expect(body.status.message).toBe(message);
      }
    }
    expect(queries()).toHaveLength(0);
  });

  it('a blank origin or harvest is not given', async () => {
    const { status } = await call('GET', '/v1/products', { query: { origin: '   ', harvest: '' } });
    expect(status).toBe(200);
    expect(queries()[0]).not.toHaveProperty('FilterExpression');
  });
});

describe('GET /v1/products: origin and harvest filters', () => {
  it('compare the origin key and the harvest date on the catalog', async () => {
    const from = addDays(madridToday(new Date()), -30);
    expect(await listQuery({ origin: 'Níjar (Almería)', harvest: '30d' })).toMatchObject({
      IndexName: 'GSI2',
      FilterExpression: '#originKey = :originKey AND #harvestDate >= :harvestFrom',
      ExpressionAttributeNames: { '#originKey': 'originKey', '#harvestDate': 'harvestDate' },
      ExpressionAttributeValues: {
        ':pk': 'CATALOG#ACTIVE',
        ':originKey': 'nijar almeria',
        ':harvestFrom': from,
      },
    });
  });

  it('a search drops a product whose origin or harvest no longer matches (its entries follow a moment later)', async () => {
    const today = madridToday(new Date());
    ddbMock.on(QueryCommand).resolves({
      Items: ['p-1', 'p-2', 'p-3'].map((id) => ({ PK: 'SEARCH#roja', SK: `2026#${id}`, productId: id })),
    });
    ddbMock.on(BatchGetCommand).resolves({
      Responses: {
        pitahaya: [
          productItem({ productId: 'p-1', name: 'Pitahaya roja', origin: 'La Palma', harvestDate: today }),
          productItem({ productId: 'p-2', name: 'Pitahaya roja', origin: 'Níjar', harvestDate: today }),
          productItem({ productId: 'p-3', name: 'Pitahaya roja', origin: 'La Palma' }),
        ],
      },
    });
    const { body } = await call('GET', '/v1/products', {
      query: { q: 'roja', origin: 'La Palma', harvest: '7d' },
    });
    expect(body.data.products.map((p: { id: string }) => p.id)).toEqual(['p-1']);
  });
});
