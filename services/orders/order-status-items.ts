/**
 * An admin's change of a whole order's status as one TransactWriteItems, built from the order as it was read and
 * the plan of order-status-plan.ts (pure, no I/O):
 *   0. the order: its status derived from the lines after the moves, completedProductOrders, the producers still
 *      active, the dates, the version bumped and the audit entry {from, to, by, byName?, at, notes?} appended;
 *      conditioned on the version that was read (any change of the order or of one of its lines since bumps it)
 *      and on the status read;
 *   1..n. each moved product order: its status, its GSI3 status key, a history entry {status, at, by, notes?},
 *      conditioned on the status that was read;
 *   then, on cancel: each product that still exists gets the cancelled lines' units back, the coupon's use counter
 *   is decremented when checkout counted it and the consumer's once-per-customer use is deleted (as the
 *   consumer's own cancel does, cancel-items.ts).
 * At most 1 + 40 + 40 + 2 = 83 items (CART_MAX_LINES lines).
 */
import type { Order, OrderAuditEntry } from '../../shared/contracts/orders/entities.js';
import { completedLines, orderStatusFromLines } from '../../shared/order-status-rules.js';
import { historyEntry, type OrderBookkeeping } from '../lib/commerce/order-record.js';
import { couponKeys, orderKeys, productKeys, productOrderStatusPartition } from '../lib/data/keys.js';
import type { TransactItem } from './checkout-items.js';
import type { LineMove } from './order-status-plan.js';

export interface OrderStatusChangeOptions {
  tableName: string;
  moves: readonly LineMove[];
  /** The admin (user id) and their name as the directory has it. */
  by: string;
  byName?: string;
  notes?: string;
  now: Date;
  /** Products of the order that still exist (a deleted product gets no stock back). */
  existingProducts: ReadonlySet<string>;
  /** The order's coupon still exists (a deleted coupon has no counter to give a use back to). */
  couponExists: boolean;
}

export interface OrderStatusChange {
  items: TransactItem[];
  /** The order as it is after the change. */
  order: Order;
  audit: OrderAuditEntry;
}

export function orderStatusTransaction(
  order: Order,
  bookkeeping: OrderBookkeeping,
  options: OrderStatusChangeOptions,
): OrderStatusChange {
  const TableName = options.tableName;
  const at = options.now.toISOString();
  const moved = new Map(options.moves.map((move) => [move.line.id, move.to]));
  const productOrders = order.productOrders.map((line) => {
    const to = moved.get(line.id);
    if (!to) return line;
    return {
      ...line,
      status: to,
      updatedAt: at,
      ...(options.notes ? { notes: options.notes } : {}),
      history: [...(line.history ?? []), historyEntry(to, at, options.by, options.notes)],
    };
  });
  const statuses = productOrders.map((line) => line.status);
  const status = orderStatusFromLines(statuses);
  const cancelled = status === 'cancelled';
  const activeProducerIds = [
    ...new Set(productOrders.filter((line) => line.status !== 'cancelled').map((line) => line.producerId)),
  ];
  const audit: OrderAuditEntry = {
    from: order.status,
    to: status,
    by: options.by,
    ...(options.byName ? { byName: options.byName } : {}),
    at,
    ...(options.notes ? { notes: options.notes } : {}),
  };

  const items: TransactItem[] = [];
  const version = bookkeeping.version;
  items.push({
    Update: {
      TableName,
      Key: orderKeys.item(order.id),
      UpdateExpression: [
        'SET #status = :status, completedProductOrders = :completed, activeProducerIds = :active,',
        'updatedAt = :at, lastUpdatedAt = :at, #version = :next,',
        '#audit = list_append(if_not_exists(#audit, :empty), :entry)',
        cancelled ? ', cancelledAt = :at, cancelledBy = :by' : '',
      ].join(' '),
      ConditionExpression: [
        'attribute_exists(PK) AND #status = :from AND',
        version === undefined ? 'attribute_not_exists(#version)' : '#version = :version',
      ].join(' '),
      ExpressionAttributeNames: { '#status': 'status', '#version': 'version', '#audit': 'audit' },
      ExpressionAttributeValues: {
        ':status': status,
        ':from': order.status,
        ':completed': completedLines(statuses),
        ':active': activeProducerIds,
        ':at': at,
        ':next': (version ?? 0) + 1,
        ':empty': [],
        ':entry': [audit],
        ...(version === undefined ? {} : { ':version': version }),
        ...(cancelled ? { ':by': options.by } : {}),
      },
    },
  });

  for (const { line, to } of options.moves) {
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
          ':to': to,
          ':from': line.status,
          ':at': at,
          ':gsi3pk': productOrderStatusPartition(line.producerId, to),
          ':empty': [],
          ':entry': [historyEntry(to, at, options.by, options.notes)],
          ...(options.notes ? { ':notes': options.notes } : {}),
        },
      },
    });
  }

  if (cancelled) {
    const units = new Map<string, number>();
    for (const { line, to } of options.moves)
      if (to === 'cancelled') units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
    for (const [productId, quantity] of units) {
      if (!options.existingProducts.has(productId)) continue;
      items.push({
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
      items.push({
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
      items.push({
        Delete: {
          TableName,
          Key: couponKeys.customerUse(code, order.userId),
          ConditionExpression: 'attribute_not_exists(PK) OR orderId = :orderId',
          ExpressionAttributeValues: { ':orderId': order.id },
        },
      });
    }
  }

  const changed: Order = {
    ...order,
    status,
    completedProductOrders: completedLines(statuses),
    updatedAt: at,
    lastUpdatedAt: at,
    productOrders,
    audit: [...(order.audit ?? []), audit],
  };
  return { items, order: changed, audit };
}
