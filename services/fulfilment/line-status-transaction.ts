/**
 * A product order's status change as one TransactWriteItems, built from the order as it was read (pure, no I/O):
 *   0. the product order: the new status, its GSI3 status key moved, a history entry {status, at, by, notes?}
 *      appended (and `notes` set when given), conditioned on the status that was read: two concurrent changes
 *      of one line cannot both apply;
 *   1. the order: its status recomputed from all its lines (shared/rules/order-status-rules.ts),
 *      completedProductOrders, the producers still active, the dates and the version bumped, conditioned on the
 *      version that was read: a change of another line of the same order in between (another farm) cancels
 *      this one, which is then run again on a fresh read, so no change is lost;
 *   2. on cancel, the line's units back in stock when the product still exists.
 * A forward move is a farm's change of one line (services/orders/farm-change.ts): the line gets its `changeId` (and
 * the tracking when shipped), the order its `farmChange`, from which the consumer hears of it once.
 * The transition itself is checked by the caller (canMoveProductOrder) before building this.
 */
import {
  type Order,
  type OrderStatus,
  type ProductOrder,
  type ProductOrderStatus,
} from '../../shared/contracts/orders/entities.js';
import type { ShipmentTracking } from '../../shared/constants/carriers.js';
import { moveLines, type OrderBookkeeping, type TransactItem } from '../orders/index.js';

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
  /** Its stock is in its stock item (services/products/product-stock.ts). */
  stockApart?: boolean;
  /** A forward move: the id of the farm's change it is (a cancel has none: its notices stay per line). */
  changeId?: string;
  tracking?: ShipmentTracking;
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
  const line = order.productOrders.find((productOrder) => productOrder.id === options.productOrderId);
  if (!line) throw new Error(`statusChangeTransaction: no product order ${options.productOrderId}`);
  const move = {
    to: options.to,
    at: options.now.toISOString(),
    by: options.by,
    ...(options.notes ? { notes: options.notes } : {}),
    ...(options.changeId ? { changeId: options.changeId } : {}),
    ...(options.tracking ? { tracking: options.tracking } : {}),
  };
  const { items, moved, orderStatus } = moveLines(
    options.tableName,
    order,
    bookkeeping,
    [line],
    move,
    options.productExists,
    options.stockApart === true,
  );
  return { items, productOrderSlot: 0, orderSlot: 1, productOrder: moved[0] ?? line, orderStatus };
}
