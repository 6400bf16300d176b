/**
 * What an admin's change of a whole order's status does to its lines (pure; docs/administration.md, "Orders,
 * coupons and analytics"). The product-order rules of shared/order-status-rules.ts stay the only rules: an admin
 * moves the lines the way their farms could, one step at a time, all at once.
 *
 *   - cancelled: every line not cancelled yet is cancelled (its units go back to stock). Refused (409) when a
 *     line has already shipped or been delivered: those cannot be cancelled, and a half-cancelled order is not
 *     what "cancel the order" means; the admin cancels the remaining lines one by one instead.
 *   - a workflow status S (organizing, ready_to_ship, shipped, delivered): every line not cancelled that is one
 *     step before S moves to S; lines already at S or beyond stay where they are. Refused (409) when a line is
 *     more than one step before S (no skipping steps), and when no line would move (S is behind the order).
 *   - completed: the same as delivered (an order whose lines are all delivered is completed).
 *   - pending: lines never go back, so only "already pending" (409) or "backwards" (409).
 *   - an order already cancelled or completed is final (409); asking for the status it has is 409 too.
 * The order's new status is then derived from its lines by orderStatusFromLines, as for any other change.
 */
import type {
  OrderStatus,
  ProductOrder,
  ProductOrderStatus,
} from '../../shared/contracts/orders/entities.js';
import { ORDER_MESSAGES } from '../../shared/messages.js';
import {
  CANCELLABLE_PRODUCT_ORDER_STATUSES,
  PRODUCT_ORDER_WORKFLOW,
  canMoveProductOrder,
  orderStatusFromLines,
} from '../../shared/order-status-rules.js';

export interface LineMove {
  line: ProductOrder;
  to: ProductOrderStatus;
}

export type OrderStatusPlan =
  { ok: true; moves: LineMove[]; from: OrderStatus; to: OrderStatus } | { ok: false; message: string };

const stepOf = (status: ProductOrderStatus): number =>
  (PRODUCT_ORDER_WORKFLOW as readonly ProductOrderStatus[]).indexOf(status);

const refuse = (message: string): OrderStatusPlan => ({ ok: false, message });

/** The line moves that take `lines` (an order now in `current`) to `requested`, or why not. */
export function planOrderStatus(
  current: OrderStatus,
  lines: readonly ProductOrder[],
  requested: OrderStatus,
): OrderStatusPlan {
  const target: OrderStatus = requested === 'delivered' ? 'completed' : requested;
  if (target === current) return refuse(ORDER_MESSAGES.statusSame);
  if (current === 'cancelled' || current === 'completed') return refuse(ORDER_MESSAGES.statusFinal);
  const live = lines.filter((line) => line.status !== 'cancelled');

  let moves: LineMove[];
  if (target === 'cancelled') {
    if (live.some((line) => !CANCELLABLE_PRODUCT_ORDER_STATUSES.includes(line.status)))
      return refuse(ORDER_MESSAGES.statusCancelShipped);
    moves = live.map((line) => ({ line, to: 'cancelled' }));
  } else {
    const lineTarget: ProductOrderStatus = target === 'completed' ? 'delivered' : target;
    const step = stepOf(lineTarget);
    moves = [];
    for (const line of live) {
      const at = stepOf(line.status);
      if (at >= step) continue;
      if (!canMoveProductOrder(line.status, lineTarget)) return refuse(ORDER_MESSAGES.statusSkip);
      moves.push({ line, to: lineTarget });
    }
  }
  if (moves.length === 0) return refuse(ORDER_MESSAGES.statusBackwards);

  const after = new Map(moves.map((move) => [move.line.id, move.to]));
  const to = orderStatusFromLines(lines.map((line) => after.get(line.id) ?? line.status));
  return { ok: true, moves, from: current, to };
}
