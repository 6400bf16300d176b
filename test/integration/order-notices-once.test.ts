/**
 * The order notices written exactly once without an applied marker (services/events/notice-writes.ts), on the
 * stack's DynamoDB Local: the events function's order-notifications processor, run in this process on change
 * records of an order of two farms of this run (farms of their own, so no other test sees their notices):
 *   - a record delivered again, later, after the farm marked everything read: the same notice, unchanged, once
 *     (never written again, never made unread), and no marker item;
 *   - a record the version before applied (its marker item `EVENT#<eventId>#order-notifications`): nothing
 *     written;
 *   - two records of the same order: a notice each.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeRecord } from '../../services/events/change-record.js';
import { orderNotificationsProcessor } from '../../services/events/order-notifications.js';
import { orderImage } from '../../services/events/testing.js';
import { appliedMarker } from '../../services/lib/data/apply-once.js';
import { createLogger } from '../../services/lib/logger.js';
import { RUN } from './commerce.js';
import { noStack, stack } from './helpers.js';
import { closeTable, putItem, table, useStackTable } from './table.js';

const logger = createLogger('order-notices-once-test');

describe.skipIf(noStack)('order notices exactly once without their marker (issue 35)', () => {
  const farms = [`${RUN}-once-a`, `${RUN}-once-b`];
  const orderId = `${RUN}-once-order`;

  const placed = (eventId: string, at: Date): ChangeRecord => ({
    eventId,
    kind: 'INSERT',
    sequenceNumber: '1',
    at,
    keys: { PK: `ORDER#${orderId}`, SK: 'ORDER' },
    newImage: orderImage(orderId, {
      producerIds: farms,
      consumerInfo: { fullName: 'Lucía' },
      items: [
        { quantity: 1, price: 2, product: { name: 'Pitahaya', producerId: farms[0] } },
        { quantity: 2, price: 3, product: { name: 'Jugo', producerId: farms[1] } },
      ],
    }),
  });

  const notices = async (userId: string) => {
    const { Items = [] } = await table().send(
      new QueryCommand({
        TableName: stack.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'NOTIFICATION#' },
        ConsistentRead: true,
      }),
    );
    return Items;
  };

  const marker = async (eventId: string) =>
    (
      await table().send(
        new GetCommand({
          TableName: stack.tableName,
          Key: { PK: `EVENT#${eventId}#order-notifications`, SK: 'APPLIED' },
        }),
      )
    ).Item;

  beforeAll(() => useStackTable());
  afterAll(() => closeTable());

  it('a record delivered again after the farm read its notice: the same notice, once, still read', async () => {
    const at = new Date(Date.now() - 60_000);
    const record = placed(`${RUN}-once-1`, at);
    await orderNotificationsProcessor.handle(record, logger);
    const [first] = await notices(farms[0]!);
    expect(first).toMatchObject({
      title: expect.stringMatching(/^Nuevo pedido /),
      createdAt: at.toISOString(),
    });
    expect(await marker(record.eventId)).toBeUndefined();

    // The farm marks everything read (the marker a mark-all-read call writes), then the record comes again.
    const readAt = new Date().toISOString();
    await putItem({ PK: `USER#${farms[0]}`, SK: 'NOTIFICATIONS_READ', entity: 'NotificationsRead', readAt });
    await orderNotificationsProcessor.handle(record, logger);
    await orderNotificationsProcessor.handle(record, logger);
    // Not written again: the same item, created before the farm's readAt (so still read).
    expect(await notices(farms[0]!)).toEqual([first]);
    expect(String(first?.createdAt) <= readAt).toBe(true);
    expect(await notices(farms[1]!)).toHaveLength(1);
  });

  it('a record the version before applied (its marker item exists) writes nothing', async () => {
    const record = placed(`${RUN}-once-2`, new Date());
    await putItem(appliedMarker(`${record.eventId}#order-notifications`).Put!.Item!);
    const before = (await notices(farms[1]!)).length;
    await orderNotificationsProcessor.handle(record, logger);
    expect(await notices(farms[1]!)).toHaveLength(before);
  });

  it('another record of the same order gets a notice of its own', async () => {
    const before = (await notices(farms[1]!)).length;
    await orderNotificationsProcessor.handle(placed(`${RUN}-once-3`, new Date()), logger);
    expect(await notices(farms[1]!)).toHaveLength(before + 1);
  });
});
