/** The admins' order search and count (GET /v1/orders/search, GET /v1/orders/count), DynamoDB mocked. */
import { BatchGetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerBatchGetFrom } from '../lib/data/testing.js';
import { callHandler, ddbMock } from '../carts/testing-mocked.js';
import { admin, consumer } from '../lib/http/test-event.js';
import { handler } from './handler.js';
import { bucketRanges, countOrders } from './order-count.js';

const orderItem = (id: string, userId: string, createdAt: string) => ({
  PK: `ORDER#${id}`,
  SK: 'ORDER',
  LINES6PK: `CONSUMER#${userId}`,
  LINES6SK: `${createdAt}#${id}`,
  id,
  orderId: id,
  userId,
  status: 'pending',
  totalPrice: 10,
  items: [],
  createdAt,
});

const ORDERS: Record<string, ReturnType<typeof orderItem>[]> = {
  'CONSUMER#u-ana': [
    orderItem('9b2d7e40-0000-4000-8000-00000000a003', 'u-ana', '2026-06-03T10:00:00.000Z'),
    orderItem('9b2d7e40-0000-4000-8000-00000000a001', 'u-ana', '2026-06-01T10:00:00.000Z'),
  ],
  'CONSUMER#u-anabel': [
    orderItem('9b2d7e40-0000-4000-8000-00000000b002', 'u-anabel', '2026-06-02T10:00:00.000Z'),
  ],
};

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(BatchGetCommand).resolves({ Responses: {} });
  ddbMock.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const values = input.ExpressionAttributeValues ?? {};
    if (input.IndexName === 'GSI2') return { Items: [{ id: 'u-ana' }, { id: 'u-anabel' }] };
    if (input.IndexName === 'LINES3') return { Items: [] };
    const before = values[':before'] as string | undefined;
    const items = (ORDERS[String(values[':pk'])] ?? []).filter((item) => !before || item.LINES6SK < before);
    // A customer's orders on LINES6: their keys and status.
    return {
      Items: items
        .slice(0, input.Limit)
        .map(({ PK, SK, LINES6PK, LINES6SK, status }) => ({ PK, SK, LINES6PK, LINES6SK, status })),
    };
  });
});

/** The orders' items read by key (BatchGetItem), in no particular order. */
function ordersByKey() {
  answerBatchGetFrom(ddbMock, () => Object.values(ORDERS).flat());
}

const search = (query: Record<string, string>, authorizer = admin) =>
  callHandler(handler, 'GET', '/v1/orders/search', { query, authorizer });

describe('GET /v1/orders/search', () => {
  it("merges the matching customers' orders newest first, page after page", async () => {
    ordersByKey();
    const first = await search({ q: 'Ana', limit: '2' });
    expect(first.status).toBe(200);
    expect(first.body.data.orders.map((order: { id: string }) => order.id.slice(-4))).toEqual([
      'a003',
      'b002',
    ]);
    expect(first.body.data.search).toEqual({ kind: 'customer', customers: 2, moreCustomers: false });
    const users = ddbMock.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(users).toMatchObject({ IndexName: 'GSI2', FilterExpression: 'contains(searchText, :w0)' });
    expect(users?.ExpressionAttributeValues).toMatchObject({ ':w0': 'ana' });
    expect(ddbMock.commandCalls(QueryCommand)[1]?.args[0].input).toMatchObject({
      IndexName: 'LINES6',
      KeyConditionExpression: 'LINES6PK = :pk',
    });
    // The page's two orders in one BatchGetItem.
    const batches = ddbMock.commandCalls(BatchGetCommand).map((call) => call.args[0].input.RequestItems);
    expect(batches.map((items) => Object.values(items ?? {})[0]?.Keys?.length)).toEqual([2]);
    const second = await search({ q: 'Ana', limit: '2', nextToken: first.body.data.nextToken });
    expect(ddbMock.commandCalls(QueryCommand).at(-1)?.args[0].input.KeyConditionExpression).toBe(
      'LINES6PK = :pk AND LINES6SK < :before',
    );
    expect(second.body.data.orders.map((order: { id: string }) => order.id.slice(-4))).toEqual(['a001']);
    expect(second.body.data.nextToken).toBeNull();
  });

  it('looks an e-mail up by prefix on the directory, and a reference on LINES3 (then as a name)', async () => {
    await search({ q: 'Ana@Finca.es' });
    const byEmail = ddbMock.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(byEmail?.KeyConditionExpression).toBe('GSI2PK = :pk AND begins_with(GSI2SK, :email)');
    expect(byEmail?.ExpressionAttributeValues).toMatchObject({ ':email': 'ana@finca.es' });
    ddbMock.resetHistory();
    await search({ q: '0000a003' });
    const byReference = ddbMock.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(byReference).toMatchObject({
      IndexName: 'LINES3',
      ExpressionAttributeValues: { ':pk': 'ORDER_REF#0000A003' },
    });
  });

  it('reads a whole order id with one BatchGetItem', async () => {
    const answer = await search({ q: '9b2d7e40-0000-4000-8000-00000000a003' });
    expect(answer.status).toBe(200);
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(1);
  });

  it('refuses a blank term, a forged token and anyone but admins', async () => {
    expect((await search({ q: '   ' })).body.status.message).toBe(
      'Escribe una referencia, un e-mail o un nombre para buscar',
    );
    expect((await search({ q: 'x'.repeat(101) })).status).toBe(422);
    const forged = Buffer.from(JSON.stringify({ before: 'nada' })).toString('base64url');
    expect((await search({ q: 'Ana', nextToken: forged })).status).toBe(422);
    expect((await search({ q: 'Ana' }, consumer)).status).toBe(403);
  });
});

describe('GET /v1/orders/count', () => {
  it('covers whole months with their month buckets and the rest with days', () => {
    expect(bucketRanges('2026-04-01', '2026-06-30', '2026-07-10')).toEqual([
      ['MONTH#2026-04', 'MONTH#2026-06'],
    ]);
    expect(bucketRanges('2026-04-10', '2026-06-15', '2026-07-10')).toEqual([
      ['DAY#2026-04-10', 'DAY#2026-04-30'],
      ['MONTH#2026-05', 'MONTH#2026-05'],
      ['DAY#2026-06-01', 'DAY#2026-06-15'],
    ]);
    // Up to today, this month counts whole.
    expect(bucketRanges('2026-06-01', '2026-07-10', '2026-07-10')).toEqual([
      ['MONTH#2026-06', 'MONTH#2026-07'],
    ]);
    expect(bucketRanges('2026-07-02', '2026-07-05', '2026-07-10')).toEqual([
      ['DAY#2026-07-02', 'DAY#2026-07-05'],
    ]);
  });

  it('adds the orders by status of the buckets read, every shard of the shop', async () => {
    expect(countOrders([{ 'ost#pending': 2, 'ost#cancelled': 1, orders: 2 }, { 'ost#pending': 1 }])).toBe(4);
    expect(countOrders([{ 'ost#pending': 2, 'ost#cancelled': 1 }], 'cancelled')).toBe(1);
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STATS#SHOP' } })
      .resolves({ Items: [{ SK: 'MONTH#2026-05', 'ost#pending': 3, 'ost#shipped': 2 }] });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STATS#SHOP#7' } })
      .resolves({ Items: [{ SK: 'MONTH#2026-05', 'ost#shipped': 1 }] });
    const answer = await callHandler(handler, 'GET', '/v1/orders/count', {
      query: { status: 'shipped', fromDate: '2026-05-01', toDate: '2026-05-31' },
      authorizer: admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.count).toEqual({ total: 3, fromDate: '2026-05-01', toDate: '2026-05-31' });
    expect(
      ddbMock.commandCalls(QueryCommand).map((call) => call.args[0].input.ExpressionAttributeValues?.[':pk']),
    ).toEqual(['STATS#SHOP', ...[1, 2, 3, 4, 5, 6, 7].map((shard) => `STATS#SHOP#${shard}`)]);
    const bad = await callHandler(handler, 'GET', '/v1/orders/count', {
      query: { fromDate: '2026-02-30' },
      authorizer: admin,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.status.message).toBe('La fecha debe ser un día con el formato AAAA-MM-DD');
  });
});
