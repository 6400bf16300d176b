/**
 * A consumer's orders as their personal data (issue 31, docs/legal.md "Data rights"): every order of theirs read
 * whole for their export (GDPR arts. 15 and 20), whether an order still needs them (a line on its way, money
 * owed back, a withdrawal open) and, when they delete their account, their orders kept for the tax and
 * commercial records (invoices: Código de Comercio art. 30, LGT art. 66) without their name, address, phone,
 * e-mail or delivery notes (GDPR art. 17.3.b). A complete invoice's billing details are kept: the law asks for
 * them.
 */
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { DATA_RIGHTS_MESSAGES } from '../../shared/messages/legal.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { consumerOrdersPartition, orderKeys, productOrderStatusPartition } from '../lib/data/keys.js';
import { lineIndex, orderIndex } from '../lib/data/line-keys.js';
import { queryPicked } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { mapLimited } from '../lib/map-limited.js';
import { readOrderPartition } from './read-order.js';

type Item = Record<string, unknown>;

/**
 * The ids of a consumer's orders, newest first (LINES6 `CONSUMER#<id>`, keys: line-keys.ts orderIndex('consumer');
 * only the order items).
 */
const consumerOrderIds = (userId: string): Promise<string[]> => {
  const index = orderIndex('consumer');
  return queryPicked(
    ddb(),
    {
      TableName: readEnv().tableName,
      IndexName: index.indexName,
      KeyConditionExpression: `${index.partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': consumerOrdersPartition(userId) },
      ScanIndexForward: false,
    },
    (item) => (item.SK === 'ORDER' && typeof item.PK === 'string' ? item.PK.slice('ORDER#'.length) : null),
  );
};

export interface ConsumerOrder {
  order: Order;
  /** Every item of the order's partition (refunds, invoices, withdrawals...), as stored. */
  items: Item[];
}

/** Every order of the consumer, whole, newest first. */
export async function readConsumerOrders(userId: string): Promise<ConsumerOrder[]> {
  const ids = await consumerOrderIds(userId);
  const orders = await mapLimited(ids, 4, async (id) => {
    const found = await readOrderPartition(id);
    return found ? { order: found.order, items: found.items } : null;
  });
  return orders.filter((entry): entry is ConsumerOrder => entry !== null);
}

const OPEN_LINE = new Set(['pending', 'organizing', 'ready_to_ship', 'shipped']);

/**
 * Why the consumer's orders still need their account, or null: a line not delivered nor cancelled (the farm
 * needs the address), money owed back not settled, or a withdrawal not completed.
 */
export function openOrderProblem(orders: readonly ConsumerOrder[]): string | null {
  for (const { order, items } of orders) {
    if (order.productOrders.some((line) => OPEN_LINE.has(line.status)))
      return DATA_RIGHTS_MESSAGES.openOrders;
    if (order.payment.status === 'refund_pending') return DATA_RIGHTS_MESSAGES.pendingRefund;
    if (
      items.some(
        (item) => item.entity === 'Withdrawal' && item.status !== 'received' && item.status !== 'refunded',
      )
    )
      return DATA_RIGHTS_MESSAGES.pendingRefund;
  }
  return null;
}

/** The order's shipping information without the person: what the order needs to stay consistent. */
export const anonymousShipping = (): Item => ({
  fullName: DATA_RIGHTS_MESSAGES.anonymousName,
  address: '—',
  city: '—',
  postalCode: '—',
});

/**
 * Keeps every order of the consumer without their name, address, phone, e-mail and notes: the order item and
 * each of its lines, one transaction per order (at most 1 + 40 items). Answers how many orders it changed.
 */
export async function anonymiseConsumerOrders(orders: readonly ConsumerOrder[], at: string): Promise<number> {
  const TableName = readEnv().tableName;
  let changed = 0;
  for (const { order } of orders) {
    await ddb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName,
              Key: orderKeys.item(order.id),
              UpdateExpression: 'SET shippingInfo = :shipping, consumerInfo = :consumer, anonymisedAt = :at',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: {
                ':shipping': anonymousShipping(),
                ':consumer': { userId: order.userId, fullName: DATA_RIGHTS_MESSAGES.anonymousName },
                ':at': at,
              },
            },
          },
          ...order.productOrders.map((line) => ({
            Update: {
              TableName,
              Key: orderKeys.productOrder(order.id, line.id),
              UpdateExpression: 'SET buyerName = :name REMOVE buyerCity',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':name': DATA_RIGHTS_MESSAGES.anonymousName },
            },
          })),
        ],
      }),
    );
    changed += 1;
  }
  return changed;
}

/**
 * Whether a farm still has lines to deliver (a producer's account is closed by an admin only once none is left:
 * docs/legal.md): one Query of at most one key per open status (LINES3 `<producer>#<status>`, keys only: a key
 * is enough).
 */
export async function producerHasOpenLines(producerId: string): Promise<boolean> {
  const index = lineIndex('stage');
  const found = await Promise.all(
    [...OPEN_LINE].map(async (status) => {
      const { Items = [] } = await ddb().send(
        new QueryCommand({
          TableName: readEnv().tableName,
          IndexName: index.indexName,
          KeyConditionExpression: `${index.partitionKey} = :pk`,
          ExpressionAttributeValues: { ':pk': productOrderStatusPartition(producerId, status) },
          Limit: 1,
        }),
      );
      return Items.length > 0;
    }),
  );
  return found.some(Boolean);
}
