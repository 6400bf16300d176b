import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodePageToken } from '../lib/data/page-token.js';
import {
  admin,
  call,
  consumer,
  ddbMock,
  otherProducer,
  producer,
  productItem,
  PRODUCT_FIELDS,
  PRODUCT_ID,
} from './testing.js';

const INVALID_TOKEN = 'El token de paginación no es válido.';
/** The storefront shows only products whose main image is verified (issue 9). */
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
});

describe('GET /v1/products: index and key condition per sort and filter', () => {
  it('newest (default): GSI2 on the active catalog, newest first, verified images only, answers clean products', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [productItem()] });
    const { status, body } = await call('GET', '/v1/products');
    expect(status).toBe(200);
    expect(lastQuery()).toEqual({
      TableName: 'pitahaya',
      IndexName: 'GSI2',
      KeyConditionExpression: '#GSI2PK = :pk',
      FilterExpression: VISIBLE,
      ExpressionAttributeNames: { '#GSI2PK': 'GSI2PK', '#imageStatus': 'imageStatus' },
      ExpressionAttributeValues: { ':pk': 'CATALOG#ACTIVE', ':imageVerified': 'verified' },
      ScanIndexForward: false,
      Limit: 100,
    });
    expect(body.data.nextToken).toBeNull();
    expect(body.data.products).toHaveLength(1);
    expect(Object.keys(body.data.products[0]).sort()).toEqual(PRODUCT_FIELDS);
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
    expect(lastQuery()?.FilterExpression).toBe(VISIBLE);
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

  it('name: GSI4 ascending', async () => {
    await call('GET', '/v1/products', { query: { sort: 'name' } });
    expect(lastQuery()).toMatchObject({ IndexName: 'GSI4', ScanIndexForward: true });
    expect(lastQuery()?.ExpressionAttributeValues).toEqual({
      ':pk': 'CATALOG#ACTIVE',
      ':imageVerified': 'verified',
    });
  });

  it('newest with a price range: the range is a filter on price', async () => {
    await call('GET', '/v1/products', { query: { minPrice: '5', maxPrice: '9' } });
    expect(lastQuery()).toMatchObject({
      IndexName: 'GSI2',
      FilterExpression: `${VISIBLE} AND #price >= :minPrice AND #price <= :maxPrice`,
      ExpressionAttributeValues: { ':minPrice': 5, ':maxPrice': 9 },
      Limit: 100,
    });
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
      FilterExpression: `${VISIBLE} AND #producerId = :producerId`,
      ExpressionAttributeValues: { ':pk': 'CATALOG#ACTIVE', ':producerId': 'u-producer' },
    });
  });

  it('q is accent- and case-insensitive: every word must appear in searchText', async () => {
    for (const q of ['Pitahaya ROJA', 'pitahaya roja', '  Pitáhaya   Rojá ']) {
      await call('GET', '/v1/products', { query: { q } });
      expect(lastQuery()).toMatchObject({
        IndexName: 'GSI2',
        FilterExpression: `${VISIBLE} AND contains(#searchText, :q0) AND contains(#searchText, :q1)`,
        ExpressionAttributeValues: { ':q0': 'pitahaya', ':q1': 'roja' },
      });
    }
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
  it('loops Query calls until the page is full when a filter drops items', async () => {
    const firstKey = keyOf(itemN(2), 'GSI2');
    const secondKey = keyOf(itemN(5), 'GSI2');
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [itemN(1), itemN(2)], LastEvaluatedKey: firstKey })
      .resolvesOnce({ Items: [itemN(3), itemN(4), itemN(5)], LastEvaluatedKey: secondKey });
    const { body } = await call('GET', '/v1/products', { query: { q: 'pitahaya', limit: '5' } });
    expect(queries()).toHaveLength(2);
    expect(queries()[0]?.ExclusiveStartKey).toBeUndefined();
    expect(queries()[1]?.ExclusiveStartKey).toEqual(firstKey);
    expect(body.data.products.map((p: { id: string }) => p.id)).toEqual([
      'p-001',
      'p-002',
      'p-003',
      'p-004',
      'p-005',
    ]);
    expect(JSON.parse(Buffer.from(body.data.nextToken, 'base64url').toString())).toEqual(secondKey);
  });

  it('cuts a round that read more than the page needs at the last kept item', async () => {
    ddbMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [1, 2, 3, 4, 5, 6, 7].map(itemN), LastEvaluatedKey: keyOf(itemN(9), 'GSI2') });
    const { body } = await call('GET', '/v1/products', { query: { q: 'pitahaya', limit: '5' } });
    expect(body.data.products).toHaveLength(5);
    expect(JSON.parse(Buffer.from(body.data.nextToken, 'base64url').toString())).toEqual(
      keyOf(itemN(5), 'GSI2'),
    );
  });

  it('stops after 5 rounds and hands back the cursor: more may exist', async () => {
    const key = keyOf(itemN(1), 'GSI2');
    ddbMock.on(QueryCommand).resolves({ Items: [], LastEvaluatedKey: key });
    const { body } = await call('GET', '/v1/products', { query: { q: 'nada', limit: '5' } });
    expect(queries()).toHaveLength(5);
    expect(body.data.products).toEqual([]);
    expect(body.data.nextToken).toBe(encodePageToken(key));
  });

  it('without a filter (an admin listing inactive products) asks for exactly the page size; null on the last page', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [itemN(1)] });
    const { body } = await call('GET', '/v1/products', {
      query: { limit: '3', active: 'false' },
      authorizer: admin,
    });
    expect(lastQuery()?.Limit).toBe(3);
    expect(queries()).toHaveLength(1);
    expect(body.data.nextToken).toBeNull();
  });

  it('round-trips nextToken as the ExclusiveStartKey of the next page', async () => {
    const key = keyOf(itemN(2), 'GSI3');
    ddbMock.on(QueryCommand).resolvesOnce({ Items: [itemN(1), itemN(2)], LastEvaluatedKey: key });
    const first = await call('GET', '/v1/products', { query: { sort: 'price_asc', limit: '2' } });
    expect(first.body.data.nextToken).toEqual(expect.any(String));
    await call('GET', '/v1/products', {
      query: { sort: 'price_asc', limit: '2', nextToken: first.body.data.nextToken },
    });
    expect(lastQuery()?.ExclusiveStartKey).toEqual(key);
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
      Items: [itemN(2), productItem({ productId: 'p-off', isActive: false, active: false })],
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
      Limit: 2,
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
