import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { createLogger } from '../lib/logger.js';
import type { ChangeRecord } from './change-record.js';
import { orderStatsProcessor } from './order-stats.js';
import { PROCESSORS } from './processors.js';

const ddbMock = mockDocumentClient();
const logger = createLogger('order-stats-test');

const line = (status: string) => ({
  PK: 'ORDER#o-1',
  SK: 'PO#po-1',
  productId: 'p-1',
  producerId: 'farm-a',
  quantity: 2,
  totalPrice: 10,
  status,
  createdAt: '2026-05-14T10:00:00.000Z',
});

const change = (oldImage?: object, newImage?: object): ChangeRecord => ({
  eventId: 'evt-9',
  kind: oldImage && newImage ? 'MODIFY' : newImage ? 'INSERT' : 'REMOVE',
  sequenceNumber: '1',
  at: new Date(),
  keys: { PK: 'ORDER#o-1', SK: 'PO#po-1' },
  ...(oldImage ? { oldImage: oldImage as Record<string, unknown> } : {}),
  ...(newImage ? { newImage: newImage as Record<string, unknown> } : {}),
});

beforeEach(() => ddbMock.reset());

describe('order-stats processor', () => {
  it('is one of the events function processors', () => {
    expect(PROCESSORS).toContain(orderStatsProcessor);
  });

  it("writes a change's counter updates with its own marker, in one transaction", async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    await orderStatsProcessor.handle(change(line('pending'), line('cancelled')), logger);
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Put?.Item).toMatchObject({ PK: 'EVENT#evt-9#order-stats', SK: 'APPLIED' });
    // The order's counter shard (0 for o-1) of each scope, and the product's figure items (sorted by key).
    expect(items.slice(1).map((item) => item.Update?.Key)).toEqual([
      { PK: 'STATS#PRODUCER#farm-a#FIGURES#0', SK: 'DAY#2026-05-14#P#p-1' },
      { PK: 'STATS#PRODUCER#farm-a#FIGURES#0', SK: 'MONTH#2026-05#P#p-1' },
      { PK: 'STATS#PRODUCER#farm-a', SK: 'DAY#2026-05-14' },
      { PK: 'STATS#PRODUCER#farm-a', SK: 'MONTH#2026-05' },
      { PK: 'STATS#PRODUCER#farm-a', SK: 'TOTAL' },
      { PK: 'STATS#SHOP#FIGURES#5', SK: 'DAY#2026-05-14#P#p-1' },
      { PK: 'STATS#SHOP#FIGURES#5', SK: 'MONTH#2026-05#P#p-1' },
      { PK: 'STATS#SHOP', SK: 'DAY#2026-05-14' },
      { PK: 'STATS#SHOP', SK: 'MONTH#2026-05' },
      { PK: 'STATS#SHOP', SK: 'TOTAL' },
    ]);
  });

  it('writes nothing (not even a marker) for a change that counts nothing', async () => {
    await orderStatsProcessor.handle(change(line('shipped'), { ...line('shipped'), notes: 'x' }), logger);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
