import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_NOTIFICATION_TEXTS as N } from '../../shared/messages/notifications.js';
import { mockDocumentClient } from '../lib/data/testing.js';
import { mailTextOf } from '../lib/mail/mail-text.js';
import { sendNewOrderDigests } from './new-order-digest.js';

const ddbMock = mockDocumentClient();
/** 07:15 in Madrid on 29 November 2026: the summaries of the 28th are due. */
const MORNING = new Date('2026-11-29T06:15:00Z');

const notice = (orderId: string, createdAt: string) => ({
  orderId,
  createdAt,
  event: 'order_created',
  message: N.newOrderMessage('Lucía', 'Pitahaya × 1', 1, '4,50 €'),
  mailLater: true,
});

beforeEach(() => {
  ddbMock.reset();
  process.env.TABLE_NAME = 'pitahaya';
  process.env.LOCAL_OUTBOX_URL = 'http://127.0.0.1:1/_local/outbox';
  ddbMock
    .on(QueryCommand)
    .callsFake((input: { IndexName?: string; ExpressionAttributeValues?: Record<string, unknown> }) => {
      if (input.IndexName === 'GSI1')
        return {
          Items: [
            { id: 'farm-a', email: 'valle@pitahaya.test', fullName: 'Finca del Valle', isActive: true },
            { id: 'farm-b', email: 'dragon@pitahaya.test', isActive: true },
            { id: 'farm-off', email: 'off@pitahaya.test', isActive: false },
            { id: 'farm-none' },
          ],
        };
      const farm = input.ExpressionAttributeValues?.[':pk'];
      return { Items: farm === 'USER#farm-a' ? [notice('order-1', '2026-11-28T09:00:00.000Z')] : [] };
    });
  ddbMock.on(GetCommand).resolves({});
  ddbMock.on(PutCommand).resolves({});
});

afterEach(() => {
  delete process.env.LOCAL_OUTBOX_URL;
});

const farmQueries = () =>
  ddbMock.commandCalls(QueryCommand).filter((call) => call.args[0].input.IndexName === undefined);

describe('the daily summaries of new orders', () => {
  it('queues one e-mail for a farm that had orders, to its address; none for a day without; never to a deactivated account', async () => {
    await expect(sendNewOrderDigests(MORNING)).resolves.toEqual({ day: '2026-11-28', farms: 2, sent: 1 });
    // Only the two active farms with an address are read: their own notices from the day's start until now.
    expect(farmQueries().map((call) => call.args[0].input)).toEqual([
      expect.objectContaining({
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :until',
        ExpressionAttributeValues: expect.objectContaining({
          ':pk': 'USER#farm-a',
          ':from': 'NOTIFICATION#2026-11-27T23:00:00.000Z',
          ':until': 'NOTIFICATION#2026-11-29T06:15:00.000Z',
        }),
      }),
      expect.objectContaining({
        ExpressionAttributeValues: expect.objectContaining({ ':pk': 'USER#farm-b' }),
      }),
    ]);
    const puts = ddbMock.commandCalls(PutCommand);
    expect(puts).toHaveLength(1);
    const put = puts[0]!.args[0].input;
    expect(put.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(put.Item).toMatchObject({
      PK: 'MAIL#new-orders-farm-a-2026-11-28',
      id: 'new-orders-farm-a-2026-11-28',
      to: 'valle@pitahaya.test',
      kind: 'order',
      subject: 'Resumen del 28 de noviembre: 1 pedido nuevo',
      link: { label: 'Tus pedidos', path: '/producer/orders' },
      sitePaths: true,
      status: 'queued',
      about: 'USER#farm-a',
    });
    expect(mailTextOf(put.Item!)).toContain('Pedido ');
    expect(mailTextOf(put.Item!)).toContain('Lucía te pidió 1 unidad: Pitahaya × 1.');
  });

  it('a summary queued already (an earlier run) is not read again nor written', async () => {
    ddbMock.on(GetCommand, { Key: { PK: 'MAIL#new-orders-farm-a-2026-11-28', SK: 'MAIL' } }).resolves({
      Item: { PK: 'MAIL#new-orders-farm-a-2026-11-28' },
    });
    await expect(sendNewOrderDigests(MORNING)).resolves.toMatchObject({ sent: 0 });
    expect(farmQueries().map((call) => call.args[0].input.ExpressionAttributeValues?.[':pk'])).toEqual([
      'USER#farm-b',
    ]);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('two runs at once: the one whose put is refused sends nothing more', async () => {
    ddbMock
      .on(PutCommand)
      .rejects(Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' }));
    await expect(sendNewOrderDigests(MORNING)).resolves.toMatchObject({ sent: 0 });
  });

  it('outside 07:00-10:00 Madrid, or with e-mail off, reads nothing', async () => {
    await expect(sendNewOrderDigests(new Date('2026-11-29T09:00:00Z'))).resolves.toEqual({
      day: null,
      farms: 0,
      sent: 0,
    });
    delete process.env.LOCAL_OUTBOX_URL;
    await expect(sendNewOrderDigests(MORNING)).resolves.toMatchObject({ day: null });
    expect(ddbMock.calls()).toHaveLength(0);
  });
});
