import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { createLogger } from '../lib/logger.js';
import type { ChangeRecord } from './change-record.js';
import { orderImage } from './testing.js';
import { noticeWrites, orderNotificationsProcessor } from './order-notifications.js';

const ddbMock = mockDocumentClient();
const logger = createLogger('order-notifications-test');
const ORDER_ID = 'o-1';

const order = (fields: Record<string, unknown> = {}) =>
  orderImage(ORDER_ID, {
    consumerInfo: { fullName: 'Lucía' },
    items: [
      { quantity: 1, price: 2, product: { name: 'Pitahaya', producerId: 'farm-a' } },
      { quantity: 1, price: 3, product: { name: 'Jugo', producerId: 'farm-b' } },
    ],
    ...fields,
  });

const STREAM_TIME = new Date('2026-11-30T08:15:42.000Z');

const inserted = (eventId = 'evt-7'): ChangeRecord => ({
  eventId,
  kind: 'INSERT',
  sequenceNumber: '7',
  at: STREAM_TIME,
  keys: { PK: `ORDER#${ORDER_ID}`, SK: 'ORDER' },
  newImage: order(),
});

/** The conditional puts sent, in order: notices, then e-mails (each put only if absent). */
const puts = () =>
  ddbMock.commandCalls(PutCommand).map((call) => {
    expect(call.args[0].input.ConditionExpression).toBe('attribute_not_exists(PK)');
    return call.args[0].input;
  });
const putItems = () => puts().map((input) => input.Item ?? {});
const byKey = (items: Record<string, unknown>[]) =>
  [...items].sort((a, b) => String(a.PK).localeCompare(String(b.PK)));

const FARMS = [
  { id: 'farm-a', email: 'valle@pitahaya.test', fullName: 'Finca del Valle', isActive: true },
  { id: 'farm-b', email: 'dragon@pitahaya.test', fullName: 'Finca El Dragón', isActive: false },
];
/** The directory answers the recipients; the markers of the version before, `markers` (none by default). */
function answerBatchGets(farms: Record<string, unknown>[], markers: Record<string, unknown>[] = []) {
  ddbMock
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: { PK: string }[] }> }) => {
      const keys = input.RequestItems.pitahaya?.Keys ?? [];
      const asksMarkers = keys.some((key) => key.PK.startsWith('EVENT#'));
      return { Responses: { pitahaya: asksMarkers ? markers : farms } };
    });
}

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(PutCommand).resolves({});
  answerBatchGets(FARMS);
  process.env.TABLE_NAME = 'pitahaya';
});

afterEach(() => {
  delete process.env.LOCAL_OUTBOX_URL;
  delete process.env.MAIL_FROM;
});

const conditionFailed = () =>
  Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

describe('order-notifications processor', () => {
  it('puts each notice only if absent, keyed by the stream time: no marker, no transaction; e-mail off, no e-mail', async () => {
    await orderNotificationsProcessor.handle(inserted(), logger);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
    const notices = byKey(putItems());
    expect(notices.map((item) => [item.PK, item.entity, item.title])).toEqual([
      ['USER#farm-a', 'UserNotification', 'Nuevo pedido O1'],
      ['USER#farm-b', 'UserNotification', 'Nuevo pedido O1'],
    ]);
    expect(notices[0]?.SK).toMatch(/^NOTIFICATION#2026-11-30T08:15:42\.000Z#[0-9a-f]{32}$/);
    expect(notices[0]?.createdAt).toBe(STREAM_TIME.toISOString());
    expect(notices[0]?.expiresAt).toEqual(expect.any(Number));
    expect(notices.some((item) => item.mailed)).toBe(false);
    // E-mail off: no directory read; the one BatchGetItem is the lookup of the marker of the version before.
    const batchGets = ddbMock.commandCalls(BatchGetCommand);
    expect(batchGets).toHaveLength(1);
    expect(batchGets[0]?.args[0].input.RequestItems?.pitahaya).toMatchObject({
      Keys: [{ PK: 'EVENT#evt-7#order-notifications', SK: 'APPLIED' }],
      ConsistentRead: true,
    });
  });

  it('a record delivered again, however late, puts the same keys, and a refused put is "written before"', async () => {
    await orderNotificationsProcessor.handle(inserted(), logger);
    const first = putItems().map((item) => [item.PK, item.SK]);
    ddbMock.resetHistory();
    ddbMock.on(PutCommand).rejects(conditionFailed());
    await expect(orderNotificationsProcessor.handle(inserted(), logger)).resolves.toBeUndefined();
    expect(putItems().map((item) => [item.PK, item.SK])).toEqual(first);
    // A notice found is never read nor rewritten when no e-mail goes with it.
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('a record the version before applied (its marker item exists) writes nothing', async () => {
    answerBatchGets(FARMS, [{ PK: 'EVENT#evt-7#order-notifications' }]);
    await orderNotificationsProcessor.handle(inserted(), logger);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('looks for the marker of before only for records stamped before the version could run everywhere', async () => {
    const later = { ...inserted(), at: new Date(Date.now() + 16 * 60 * 1000) };
    await orderNotificationsProcessor.handle(later, logger);
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(2);
  });

  it('a failed put fails the record (its batch is delivered again); the notices written stay once', async () => {
    ddbMock
      .on(PutCommand)
      .callsFake((input: { Item: { PK: string } }) =>
        input.Item.PK === 'USER#farm-b' ? Promise.reject(new Error('throttled')) : {},
      );
    await expect(orderNotificationsProcessor.handle(inserted(), logger)).rejects.toThrow('throttled');
    ddbMock.resetHistory();
    ddbMock
      .on(PutCommand)
      .callsFake((input: { Item: { PK: string } }) =>
        input.Item.PK === 'USER#farm-a' ? Promise.reject(conditionFailed()) : {},
      );
    await orderNotificationsProcessor.handle(inserted(), logger);
    expect(byKey(putItems()).map((item) => item.PK)).toEqual(['USER#farm-a', 'USER#farm-b']);
  });

  it('reads the lines of an order item that carries no items (issue 35), one consistent Query', async () => {
    const { items: _items, ...image } = order() as Record<string, unknown>;
    const line = (id: string, producerId: string, name: string, position: number) => ({
      PK: `ORDER#${ORDER_ID}`,
      SK: `PO#${id}`,
      id,
      orderId: ORDER_ID,
      productId: `p-${id}`,
      producerId,
      quantity: 2,
      price: 4,
      status: 'pending',
      product: { productId: `p-${id}`, name, price: 4, thumbnailUrl: null, isActive: true, producerId },
      position,
    });
    ddbMock.on(QueryCommand).resolves({
      Items: [line('po-2', 'farm-b', 'Jugo', 1), line('po-1', 'farm-a', 'Pitahaya', 0)],
    });
    await orderNotificationsProcessor.handle({ ...inserted(), newImage: image }, logger);
    const query = ddbMock.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :po)',
      ExpressionAttributeValues: { ':pk': `ORDER#${ORDER_ID}`, ':po': 'PO#' },
      ConsistentRead: true,
    });
    expect(byKey(putItems()).map((item) => [item.PK, item.message])).toEqual([
      ['USER#farm-a', expect.stringContaining('Pitahaya × 2')],
      ['USER#farm-b', expect.stringContaining('Jugo × 2')],
    ]);
  });

  it('reads no lines when the order carries its items or the change lists none', async () => {
    await orderNotificationsProcessor.handle(inserted(), logger);
    const { items: _items, ...image } = order() as Record<string, unknown>;
    await orderNotificationsProcessor.handle(
      { ...inserted('evt-8'), kind: 'MODIFY', oldImage: image, newImage: { ...image, updatedAt: 'x' } },
      logger,
    );
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it("holds a farm's new-order e-mail for its daily summary by default: the notice is marked, no e-mail", async () => {
    process.env.LOCAL_OUTBOX_URL = 'http://127.0.0.1:1/_local/outbox';
    await orderNotificationsProcessor.handle(inserted(), logger);
    const items = byKey(putItems());
    expect(items.filter((item) => String(item.PK).startsWith('MAIL#'))).toEqual([]);
    expect(items.map((item) => [item.PK, item.mailLater, item.mailed])).toEqual([
      ['USER#farm-a', true, undefined],
      // farm-b is deactivated: no e-mail now nor later.
      ['USER#farm-b', undefined, undefined],
    ]);
    const directoryRead = ddbMock
      .commandCalls(BatchGetCommand)
      .map((call) => call.args[0].input.RequestItems?.pitahaya)
      .find((request) => !String(request?.Keys?.[0]?.PK).startsWith('EVENT#'));
    expect(directoryRead).toMatchObject({ ProjectionExpression: expect.stringContaining('newOrderEmails') });
  });

  describe('an e-mail per active recipient with an address, when e-mail is on and the farm chose each order', () => {
    beforeEach(() => {
      process.env.LOCAL_OUTBOX_URL = 'http://127.0.0.1:1/_local/outbox';
      answerBatchGets([
        { ...FARMS[0], newOrderEmails: 'each' },
        { ...FARMS[1], newOrderEmails: 'each' },
      ]);
    });

    it('queues it after its notice, which says so (`mailed`), with stable ids', async () => {
      await orderNotificationsProcessor.handle(inserted(), logger);
      const items = putItems();
      const mails = items.filter((item) => String(item.PK).startsWith('MAIL#'));
      // farm-b is deactivated: notified in the app, not e-mailed.
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: 'valle@pitahaya.test',
        kind: 'order',
        subject: 'Nuevo pedido O1',
        status: 'queued',
        about: 'USER#farm-a',
        link: { label: 'Míralo en la tienda', path: `/producer/orders/${ORDER_ID}` },
      });
      expect(String(mails[0]?.text)).toMatch(/^Hola, Finca del Valle:\n\nLucía te pidió 1 unidad/);
      // Its notice was put before it.
      const valle = items.findIndex((item) => item.PK === 'USER#farm-a');
      expect(valle).toBeLessThan(items.indexOf(mails[0]!));
      expect(
        byKey(items.filter((item) => String(item.PK).startsWith('USER#'))).map((item) => item.mailed),
      ).toEqual([true, undefined]);
      // Sent now: not held for a summary.
      expect(items.some((item) => item.mailLater)).toBe(false);
      const firstIds = items.map((item) => [item.PK, item.SK]);
      ddbMock.resetHistory();
      await orderNotificationsProcessor.handle(inserted(), logger);
      expect(putItems().map((item) => [item.PK, item.SK])).toEqual(firstIds);
    });

    it('delivered again after its notice was written and its e-mail was not: the notice found says so, the e-mail goes', async () => {
      ddbMock
        .on(PutCommand)
        .callsFake((input: { Item: { PK: string } }) =>
          input.Item.PK.startsWith('MAIL#') ? Promise.reject(new Error('throttled')) : {},
        );
      await expect(orderNotificationsProcessor.handle(inserted(), logger)).rejects.toThrow('throttled');
      ddbMock.resetHistory();
      ddbMock
        .on(PutCommand)
        .callsFake((input: { Item: { PK: string } }) =>
          input.Item.PK.startsWith('USER#') ? Promise.reject(conditionFailed()) : {},
        );
      ddbMock.on(GetCommand).resolves({ Item: { mailed: true } });
      await orderNotificationsProcessor.handle(inserted(), logger);
      const read = ddbMock.commandCalls(GetCommand)[0]?.args[0].input;
      expect(read).toMatchObject({
        Key: { PK: 'USER#farm-a' },
        ConsistentRead: true,
        ProjectionExpression: 'mailed',
      });
      expect(putItems().filter((item) => String(item.PK).startsWith('MAIL#'))).toHaveLength(1);
    });

    it('delivered again after the farm chose each order: its notice, written held for the summary, keeps it so', async () => {
      ddbMock
        .on(PutCommand)
        .callsFake((input: { Item: { PK: string } }) =>
          input.Item.PK.startsWith('USER#') ? Promise.reject(conditionFailed()) : {},
        );
      // The notice written by the first delivery holds its e-mail for the summary: no `mailed`.
      ddbMock.on(GetCommand).resolves({ Item: {} });
      await orderNotificationsProcessor.handle(inserted(), logger);
      expect(putItems().filter((item) => String(item.PK).startsWith('MAIL#'))).toEqual([]);
    });
  });

  it('reads the order only for a cancelled line, and ignores other items', async () => {
    ddbMock.on(GetCommand).resolves({ Item: order({ status: 'cancelled', cancelledAt: 'T1' }) });
    await orderNotificationsProcessor.handle(
      {
        ...inserted(),
        kind: 'MODIFY',
        keys: { PK: `ORDER#${ORDER_ID}`, SK: 'PO#po-1' },
        oldImage: { status: 'pending', userId: 'consumer-1' },
        newImage: {
          status: 'cancelled',
          userId: 'consumer-1',
          updatedAt: 'T1',
          history: [{ by: 'admin-1' }],
        },
      },
      logger,
    );
    expect(ddbMock.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({
      PK: `ORDER#${ORDER_ID}`,
      SK: 'ORDER',
    });
    // A plan that writes nothing: no write, and no marker looked up.
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(0);
    await orderNotificationsProcessor.handle({ ...inserted(), keys: { PK: 'MAIL#m1', SK: 'MAIL' } }, logger);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('no e-mail to a deleted account (issue 22)', () => {
  it("a recipient without a directory row gets no e-mail, not even at the order's copy of their address", () => {
    const writes = noticeWrites(
      'evt-9',
      [
        {
          userId: 'deleted-consumer',
          event: 'order_cancelled',
          orderId: ORDER_ID,
          type: 'WARNING',
          priority: 'HIGH',
          title: 'Pedido cancelado',
          message: 'Tu pedido se canceló.',
          link: `/orders/${ORDER_ID}`,
          email: 'antes@pitahaya.test',
        },
      ],
      new Map(),
      { at: STREAM_TIME, now: new Date(), mailOn: true },
    );
    expect(writes).toHaveLength(1);
    expect(writes[0]?.mail).toBeUndefined();
    expect(String(writes[0]?.notification.PK)).toBe('USER#deleted-consumer');
  });
});
