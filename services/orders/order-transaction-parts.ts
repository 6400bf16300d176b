/**
 * The pieces the order transactions share (pure, no I/O): a product order's move to a new status, the order's
 * figures after its lines moved, units going back to stock and a coupon's use given back. Checkout, the
 * consumer's cancel (cancel-transaction.ts), an admin's order status change (order-status-transaction.ts) in
 * the orders function, and a farm's status changes (one line, or all of its lines at once) in the fulfilment
 * function build their TransactWriteItems from them.
 */
import type {
  Order,
  OrderStatus,
  ProductOrder,
  ProductOrderStatus,
} from '../../shared/contracts/orders/entities.js';
import {
  completedLines,
  countLineStatuses,
  orderStatusFromLines,
  type LineStatusCounts,
} from '../../shared/rules/order-status-rules.js';
import { historyEntry, type OrderBookkeeping } from './order-record.js';
import { couponKeys, orderKeys, productKeys, productOrderStageKeys } from '../lib/data/keys.js';
import { keyAssignments } from '../lib/data/line-keys.js';
import { STOCK_APART } from '../products/index.js';
import { dueDeleteItem } from './payment/due.js';
import { paymentAfter, refundableCents, storedPayment } from './payment/payment.js';
import { refundOwed, refundPutItem } from './payment/refunds.js';
import { toCents } from '../../shared/utils/money.js';
import type { Payment } from '../../shared/contracts/payments/entities.js';
import type { ShipmentTracking } from '../../shared/constants/carriers.js';

export type { TransactItem } from '../lib/data/transactions.js';
import type { TransactItem } from '../lib/data/transactions.js';

/** A product order moving to `to`, by whom, when and why. */
export interface LineMoveSpec {
  to: ProductOrderStatus;
  at: string;
  /** User id of who moves it. */
  by: string;
  notes?: string;
  /**
   * A farm's change that moves this line (farm-change.ts): stored on the line as `changeId`, so the
   * consumer's notice comes once for the whole change (from the order item's `farmChange`), not once per line.
   */
  changeId?: string;
  /** The shipment's carrier and number (a move to shipped). */
  tracking?: ShipmentTracking;
}

/** The product order as it is after `move`: its status, date, latest note and history entry. */
export function movedLine(line: ProductOrder, move: LineMoveSpec): ProductOrder {
  return {
    ...line,
    status: move.to,
    updatedAt: move.at,
    ...(move.notes ? { notes: move.notes } : {}),
    ...(move.tracking ? { tracking: move.tracking } : {}),
    history: [...(line.history ?? []), historyEntry(move.to, move.at, move.by, move.notes)],
  };
}

/**
 * A product order's move: the new status, its stage partition (LINES3), a history entry appended (and `notes` set
 * when given), conditioned on the status it was read with (two concurrent moves of one line cannot both apply).
 */
export function lineMoveItem(
  tableName: string,
  orderId: string,
  line: Pick<ProductOrder, 'id' | 'producerId' | 'status' | 'createdAt'>,
  move: LineMoveSpec,
): TransactItem {
  const stage = keyAssignments(productOrderStageKeys(line.producerId, move.to, line.createdAt, line.id));
  return {
    Update: {
      TableName: tableName,
      Key: orderKeys.productOrder(orderId, line.id),
      UpdateExpression: [
        `SET #status = :to, updatedAt = :at, ${stage.assignments},`,
        '#history = list_append(if_not_exists(#history, :empty), :entry)',
        move.notes ? ', notes = :notes' : '',
        move.changeId ? ', changeId = :changeId' : '',
        move.tracking ? ', tracking = :tracking' : '',
      ].join(' '),
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: { '#status': 'status', '#history': 'history' },
      ExpressionAttributeValues: {
        ':to': move.to,
        ':from': line.status,
        ':at': move.at,
        ...stage.values,
        ':empty': [],
        ':entry': [historyEntry(move.to, move.at, move.by, move.notes)],
        ...(move.notes ? { ':notes': move.notes } : {}),
        ...(move.changeId ? { ':changeId': move.changeId } : {}),
        ...(move.tracking ? { ':tracking': move.tracking } : {}),
      },
    },
  };
}

/**
 * What an order's item says of its lines: its status (the rule over the lines), completed lines, the lines per
 * status (`lineStatusCounts`), active farms.
 */
export function orderFigures(lines: readonly Pick<ProductOrder, 'status' | 'producerId'>[]): {
  status: OrderStatus;
  completed: number;
  counts: LineStatusCounts;
  activeProducerIds: string[];
} {
  const statuses = lines.map((line) => line.status);
  return {
    status: orderStatusFromLines(statuses),
    completed: completedLines(statuses),
    counts: countLineStatuses(statuses),
    activeProducerIds: [
      ...new Set(lines.filter((line) => line.status !== 'cancelled').map((line) => line.producerId)),
    ],
  };
}

/**
 * The order after some of its lines moved: its figures (orderFigures), dates and version bumped, conditioned on
 * the version it was read with (any change of the order or of one of its lines since then bumps it: the
 * transaction is then run again on a fresh read, so no change is lost). `expectStatus` also conditions on the
 * order's status; `audit` appends an admin's audit entry; `farmChange` records a farm's change of its lines (the
 * consumer's one notice for it: farm-change.ts).
 */
export function orderAfterMovesItem(
  tableName: string,
  orderId: string,
  lines: readonly Pick<ProductOrder, 'status' | 'producerId'>[],
  options: {
    version: number | undefined;
    at: string;
    by: string;
    expectStatus?: OrderStatus;
    audit?: unknown;
    /** The order's payment when the moves change it (paymentAfterMoves). */
    payment?: Payment | null;
    farmChange?: unknown;
  },
): TransactItem {
  const { status, completed, counts, activeProducerIds } = orderFigures(lines);
  const { version, at, by, expectStatus, audit, payment, farmChange } = options;
  const cancelled = status === 'cancelled';
  // Every farm of the order still has a live line: `activeProducerIds` would repeat `producerIds`, which every
  // reader reads for an order item without it (stats order-counters.ts activeProducersOf, the cancel notices), so
  // it is not stored (94 bytes of a two-farm order: its item stays under 2 KB, docs/cost.md "An order line and the
  // order smaller").
  const allActive = activeProducerIds.length === new Set(lines.map((line) => line.producerId)).size;
  return {
    Update: {
      TableName: tableName,
      Key: orderKeys.item(orderId),
      UpdateExpression: [
        'SET #status = :status, completedProductOrders = :completed, lineStatusCounts = :counts,',
        allActive ? '' : 'activeProducerIds = :active,',
        'updatedAt = :at, #version = :next',
        audit === undefined ? '' : ', #audit = list_append(if_not_exists(#audit, :empty), :entry)',
        cancelled ? ', cancelledAt = :at, cancelledBy = :by' : '',
        payment ? ', payment = :payment' : '',
        farmChange === undefined ? '' : ', farmChange = :farmChange',
        // The spec's `lastUpdatedAt` is read as `updatedAt` (stored-order.ts): an order item of before loses it.
        allActive ? 'REMOVE lastUpdatedAt, activeProducerIds' : 'REMOVE lastUpdatedAt',
      ].join(' '),
      ConditionExpression: [
        'attribute_exists(PK) AND',
        expectStatus === undefined ? '' : '#status = :from AND',
        version === undefined ? 'attribute_not_exists(#version)' : '#version = :version',
      ]
        .filter(Boolean)
        .join(' '),
      ExpressionAttributeNames: {
        '#status': 'status',
        '#version': 'version',
        ...(audit === undefined ? {} : { '#audit': 'audit' }),
      },
      ExpressionAttributeValues: {
        ':status': status,
        ':completed': completed,
        ':counts': counts,
        ...(allActive ? {} : { ':active': activeProducerIds }),
        ':at': at,
        ':next': (version ?? 0) + 1,
        ...(expectStatus === undefined ? {} : { ':from': expectStatus }),
        ...(audit === undefined ? {} : { ':empty': [], ':entry': [audit] }),
        ...(version === undefined ? {} : { ':version': version }),
        ...(cancelled ? { ':by': by } : {}),
        ...(payment ? { ':payment': storedPayment(payment) } : {}),
        ...(farmChange === undefined ? {} : { ':farmChange': farmChange }),
      },
    },
  };
}

/**
 * The order's payment after lines moved (null: unchanged): what the lines cancelled by this change cost comes
 * back when it was paid, a payment not made is no longer due once the order is cancelled, pay on delivery is
 * paid once everything left is delivered (payment/payment.ts).
 */
export function paymentAfterMoves(
  order: Pick<Order, 'payment'>,
  moves: readonly { line: Pick<ProductOrder, 'totalPrice'>; to: ProductOrderStatus }[],
  orderStatus: OrderStatus,
  at: string,
): Payment | null {
  const cancelledCents = moves
    .filter(({ to }) => to === 'cancelled')
    .reduce((sum, { line }) => sum + toCents(line.totalPrice), 0);
  return paymentAfter(order.payment, { orderStatus, cancelledCents, at });
}

/**
 * What a payment change writes besides the order: the deadline item goes once the payment is no longer awaited
 * (paid or expired), and a refund item records money owed back (payment/refunds.ts): sent to the card by
 * the events function, or owed by transfer.
 */
export function paymentSideItems(
  tableName: string,
  order: Pick<Order, 'id' | 'payment' | 'userId'>,
  bookkeeping: Pick<OrderBookkeeping, 'paymentIntentId'>,
  payment: Payment | null,
  at: string,
): TransactItem[] {
  if (!payment) return [];
  const items: TransactItem[] = [];
  const awaited = (status: Payment['status']) => status === 'pending' || status === 'failed';
  if (awaited(order.payment.status) && !awaited(payment.status)) {
    const due = dueDeleteItem(tableName, order.id, order.payment);
    if (due) items.push(due);
  }
  // Nothing left to give back after this change: the whole order went (its last lines cancelled).
  const reason = refundableCents(payment) === 0 ? 'order_cancelled' : 'lines_cancelled';
  const refund = refundOwed(order.payment, payment, {
    order,
    at,
    paymentIntentId: bookkeeping.paymentIntentId ?? null,
    reason,
  });
  if (refund) items.push(refundPutItem(tableName, refund));
  return items;
}

/**
 * Units going back to stock: one Update per product (the units of its lines added up), for the products that
 * still exist (a deleted product gets nothing back); on its stock item when `apart` says its stock is there
 * (services/products/product-stock.ts), else on its item, only while it has no stock item (a migration that moved
 * it since it was read refuses this one: it is run again on a fresh read).
 */
export function restockItems(
  tableName: string,
  lines: readonly Pick<ProductOrder, 'productId' | 'quantity'>[],
  exists: (productId: string) => boolean,
  apart: (productId: string) => boolean = () => false,
): TransactItem[] {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return [...units]
    .filter(([productId]) => exists(productId))
    .map(([productId, quantity]) => ({
      Update: {
        TableName: tableName,
        ...(apart(productId)
          ? { Key: productKeys.stock(productId), ConditionExpression: 'attribute_exists(PK)' }
          : {
              Key: productKeys.item(productId),
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#stockApart)',
            }),
        UpdateExpression: 'SET #stock = #stock + :quantity',
        ExpressionAttributeNames: {
          '#stock': 'stock',
          ...(apart(productId) ? {} : { '#stockApart': STOCK_APART }),
        },
        ExpressionAttributeValues: { ':quantity': quantity },
      },
    }));
}

/**
 * A cancelled order's coupon use given back: the use counter decremented when checkout counted it (and the
 * coupon still exists), and the consumer's once-per-customer use deleted when it is this order's.
 */
export function couponReleaseItems(
  tableName: string,
  order: Pick<Order, 'id' | 'userId' | 'coupon'>,
  bookkeeping: Pick<OrderBookkeeping, 'couponCounted' | 'couponCustomerUse'>,
  couponExists: boolean,
): TransactItem[] {
  const code = order.coupon?.code;
  if (!code) return [];
  const items: TransactItem[] = [];
  if (bookkeeping.couponCounted && couponExists) {
    items.push({
      Update: {
        TableName: tableName,
        Key: couponKeys.item(code),
        UpdateExpression: 'SET #uses = #uses - :one',
        ConditionExpression: 'attribute_exists(PK) AND #uses >= :one',
        ExpressionAttributeNames: { '#uses': 'usesCount' },
        ExpressionAttributeValues: { ':one': 1 },
      },
    });
  }
  if (bookkeeping.couponCustomerUse) {
    items.push({
      Delete: {
        TableName: tableName,
        Key: couponKeys.customerUse(code, order.userId),
        ConditionExpression: 'attribute_not_exists(PK) OR orderId = :orderId',
        ExpressionAttributeValues: { ':orderId': order.id },
      },
    });
  }
  return items;
}
