/**
 * Lines of one order moving to a status, as the items of one TransactWriteItems (pure, no I/O): each line's
 * update, the order's (its status from all its lines, version bumped, the farm's change when it is one), the
 * cancelled lines' units back in stock, what the payment's change writes, and the pickup slot's place of a farm
 * whose lines are all cancelled now. What a farm's move of several
 * lines and a change of one line (services/fulfilment: farm-move-transaction.ts, line-status-transaction.ts)
 * both are.
 */
import type { Order, OrderStatus, ProductOrder } from '../../shared/contracts/orders/entities.js';
import { restoresStock } from '../../shared/rules/order-status-rules.js';
import { farmChangeRecord } from './farm-change.js';
import type { OrderBookkeeping } from './order-record.js';
import {
  lineMoveItem,
  movedLine,
  orderAfterMovesItem,
  orderFigures,
  paymentAfterMoves,
  paymentSideItems,
  restockItems,
  type LineMoveSpec,
  type TransactItem,
} from './order-transaction-parts.js';
import { slotReleasesAfterMoves } from './pickup-slot-items.js';

export interface LinesMove {
  /** The moving lines' updates first (in `moving`'s order), then the order's. */
  items: TransactItem[];
  /** The moving lines as they are after the move. */
  moved: ProductOrder[];
  orderStatus: OrderStatus;
}

/** `moving` (lines of `order`, as read) moved by `move`; on a cancel, stock back where `productExists` says. */
export function moveLines(
  tableName: string,
  order: Order,
  bookkeeping: OrderBookkeeping,
  moving: readonly ProductOrder[],
  move: LineMoveSpec,
  productExists = false,
  stockApart = false,
): LinesMove {
  const moved = new Map(moving.map((line) => [line.id, movedLine(line, move)]));
  const lines = order.productOrders.map((line) => moved.get(line.id) ?? line);
  const orderStatus = orderFigures(lines).status;
  const payment = paymentAfterMoves(
    order,
    moving.map((line) => ({ line, to: move.to })),
    orderStatus,
    move.at,
  );
  const items: TransactItem[] = [
    ...moving.map((line) => lineMoveItem(tableName, order.id, line, move)),
    orderAfterMovesItem(tableName, order.id, lines, {
      version: bookkeeping.version,
      at: move.at,
      by: move.by,
      payment,
      ...(move.changeId ? { farmChange: farmChangeRecord(move.changeId, moving, move) } : {}),
    }),
    ...(restoresStock(move.to)
      ? restockItems(
          tableName,
          moving,
          () => productExists,
          () => stockApart,
        )
      : []),
    ...paymentSideItems(tableName, order, bookkeeping, payment, move.at),
    // A farm whose last going line is cancelled gives its pickup slot's place back.
    ...slotReleasesAfterMoves(tableName, order, lines, moved),
  ];
  return { items, moved: [...moved.values()], orderStatus };
}
