/**
 * A product's availability on create and update (issue 32, docs/harvest-calendar.md): in stock, or a pre-order
 * with its dates. A pre-order set or changed must still close in the future (a past `closesAt` is refused, 422),
 * open before it closes and be ready no earlier than it opens; dates the update does not change are not checked
 * again (a farm moves the ready date of a pre-order that has already closed). Instants are stored in UTC.
 */
import type { Availability, Preorder, Product } from '../../shared/contracts/products/entities.js';
import { PREORDER_VALIDATION as M } from '../../shared/messages/calendar-validation.js';
import { preorderProblem } from '../../shared/rules/calendar/preorder.js';
import { unprocessable } from '../lib/errors.js';

export interface AvailabilityChoice {
  availability: Availability;
  preorder?: Preorder;
}

const utc = (instant: string): string => new Date(instant).toISOString();

/** The pre-order as stored: its instants in UTC. */
const normalised = (preorder: Preorder): Preorder => ({
  readyFrom: preorder.readyFrom,
  closesAt: utc(preorder.closesAt),
  ...(preorder.opensAt ? { opensAt: utc(preorder.opensAt) } : {}),
});

const refuse = (message: string): never => {
  throw unprocessable(message, [{ field: 'preorder', message }]);
};

/** 422 when a pre-order's new dates do not hold (`before`: the stored one, whose unchanged dates pass). */
function checked(preorder: Preorder, now: Date, before?: Preorder): Preorder {
  const next = normalised(preorder);
  const problem = preorderProblem(next, now);
  if (problem === 'closesAtPast' && before?.closesAt === next.closesAt) {
    // The close is not what changed: the rest must still hold.
    if (
      next.opensAt &&
      next.opensAt !== before.opensAt &&
      Date.parse(next.opensAt) >= Date.parse(next.closesAt)
    )
      refuse(M.opensAfterCloses);
    return next;
  }
  if (problem) refuse(M[problem]);
  return next;
}

/** A new product's availability: a `preorder` makes it a pre-order unless `in_stock` is asked for. */
export function createdAvailability(
  body: { availability?: Availability; preorder?: Preorder },
  now: Date,
): AvailabilityChoice {
  if (body.availability === 'in_stock' || !body.preorder) return { availability: 'in_stock' };
  return { availability: 'preorder', preorder: checked(body.preorder, now) };
}

/**
 * The availability after an update, or null when the update does not touch it: `in_stock` or `preorder: null`
 * end a pre-order; a `preorder` sets or changes its dates; `availability: 'preorder'` alone keeps the stored
 * dates (422 without any).
 */
export function updatedAvailability(
  current: Product,
  body: { availability?: Availability; preorder?: Preorder | null },
  now: Date,
): AvailabilityChoice | null {
  if (body.availability === undefined && body.preorder === undefined) return null;
  if (body.availability === 'in_stock' || body.preorder === null) return { availability: 'in_stock' };
  if (body.preorder)
    return { availability: 'preorder', preorder: checked(body.preorder, now, current.preorder) };
  if (!current.preorder) refuse(M.preorderRequired);
  return { availability: 'preorder', preorder: current.preorder as Preorder };
}
