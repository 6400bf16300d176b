import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { createLogger } from '../lib/logger.js';
import { buyerActivityProcessor, newOrderOf } from './buyer-activity.js';
import type { ChangeRecord } from './change-record.js';
import { BATCH_PROCESSORS, PROCESSORS } from './processors.js';

process.env.TABLE_NAME ??= 'pitahaya';
const ddbMock = mockDocumentClient();
const logger = createLogger('buyer-activity-test');

const ORDER = {
  PK: 'ORDER#o-1',
  SK: 'ORDER',
  id: 'o-1',
  userId: 'u-ana',
  status: 'pending',
  createdAt: '2026-05-14T10:00:00.000Z',
};

const change = (kind: ChangeRecord['kind'], image: Record<string, unknown>, sk = 'ORDER'): ChangeRecord => ({
  eventId: 'evt-1',
  kind,
  sequenceNumber: '1',
  at: new Date(),
  keys: { PK: 'ORDER#o-1', SK: sk },
  newImage: image,
  ...(kind === 'MODIFY' ? { oldImage: image } : {}),
});

const conditionFailed = () =>
  Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

beforeEach(() => ddbMock.reset());

describe('buyer-activity processor', () => {
  it('is one of the events function processors, after the stats and notifications', () => {
    const names = PROCESSORS.map((processor) => processor.name);
    expect(names.indexOf('buyer-activity')).toBeGreaterThan(names.indexOf('order-notifications'));
    // The stats counters are kept by a batch processor (the batch's deltas added up, order-stats.ts).
    expect(BATCH_PROCESSORS.map((processor) => processor.name)[0]).toBe('order-stats');
  });

  it('only a new order item counts: not a status change, not a product order', () => {
    expect(newOrderOf(change('INSERT', ORDER))).toEqual({ userId: 'u-ana', at: ORDER.createdAt });
    expect(newOrderOf(change('MODIFY', { ...ORDER, status: 'cancelled' }))).toBeNull();
    expect(newOrderOf(change('INSERT', { ...ORDER, SK: 'PO#po-1' }, 'PO#po-1'))).toBeNull();
    expect(newOrderOf(change('INSERT', { ...ORDER, createdAt: 'ayer' }))).toBeNull();
    expect(newOrderOf(change('INSERT', { ...ORDER, userId: '' }))).toBeNull();
  });

  it("moves the consumer's last order and last activity forward to the order's time, in one write", async () => {
    ddbMock.on(UpdateCommand).resolves({});
    await buyerActivityProcessor.handle(change('INSERT', ORDER), logger);
    const updates = ddbMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      Key: { PK: 'USER#u-ana', SK: 'ACTIVITY' },
      ExpressionAttributeValues: {
        ':at': ORDER.createdAt,
        ':orderPk': 'BUYERS',
        ':activePk': 'ACTIVE#consumer',
      },
    });
    expect(updates[0]?.ConditionExpression).toContain('lastOrderAt < :at');
    expect(updates[0]?.ConditionExpression).toContain('lastActiveAt < :at');
  });

  it('a redelivered record changes nothing and does not fail (times only move forward)', async () => {
    ddbMock.on(UpdateCommand).rejects(conditionFailed());
    ddbMock.on(GetCommand).resolves({ Item: { PK: 'USER#u-ana' } });
    await expect(buyerActivityProcessor.handle(change('INSERT', ORDER), logger)).resolves.toBeUndefined();
  });

  it('writes nothing for other changes', async () => {
    await buyerActivityProcessor.handle(change('MODIFY', ORDER), logger);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
