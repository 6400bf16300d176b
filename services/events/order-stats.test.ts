import { BatchGetCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { readEnv } from '../lib/env.js';
import { createLogger } from '../lib/logger.js';
import type { ChangeRecord } from './change-record.js';
import { chunksOf, MAX_TRANSACTION_ITEMS, orderStatsProcessor } from './order-stats.js';
import { MAX_RECORDS_PER_MARKER } from './order-stats-markers.js';
import { BATCH_PROCESSORS, PROCESSORS } from './processors.js';
import { counterDeltas } from '../stats/index.js';

const ddbMock = mockDocumentClient();
const logger = createLogger('order-stats-test');
const CREATED = '2026-05-14T10:00:00.000Z';
/** When the stream recorded the changes (their marker item is the partition's of that hour). */
const STREAMED = new Date('2026-05-14T10:05:00.000Z');
const MARKER = { PK: 'EVENT#ORDER#o-1#order-stats', SK: 'APPLIED#2026-05-14T10' };

const line = (status: string, id = 'po-1', producerId = 'farm-a', productId = 'p-1') => ({
  PK: 'ORDER#o-1',
  SK: `PO#${id}`,
  productId,
  producerId,
  quantity: 2,
  totalPrice: 10,
  status,
  createdAt: CREATED,
});

const order = {
  PK: 'ORDER#o-1',
  SK: 'ORDER',
  status: 'pending',
  createdAt: CREATED,
  producerIds: ['farm-a', 'farm-b'],
  activeProducerIds: ['farm-a', 'farm-b'],
};

const change = (oldImage?: object, newImage?: object, eventId = 'evt-9'): ChangeRecord => ({
  eventId,
  kind: oldImage && newImage ? 'MODIFY' : newImage ? 'INSERT' : 'REMOVE',
  sequenceNumber: '1',
  at: STREAMED,
  keys: {
    PK: 'ORDER#o-1',
    SK: String(((newImage ?? oldImage) as { SK?: string } | undefined)?.SK ?? 'PO#po-1'),
  },
  ...(oldImage ? { oldImage: oldImage as Record<string, unknown> } : {}),
  ...(newImage ? { newImage: newImage as Record<string, unknown> } : {}),
});

/** A checkout: the order and its two lines of two farms, inserted together. */
const checkout = () => [
  change(undefined, order, 'evt-order'),
  change(undefined, line('pending', 'po-1', 'farm-a', 'p-1'), 'evt-line-1'),
  change(undefined, line('pending', 'po-2', 'farm-b', 'p-2'), 'evt-line-2'),
];

const transactions = () =>
  ddbMock.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);

const cancelled = (codes: string[]) =>
  Object.assign(new Error(`Transaction cancelled [${codes.join(', ')}]`), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

beforeEach(() => ddbMock.reset());

describe('order-stats batch processor', () => {
  it('is the first of the batch processors (no longer a per-record one)', () => {
    expect(BATCH_PROCESSORS[0]).toBe(orderStatsProcessor);
    expect(PROCESSORS.map((processor) => processor.name)).not.toContain('order-stats');
  });

  it("writes a change's counter updates with its partition's marker, in one transaction", async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    await orderStatsProcessor.handleBatch([change(line('pending'), line('cancelled'))], logger);
    const [items = []] = transactions();
    // The marker of the order's partition and the record's hour: its id added only if not there yet.
    expect(items[0]?.Update?.Key).toEqual(MARKER);
    expect(items[0]?.Update?.UpdateExpression).toBe('ADD #applied :ids SET expiresAt = :expiresAt');
    expect(items[0]?.Update?.ConditionExpression).toBe('NOT contains(#applied, :e0)');
    expect(items[0]?.Update?.ExpressionAttributeValues).toMatchObject({
      ':e0': 'evt-9',
      ':ids': new Set(['evt-9']),
    });
    // The order's counter shard (0 for o-1) of each scope, and the product's figure items (sorted by key).
    expect(items.slice(1).map((item) => item.Update?.Key)).toEqual([
      { PK: 'STATS#PRODUCER#farm-a#FIGURES#0', SK: 'DAY#2026-05-14#P#p-1' },
      { PK: 'STATS#PRODUCER#farm-a#FIGURES#0', SK: 'MONTH#2026-05#P#p-1' },
      { PK: 'STATS#PRODUCER#farm-a', SK: 'DAY#2026-05-14' },
      { PK: 'STATS#PRODUCER#farm-a', SK: 'MONTH#2026-05' },
      { PK: 'STATS#SHOP#FIGURES#5', SK: 'DAY#2026-05-14#P#p-1' },
      { PK: 'STATS#SHOP#FIGURES#5', SK: 'MONTH#2026-05#P#p-1' },
      { PK: 'STATS#SHOP', SK: 'DAY#2026-05-14' },
      { PK: 'STATS#SHOP', SK: 'MONTH#2026-05' },
    ]);
  });

  it("adds up a checkout's order and lines: each counter item written once, with one marker of the three records", async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    await orderStatsProcessor.handleBatch(checkout(), logger);
    const all = transactions();
    expect(all).toHaveLength(1);
    const items = all[0] ?? [];
    expect(items[0]?.Update?.Key).toEqual(MARKER);
    expect(items[0]?.Update?.ExpressionAttributeValues?.[':ids']).toEqual(
      new Set(['evt-order', 'evt-line-1', 'evt-line-2']),
    );
    expect(items[0]?.Update?.ConditionExpression).toBe(
      'NOT contains(#applied, :e0) AND NOT contains(#applied, :e1) AND NOT contains(#applied, :e2)',
    );
    const updates = items.slice(1).map((item) => item.Update);
    // 22 updates one record at a time (6 + 8 + 8), 14 merged: no key twice.
    const separate = checkout().reduce(
      (sum, record) => sum + counterDeltas(record.oldImage, record.newImage).size,
      0,
    );
    expect(separate).toBe(22);
    expect(updates).toHaveLength(14);
    expect(new Set(updates.map((update) => `${update?.Key?.PK}|${update?.Key?.SK}`)).size).toBe(14);
    const shopDay = updates.find(
      (update) => update?.Key?.PK === 'STATS#SHOP' && update.Key?.SK === 'DAY#2026-05-14',
    );
    const added = Object.fromEntries(
      Object.entries(shopDay?.ExpressionAttributeNames ?? {})
        .filter(([alias]) => alias.startsWith('#c'))
        .map(([alias, name]) => [name, shopDay?.ExpressionAttributeValues?.[`:${alias.slice(1)}`]]),
    );
    expect(added).toEqual({
      orders: 1,
      'ost#pending': 1,
      productOrders: 2,
      revenueCents: 2000,
      'st#pending': 2,
      units: 4,
    });
  });

  it('leaves out the records its marker holds (a retried batch cut otherwise) and writes the rest once', async () => {
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['ConditionalCheckFailed', ...Array<string>(14).fill('None')]))
      .resolves({});
    ddbMock.on(GetCommand).resolves({ Item: { ...MARKER, applied: new Set(['evt-line-1', 'evt-other']) } });
    await orderStatsProcessor.handleBatch(checkout(), logger);
    expect(ddbMock.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({
      Key: MARKER,
      ConsistentRead: true,
    });
    const [, second = []] = transactions();
    expect(second[0]?.Update?.ExpressionAttributeValues?.[':ids']).toEqual(
      new Set(['evt-order', 'evt-line-2']),
    );
    // The order's 6 updates and the second line's 8, merged: the shop's 2 buckets and farm-b's day and month
    // are shared, so 6 + 8 - 4 = 10.
    expect(second.slice(1).filter((item) => item.Update)).toHaveLength(10);
    // Every record applied: nothing written.
    ddbMock.reset();
    ddbMock
      .on(TransactWriteCommand)
      .rejects(cancelled(['ConditionalCheckFailed', ...Array<string>(8).fill('None')]));
    ddbMock.on(GetCommand).resolves({ Item: { ...MARKER, applied: new Set(['evt-9']) } });
    await expect(
      orderStatsProcessor.handleBatch([change(line('pending'), line('cancelled'))], logger),
    ).resolves.toBeUndefined();
    expect(transactions()).toHaveLength(1);
    // A marker refused that holds none of its records (never seen): the batch is delivered again.
    ddbMock.reset();
    ddbMock
      .on(TransactWriteCommand)
      .rejects(cancelled(['ConditionalCheckFailed', ...Array<string>(8).fill('None')]));
    ddbMock.on(GetCommand).resolves({});
    await expect(
      orderStatsProcessor.handleBatch([change(line('pending'), line('cancelled'))], logger),
    ).rejects.toThrow();
  });

  it('leaves out the records the version before marked applied, one marker item each', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    ddbMock.on(BatchGetCommand).resolves({
      Responses: { [readEnv().tableName]: [{ PK: 'EVENT#evt-order#order-stats' }] },
    });
    await orderStatsProcessor.handleBatch(checkout(), logger);
    const [lookup] = ddbMock.commandCalls(BatchGetCommand);
    expect(Object.values(lookup?.args[0].input.RequestItems ?? {})[0]).toMatchObject({
      ConsistentRead: true,
      Keys: [
        { PK: 'EVENT#evt-order#order-stats', SK: 'APPLIED' },
        { PK: 'EVENT#evt-line-1#order-stats', SK: 'APPLIED' },
        { PK: 'EVENT#evt-line-2#order-stats', SK: 'APPLIED' },
      ],
    });
    const [items = []] = transactions();
    expect(items[0]?.Update?.ExpressionAttributeValues?.[':ids']).toEqual(
      new Set(['evt-line-1', 'evt-line-2']),
    );
    // The two lines' 8 updates each, merged: the shop's day and month shared, 8 + 8 - 2 = 14.
    expect(items.slice(1)).toHaveLength(14);
  });

  it('marks records whose deltas cancel out in a batch, so a redelivery of one alone does not count it', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    await orderStatsProcessor.handleBatch(
      [
        change(line('pending'), line('confirmed'), 'evt-there'),
        change(line('confirmed'), line('pending'), 'evt-back'),
      ],
      logger,
    );
    const [items = []] = transactions();
    expect(items).toHaveLength(1);
    expect(items[0]?.Update?.Key).toEqual(MARKER);
    expect(items[0]?.Update?.ExpressionAttributeValues?.[':ids']).toEqual(new Set(['evt-there', 'evt-back']));
  });

  it('throws anything else (the stream delivers the batch again)', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['None', 'TransactionConflict']));
    await expect(orderStatsProcessor.handleBatch(checkout(), logger)).rejects.toThrow();
  });

  it('writes nothing (not even a marker) for a change that counts nothing', async () => {
    await orderStatsProcessor.handleBatch(
      [change(line('shipped'), { ...line('shipped'), notes: 'x' })],
      logger,
    );
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('cuts a batch into transactions of at most 100 items (markers and merged updates)', () => {
    const records = Array.from({ length: 30 }, (_, index) => ({
      eventId: `evt-${index}`,
      partition: `ORDER#o-${index}`,
      at: STREAMED,
      deltas: counterDeltas(undefined, line('pending', `po-${index}`, `farm-${index}`, `p-${index}`)),
    }));
    const chunks = chunksOf(records);
    expect(chunks.flat()).toEqual(records);
    for (const chunk of chunks) {
      const keys = new Set(chunk.flatMap((record) => [...record.deltas.keys()]));
      // One marker per order here (each record its own order).
      expect(chunk.length + keys.size).toBeLessThanOrEqual(MAX_TRANSACTION_ITEMS);
    }
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('names at most MAX_RECORDS_PER_MARKER records of one marker in a chunk', () => {
    // 120 changes of one order's line in the same hour: one marker, few counter items.
    const records = Array.from({ length: 120 }, (_, index) => ({
      eventId: `evt-${index}`,
      partition: 'ORDER#o-1',
      at: STREAMED,
      deltas: counterDeltas(line('pending'), line(index % 2 ? 'pending' : 'confirmed')),
    }));
    const chunks = chunksOf(records);
    expect(chunks.flat()).toEqual(records);
    expect(chunks.map((chunk) => chunk.length)).toEqual([
      MAX_RECORDS_PER_MARKER,
      MAX_RECORDS_PER_MARKER,
      120 - 2 * MAX_RECORDS_PER_MARKER,
    ]);
  });
});
