/**
 * All of a farm's lines of an order moving one step on, as one TransactWriteItems (pure, no I/O), all or nothing:
 *   0..n-1. each moving line: the new status, its GSI3 key, a history entry, the note, the change's id and the
 *           tracking, conditioned on the status read (a line moved meanwhile cancels the whole change);
 *   n.      the order: its status from all its lines, the active farms, dates, version bumped (conditioned on the
 *           version read) and `farmChange`, the record of this change the consumer's one notice comes from;
 *   then    what the payment's change writes (pay on delivery paid once everything left is delivered).
 * Which lines move is decided before (shared/rules/farm-moves.ts).
 */
import type { ShipmentTracking } from '../../shared/constants/carriers.js';
import type { Order, OrderStatus, ProductOrder } from '../../shared/contracts/orders/entities.js';
import type { FarmMoveStatus } from '../../shared/rules/farm-moves.js';
import { moveLines, type LineMoveSpec, type OrderBookkeeping, type TransactItem } from '../orders/index.js';

export interface FarmMoveOptions {
  tableName: string;
  /** The farm's lines that move (as read), in the order's line order. */
  lines: readonly ProductOrder[];
  to: FarmMoveStatus;
  by: string;
  now: Date;
  changeId: string;
  notes?: string;
  tracking?: ShipmentTracking;
}

export interface FarmMove {
  items: TransactItem[];
  /** Index of the order's update (the moving lines are the slots before it). */
  orderSlot: number;
  /** The lines as they are after the change. */
  productOrders: ProductOrder[];
  orderStatus: OrderStatus;
}

export function farmMoveTransaction(
  order: Order,
  bookkeeping: OrderBookkeeping,
  options: FarmMoveOptions,
): FarmMove {
  if (options.lines.length === 0) throw new Error('farmMoveTransaction: no line to move');
  const move: LineMoveSpec = {
    to: options.to,
    at: options.now.toISOString(),
    by: options.by,
    changeId: options.changeId,
    ...(options.notes ? { notes: options.notes } : {}),
    ...(options.tracking ? { tracking: options.tracking } : {}),
  };
  const { items, moved, orderStatus } = moveLines(options.tableName, order, bookkeeping, options.lines, move);
  return { items, orderSlot: options.lines.length, productOrders: moved, orderStatus };
}
