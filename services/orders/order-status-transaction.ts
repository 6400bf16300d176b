/**
 * An admin's change of a whole order's status as one TransactWriteItems, built from the order as it was read and
 * the plan of shared/rules/order-status-plan.ts (pure, no I/O):
 *   0. the order: its status derived from the lines after the moves, completedProductOrders, the producers still
 *      active, the dates, the version bumped and the audit entry {from, to, by, byName?, at, notes?} appended;
 *      conditioned on the version that was read (any change of the order or of one of its lines since bumps it)
 *      and on the status read;
 *   1..n. each moved product order: its status, its GSI3 status key, a history entry {status, at, by, notes?},
 *      the change's id when it moves forward (the consumer is told once, of the whole change), conditioned on
 *      the status that was read;
 *   then, on cancel: each product that still exists gets the cancelled lines' units back, the coupon's use counter
 *   is decremented when checkout counted it and the consumer's once-per-customer use is deleted (as the
 *   consumer's own cancel does, cancel-transaction.ts);
 *   then what the payment's change writes, and the pickup slot's place of each farm whose lines are all cancelled
 *   now (pickup-slot-items.ts).
 * At most 1 + 40 + 40 + 2 + 2 + 10 = 95 items (CART_MAX_LINES lines, one slot per farm).
 */
import type { Order, OrderAuditEntry, ProductOrder } from '../../shared/contracts/orders/entities.js';
import type { OrderBookkeeping } from './order-record.js';
import type { LineMove } from '../../shared/rules/order-status-plan.js';
import {
  couponReleaseItems,
  lineMoveItem,
  movedLine,
  orderAfterMovesItem,
  orderFigures,
  paymentAfterMoves,
  paymentSideItems,
  restockItems,
  type TransactItem,
} from './order-transaction-parts.js';
import { slotReleasesAfterMoves } from './pickup-slot-items.js';

export interface OrderStatusChangeOptions {
  tableName: string;
  moves: readonly LineMove<ProductOrder>[];
  /** The admin (user id) and their name as the directory has it. */
  by: string;
  byName?: string;
  notes?: string;
  now: Date;
  /** Products of the order that still exist (a deleted product gets no stock back). */
  existingProducts: ReadonlySet<string>;
  /** Those of them whose stock is in their stock item (services/products/product-stock.ts). */
  stockApart?: ReadonlySet<string>;
  /** The order's coupon still exists (a deleted coupon has no counter to give a use back to). */
  couponExists: boolean;
  /**
   * The change's id, on each line moved forward (`changeId`): the lines' own records stay quiet and the
   * consumer hears of the whole change once, from the order's new audit entry (order-notification-plan.ts).
   */
  changeId?: string;
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
  const spec = (to: LineMove<ProductOrder>['to']) => ({
    to,
    at,
    by: options.by,
    ...(options.notes ? { notes: options.notes } : {}),
    ...(options.changeId && to !== 'cancelled' ? { changeId: options.changeId } : {}),
  });
  const moved = new Map(options.moves.map((move) => [move.line.id, move.to]));
  const productOrders = order.productOrders.map((line) => {
    const to = moved.get(line.id);
    return to ? movedLine(line, spec(to)) : line;
  });
  const { status, completed, counts } = orderFigures(productOrders);
  const payment = paymentAfterMoves(order, options.moves, status, at);
  const audit: OrderAuditEntry = {
    from: order.status,
    to: status,
    by: options.by,
    ...(options.byName ? { byName: options.byName } : {}),
    at,
    ...(options.notes ? { notes: options.notes } : {}),
  };

  const items: TransactItem[] = [
    orderAfterMovesItem(TableName, order.id, productOrders, {
      version: bookkeeping.version,
      at,
      by: options.by,
      expectStatus: order.status,
      audit,
      payment,
    }),
    ...options.moves.map(({ line, to }) => lineMoveItem(TableName, order.id, line, spec(to))),
  ];
  if (status === 'cancelled') {
    const cancelledLines = options.moves.filter(({ to }) => to === 'cancelled').map(({ line }) => line);
    items.push(
      ...restockItems(
        TableName,
        cancelledLines,
        (id) => options.existingProducts.has(id),
        (id) => options.stockApart?.has(id) === true,
      ),
      ...couponReleaseItems(TableName, order, bookkeeping, options.couponExists),
    );
  }
  items.push(...paymentSideItems(TableName, order, bookkeeping, payment, at));
  // The pickup slot's place of each farm whose lines are all cancelled now goes back, as on a consumer's cancel.
  items.push(...slotReleasesAfterMoves(TableName, order, productOrders, moved));

  const changed: Order = {
    ...order,
    status,
    completedProductOrders: completed,
    lineStatusCounts: counts,
    ...(payment ? { payment } : {}),
    updatedAt: at,
    lastUpdatedAt: at,
    productOrders,
    audit: [...(order.audit ?? []), audit],
  };
  return { items, order: changed, audit };
}
