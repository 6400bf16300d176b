/**
 * The checkout's harvest calendar (issue 32, docs/harvest-calendar.md), pure: which lines are pre-orders no
 * longer (or not yet) taking orders (409), when each line leaves its farm, and the pickup slots the buyer chose
 * (422 for a slot the farm does not offer or a farm without pickup; 409 for a full one). Everything it reads
 * was read in the checkout's second round trip (products, the farms' directory items, the slots' bookings).
 */
import type { CartItem } from '../../shared/contracts/carts/entities.js';
import { CALENDAR_CHECKOUT_MESSAGES as M } from '../../shared/messages/calendar-validation.js';
import { CHECKOUT_PRICING_MESSAGES as PRICING } from '../../shared/messages/pricing.js';
import { dispatchDateFor, NO_CALENDAR, type FarmCalendar } from '../../shared/rules/calendar/dispatch.js';
import { offeredOccurrence, type SlotOccurrence } from '../../shared/rules/calendar/pickup-slots.js';
import { preorderOf, preorderState } from '../../shared/rules/calendar/preorder.js';
import type { FarmDelivery } from '../farms/index.js';
import type { ProductState } from '../products/index.js';
import { conflict, unprocessable } from '../lib/errors.js';
import { refusal } from './checkout-metrics.js';
import { slotRefKey, type SlotRef } from './pickup-slot-items.js';

/** 409 for the first line whose pre-order is closed or not open yet (before any write). */
export function preorderRefusal(
  items: readonly CartItem[],
  products: ReadonlyMap<string, ProductState>,
  now: Date,
) {
  for (const item of items) {
    const product = products.get(item.productId);
    const preorder = product && product.isActive ? preorderOf(product) : null;
    if (!product || !preorder) continue;
    const state = preorderState(preorder, now);
    if (state === 'closed') return refusal('preorder', conflict(M.preorderClosed(product.name)));
    if (state === 'upcoming') return refusal('preorder', conflict(M.preorderNotOpen(product.name)));
  }
  return null;
}

/** When a line leaves its farm: its pre-order's ready date (if any) and its dispatch date. */
export interface LineDates {
  readyFrom?: string;
  dispatchDate: string;
}

/** Each cart line's dates (by line id), from its product now and its farm's calendar. */
export function lineDates(
  items: readonly CartItem[],
  products: ReadonlyMap<string, ProductState>,
  calendars: ReadonlyMap<string, FarmCalendar>,
  now: Date,
): Map<string, LineDates> {
  return new Map(
    items.map((item) => {
      const product = products.get(item.productId);
      const readyFrom = product ? preorderOf(product)?.readyFrom : undefined;
      const calendar = calendars.get(product?.producerId ?? item.product.producerId) ?? NO_CALENDAR;
      return [
        item.id,
        { ...(readyFrom ? { readyFrom } : {}), dispatchDate: dispatchDateFor(calendar, now, readyFrom) },
      ];
    }),
  );
}

/** The slots' references of a checkout body (for reading their bookings in the second round trip). */
export const slotRefs = (chosen: readonly SlotRef[] | undefined): SlotRef[] => [...(chosen ?? [])];

const invalid = (message: string) =>
  refusal('slot', unprocessable(message, [{ field: 'pickupSlots', message }]));

/**
 * The slot chosen at each farm collected from (by producer id), checked against what the farm offers: a farm
 * of the cart that offers pickup, one of its weekly slots on an open date, no earlier than the day its lines
 * are ready (the latest of their dispatch dates) and within the days the checkout offers; a farm that publishes
 * slots needs one (422). A slot already holding its capacity: 409.
 */
export function chosenSlots(input: {
  chosen: readonly SlotRef[];
  pickupFrom: ReadonlySet<string>;
  items: readonly CartItem[];
  dates: ReadonlyMap<string, LineDates>;
  deliveries: ReadonlyMap<string, FarmDelivery>;
  bookings: ReadonlyMap<string, number>;
  now: Date;
}): Map<string, SlotOccurrence> {
  const farmName = (producerId: string) =>
    input.items.find((item) => item.product.producerId === producerId)?.product.producerName ?? 'La finca';
  const readyOn = (producerId: string) =>
    input.items
      .filter((item) => item.product.producerId === producerId)
      .map((item) => input.dates.get(item.id)?.dispatchDate ?? '')
      .reduce((latest, date) => (date > latest ? date : latest), '');
  const found = new Map<string, SlotOccurrence>();
  for (const slot of input.chosen) {
    if (!input.items.some((item) => item.product.producerId === slot.producerId))
      throw invalid(M.slotFarmNotInCart);
    const delivery = input.deliveries.get(slot.producerId);
    if (!delivery?.terms.pickup) throw invalid(PRICING.pickupNotOffered(farmName(slot.producerId)));
    const occurrence = offeredOccurrence(delivery.pickupSlots, delivery.calendar, slot, {
      readyOn: readyOn(slot.producerId),
      now: input.now,
    });
    if (!occurrence) throw invalid(M.slotNotOffered(farmName(slot.producerId)));
    if ((input.bookings.get(slotRefKey(slot)) ?? 0) >= occurrence.capacity)
      throw refusal('slot', conflict(M.slotFull(farmName(slot.producerId))));
    found.set(slot.producerId, occurrence);
  }
  for (const producerId of input.pickupFrom) {
    if ((input.deliveries.get(producerId)?.pickupSlots.length ?? 0) > 0 && !found.has(producerId))
      throw invalid(M.slotRequired(farmName(producerId)));
  }
  return found;
}
