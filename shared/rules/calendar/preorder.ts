/**
 * Pre-orders (docs/harvest-calendar.md): a product may be sold before it is harvested. `availability` is
 * `in_stock` (default) or `preorder`, with `preorder {readyFrom, closesAt, opensAt?}`: the harvest is ready to
 * send from `readyFrom` (a date), orders are taken until `closesAt` (an instant) and, when `opensAt` is given,
 * not before it. The product's stock is the harvest the farm expects.
 */
import { isCalendarDate, madridToday, type IsoDate } from '../../utils/madrid-time.js';

export const AVAILABILITIES = ['in_stock', 'preorder'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export interface Preorder {
  /** The date the harvest is ready to leave the farm (YYYY-MM-DD). */
  readyFrom: IsoDate;
  /** ISO instant after which no more orders are taken. */
  closesAt: string;
  /** Ours, optional: ISO instant before which it cannot be ordered yet (shown as «abre el ...»). */
  opensAt?: string;
}

export type PreorderState = 'upcoming' | 'open' | 'closed';

const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value));

/** A stored pre-order, or null (none, or not one). */
export function toPreorder(value: unknown): Preorder | null {
  if (!value || typeof value !== 'object') return null;
  const { readyFrom, closesAt, opensAt } = value as Record<string, unknown>;
  if (typeof readyFrom !== 'string' || !isCalendarDate(readyFrom) || !isInstant(closesAt)) return null;
  return { readyFrom, closesAt, ...(isInstant(opensAt) ? { opensAt } : {}) };
}

/** Where a pre-order stands at `now`: not open yet, taking orders, or closed. */
export function preorderState(preorder: Preorder, now: Date): PreorderState {
  const ms = now.getTime();
  if (preorder.opensAt && Date.parse(preorder.opensAt) > ms) return 'upcoming';
  return Date.parse(preorder.closesAt) > ms ? 'open' : 'closed';
}

/** What a product says about when it can be bought (fields of the Product entity). */
export interface AvailabilityFields {
  availability?: Availability;
  preorder?: Preorder | null;
}

/** The product's pre-order when it is one (availability `preorder` with its dates), else null. */
export const preorderOf = (product: AvailabilityFields): Preorder | null =>
  product.availability === 'preorder' && product.preorder ? product.preorder : null;

/**
 * Whether a product can be put in an order at `now` as far as its calendar goes (stock and activity are
 * checked apart): anything but a pre-order not open yet or closed.
 */
export function orderableNow(product: AvailabilityFields, now: Date): boolean {
  const preorder = preorderOf(product);
  return !preorder || preorderState(preorder, now) === 'open';
}

export type PreorderProblem = 'closesAtPast' | 'opensAfterCloses' | 'readyBeforeOpening';

/**
 * What is wrong with a pre-order a farm sets at `now`, or null: it must still be taking orders at some point
 * (closesAt in the future), open before it closes, and be ready no earlier than the day it opens.
 */
export function preorderProblem(preorder: Preorder, now: Date): PreorderProblem | null {
  const closes = Date.parse(preorder.closesAt);
  if (!(closes > now.getTime())) return 'closesAtPast';
  if (preorder.opensAt && Date.parse(preorder.opensAt) >= closes) return 'opensAfterCloses';
  if (preorder.opensAt && preorder.readyFrom < madridToday(new Date(preorder.opensAt)))
    return 'readyBeforeOpening';
  return null;
}
