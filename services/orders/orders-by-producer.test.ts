import {
  BatchGetCommand,
  QueryCommand,
  type BatchGetCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { ddbMock } from '../carts/testing-mocked.js';
import { LINES_PER_READ, MAX_LINE_READS, ordersByProducer } from './orders-by-producer.js';
import { dateBounds } from './order-dates.js';

type Item = Record<string, unknown>;

/** A line's entry in the keys-only LINES1: its keys alone (the order id is in its PK). */
const line = (orderId: string, createdAt: string, lineId: string): Item => ({
  PK: `ORDER#${orderId}`,
  SK: `PO#${lineId}`,
  LINES1PK: 'PRODUCER#farm',
  LINES1SK: `PO#${createdAt}#${lineId}`,
});

let lines: Item[] = [];
let orders = new Map<string, Item>();

/** `count` orders of the farm, one day apart (newest last), each with `perOrder` lines. */
function farmOrders(count: number, perOrder: number, status = (_index: number) => 'pending') {
  lines = [];
  orders = new Map();
  for (let index = 0; index < count; index += 1) {
    const id = `o-${String(index).padStart(3, '0')}`;
    const createdAt = new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString();
    orders.set(id, { PK: `ORDER#${id}`, SK: 'ORDER', id, status: status(index), createdAt });
    for (let part = 0; part < perOrder; part += 1) lines.push(line(id, createdAt, `${id}-l${part}`));
  }
  lines.sort((a, b) => String(b.LINES1SK).localeCompare(String(a.LINES1SK)));
}

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const values = input.ExpressionAttributeValues ?? {};
    const inRange = lines.filter(
      (item) =>
        item.LINES1PK === values[':pk'] &&
        String(item.LINES1SK) >= String(values[':from']) &&
        String(item.LINES1SK) <= String(values[':to']),
    );
    const start = input.ExclusiveStartKey
      ? inRange.findIndex((item) => item.LINES1SK === input.ExclusiveStartKey?.LINES1SK) + 1
      : 0;
    const page = inRange.slice(start, start + (input.Limit ?? 1000));
    const last = page.at(-1);
    const more = start + page.length < inRange.length;
    return {
      Items: page,
      ...(more && last
        ? { LastEvaluatedKey: { PK: last.PK, SK: last.SK, LINES1PK: last.LINES1PK, LINES1SK: last.LINES1SK } }
        : {}),
    };
  });
  ddbMock.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
    const [table, request] = Object.entries(input.RequestItems ?? {})[0] ?? [];
    const found = (request?.Keys ?? []).flatMap((key) => {
      const order = orders.get(String(key.PK).slice('ORDER#'.length));
      return order ? [order] : [];
    });
    return { Responses: { [String(table)]: found } };
  });
});

async function everyPage(query: { limit: number; status?: 'pending' | 'shipped' }) {
  const ids: string[][] = [];
  let nextToken: string | undefined;
  for (let page = 0; page < 50; page += 1) {
    const answer = await ordersByProducer({
      producerId: 'farm',
      bounds: {},
      ...query,
      ...(nextToken ? { nextToken } : {}),
    });
    ids.push(answer.items.map((item) => String(item.id)));
    if (!answer.nextToken) return ids;
    nextToken = answer.nextToken;
  }
  throw new Error('Too many pages');
}

describe("the admin's orders of one producer", () => {
  it('lists each order once, newest first, across pages, whatever the lines per order', async () => {
    farmOrders(7, 3);
    const pages = await everyPage({ limit: 3 });
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(['o-006', 'o-005', 'o-004', 'o-003', 'o-002', 'o-001', 'o-000']);
  });

  it('filters on the status of the order', async () => {
    farmOrders(6, 2, (index) => (index % 2 === 0 ? 'shipped' : 'pending'));
    expect((await everyPage({ limit: 2, status: 'shipped' })).flat()).toEqual(['o-004', 'o-002', 'o-000']);
  });

  it('a page cut by the read budget inside an order never lists it twice', async () => {
    farmOrders(2, LINES_PER_READ * MAX_LINE_READS + 50);
    const pages = await everyPage({ limit: 5 });
    expect(pages.flat()).toEqual(['o-001', 'o-000']);
  });

  it('the date filters bound the sort key', async () => {
    farmOrders(5, 1);
    const answer = await ordersByProducer({
      producerId: 'farm',
      bounds: dateBounds('2026-01-02', '2026-01-03'),
      limit: 10,
    });
    expect(answer.items.map((item) => item.id)).toEqual(['o-002', 'o-001']);
    expect(answer.nextToken).toBeNull();
  });

  it("refuses a token of another producer's list", async () => {
    farmOrders(4, 1);
    const first = await ordersByProducer({ producerId: 'farm', bounds: {}, limit: 1 });
    expect(first.nextToken).toBeTruthy();
    await expect(
      ordersByProducer({ producerId: 'other', bounds: {}, limit: 1, nextToken: first.nextToken ?? '' }),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(
      ordersByProducer({ producerId: 'farm', bounds: {}, limit: 1, nextToken: 'bm9wZQ' }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });
});
