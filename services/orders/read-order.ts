/** Reads of orders: one order with its product orders (one Query on its partition). */
import type { Order } from '../../shared/contracts/orders/entities.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { assembleOrder } from './order-record.js';
import { orderKeys } from '../lib/data/keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';

type Item = Record<string, unknown>;

/** Every item of the order's partition, strongly consistent. */
const partitionOf = (orderId: string): Promise<Item[]> =>
  queryAll(ddb(), {
    TableName: readEnv().tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': orderKeys.item(orderId).PK },
    ConsistentRead: true,
  });

/** The order, its stored item (with bookkeeping) and its lines' items, or null. Strongly consistent. */
export async function readOrder(
  orderId: string,
): Promise<{ order: Order; stored: Item; lines: Item[] } | null> {
  return assembleOrder(await partitionOf(orderId));
}

/** The order, its stored item and every item of its partition (refunds, invoices...), or null. Consistent. */
export async function readOrderPartition(
  orderId: string,
): Promise<{ order: Order; stored: Item; items: Item[] } | null> {
  const items = await partitionOf(orderId);
  const found = assembleOrder(items);
  return found ? { ...found, items } : null;
}
