/**
 * What an admin's change of a whole order's status does to its lines (pure; docs/administration.md, "Orders,
 * coupons and analytics"). Read by the orders service (PATCH /v1/orders/{id}/status) and by the admin's order
 * screen, whose status menu offers exactly the targets planned here as accepted (adminOrderTargets). The product-order rules of shared/rules/order-status-rules.ts stay the only rules: an admin
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
import type { OrderStatus, ProductOrderStatus } from '../contracts/orders/entities.js';
import { ORDER_STATUSES } from '../contracts/orders/entities.js';
import { ORDER_MESSAGES } from '../messages/order.js';
import {
  PRODUCT_ORDER_WORKFLOW,
  cancelRefusal,
  canMoveProductOrder,
  orderStatusFromLines,
} from './order-status-rules.js';

/** What the plan needs of a line (the service passes its ProductOrder, the web the order's lines). */
export interface PlannedLine {
  id: string;
  status: ProductOrderStatus;
}

export interface LineMove<L extends PlannedLine = PlannedLine> {
  line: L;
  to: ProductOrderStatus;
}

export type OrderStatusPlan<L extends PlannedLine = PlannedLine> =
  { ok: true; moves: LineMove<L>[]; from: OrderStatus; to: OrderStatus } | { ok: false; message: string };

const stepOf = (status: ProductOrderStatus): number =>
  (PRODUCT_ORDER_WORKFLOW as readonly ProductOrderStatus[]).indexOf(status);

/** The line moves that take `lines` (an order now in `current`) to `requested`, or why not. */
export function planOrderStatus<L extends PlannedLine>(
  current: OrderStatus,
  lines: readonly L[],
  requested: OrderStatus,
): OrderStatusPlan<L> {
  const refuse = (message: string): OrderStatusPlan<L> => ({ ok: false, message });
  const target: OrderStatus = requested === 'delivered' ? 'completed' : requested;
  if (target === current) return refuse(ORDER_MESSAGES.statusSame);
  if (current === 'cancelled' || current === 'completed') return refuse(ORDER_MESSAGES.statusFinal);
  const live = lines.filter((line) => line.status !== 'cancelled');

  let moves: LineMove<L>[];
  if (target === 'cancelled') {
    if (
      cancelRefusal(
        live.map((line) => line.status),
        'admin',
      ) === 'shipped'
    )
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

/**
 * The statuses an admin's menu offers for an order: those planOrderStatus accepts, in workflow order, with
 * `delivered` left out (it means the same as `completed`, which the menu offers).
 */
export function adminOrderTargets(current: OrderStatus, lines: readonly PlannedLine[]): OrderStatus[] {
  return ORDER_STATUSES.filter(
    (status) => status !== 'delivered' && planOrderStatus(current, lines, status).ok,
  );
}
