import { TransactWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { mockDocumentClient, testDocumentClient } from '../lib/data/testing.js';
import { backfillStatsFigures, figureMoves } from './stats-figures.js';
import { expectMarkerWritten } from './testing.js';

const ddbMock = mockDocumentClient();
const documents = testDocumentClient();
afterEach(() => ddbMock.reset());

const BUCKET = {
  PK: 'STATS#SHOP',
  SK: 'DAY#2026-05-14',
  orders: 2,
  revenueCents: 1500,
  'pr#p-1': 1000,
  'pu#p-1': 2,
  'pr#p-2': 0,
  'pu#p-2': 1,
  'vr#farm-a': 1000,
};

describe('stats figures migration', () => {
  it("takes a bucket's per-product and per-farm counters to their figure items, nothing else", () => {
    const moves = figureMoves('SHOP', BUCKET);
    expect(
      moves.map(({ key, taken, revenue, units }) => ({
        key,
        taken: Object.fromEntries(taken),
        revenue,
        units,
      })),
    ).toEqual([
      {
        key: { PK: 'STATS#SHOP#FIGURES#5', SK: 'DAY#2026-05-14#P#p-1' },
        taken: { 'pr#p-1': 1000, 'pu#p-1': 2 },
        revenue: 1000,
        units: 2,
      },
      {
        key: { PK: 'STATS#SHOP#FIGURES#4', SK: 'DAY#2026-05-14#P#p-2' },
        taken: { 'pr#p-2': 0, 'pu#p-2': 1 },
        revenue: 0,
        units: 1,
      },
      {
        key: { PK: 'STATS#SHOP#FIGURES#7', SK: 'DAY#2026-05-14#F#farm-a' },
        taken: { 'vr#farm-a': 1000 },
        revenue: 1000,
        units: 0,
      },
    ]);
    expect(figureMoves('SHOP', { ...BUCKET, SK: 'TOTAL' })).toEqual([]);
    expect(figureMoves('SHOP', { PK: 'STATS#SHOP', SK: 'DAY#2026-05-14', orders: 1 })).toEqual([]);
  });

  it('removes them from the bucket only as read, in the transaction that adds them to the figures', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STATS#SHOP' } })
      .resolves({ Items: [BUCKET] });
    ddbMock.on(TransactWriteCommand).resolves({});
    ddbMock.on(PutCommand).resolves({});
    const report = await backfillStatsFigures(documents, 'pitahaya');
    expect(report).toEqual({ done: false, buckets: 1, counters: 5, skipped: 0 });
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(4);
    const bucket = items[0]?.Update;
    expect(bucket?.Key).toEqual({ PK: 'STATS#SHOP', SK: 'DAY#2026-05-14' });
    expect(bucket?.UpdateExpression).toBe('REMOVE #a0, #a1, #a2, #a3, #a4');
    expect(bucket?.ConditionExpression).toBe(
      '#a0 = :a0 AND #a1 = :a1 AND #a2 = :a2 AND #a3 = :a3 AND #a4 = :a4',
    );
    expect(items[1]?.Update).toMatchObject({
      Key: { PK: 'STATS#SHOP#FIGURES#5', SK: 'DAY#2026-05-14#P#p-1' },
      UpdateExpression: 'SET entity = :entity, #id = :id ADD #c0 :c0, #c1 :c1',
      ExpressionAttributeNames: { '#id': 'productId', '#c0': 'legacyRevenueCents', '#c1': 'legacyUnits' },
      ExpressionAttributeValues: { ':id': 'p-1', ':c0': 1000, ':c1': 2 },
    });
    expect(items[3]?.Update).toMatchObject({
      ExpressionAttributeNames: { '#id': 'producerId', '#c0': 'legacyRevenueCents' },
      ExpressionAttributeValues: { ':id': 'farm-a', ':c0': 1000 },
    });
    // The producers are walked from the directory (GSI1 ROLE#producer) after the shop.
    expect(ddbMock.commandCalls(QueryCommand).at(-1)?.args[0].input).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':role': 'ROLE#producer' },
    });
    expectMarkerWritten(ddbMock, 'stats-figures');
  });

  it('pauses with a cursor, and a bucket changed meanwhile is read again', async () => {
    ddbMock.on(GetCommand).resolves({});
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STATS#SHOP' } })
      .resolves({ Items: [BUCKET], LastEvaluatedKey: { PK: 'STATS#SHOP', SK: 'DAY#2026-05-14' } });
    const changed = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
    });
    ddbMock.on(TransactWriteCommand).rejectsOnce(changed).resolves({});
    ddbMock
      .on(GetCommand, { Key: { PK: 'STATS#SHOP', SK: 'DAY#2026-05-14' } })
      .resolves({ Item: { PK: 'STATS#SHOP', SK: 'DAY#2026-05-14', 'pu#p-1': 3 } });
    const report = await backfillStatsFigures(documents, 'pitahaya', { shouldPause: () => true });
    expect(report).toEqual({
      done: false,
      buckets: 1,
      counters: 1,
      skipped: 0,
      next: { phase: 'shop', startKey: { PK: 'STATS#SHOP', SK: 'DAY#2026-05-14' } },
    });
    expect(
      ddbMock.commandCalls(TransactWriteCommand)[1]?.args[0].input.TransactItems?.[1]?.Update,
    ).toMatchObject({ ExpressionAttributeValues: { ':c0': 3 } });
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });
});
