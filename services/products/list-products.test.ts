import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodePageToken } from '../lib/data/page-token.js';
import { admin, consumer, otherProducer, producer } from '../lib/http/test-event.js';
import { call, ddbMock, PRODUCT_ID, PRODUCT_READ_FIELDS, productItem } from './testing.js';

const INVALID_TOKEN = 'El token de paginación no es válido.';
/** A producer's partition (GSI1) holds every photo state: other callers see checked photos only. */
const VISIBLE = '(attribute_not_exists(#imageStatus) OR #imageStatus = :imageVerified)';

const queries = () => ddbMock.commandCalls(QueryCommand).map((c) => c.args[0].input);
const lastQuery = () => queries().at(-1);
const itemN = (n: number) =>
  productItem({
    productId: `p-${String(n).padStart(3, '0')}`,
    createdAt: `2026-01-${String(10 + n).padStart(2, '0')}T00:00:00.000Z`,
  });
const keyOf = (item: Record<string, unknown>, index: string) => ({
  PK: item.PK,
  SK: item.SK,
  [`${index}PK`]: item[`${index}PK`],
  [`${index}SK`]: item[`${index}SK`],
});

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(QueryCommand).resolves({ Items: [] });
  ddbMock.on(BatchGetCommand).resolves({ Responses: { pitahaya: [] } });
});

describe('GET /v1/products: index and key condition per sort and filter', () => {
  it('newest (default): GSI2 on the storefront partition, newest first, no filter, one item beyond the page, answers clean products', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [productItem()] });
    const { status, body } = await call('GET', '/v1/products');
    expect(status).toBe(200);
    expect(lastQuery()).toEqual({
      TableName: 'pitahaya',
      IndexName: 'GSI2',
      KeyConditionExpression: '#GSI2PK = :pk',
      ExpressionAttributeNames: { '#GSI2PK': 'GSI2PK' },
      ExpressionAttributeValues: { ':pk': 'CATALOG#ACTIVE' },
      ScanIndexForward: false,
      Limit: 21,
    });
    expect(queries()).toHaveLength(1);
    expect(body.data.nextToken).toBeNull();
    expect(body.data.products).toHaveLength(1);
    expect(Object.keys(body.data.products[0]).sort()).toEqual(PRODUCT_READ_FIELDS);
    expect(body.data.products[0]).toMatchObject({ productId: PRODUCT_ID, id: PRODUCT_ID });
    expect(body.data.products[0]).toMatchObject({ price: 6.9, isActive: true, active: true });
  });

  it('price_asc with a range: GSI3 ascending with the range as a key condition (BETWEEN on GSI3SK)', async () => {
    await call('GET', '/v1/products', { query: { sort: 'price_asc', minPrice: '5', maxPrice: '10.5' } });
    expect(lastQuery()).toMatchObject({
      IndexName: 'GSI3',
      KeyConditionExpression: '#GSI3PK = :pk AND #GSI3SK BETWEEN :minPriceKey AND :maxPriceKey',
      ExpressionAttributeValues: {
        ':pk': 'CATALOG#ACTIVE',
        ':minPriceKey': '000000000500',
        ':maxPriceKey': '000000001050$',
      },
      ScanIndexForward: true,
    });
    expect(lastQuery()?.FilterExpression).toBeUndefined();
  });

  it('price_desc: GSI3 descending; only a minimum still bounds the key', async () => {
    await call('GET', '/v1/products', { query: { sort: 'price_desc', minPrice: '7' } });
    expect(lastQuery()).toMatchObject({
      IndexName: 'GSI3',
      ScanIndexForward: false,
      ExpressionAttributeValues: { ':minPriceKey': '000000000700', ':maxPriceKey': '999999999999$' },
    });
  });

  it('a range narrower than a cent matches nothing without calling DynamoDB', async () => {
    const { body } = await call('GET', '/v1/products', {
      query: { sort: 'price_asc', minPrice: '6.891', maxPrice: '6.899' },
    });
    expect(body.data).toEqual({ products: [], nextToken: null });
    expect(queries()).toHaveLength(0);
  });

  it('rating: GSI6 descending, best rated first (docs/reviews.md)', async () => {
    await call('GET', '/v1/products', { query: { sort: 'rating' } });
    expect(lastQuery()).toMatchObject({ IndexName: 'GSI6', ScanIndexForward: false });
    expect(lastQuery()?.ExpressionAttributeValues).toEqual({ ':pk': 'CATALOG#ACTIVE' });
  });

  it('name: GSI4 ascending', async () => {
    await call('GET', '/v1/products', { query: { sort: 'name' } });
    expect(lastQuery()).toMatchObject({ IndexName: 'GSI4', ScanIndexForward: true });
    expect(lastQuery()?.ExpressionAttributeValues).toEqual({ ':pk': 'CATALOG#ACTIVE' });
  });

  it('newest with a price range: one GSI5 Query per price band, a band the range holds in part read by price when small', async () => {
    // 5-9 €: the bands from 4 € (5.00-6.29 of it) and from 6.30 € (6.30-9.00 of it), both in part.
    const items = [
      productItem({ productId: 'p-0', price: 5, createdAt: '2026-01-10T00:00:00.000Z' }),
      productItem({ productId: 'p-1', price: 9, createdAt: '2026-01-11T00:00:00.000Z' }),
      productItem({ productId: 'p-2', price: 6, createdAt: '2026-01-12T00:00:00.000Z' }),
      productItem({ productId: 'p-3', price: 7, createdAt: '2026-01-13T00:00:00.000Z' }),
    ];
    ddbMock.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
      Items: items.filter((item) => {
        if (input.ExpressionAttributeValues[':minPriceKey'] === undefined) return false;
        const key = String(item.GSI3SK);
        const values = input.ExpressionAttributeValues;
        return key >= values[':minPriceKey']! && key <= values[':maxPriceKey']!;
      }),
    }));
    const { body } = await call('GET', '/v1/products', {
      query: { minPrice: '5', maxPrice: '9', limit: '3' },
    });
    // Both parts by price were small: read whole, the bands' filtered reads never sent.
    const parts = queries().filter((q) => q.IndexName === 'GSI3');
    expect(parts).toHaveLength(2);
    expect(queries().filter((q) => q.IndexName === 'GSI5')).toHaveLength(0);
    expect(parts[0]).toMatchObject({
      KeyConditionExpression: '#GSI3PK = :pk AND #GSI3SK BETWEEN :minPriceKey AND :maxPriceKey',
      ExpressionAttributeValues: {
        ':pk': 'CATALOG#ACTIVE',
        ':minPriceKey': '000000000500',
        ':maxPriceKey': '000000000629$',
      },
      Limit: 101,
    });
    expect(parts[1]).toMatchObject({
      ExpressionAttributeValues: { ':minPriceKey': '000000000630', ':maxPriceKey': '000000000900$' },
    });
    expect(parts[0]?.FilterExpression).toBeUndefined();
    expect(body.data.products.map((p: { id: string }) => p.id)).toEqual(['p-3', 'p-2', 'p-1']);
    const token = JSON.parse(Buffer.from(body.data.nextToken, 'base64url').toString());
    expect(token).toEqual(keyOf(items[1] as Record<string, unknown>, 'GSI2'));
    // The next page reads the parts again and goes on after the token, in the same order.
    const next = await call('GET', '/v1/products', {
      query: { minPrice: '5', maxPrice: '9', limit: '3', nextToken: body.data.nextToken },
    });
    expect(next.body.data.products.map((p: { id: string }) => p.id)).toEqual(['p-0']);
    expect(next.body.data.nextToken).toBeNull();
  });

  it('newest with a price range: whole bands by key condition alone, a large part of a band with a price filter, after the token', async () => {
    // 10-25 €: the bands from 10 € and 16 € whole, the band from 25 € in part (25.00 only).
    ddbMock
      .on(QueryCommand)
      .callsFake((input: { IndexName: string }) =>
        input.IndexName === 'GSI3'
          ? { Items: [itemN(1)], LastEvaluatedKey: keyOf(itemN(1), 'GSI3') }
          : { Items: [] },
      );
    const token = encodePageToken(keyOf(itemN(5), 'GSI2'));
    await call('GET', '/v1/products', { query: { minPrice: '10', maxPrice: '25', nextToken: token! } });
    const bands = queries().filter((q) => q.IndexName === 'GSI5');
    expect(bands.map((q) => q.ExpressionAttributeValues?.[':band'])).toEqual([
      'CATALOG#ACTIVE#BAND#1000',
      'CATALOG#ACTIVE#BAND#1600',
      'CATALOG#ACTIVE#BAND#2500',
    ]);
    for (const band of bands) {
      expect(band).toMatchObject({
        KeyConditionExpression: '#GSI5PK = :band AND #bandOrder < :bandBefore',
        ExpressionAttributeValues: { ':bandBefore': itemN(5).GSI2SK },
        ScanIndexForward: false,
      });
    }
    expect(bands[0]?.FilterExpression).toBeUndefined();
    expect(bands[1]?.FilterExpression).toBeUndefined();
    expect(bands[2]).toMatchObject({
      FilterExpression: '#price >= :minPrice AND #price <= :maxPrice',
      ExpressionAttributeValues: { ':minPrice': 25, ':maxPrice': 25 },
    });
    expect(queries().filter((q) => q.IndexName === 'GSI3')).toHaveLength(1);
    expect(queries().some((q) => q.IndexName === 'GSI2')).toBe(false);
  });

  it('newest with a range that holds every price (from 0): the plain newest list, no band, no filter', async () => {
    await call('GET', '/v1/products', { query: { minPrice: '0', maxPrice: '99999.99' } });
    expect(queries()).toHaveLength(1);
    expect(lastQuery()).toMatchObject({ IndexName: 'GSI2', KeyConditionExpression: '#GSI2PK = :pk' });
    expect(lastQuery()?.FilterExpression).toBeUndefined();
  });

  it("producerId: the producer's partition of GSI1, newest first, active only", async () => {
    await call('GET', '/v1/products', { query: { producerId: 'u-producer' } });
    expect(lastQuery()).toMatchObject({
      IndexName: 'GSI1',
      KeyConditionExpression: '#GSI1PK = :pk AND begins_with(#GSI1SK, :skPrefix)',
      FilterExpression: `#isActive = :isActive AND ${VISIBLE}`,
      ExpressionAttributeValues: { ':pk': 'PRODUCER#u-producer', ':skPrefix': 'PRODUCT#', ':isActive': true },
      ScanIndexForward: false,
    });
  });

  it('producerId with another sort: that sort’s index, filtered by producerId', async () => {
    await call('GET', '/v1/products', { query: { producerId: 'u-producer', sort: 'name' } });
    expect(lastQuery()).toMatchObject({
      IndexName: 'GSI4',
      FilterExpression: `#producerId = :producerId`,
      ExpressionAttributeValues: { ':pk': 'CATALOG#ACTIVE', ':producerId': 'u-producer' },
    });
  });

  it('q with one word reads that word’s index entries (one Query), then the products by key', async () => {
    const entry = (n: number) => ({ PK: 'SEARCH#roja', SK: `2026-01-1${n}#p-00${n}`, productId: `p-00${n}` });
    ddbMock.on(QueryCommand).resolves({ Items: [entry(2), entry(1)] });
    ddbMock.on(BatchGetCommand).resolves({
      Responses: {
        pitahaya: [1, 2].map((n) => productItem({ productId: `p-00${n}`, name: 'Pitahaya roja' })),
      },
    });
    for (const q of ['ROJAS', 'rojá', '  Roja de ']) {
      const { body } = await call('GET', '/v1/products', { query: { q } });
      expect(lastQuery()).toEqual({
        TableName: 'pitahaya',
        KeyConditionExpression: '#PK = :pk',
        ExpressionAttributeNames: { '#PK': 'PK' },
        ExpressionAttributeValues: { ':pk': 'SEARCH#roja' },
        ScanIndexForward: false,
        Limit: 21,
      });
      expect(body.data.products.map((p: { id: string }) => p.id)).toEqual(['p-002', 'p-001']);
    }
    const keys = ddbMock.commandCalls(BatchGetCommand)[0]?.args[0].input.RequestItems?.pitahaya?.Keys;
    expect(keys).toEqual([
      { PK: 'PRODUCT#p-002', SK: 'PRODUCT' },
      { PK: 'PRODUCT#p-001', SK: 'PRODUCT' },
    ]);
  });

  it('q with several words reads the entries of the word with the fewest products, the others a filter', async () => {
    ddbMock
      .on(BatchGetCommand, {
        RequestItems: {
          pitahaya: {
            Keys: [
              { PK: 'SEARCHCOUNT#pitahaya', SK: 'COUNT' },
              { PK: 'SEARCHCOUNT#roja', SK: 'COUNT' },
            ],
          },
        },
      })
      .resolves({
        Responses: {
          pitahaya: [
            { PK: 'SEARCHCOUNT#pitahaya', SK: 'COUNT', word: 'pitahaya', products: 900 },
            { PK: 'SEARCHCOUNT#roja', SK: 'COUNT', word: 'roja', products: 40 },
          ],
        },
      });
    await call('GET', '/v1/products', { query: { q: 'Pitáhaya ROJA' } });
    expect(lastQuery()).toMatchObject({
      KeyConditionExpression: '#PK = :pk',
      FilterExpression: 'contains(#words, :w0)',
      ExpressionAttributeValues: { ':pk': 'SEARCH#roja', ':w0': ' pitahaya ' },
    });
  });

  it('drops an entry whose product left the storefront or lost the word (the index follows a moment later)', async () => {
    ddbMock.on(QueryCommand).resolves({
      Items: ['p-1', 'p-2', 'p-3'].map((id) => ({ PK: 'SEARCH#roja', SK: `2026#${id}`, productId: id })),
    });
    ddbMock.on(BatchGetCommand).resolves({
      Responses: {
        pitahaya: [
          productItem({ productId: 'p-1', name: 'Pitahaya amarilla', shortDescription: '' }),
          productItem({ productId: 'p-2', name: 'Pitahaya roja', isActive: false, active: false }),
          productItem({ productId: 'p-3', name: 'Pitahaya roja' }),
        ],
      },
    });
    const { body } = await call('GET', '/v1/products', { query: { q: 'roja' } });
    expect(body.data.products.map((p: { id: string }) => p.id)).toEqual(['p-3']);
  });

  it('a query without an index word (only "de", or a number) filters searchText as text', async () => {
    await call('GET', '/v1/products', { query: { q: '500' } });
    expect(lastQuery()).toMatchObject({
      IndexName: 'GSI2',
      FilterExpression: 'contains(#searchText, :q0)',
      ExpressionAttributeValues: { ':q0': '500' },
    });
  });

  it('never scans', async () => {
    await call('GET', '/v1/products', { query: { q: 'x', sort: 'name', producerId: 'p', minPrice: '1' } });
    expect(ddbMock.calls().every((c) => c.args[0] instanceof QueryCommand)).toBe(true);
  });
});

describe('GET /v1/products: active and inactive', () => {
  it('admins see the active catalog by default and the inactive partition with active=false', async () => {
    await call('GET', '/v1/products', { authorizer: admin });
    expect(lastQuery()?.ExpressionAttributeValues).toMatchObject({ ':pk': 'CATALOG#ACTIVE' });
    await call('GET', '/v1/products', { authorizer: admin, query: { active: 'false', sort: 'price_asc' } });
    expect(lastQuery()).toMatchObject({
      IndexName: 'GSI3',
      ExpressionAttributeValues: { ':pk': 'CATALOG#INACTIVE' },
    });
  });

  it('a producer may list their own inactive products (producerId = themselves)', async () => {
    await call('GET', '/v1/products', {
      authorizer: producer,
      query: { active: 'false', producerId: 'u-producer' },
    });
    expect(lastQuery()).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':isActive': false },
    });
  });

  it('anyone else asking for inactive products gets 403 and nothing is read', async () => {
    for (const authorizer of [undefined, consumer, producer]) {
      const { status, body } = await call('GET', '/v1/products', { authorizer, query: { active: 'false' } });
      expect(status).toBe(403);
      expect(body.status.code).toBe('FORBIDDEN');
    }
    const other = await call('GET', '/v1/products', {
      authorizer: otherProducer,
      query: { active: 'false', producerId: 'u-producer' },
    });
    expect(other.status).toBe(403);
    expect(queries()).toHaveLength(0);
  });

  it('validates the query with the shared schema (422)', async () => {
    expect((await call('GET', '/v1/products', { query: { sort: 'cheap' } })).body.status).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Orden inválido',
    });
    expect((await call('GET', '/v1/products', { query: { minPrice: '9', maxPrice: '2' } })).status).toBe(422);
    expect((await call('GET', '/v1/products', { query: { limit: '0' } })).status).toBe(422);
  });
});

describe('GET /v1/products: paging', () => {
  it('loops Query calls of growing size until the page is full when a filter drops items', async () => {
    const firstKey = keyOf(itemN(2), 'GSI2');
    const secondKey = keyOf(itemN(6), 'GSI2');
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [itemN(1), itemN(2)], LastEvaluatedKey: firstKey })
      .resolvesOnce({ Items: [3, 4, 5, 6].map(itemN), LastEvaluatedKey: secondKey });
    const { body } = await call('GET', '/v1/products', { query: { q: '48', limit: '3' } });
    expect(queries()).toHaveLength(2);
    expect(queries().map((query) => query.Limit)).toEqual([100, 200]);
    expect(queries()[0]?.ExclusiveStartKey).toBeUndefined();
    expect(queries()[1]?.ExclusiveStartKey).toEqual(firstKey);
    expect(body.data.products.map((p: { id: string }) => p.id)).toEqual(['p-001', 'p-002', 'p-003']);
    // Cut at the last item answered: the next page starts with p-004.
    expect(JSON.parse(Buffer.from(body.data.nextToken, 'base64url').toString())).toEqual(
      keyOf(itemN(3), 'GSI2'),
    );
  });

  it('never answers an empty page with a cursor: a sparse filter reads on until it finds something or the end', async () => {
    const key = keyOf(itemN(1), 'GSI2');
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [], LastEvaluatedKey: key })
      .resolvesOnce({ Items: [], LastEvaluatedKey: key })
      .resolvesOnce({ Items: [], LastEvaluatedKey: key })
      .resolvesOnce({ Items: [], LastEvaluatedKey: key })
      .resolvesOnce({ Items: [], LastEvaluatedKey: key })
      .resolvesOnce({ Items: [itemN(7)], LastEvaluatedKey: key })
      .resolvesOnce({ Items: [], LastEvaluatedKey: key })
      .resolvesOnce({ Items: [itemN(8)], LastEvaluatedKey: key });
    const { body } = await call('GET', '/v1/products', { query: { q: '48', limit: '5' } });
    // After 5 rounds the page is the one item found, once a further one proves a next page.
    expect(queries()).toHaveLength(8);
    expect(queries().map((query) => query.Limit)).toEqual([100, 200, 400, 800, 1000, 1000, 1000, 1000]);
    expect(body.data.products.map((p: { id: string }) => p.id)).toEqual(['p-007']);
    expect(JSON.parse(Buffer.from(body.data.nextToken, 'base64url').toString())).toEqual(
      keyOf(itemN(7), 'GSI2'),
    );
  });

  it('an empty result reads to the end and has no cursor', async () => {
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [], LastEvaluatedKey: keyOf(itemN(1), 'GSI2') })
      .resolvesOnce({ Items: [] });
    const { body } = await call('GET', '/v1/products', { query: { q: '48', limit: '5' } });
    expect(body.data).toEqual({ products: [], nextToken: null });
  });

  it('without a filter asks for one item beyond the page: a token only when it came back', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [itemN(1), itemN(2), itemN(3)] });
    const full = await call('GET', '/v1/products', {
      query: { limit: '3', active: 'false' },
      authorizer: admin,
    });
    expect(lastQuery()?.Limit).toBe(4);
    expect(queries()).toHaveLength(1);
    expect(full.body.data.products).toHaveLength(3);
    // Exactly a page left: no next page (a token would lead to an empty page).
    expect(full.body.data.nextToken).toBeNull();
    ddbMock
      .on(QueryCommand)
      .resolves({ Items: [1, 2, 3, 4].map(itemN), LastEvaluatedKey: keyOf(itemN(4), 'GSI2') });
    const more = await call('GET', '/v1/products', { query: { limit: '3' } });
    expect(more.body.data.products).toHaveLength(3);
    expect(JSON.parse(Buffer.from(more.body.data.nextToken, 'base64url').toString())).toEqual(
      keyOf(itemN(3), 'GSI2'),
    );
  });

  it('round-trips nextToken as the ExclusiveStartKey of the next page', async () => {
    const key = keyOf(itemN(2), 'GSI3');
    ddbMock.on(QueryCommand).resolvesOnce({ Items: [itemN(1), itemN(2), itemN(3)] });
    const first = await call('GET', '/v1/products', { query: { sort: 'price_asc', limit: '2' } });
    expect(first.body.data.nextToken).toEqual(expect.any(String));
    await call('GET', '/v1/products', {
      query: { sort: 'price_asc', limit: '2', nextToken: first.body.data.nextToken },
    });
    expect(lastQuery()?.ExclusiveStartKey).toEqual({ ...key, GSI3SK: key.GSI3SK });
  });

  it('answers 422 with a Spanish message for a tampered or foreign token, without querying', async () => {
    const gsi2 = keyOf(itemN(1), 'GSI2');
    const inactive = { ...gsi2, GSI2PK: 'CATALOG#INACTIVE' };
    const tampered = [
      'not a token!',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('{"PK":').toString('base64url'),
      encodePageToken({ ...gsi2, extra: 'x' }),
      encodePageToken({ ...gsi2, GSI2SK: 5 }),
      encodePageToken({ ...gsi2, PK: 'USER#u-admin', SK: 'PROFILE' }),
      encodePageToken(inactive),
      'A'.repeat(3000),
    ];
    for (const nextToken of tampered) {
      const { status, body } = await call('GET', '/v1/products', {
        query: { nextToken: nextToken as string },
      });
      expect(status).toBe(422);
      expect(body.status).toEqual({ code: 'VALIDATION_ERROR', message: INVALID_TOKEN });
      expect(body.errors).toEqual([{ field: 'nextToken', message: INVALID_TOKEN }]);
    }
    // A token of another sort (other index) or outside the price range is foreign too.
    expect(
      (
        await call('GET', '/v1/products', {
          query: { sort: 'name', nextToken: encodePageToken(gsi2) as string },
        })
      ).status,
    ).toBe(422);
    const cheap = keyOf(productItem({ price: 1 }), 'GSI3');
    expect(
      (
        await call('GET', '/v1/products', {
          query: { sort: 'price_asc', minPrice: '5', nextToken: encodePageToken(cheap) as string },
        })
      ).status,
    ).toBe(422);
    expect(queries()).toHaveLength(0);
  });

  it('maps a start key DynamoDB refuses to 422, never 500', async () => {
    ddbMock
      .on(QueryCommand)
      .rejects(
        Object.assign(new Error('The provided starting key is invalid'), { name: 'ValidationException' }),
      );
    const token = encodePageToken(keyOf(itemN(1), 'GSI2')) as string;
    const { status, body } = await call('GET', '/v1/products', { query: { nextToken: token } });
    expect(status).toBe(422);
    expect(body.status.message).toBe(INVALID_TOKEN);
  });
});

describe('GET /v1/products/user', () => {
  it("answers the caller's products of both states, newest first, paged", async () => {
    ddbMock.on(QueryCommand).resolves({
      Items: [itemN(2), productItem({ productId: 'p-off', isActive: false, active: false }), itemN(1)],
      LastEvaluatedKey: keyOf(itemN(9), 'GSI1'),
    });
    const { status, body } = await call('GET', '/v1/products/user', {
      authorizer: producer,
      query: { limit: '2' },
    });
    expect(status).toBe(200);
    expect(lastQuery()).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':pk': 'PRODUCER#u-producer', ':skPrefix': 'PRODUCT#' },
      ScanIndexForward: false,
      Limit: 3,
    });
    expect(lastQuery()?.FilterExpression).toBeUndefined();
    expect(body.data.products.map((p: { isActive: boolean }) => p.isActive)).toEqual([true, false]);
    expect(body.data.nextToken).toEqual(expect.any(String));
  });

  it('narrows to one state with active and accepts its own tokens only', async () => {
    await call('GET', '/v1/products/user', { authorizer: producer, query: { active: 'false' } });
    expect(lastQuery()?.FilterExpression).toBe('#isActive = :isActive');
    const foreign = encodePageToken({
      ...keyOf(itemN(1), 'GSI1'),
      GSI1PK: 'PRODUCER#u-producer-2',
    }) as string;
    expect(
      (await call('GET', '/v1/products/user', { authorizer: producer, query: { nextToken: foreign } }))
        .status,
    ).toBe(422);
  });

  it('is for producers and admins; an admin may name the producer, a producer only themselves', async () => {
    expect((await call('GET', '/v1/products/user')).status).toBe(401);
    expect((await call('GET', '/v1/products/user', { authorizer: consumer })).status).toBe(403);
    expect(
      (
        await call('GET', '/v1/products/user', {
          authorizer: producer,
          query: { producerId: 'u-producer-2' },
        })
      ).status,
    ).toBe(403);
    await call('GET', '/v1/products/user', { authorizer: admin, query: { producerId: 'u-producer-2' } });
    expect(lastQuery()?.ExpressionAttributeValues).toMatchObject({ ':pk': 'PRODUCER#u-producer-2' });
  });
});
