/**
 * Reads of an order's `items` (the cart's lines as the API answers them, `Order.items`) built from its product orders,
 * for the order items the checkout wrote without them for a while (docs/cost.md, "The order's copy of its lines,
 * kept"; every other order item carries its own, and nothing here reads anything for it). Its `items` are built
 * from its lines, which sit in the same partition (docs/data-model.md):
 *   - one order (readOrder): the lines are in the partition's Query already;
 *   - a list of orders (the consumer's, the admins', the search): one Query of each listed order's lines
 *     (`begins_with(SK, 'PO#')`, eight at a time), only for the orders without `items`;
 *   - the stream's processors (notices, the confirmation e-mail): the same Query, for an order change that
 *     needs them.
 * Both shapes read the same: an item's `id` is then its product order's id (the cart's line ids are gone with
 * the cart; nothing reads them), its product the snapshot the line keeps, with the cart snapshot's fields.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb.js';
import { orderKeys } from '../lib/data/keys.js';
import { readEnv } from '../lib/env.js';
import { mapLimited } from '../lib/map-limited.js';
import { itemsOfLines } from './items-of-lines.js';
import type { OrderSummary } from '../../shared/contracts/orders/entities.js';
import { isOrderItem, isProductOrderItem, toOrderSummary, toProductOrder } from './order-record.js';

type Item = Record<string, unknown>;

/** Orders whose lines one list reads at a time. */
const LIST_CONCURRENCY = 8;

/** Whether an order item carries its own `items` (written before issue 35's cuts). */
export const hasOwnItems = (order: Item): boolean => Array.isArray(order.items);

/** The stored lines of an order, in the cart's order (one Query of its partition's `PO#` items). */
export async function readOrderLines(orderId: string, consistent = false): Promise<Item[]> {
  const lines: Item[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const answer = await ddb().send(
      new QueryCommand({
        TableName: readEnv().tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :po)',
        ExpressionAttributeValues: { ':pk': orderKeys.item(orderId).PK, ':po': 'PO#' },
        ConsistentRead: consistent,
        ExclusiveStartKey: startKey,
      }),
    );
    lines.push(...((answer.Items ?? []) as Item[]).filter(isProductOrderItem));
    startKey = answer.LastEvaluatedKey;
  } while (startKey);
  return lines.sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
}

/** The order item with its `items` (its own, or built from its lines: read when absent). */
export async function withItems(order: Item, consistent = false): Promise<Item> {
  if (hasOwnItems(order) || typeof order.id !== 'string') return order;
  const lines = await readOrderLines(order.id, consistent);
  return { ...order, items: itemsOfLines(lines.map(toProductOrder)) };
}

/** A page of order items with their `items` (each order without its own: one Query of its lines). */
export function withListItems(items: readonly Item[]): Promise<Item[]> {
  return mapLimited(items, LIST_CONCURRENCY, (item) =>
    isOrderItem(item) ? withItems(item) : Promise.resolve(item),
  );
}

/** The order items of a list page as the API answers them (`data.orders`), each with its `items`. */
export async function orderSummaries(items: readonly Item[]): Promise<OrderSummary[]> {
  return (await withListItems(items.filter(isOrderItem))).map(toOrderSummary);
}
