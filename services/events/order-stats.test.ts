import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { createLogger } from '../lib/logger.js';
import type { ChangeRecord } from './change-record.js';
import { chunksOf, MAX_TRANSACTION_ITEMS, orderStatsProcessor } from './order-stats.js';
import { BATCH_PROCESSORS, PROCESSORS } from './processors.js';
import { counterDeltas } from '../stats/index.js';

const ddbMock = mockDocumentClient();
const logger = createLogger('order-stats-test');
const CREATED = '2026-05-14T10:00:00.000Z';

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
  at: new Date(),
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

  it("writes a change's counter updates with its own marker, in one transaction", async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    await orderStatsProcessor.handleBatch([change(line('pending'), line('cancelled'))], logger);
    const [items = []] = transactions();
    expect(items[0]?.Put?.Item).toMatchObject({ PK: 'EVENT#evt-9#order-stats', SK: 'APPLIED' });
    expect(items[0]?.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
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

  it("adds up a checkout's order and lines: each counter item written once, with every record's marker", async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    await orderStatsProcessor.handleBatch(checkout(), logger);
    const all = transactions();
    expect(all).toHaveLength(1);
    const items = all[0] ?? [];
    expect(items.slice(0, 3).map((item) => item.Put?.Item?.PK)).toEqual([
      'EVENT#evt-order#order-stats',
      'EVENT#evt-line-1#order-stats',
      'EVENT#evt-line-2#order-stats',
    ]);
    const updates = items.slice(3).map((item) => item.Update);
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

  it('leaves out the records already applied (a retried batch cut otherwise) and writes the rest once', async () => {
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'ConditionalCheckFailed', ...Array<string>(15).fill('None')]))
      .resolves({});
    await orderStatsProcessor.handleBatch(checkout(), logger);
    const [, second = []] = transactions();
    expect(second.filter((item) => item.Put).map((item) => item.Put?.Item?.PK)).toEqual([
      'EVENT#evt-order#order-stats',
      'EVENT#evt-line-2#order-stats',
    ]);
    // The order's 6 updates and the second line's 8, merged: the shop's 2 buckets and farm-b's day and month
    // are shared, so 6 + 8 - 4 = 10.
    expect(second.filter((item) => item.Update)).toHaveLength(10);
    // Every record applied: nothing written.
    ddbMock.reset();
    ddbMock
      .on(TransactWriteCommand)
      .rejects(cancelled(['ConditionalCheckFailed', ...Array<string>(10).fill('None')]));
    await expect(
      orderStatsProcessor.handleBatch([change(line('pending'), line('cancelled'))], logger),
    ).resolves.toBeUndefined();
    expect(transactions()).toHaveLength(1);
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
      marker: `evt-${index}`,
      deltas: counterDeltas(undefined, line('pending', `po-${index}`, `farm-${index}`, `p-${index}`)),
    }));
    const chunks = chunksOf(records);
    expect(chunks.flat()).toEqual(records);
    for (const chunk of chunks) {
      const keys = new Set(chunk.flatMap((record) => [...record.deltas.keys()]));
      expect(chunk.length + keys.size).toBeLessThanOrEqual(MAX_TRANSACTION_ITEMS);
    }
    expect(chunks.length).toBeGreaterThan(1);
  });
});
