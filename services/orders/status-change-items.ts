/**
 * A product order's status change as one TransactWriteItems, built from the order as it was read (pure, no I/O):
 *   0. the product order: the new status, its GSI3 status key moved, a history entry {status, at, by, notes?}
 *      appended (and `notes` set when given), conditioned on the status that was read: two concurrent changes
 *      of one line cannot both apply;
 *   1. the order: its status recomputed from all its lines (shared/order-status-rules.ts),
 *      completedProductOrders, the producers still active, the dates and the version bumped, conditioned on the
 *      version that was read: a change of another line of the same order in between (another farm) cancels
 *      this one, which is then run again on a fresh read, so no change is lost;
 *   2. on cancel, the line's units back in stock when the product still exists.
 * The transition itself is checked by the caller (canMoveProductOrder) before building this.
 */
import { completedLines, orderStatusFromLines, restoresStock } from '../../shared/order-status-rules.js';
import {
  type Order,
  type OrderStatus,
  type ProductOrder,
  type ProductOrderStatus,
} from '../../shared/contracts/orders/entities.js';
import { historyEntry, type OrderBookkeeping } from '../lib/commerce/order-record.js';
import { orderKeys, productKeys, productOrderStatusPartition } from '../lib/data/keys.js';
import type { TransactItem } from './checkout-items.js';

export interface StatusChangeOptions {
  tableName: string;
  productOrderId: string;
  to: ProductOrderStatus;
  /** Who makes the change (user id). */
  by: string;
  notes?: string;
  now: Date;
  /** The line's product still exists (a deleted product gets no stock back). */
  productExists: boolean;
}

export interface StatusChange {
  items: TransactItem[];
  /** Index of the product order's update (its condition failing = the line changed meanwhile). */
  productOrderSlot: number;
  /** Index of the order's update (its condition failing = another line of the order changed meanwhile). */
  orderSlot: number;
  /** The product order as it is after the change. */
  productOrder: ProductOrder;
  orderStatus: OrderStatus;
}

export function statusChangeTransaction(
  order: Order,
  bookkeeping: OrderBookkeeping,
  options: StatusChangeOptions,
): StatusChange {
  const TableName = options.tableName;
  const line = order.productOrders.find((productOrder) => productOrder.id === options.productOrderId);
  if (!line) throw new Error(`statusChangeTransaction: no product order ${options.productOrderId}`);
  const at = options.now.toISOString();
  const entry = historyEntry(options.to, at, options.by, options.notes);
  const productOrder: ProductOrder = {
    ...line,
    status: options.to,
    updatedAt: at,
    ...(options.notes ? { notes: options.notes } : {}),
    history: [...(line.history ?? []), entry],
  };
  const lines = order.productOrders.map((candidate) => (candidate.id === line.id ? productOrder : candidate));
  const statuses = lines.map((candidate) => candidate.status);
  const orderStatus = orderStatusFromLines(statuses);
  const activeProducerIds = [
    ...new Set(lines.filter((candidate) => candidate.status !== 'cancelled').map((c) => c.producerId)),
  ];

  const items: TransactItem[] = [];
  items.push({
    Update: {
      TableName,
      Key: orderKeys.productOrder(order.id, line.id),
      UpdateExpression: [
        'SET #status = :to, updatedAt = :at, GSI3PK = :gsi3pk,',
        '#history = list_append(if_not_exists(#history, :empty), :entry)',
        options.notes ? ', notes = :notes' : '',
      ].join(' '),
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: { '#status': 'status', '#history': 'history' },
      ExpressionAttributeValues: {
        ':to': options.to,
        ':from': line.status,
        ':at': at,
        ':gsi3pk': productOrderStatusPartition(line.producerId, options.to),
        ':empty': [],
        ':entry': [entry],
        ...(options.notes ? { ':notes': options.notes } : {}),
      },
    },
  });

  const version = bookkeeping.version;
  const cancelled = orderStatus === 'cancelled';
  items.push({
    Update: {
      TableName,
      Key: orderKeys.item(order.id),
      UpdateExpression: [
        'SET #status = :status, completedProductOrders = :completed, activeProducerIds = :active,',
        'updatedAt = :at, lastUpdatedAt = :at, #version = :next',
        cancelled ? ', cancelledAt = :at, cancelledBy = :by' : '',
      ].join(' '),
      ConditionExpression:
        version === undefined
          ? 'attribute_exists(PK) AND attribute_not_exists(#version)'
          : 'attribute_exists(PK) AND #version = :version',
      ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
      ExpressionAttributeValues: {
        ':status': orderStatus,
        ':completed': completedLines(statuses),
        ':active': activeProducerIds,
        ':at': at,
        ':next': (version ?? 0) + 1,
        ...(version === undefined ? {} : { ':version': version }),
        ...(cancelled ? { ':by': options.by } : {}),
      },
    },
  });

  if (restoresStock(options.to) && options.productExists) {
    items.push({
      Update: {
        TableName,
        Key: productKeys.item(line.productId),
        UpdateExpression: 'SET #stock = #stock + :quantity',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#stock': 'stock' },
        ExpressionAttributeValues: { ':quantity': line.quantity },
      },
    });
  }

  return { items, productOrderSlot: 0, orderSlot: 1, productOrder, orderStatus };
}
