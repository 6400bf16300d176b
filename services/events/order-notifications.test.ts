import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockDocumentClient } from '../lib/data/testing.js';
import { createLogger } from '../lib/logger.js';
import type { ChangeRecord } from './change-record.js';
import { orderImage } from './testing.js';
import { noticeEffects, orderNotificationsProcessor } from './order-notifications.js';

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

const inserted = (eventId = 'evt-7'): ChangeRecord => ({
  eventId,
  kind: 'INSERT',
  sequenceNumber: '7',
  at: new Date(),
  keys: { PK: `ORDER#${ORDER_ID}`, SK: 'ORDER' },
  newImage: order(),
});

const transactItems = () => ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(TransactWriteCommand).resolves({});
  ddbMock.on(BatchGetCommand).resolves({
    Responses: {
      pitahaya: [
        { id: 'farm-a', email: 'valle@pitahaya.test', fullName: 'Finca del Valle', isActive: true },
        { id: 'farm-b', email: 'dragon@pitahaya.test', fullName: 'Finca El Dragón', isActive: false },
      ],
    },
  });
  process.env.TABLE_NAME = 'pitahaya';
});

afterEach(() => {
  delete process.env.LOCAL_OUTBOX_URL;
  delete process.env.MAIL_FROM;
});

describe('order-notifications processor', () => {
  it("writes the notices with the record's marker in one transaction; with e-mail off, no e-mail", async () => {
    await orderNotificationsProcessor.handle(inserted(), logger);
    const items = transactItems();
    expect(items[0]?.Put?.Item).toMatchObject({ PK: 'EVENT#evt-7#order-notifications', SK: 'APPLIED' });
    expect(items[0]?.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    const notices = items.slice(1).map((item) => item.Put?.Item);
    expect(notices.map((item) => [item?.PK, item?.entity, item?.title])).toEqual([
      ['USER#farm-a', 'UserNotification', 'Nuevo pedido O1'],
      ['USER#farm-b', 'UserNotification', 'Nuevo pedido O1'],
    ]);
    expect(notices[0]?.SK).toMatch(/^NOTIFICATION#\d{4}-\d{2}-\d{2}T.*#[0-9a-f]{32}$/);
    expect(notices[0]?.expiresAt).toEqual(expect.any(Number));
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(0);
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
    const notices = transactItems()
      .slice(1)
      .map((item) => [item.Put?.Item?.PK, item.Put?.Item?.message]);
    expect(notices).toEqual([
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
    const items = transactItems().slice(1);
    expect(items.filter((item) => String(item.Put?.Item?.PK).startsWith('MAIL#'))).toEqual([]);
    expect(items.map((item) => [item.Put?.Item?.PK, item.Put?.Item?.mailLater])).toEqual([
      ['USER#farm-a', true],
      // farm-b is deactivated: no e-mail now nor later.
      ['USER#farm-b', undefined],
    ]);
    expect(ddbMock.commandCalls(BatchGetCommand)[0]?.args[0].input.RequestItems?.pitahaya).toMatchObject({
      ProjectionExpression: expect.stringContaining('newOrderEmails'),
    });
  });

  it('queues an e-mail per active recipient with an address when e-mail is on, with stable ids', async () => {
    process.env.LOCAL_OUTBOX_URL = 'http://127.0.0.1:1/_local/outbox';
    ddbMock.on(BatchGetCommand).resolves({
      Responses: {
        pitahaya: [
          {
            id: 'farm-a',
            email: 'valle@pitahaya.test',
            fullName: 'Finca del Valle',
            isActive: true,
            newOrderEmails: 'each',
          },
          { id: 'farm-b', email: 'dragon@pitahaya.test', isActive: false, newOrderEmails: 'each' },
        ],
      },
    });
    await orderNotificationsProcessor.handle(inserted(), logger);
    const items = transactItems().slice(1);
    const mails = items.filter((item) => String(item.Put?.Item?.PK).startsWith('MAIL#'));
    // farm-b is deactivated: notified in the app, not e-mailed.
    expect(mails).toHaveLength(1);
    expect(mails[0]?.Put?.Item).toMatchObject({
      to: 'valle@pitahaya.test',
      kind: 'order',
      subject: 'Nuevo pedido O1',
      status: 'queued',
      link: { label: 'Míralo en la tienda', path: `/producer/orders/${ORDER_ID}` },
    });
    expect(String(mails[0]?.Put?.Item?.text)).toMatch(/^Hola, Finca del Valle:\n\nLucía te pidió 1 unidad/);
    // Sent now: not held for a summary.
    expect(items.some((item) => item.Put?.Item?.mailLater)).toBe(false);
    const firstIds = items.map((item) => item.Put?.Item?.id);
    ddbMock.resetHistory();
    await orderNotificationsProcessor.handle(inserted(), logger);
    expect(
      transactItems()
        .slice(1)
        .map((item) => item.Put?.Item?.id),
    ).toEqual(firstIds);
  });

  it('a record delivered again writes nothing new (the marker already exists)', async () => {
    ddbMock.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
      }),
    );
    await expect(orderNotificationsProcessor.handle(inserted(), logger)).resolves.toBeUndefined();
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
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
    await orderNotificationsProcessor.handle({ ...inserted(), keys: { PK: 'MAIL#m1', SK: 'MAIL' } }, logger);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('no e-mail to a deleted account (issue 22)', () => {
  it("a recipient without a directory row gets no e-mail, not even at the order's copy of their address", () => {
    const effects = noticeEffects(
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
      { tableName: 'pitahaya', now: new Date(), mailOn: true },
    );
    expect(effects).toHaveLength(1);
    expect(String(effects[0]?.Put.Item.PK)).toBe('USER#deleted-consumer');
  });
});
