/**
 * Moving all of a farm's lines of an order at once (issue 23; docs/producer-fulfilment.md, "A farm's lines at
 * once"), pure and shared by the fulfilment service and the producer's screen:
 *   - the target is a forward status (organizing, ready_to_ship, shipped, delivered): a cancel stays per line;
 *   - a line one step before the target moves; a line already there or further on, or cancelled, is left;
 *   - a line more than one step behind refuses the whole move (lines move one step at a time, as alone);
 *   - the screen offers the next step of the farm's least advanced line that is not delivered.
 */
import type { ProductOrderStatus } from '../contracts/orders/entities.js';
import { PRODUCT_ORDER_WORKFLOW } from './order-status-rules.js';

/** The statuses a farm may move all its lines to (forward steps only). */
export const FARM_MOVE_STATUSES = [
  'organizing',
  'ready_to_ship',
  'shipped',
  'delivered',
] as const satisfies readonly ProductOrderStatus[];
export type FarmMoveStatus = (typeof FARM_MOVE_STATUSES)[number];

const stepOf = (status: ProductOrderStatus): number =>
  (PRODUCT_ORDER_WORKFLOW as readonly ProductOrderStatus[]).indexOf(status);

export interface FarmMovePlan<L> {
  /** Lines one step before the target: they move. */
  move: L[];
  /** Lines more than one step behind: the move is refused while there are any. */
  behind: L[];
  /** Lines at or past the target, or cancelled: left as they are. */
  left: L[];
}

/** Which of the farm's lines move to `to`. */
export function planFarmMove<L extends { status: ProductOrderStatus }>(
  lines: readonly L[],
  to: FarmMoveStatus,
): FarmMovePlan<L> {
  const target = stepOf(to);
  const plan: FarmMovePlan<L> = { move: [], behind: [], left: [] };
  for (const line of lines) {
    const step = stepOf(line.status);
    if (line.status === 'cancelled' || step >= target) plan.left.push(line);
    else if (step === target - 1) plan.move.push(line);
    else plan.behind.push(line);
  }
  return plan;
}

/** What «Marcar todo como …» offers: the next step of the least advanced line still on its way (or null). */
export function farmMoveTarget(statuses: readonly ProductOrderStatus[]): FarmMoveStatus | null {
  const steps = statuses
    .filter((status) => status !== 'cancelled' && status !== 'delivered')
    .map(stepOf)
    .filter((step) => step >= 0);
  if (steps.length === 0) return null;
  return (PRODUCT_ORDER_WORKFLOW[Math.min(...steps) + 1] as FarmMoveStatus | undefined) ?? null;
}
