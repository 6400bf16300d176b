/**
 * The status rules of orders (docs/producer-fulfilment.md), one small pure module read by the orders service (a
 * producer's or an admin's status change, the consumer's cancel), the seed and the web (the stepper offers only
 * the moves allowed here):
 *   - a product order moves one step forward at a time: pending -> organizing -> ready_to_ship -> shipped ->
 *     delivered; pending, organizing and ready_to_ship may also go to cancelled (its units go back to stock);
 *     delivered and cancelled are final;
 *   - an order's status follows its product orders: cancelled when every line is cancelled; completed when every
 *     line not cancelled is delivered; otherwise the least advanced status among the lines not cancelled.
 */
import type { OrderStatus, ProductOrderStatus } from '../contracts/orders/entities.js';

/** The forward path of a product order, in order. */
export const PRODUCT_ORDER_WORKFLOW = [
  'pending',
  'organizing',
  'ready_to_ship',
  'shipped',
  'delivered',
] as const satisfies readonly ProductOrderStatus[];

/** Statuses a product order may be cancelled from (before it leaves the farm). */
export const CANCELLABLE_PRODUCT_ORDER_STATUSES: readonly ProductOrderStatus[] = [
  'pending',
  'organizing',
  'ready_to_ship',
];

const stepOf = (status: ProductOrderStatus): number =>
  (PRODUCT_ORDER_WORKFLOW as readonly ProductOrderStatus[]).indexOf(status);

/** The statuses a product order in `from` may move to, the forward step first. */
export function nextProductOrderStatuses(from: ProductOrderStatus): ProductOrderStatus[] {
  const moves: ProductOrderStatus[] = [];
  const step = stepOf(from);
  const forward = step >= 0 ? PRODUCT_ORDER_WORKFLOW[step + 1] : undefined;
  if (forward) moves.push(forward);
  if (CANCELLABLE_PRODUCT_ORDER_STATUSES.includes(from)) moves.push('cancelled');
  return moves;
}

/** Whether a product order in `from` may move to `to` (staying where it is is no move). */
export function canMoveProductOrder(from: ProductOrderStatus, to: ProductOrderStatus): boolean {
  return nextProductOrderStatuses(from).includes(to);
}

/** Whether a move gives the line's units back to stock. */
export const restoresStock = (to: ProductOrderStatus): boolean => to === 'cancelled';

/**
 * The order's status from its product orders' statuses: cancelled when all are cancelled (or there are none);
 * completed when every line not cancelled is delivered; otherwise the least advanced status of those lines.
 */
export function orderStatusFromLines(statuses: readonly ProductOrderStatus[]): OrderStatus {
  const live = statuses.filter((status) => status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  if (live.every((status) => status === 'delivered')) return 'completed';
  let least = PRODUCT_ORDER_WORKFLOW.length - 1;
  for (const status of live) least = Math.min(least, stepOf(status));
  return PRODUCT_ORDER_WORKFLOW[least] as OrderStatus;
}

/** Delivered lines: the order's completedProductOrders. */
export const completedLines = (statuses: readonly ProductOrderStatus[]): number =>
  statuses.filter((status) => status === 'delivered').length;

/** The statuses a product order went through to reach `status` (pending first), e.g. for demo data. */
export function workflowTo(status: ProductOrderStatus): ProductOrderStatus[] {
  if (status === 'cancelled') return ['pending', 'cancelled'];
  return PRODUCT_ORDER_WORKFLOW.slice(0, stepOf(status) + 1);
}

/** How many lines an order has in each status (a status without lines is absent). */
export type LineStatusCounts = Partial<Record<ProductOrderStatus, number>>;

/** The counts of `statuses` (kept on the order item as `lineStatusCounts`, so a list knows its lines). */
export function countLineStatuses(statuses: readonly ProductOrderStatus[]): LineStatusCounts {
  const counts: LineStatusCounts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Who cancels a whole order: its consumer (DELETE /v1/orders/{id}) or an admin (status `cancelled`). */
export type Canceller = 'consumer' | 'admin';

/**
 * Why a whole order cannot be cancelled: every line is cancelled already; every line left is delivered; a line
 * has shipped or been delivered (it cannot come back); a farm is preparing its line (the consumer's cancel
 * only: an admin may still cancel lines that have not left the farm). The texts: shared/rules/order-labels.ts.
 */
export type CancelRefusal = 'cancelled' | 'delivered' | 'shipped' | 'preparing';

/**
 * The one cancel rule of a whole order, for the consumer's and the admin's screens and the orders service: null
 * when `by` may cancel it, else the reason. A consumer may cancel while no line has left pending (a line its farm
 * cancelled does not count; the cancel touches the pending lines only); an admin while no line has shipped.
 */
export function cancelRefusal(
  statuses: readonly ProductOrderStatus[],
  by: Canceller = 'consumer',
): CancelRefusal | null {
  const live = statuses.filter((status) => status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  if (live.every((status) => status === 'delivered')) return 'delivered';
  if (live.some((status) => !CANCELLABLE_PRODUCT_ORDER_STATUSES.includes(status))) return 'shipped';
  if (by === 'consumer' && live.some((status) => status !== 'pending')) return 'preparing';
  return null;
}

/** A consumer may cancel an order while no line has left pending (cancelRefusal for the consumer). */
export const consumerMayCancel = (statuses: readonly ProductOrderStatus[]): boolean =>
  cancelRefusal(statuses) === null;
