/**
 * The cancel's one TransactWriteItems, built from the order as it was read (pure, no I/O):
 *   - the order: status cancelled, no producer active any more, its version bumped (it must still exist);
 *   - each pending product order moved to cancelled (order-transaction-parts.ts lineMoveItem), conditioned on its
 *     status still being pending: a producer who moved a line on meanwhile makes the cancel fail (409). Lines
 *     a farm already cancelled are left as they are (their units went back then);
 *   - each product of a pending line that still exists: its units back in stock (restockItems);
 *   - the coupon's use given back (couponReleaseItems), so the coupon can be used again;
 *   - the payment's deadline item deleted, and a paid order's refund recorded (paymentSideItems).
 *   - issue 32: the order's place in each pickup slot given back (pickup-slot-items.ts).
 * At most 1 + 40 + 40 + 2 + 2 + 10 = 95 items.
 */
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { OrderBookkeeping } from './order-record.js';
import { paymentAfter, storedPayment } from './payment/payment.js';
import { orderKeys } from '../lib/data/keys.js';
import {
  couponReleaseItems,
  lineMoveItem,
  paymentSideItems,
  restockItems,
  type TransactItem,
} from './order-transaction-parts.js';
import { slotReleaseItem } from './pickup-slot-items.js';

export interface CancelOptions {
  tableName: string;
  /** Who cancels (user id). */
  by: string;
  now: Date;
  /** Products of the order that still exist (a deleted product gets no stock back). */
  existingProducts: ReadonlySet<string>;
  /** Those of them whose stock is in their stock item (services/products/product-stock.ts). */
  stockApart?: ReadonlySet<string>;
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
  // A payment not made is no longer due; a paid one goes back in full (payment/payment.ts).
  const payment = paymentAfter(order.payment, { orderStatus: 'cancelled', cancelledCents: 0, at });

  add({
    Update: {
      TableName,
      Key: orderKeys.item(order.id),
      UpdateExpression:
        'SET #status = :cancelled, updatedAt = :at, cancelledAt = :at, cancelledBy = :by, ' +
        'activeProducerIds = :none, lineStatusCounts = :counts, #version = if_not_exists(#version, :zero) + :one' +
        (payment ? ', payment = :payment' : '') +
        ' REMOVE lastUpdatedAt',
      // The payment as it was read: a webhook paying the order meanwhile makes this cancel run again on a
      // fresh read (which then refunds it), so an order is never cancelled paid without its refund.
      ConditionExpression:
        'attribute_exists(PK) AND #status <> :cancelled AND ' +
        '(attribute_not_exists(payment) OR payment.#paymentStatus = :paymentStatus)',
      ExpressionAttributeNames: { '#status': 'status', '#version': 'version', '#paymentStatus': 'status' },
      ExpressionAttributeValues: {
        ':cancelled': 'cancelled',
        ':at': at,
        ':by': options.by,
        ':none': [],
        // Every line is cancelled now: the pending ones here, the others by their farms before.
        ':counts': { cancelled: order.productOrders.length },
        ':zero': 0,
        ':one': 1,
        ':paymentStatus': order.payment.status,
        ...(payment ? { ':payment': storedPayment(payment) } : {}),
      },
    },
  });

  const pending = order.productOrders.filter((productOrder) => productOrder.status === 'pending');
  const move = {
    to: 'cancelled',
    at,
    by: options.by,
    ...(options.notes ? { notes: options.notes } : {}),
  } as const;
  const productOrderSlots = pending.map((productOrder) =>
    add(lineMoveItem(TableName, order.id, productOrder, move)),
  );
  for (const item of restockItems(
    TableName,
    pending,
    (id) => options.existingProducts.has(id),
    (id) => options.stockApart?.has(id) === true,
  ))
    add(item);
  for (const item of couponReleaseItems(TableName, order, bookkeeping, options.couponExists)) add(item);
  for (const item of paymentSideItems(TableName, order, bookkeeping, payment, at)) add(item);
  // Issue 32: the order's place in each pickup slot goes back (docs/harvest-calendar.md).
  for (const delivery of order.deliveries ?? []) {
    if (delivery.pickupSlot)
      add(slotReleaseItem(TableName, delivery.producerId, delivery.pickupSlot, order.id));
  }
  return { items, productOrderSlots };
}
