import { BatchGetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerBatchGetFrom } from '../lib/data/testing.js';
import { admin, consumer } from '../lib/http/test-event.js';
import { callHandler, ddbMock } from '../carts/testing-mocked.js';
import { handler } from './handler.js';

const order = (id: string, createdAt: string) => ({
  PK: `ORDER#${id}`,
  SK: 'ORDER',
  LINES4PK: `ORDERS#${createdAt.slice(0, 7)}`,
  LINES4SK: `${createdAt}#${id}`,
  id,
  orderId: id,
  userId: 'u-1',
  status: 'pending',
  createdAt,
  producerIds: ['farm'],
});

/** Month shards: 2026-06 has two orders, 2026-05 none, 2026-04 one. */
const SHARDS: Record<string, ReturnType<typeof order>[]> = {
  'ORDERS#2026-06': [order('c', '2026-06-20T10:00:00.000Z'), order('b', '2026-06-02T10:00:00.000Z')],
  'ORDERS#2026-04': [order('a', '2026-04-15T10:00:00.000Z')],
};

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const shard = SHARDS[String(input.ExpressionAttributeValues?.[':pk'])] ?? [];
    const start = input.ExclusiveStartKey
      ? shard.findIndex((item) => item.LINES4SK === input.ExclusiveStartKey?.LINES4SK) + 1
      : 0;
    const page = shard.slice(start, start + (input.Limit ?? 100));
    const more = start + page.length < shard.length;
    const last = page.at(-1);
    // The keys-only month index: the keys and the status (LINES4's projection).
    return {
      Items: page.map(({ PK, SK, LINES4PK, LINES4SK, status }) => ({ PK, SK, LINES4PK, LINES4SK, status })),
      ...(more && last
        ? { LastEvaluatedKey: { PK: last.PK, SK: last.SK, LINES4PK: last.LINES4PK, LINES4SK: last.LINES4SK } }
        : {}),
    };
  });
  // The page's orders, read by key.
  answerBatchGetFrom(ddbMock, () => Object.values(SHARDS).flat());
});

const list = (query: Record<string, string>, authorizer = admin) =>
  callHandler(handler, 'GET', '/v1/orders', { query, authorizer });

describe('GET /v1/orders for admins', () => {
  it('walks the month shards newest first, across empty months, with a token that resumes', async () => {
    const first = await list({ toDate: '2026-06-30', fromDate: '2026-04-01', limit: '2' });
    expect(first.status).toBe(200);
    expect(first.body.data.orders.map((o: { id: string }) => o.id)).toEqual(['c', 'b']);
    expect(first.body.data.orders[0]).not.toHaveProperty('producerIds');
    const token = first.body.data.nextToken as string;
    expect(token).toEqual(expect.any(String));
    const second = await list({ toDate: '2026-06-30', fromDate: '2026-04-01', limit: '2', nextToken: token });
    expect(second.body.data.orders.map((o: { id: string }) => o.id)).toEqual(['a']);
    expect(second.body.data.nextToken).toBeNull();
    const months = ddbMock
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input.ExpressionAttributeValues?.[':pk'])
      // (the orders' lines are read apart: these orders carry no `items`, order-items.ts)
      .filter((pk) => String(pk).startsWith('ORDERS#'));
    // The first page looks past the empty May for one older order before handing a token.
    expect(months).toEqual(['ORDERS#2026-06', 'ORDERS#2026-05', 'ORDERS#2026-04', 'ORDERS#2026-04']);
  });

  it('hands no token when a full page ends where the orders end (no empty "Cargar más")', async () => {
    const full = await list({ toDate: '2026-06-30', fromDate: '2026-05-01', limit: '2' });
    expect(full.body.data.orders.map((o: { id: string }) => o.id)).toEqual(['c', 'b']);
    expect(full.body.data.nextToken).toBeNull();
    // The default range (24 months back) with few orders: one page, no token.
    const all = await list({ toDate: '2026-06-30', limit: '50' });
    expect(all.body.data.orders.map((o: { id: string }) => o.id)).toEqual(['c', 'b', 'a']);
    expect(all.body.data.nextToken).toBeNull();
  });

  it('refuses a token outside the requested months', async () => {
    const token = Buffer.from(JSON.stringify({ month: '2020-01' })).toString('base64url');
    const answer = await list({ toDate: '2026-06-30', fromDate: '2026-04-01', nextToken: token });
    expect(answer.status).toBe(422);
    expect(answer.body.status.message).toBe('El token de paginación no es válido.');
    for (const nextToken of ['x'.repeat(3000), 'no válido', Buffer.from('[1]').toString('base64url')])
      expect((await list({ nextToken })).status).toBe(422);
  });

  it("lists a consumer's own orders from LINES6: a page of keys and status, then the orders by key", async () => {
    // The consumer's entries (keys and status, LINES6's projection), newest first; the filter as DynamoDB does.
    const mine = [
      { ...order('z', '2026-06-22T10:00:00.000Z'), status: 'shipped' },
      order('y', '2026-06-21T10:00:00.000Z'),
      order('x', '2026-06-01T10:00:00.000Z'),
    ].map((item) => ({ ...item, LINES6PK: 'CONSUMER#u-consumer', LINES6SK: item.LINES4SK }));
    const entry = ({ PK, SK, LINES6PK, LINES6SK }: (typeof mine)[number]) => ({ PK, SK, LINES6PK, LINES6SK });
    ddbMock.on(QueryCommand, { IndexName: 'LINES6' }).callsFake((input: QueryCommandInput) => {
      const start = input.ExclusiveStartKey
        ? mine.findIndex((item) => item.LINES6SK === input.ExclusiveStartKey?.LINES6SK) + 1
        : 0;
      const read = mine.slice(start, start + (input.Limit ?? 100));
      const kept = read.filter(
        (item) => !input.FilterExpression || item.status === input.ExpressionAttributeValues?.[':status'],
      );
      const last = read.at(-1);
      return {
        Items: kept.map((item) => ({ ...entry(item), status: item.status })),
        ...(start + read.length < mine.length && last ? { LastEvaluatedKey: entry(last) } : {}),
      };
    });
    // In another order than asked: the page keeps the index's.
    answerBatchGetFrom(
      ddbMock,
      () => mine,
      (found) => found.reverse(),
    );

    const first = await list({ status: 'pending', limit: '1' }, consumer);
    expect(first.status).toBe(200);
    expect(ddbMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'LINES6',
      KeyConditionExpression: 'LINES6PK = :pk',
      ScanIndexForward: false,
      FilterExpression: '#status = :status',
      ExpressionAttributeValues: { ':pk': 'CONSUMER#u-consumer', ':status': 'pending' },
    });
    expect(first.body.data.orders.map((o: { id: string }) => o.id)).toEqual(['y']);
    expect(first.body.data.orders[0]).toMatchObject({
      status: 'pending',
      createdAt: '2026-06-21T10:00:00.000Z',
    });
    const second = await list(
      { status: 'pending', limit: '1', nextToken: first.body.data.nextToken },
      consumer,
    );
    expect(second.body.data.orders.map((o: { id: string }) => o.id)).toEqual(['x']);
    expect(second.body.data.nextToken).toBeNull();

    const all = await list({ limit: '5' }, consumer);
    expect(all.body.data.orders.map((o: { id: string }) => o.id)).toEqual(['z', 'y', 'x']);
    // One BatchGetItem per page, of that page's orders only.
    const batches = ddbMock.commandCalls(BatchGetCommand).map((call) => call.args[0].input.RequestItems);
    expect(batches.map((items) => Object.values(items ?? {})[0]?.Keys?.length)).toEqual([1, 1, 3]);
  });

  it("refuses once a consumer's token of the old index (GSI1, handed out before the switch) with the list's 422", async () => {
    const old = Buffer.from(
      JSON.stringify({
        PK: 'ORDER#y',
        SK: 'ORDER',
        GSI1PK: 'CONSUMER#u-consumer',
        GSI1SK: '2026-06-21T10:00:00.000Z#y',
      }),
    ).toString('base64url');
    const answer = await list({ nextToken: old }, consumer);
    expect(answer.status).toBe(422);
    expect(answer.body.status.message).toBe('El token de paginación no es válido.');
    // Another consumer's token is refused too.
    const other = Buffer.from(
      JSON.stringify({ PK: 'ORDER#y', SK: 'ORDER', LINES6PK: 'CONSUMER#u-other', LINES6SK: 't#y' }),
    ).toString('base64url');
    expect((await list({ nextToken: other }, consumer)).status).toBe(422);
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(0);
  });
});
