import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { mockDocumentClient, testDocumentClient } from '../lib/data/testing.js';
import { backfillOrderKeys, nextMonth, ORDER_HISTORY_START, orderKeysUpdate } from './order-keys.js';
import { expectDoneOnceMarked, expectMarkerWritten } from './testing.js';

const ddbMock = mockDocumentClient();
const documents = testDocumentClient();
const TABLE = 'pitahaya';
const ORDER_ID = 'o-2b1f-4c5e-9a01-5e0c1a01';
const CREATED = '2026-02-10T09:00:00.000Z';

afterEach(() => ddbMock.reset());

const conditionFailed = () =>
  Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

/** An order as checkout wrote it before issue 23: no GSI3 key, no line counts. */
const OLD_ORDER = {
  PK: `ORDER#${ORDER_ID}`,
  SK: 'ORDER',
  createdAt: CREATED,
  status: 'pending',
  version: 3,
  GSI2PK: 'ORDERS#2026-02',
};
const LINES = [
  { PK: `ORDER#${ORDER_ID}`, SK: 'PO#a', status: 'delivered' },
  { PK: `ORDER#${ORDER_ID}`, SK: 'PO#b', status: 'pending' },
  { PK: `ORDER#${ORDER_ID}`, SK: 'PO#c', status: 'delivered' },
];

describe('what an old order gets', () => {
  it('its reference key (the last 8 characters, upper case) and its lines per status', () => {
    expect(orderKeysUpdate(OLD_ORDER, LINES)).toEqual({
      keys: { LINES3PK: 'ORDER_REF#5E0C1A01', LINES3SK: `${CREATED}#${ORDER_ID}` },
      lineStatusCounts: { delivered: 2, pending: 1 },
    });
  });

  it('keeps counts it has (only the key), and leaves an order without a date or readable lines', () => {
    expect(orderKeysUpdate({ ...OLD_ORDER, lineStatusCounts: { pending: 3 } }, LINES)).toEqual({
      keys: { LINES3PK: 'ORDER_REF#5E0C1A01', LINES3SK: `${CREATED}#${ORDER_ID}` },
    });
    expect(orderKeysUpdate({ ...OLD_ORDER, createdAt: undefined }, LINES)).toBeNull();
    expect(orderKeysUpdate(OLD_ORDER, [])).toBeNull();
    expect(orderKeysUpdate(OLD_ORDER, [...LINES, { SK: 'PO#d' }])).toBeNull();
  });

  it('walks the months in order', () => {
    expect(nextMonth('2026-01')).toBe('2026-02');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });
});

describe('order keys backfill', () => {
  /** The table: no marker, no stats, the old order in its month shard (GSI2), its partition. */
  function oldTable(order: Record<string, unknown> = OLD_ORDER) {
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    ddbMock
      .on(QueryCommand, { IndexName: 'LINES4', ExpressionAttributeValues: { ':month': 'ORDERS#2026-02' } })
      .resolves({ Items: [{ PK: order.PK }] });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `ORDER#${ORDER_ID}` } })
      .resolves({ Items: [order, ...LINES, { PK: order.PK, SK: 'INVOICE#1' }] });
    ddbMock.on(UpdateCommand).resolves({});
    ddbMock.on(PutCommand).resolves({});
  }

  it('gives an old order its key and counts, conditioned on its version, month by month to this month', async () => {
    oldTable();
    const report = await backfillOrderKeys(documents, TABLE, { now: new Date('2026-03-05T00:00:00Z') });
    expect(report).toEqual({ done: false, orders: 1, skipped: 0 });
    const months = ddbMock
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input)
      .filter((input) => input.IndexName === 'LINES4');
    expect(months.map((input) => input.ExpressionAttributeValues?.[':month'])).toEqual([
      `ORDERS#${ORDER_HISTORY_START}`,
      'ORDERS#2026-02',
      'ORDERS#2026-03',
    ]);
    // The keys-only month index holds neither attribute: every order of it is looked at.
    expect(months[0]).toMatchObject({
      KeyConditionExpression: 'LINES4PK = :month',
      FilterExpression: 'SK = :order',
    });
    const read = ddbMock
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input)
      .find((input) => input.ExpressionAttributeValues?.[':pk'] === `ORDER#${ORDER_ID}`);
    expect(read).toMatchObject({ KeyConditionExpression: 'PK = :pk', ConsistentRead: true });
    const updates = ddbMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(updates).toEqual([
      {
        TableName: TABLE,
        Key: { PK: `ORDER#${ORDER_ID}`, SK: 'ORDER' },
        UpdateExpression: 'SET LINES3PK = :ref0, LINES3SK = :ref1, lineStatusCounts = :counts',
        ConditionExpression:
          'attribute_exists(PK) AND #version = :version AND attribute_not_exists(lineStatusCounts)',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: {
          ':ref0': 'ORDER_REF#5E0C1A01',
          ':ref1': `${CREATED}#${ORDER_ID}`,
          ':counts': { delivered: 2, pending: 1 },
          ':version': 3,
        },
      },
    ]);
    expectMarkerWritten(ddbMock, 'order-keys', { orders: 1 });
  });

  it('starts at the first month the shop stats counted when it is earlier', async () => {
    oldTable();
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STATS#SHOP', ':month': 'MONTH#' } })
      .resolves({ Items: [{ SK: 'MONTH#2025-11' }] });
    await backfillOrderKeys(documents, TABLE, { now: new Date('2026-01-20T00:00:00Z') });
    const months = ddbMock
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input)
      .filter((input) => input.IndexName === 'LINES4')
      .map((input) => input.ExpressionAttributeValues?.[':month']);
    expect(months).toEqual(['ORDERS#2025-11', 'ORDERS#2025-12', 'ORDERS#2026-01']);
  });

  it('reads an order again when it changed between the read and the write, without a version when it has none', async () => {
    const unversioned = { ...OLD_ORDER, version: undefined };
    oldTable(unversioned);
    ddbMock.on(UpdateCommand).rejectsOnce(conditionFailed()).resolves({});
    const report = await backfillOrderKeys(documents, TABLE, { now: new Date('2026-02-20T00:00:00Z') });
    expect(report.orders).toBe(1);
    const updates = ddbMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(updates).toHaveLength(2);
    expect(updates[0]?.ConditionExpression).toBe(
      'attribute_exists(PK) AND attribute_not_exists(#version) AND attribute_not_exists(lineStatusCounts)',
    );
    const reads = ddbMock
      .commandCalls(QueryCommand)
      .filter((call) => call.args[0].input.ExpressionAttributeValues?.[':pk'] === `ORDER#${ORDER_ID}`);
    expect(reads).toHaveLength(2);
  });

  it('leaves an order that already has both (changed since the index answered), and one without lines', async () => {
    oldTable({ ...OLD_ORDER, LINES3PK: 'ORDER_REF#5E0C1A01', lineStatusCounts: { pending: 3 } });
    expect(await backfillOrderKeys(documents, TABLE, { now: new Date('2026-02-20T00:00:00Z') })).toEqual({
      done: false,
      orders: 0,
      skipped: 0,
    });
    ddbMock.reset();
    oldTable();
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `ORDER#${ORDER_ID}` } })
      .resolves({ Items: [OLD_ORDER] });
    expect(
      (await backfillOrderKeys(documents, TABLE, { now: new Date('2026-02-20T00:00:00Z') })).skipped,
    ).toBe(1);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('pauses after a page with its cursor (no marker), goes on from it, and is done once marked', async () => {
    oldTable();
    ddbMock
      .on(QueryCommand, { IndexName: 'LINES4', ExpressionAttributeValues: { ':month': 'ORDERS#2026-02' } })
      .resolvesOnce({ Items: [{ PK: OLD_ORDER.PK }], LastEvaluatedKey: { PK: 'ORDER#x', SK: 'ORDER' } })
      .resolves({ Items: [] });
    const paused = await backfillOrderKeys(documents, TABLE, {
      from: { month: '2026-02' },
      shouldPause: () => true,
      now: new Date('2026-02-20T00:00:00Z'),
    });
    expect(paused.next).toEqual({ month: '2026-02', startKey: { PK: 'ORDER#x', SK: 'ORDER' } });
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    const resumed = await backfillOrderKeys(documents, TABLE, {
      from: paused.next!,
      now: new Date('2026-02-20T00:00:00Z'),
    });
    expect(resumed.next).toBeUndefined();
    const last = ddbMock.commandCalls(QueryCommand).at(-1)?.args[0].input;
    expect(last?.ExclusiveStartKey).toEqual({ PK: 'ORDER#x', SK: 'ORDER' });
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(1);

    await expectDoneOnceMarked(ddbMock, 'order-keys', () => backfillOrderKeys(documents, TABLE), {
      orders: 0,
      skipped: 0,
    });
  });
});
