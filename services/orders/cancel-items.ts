/**
 * The cancel's one TransactWriteItems, built from the order as it was read (pure, no I/O):
 *   - the order: status cancelled, no producer active any more, its version bumped (it must still exist);
 *   - each pending product order: status cancelled, its GSI3 status key moved, a history entry appended,
 *     conditioned on its status still being pending: a producer who moved a line on meanwhile makes the cancel
 *     fail (409). Lines a farm already cancelled are left as they are (their units went back then);
 *   - each product of a pending line that still exists: its units back in stock;
 *   - the coupon: its use counter decremented when checkout counted it, and the consumer's once-per-customer
 *     use deleted (only if it is this order's), so the coupon can be used again.
 * At most 1 + 40 + 40 + 2 = 83 items.
 */
import type { Order } from '../../shared/contracts/orders/entities.js';
import { historyEntry, type OrderBookkeeping } from '../lib/commerce/order-record.js';
import { couponKeys, orderKeys, productKeys } from '../lib/data/keys.js';
import type { TransactItem } from './checkout-items.js';

export interface CancelOptions {
  tableName: string;
  /** Who cancels (user id). */
  by: string;
  now: Date;
  /** Products of the order that still exist (a deleted product gets no stock back). */
  existingProducts: ReadonlySet<string>;
  /** The order's coupon still exists (a deleted coupon has no counter to give a use back to). */
  couponExists: boolean;
  notes?: string;
}

export interface CancelTransaction {
  items: TransactItem[];
  /** Index of each pending product order's update. */
  productOrderSlots: number[];
}

export function cancelTransaction(
  order: Order,
  bookkeeping: OrderBookkeeping,
  options: CancelOptions,
): CancelTransaction {
  const TableName = options.tableName;
  const at = options.now.toISOString();
  const items: TransactItem[] = [];
  const add = (item: TransactItem): number => items.push(item) - 1;

  add({
    Update: {
      TableName,
      Key: orderKeys.item(order.id),
      UpdateExpression:
        'SET #status = :cancelled, updatedAt = :at, lastUpdatedAt = :at, cancelledAt = :at, cancelledBy = :by, ' +
        'activeProducerIds = :none, #version = if_not_exists(#version, :zero) + :one',
      ConditionExpression: 'attribute_exists(PK) AND #status <> :cancelled',
      ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
      ExpressionAttributeValues: {
        ':cancelled': 'cancelled',
        ':at': at,
        ':by': options.by,
        ':none': [],
        ':zero': 0,
        ':one': 1,
      },
    },
  });

  const pending = order.productOrders.filter((productOrder) => productOrder.status === 'pending');
  const productOrderSlots = pending.map((productOrder) =>
    add({
      Update: {
        TableName,
        Key: orderKeys.productOrder(order.id, productOrder.id),
        UpdateExpression:
          'SET #status = :cancelled, updatedAt = :at, GSI3PK = :gsi3pk, #history = list_append(if_not_exists(#history, :empty), :entry)',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status', '#history': 'history' },
        ExpressionAttributeValues: {
          ':cancelled': 'cancelled',
          ':pending': 'pending',
          ':at': at,
          ':gsi3pk': orderKeys.productOrderIndexes(
            productOrder.producerId,
            'cancelled',
            productOrder.createdAt,
            productOrder.id,
          ).GSI3PK,
          ':empty': [],
          ':entry': [historyEntry('cancelled', at, options.by, options.notes)],
        },
      },
    }),
  );

  // One stock update per product (a product appears once per order, but be safe if it ever does not).
  const units = new Map<string, number>();
  for (const productOrder of pending)
    units.set(productOrder.productId, (units.get(productOrder.productId) ?? 0) + productOrder.quantity);
  for (const [productId, quantity] of units) {
    if (!options.existingProducts.has(productId)) continue;
    add({
      Update: {
        TableName,
        Key: productKeys.item(productId),
        UpdateExpression: 'SET #stock = #stock + :quantity',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#stock': 'stock' },
        ExpressionAttributeValues: { ':quantity': quantity },
      },
    });
  }

  const code = order.coupon?.code;
  if (code && bookkeeping.couponCounted && options.couponExists) {
    add({
      Update: {
        TableName,
        Key: couponKeys.item(code),
        UpdateExpression: 'SET #uses = #uses - :one',
        ConditionExpression: 'attribute_exists(PK) AND #uses >= :one',
        ExpressionAttributeNames: { '#uses': 'usesCount' },
        ExpressionAttributeValues: { ':one': 1 },
      },
    });
  }
  if (code && bookkeeping.couponCustomerUse) {
    add({
      Delete: {
        TableName,
        Key: couponKeys.customerUse(code, order.userId),
        ConditionExpression: 'attribute_not_exists(PK) OR orderId = :orderId',
        ExpressionAttributeValues: { ':orderId': order.id },
      },
    });
  }
  return { items, productOrderSlots };
}
