import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { countFacets, type FacetRow } from './catalog-facets.js';
import { call, callWithHeaders, ddbMock } from './testing.js';

const queries = () => ddbMock.commandCalls(QueryCommand).map((c) => c.args[0].input);

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
      ProjectionExpression: '#facetCategory, #facetVariety, #facetProducer, #facetProducerName',
      Limit: 2000,
    });
    expect(queries()[0]).not.toHaveProperty('FilterExpression');
    expect(body.data.facets).toEqual({
      categories: [{ category: 'fruta-fresca', count: 1 }],
      varieties: [{ variety: 'amarilla', count: 1 }],
      farms: [{ producerId: 'p1', name: 'Finca Uno', count: 1 }],
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
    await call('GET', '/v1/products', { query: { category: 'otros', variety: 'amarilla' } });
    expect(queries()[0]).toMatchObject({
      IndexName: 'GSI2',
      FilterExpression: '(attribute_not_exists(#category) OR #category = :category) AND #variety = :variety',
      ExpressionAttributeValues: { ':pk': 'CATALOG#ACTIVE', ':category': 'otros', ':variety': 'amarilla' },
    });
  });

  it('filter a search on its entries and a farm list on GSI1', async () => {
    await call('GET', '/v1/products', { query: { q: 'pitahaya', category: 'fruta-fresca' } });
    expect(queries()[0]).toMatchObject({
      KeyConditionExpression: '#PK = :pk',
      FilterExpression: '#category = :category',
      ExpressionAttributeValues: { ':pk': 'SEARCH#pitahaya', ':category': 'fruta-fresca' },
    });
    await call('GET', '/v1/products', { query: { producerId: 'farm-1', variety: 'amarilla' } });
    expect(queries().at(-1)).toMatchObject({ IndexName: 'GSI1' });
    expect(queries().at(-1)?.FilterExpression).toContain('#variety = :variety');
  });
});
