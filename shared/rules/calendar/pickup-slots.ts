/**
 * Pickup slots (docs/harvest-calendar.md): a farm that offers pickup may publish weekly slots `{weekday, from,
 * to, capacity}` (Madrid time). A slot on a given date is one occurrence; its capacity is the number of orders
 * that may collect in it, counted in the checkout's own transaction (never oversold).
 */
import {
  addDays,
  isClockTime,
  madridInstant,
  minutesOf,
  weekdayOf,
  type IsoDate,
} from '../../utils/madrid-time.js';
import type { FarmCalendar } from './dispatch.js';
import { PICKUP_SLOTS_MAX, SLOT_CAPACITY_MAX, SLOT_WINDOW_DAYS } from '../../constants/calendar.js';

export interface PickupSlot {
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** 'HH:MM', Madrid time. */
  from: string;
  to: string;
  /** Orders that may collect in one occurrence of the slot. */
  capacity: number;
}

/** One slot on one date. */
export interface SlotOccurrence {
  date: IsoDate;
  from: string;
  to: string;
  capacity: number;
}

/** A slot the buyer chose: the farm, the date and the slot's start (`pickupSlots` of the checkout). */
export interface ChosenSlot {
  producerId: string;
  date: IsoDate;
  from: string;
}

/** What a product order keeps of its pickup slot. */
export interface BookedSlot {
  date: IsoDate;
  from: string;
  to: string;
}

const isSlot = (value: unknown): value is PickupSlot => {
  if (!value || typeof value !== 'object') return false;
  const { weekday, from, to, capacity } = value as Record<string, unknown>;
  return (
    typeof weekday === 'number' &&
    Number.isInteger(weekday) &&
    weekday >= 0 &&
    weekday <= 6 &&
    typeof from === 'string' &&
    typeof to === 'string' &&
    isClockTime(from) &&
    isClockTime(to) &&
    minutesOf(from) < minutesOf(to) &&
    typeof capacity === 'number' &&
    Number.isInteger(capacity) &&
    capacity >= 1 &&
    capacity <= SLOT_CAPACITY_MAX
  );
};

/** A farm's stored slots: the valid ones, by weekday (Monday first) and start. */
export const toPickupSlots = (value: unknown): PickupSlot[] =>
  Array.isArray(value)
    ? value
        .filter(isSlot)
        .map(({ weekday, from, to, capacity }) => ({ weekday, from, to, capacity }))
        .sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7) || a.from.localeCompare(b.from))
        .slice(0, PICKUP_SLOTS_MAX)
    : [];

/** The weekly slot that starts at `from` on `date`'s weekday, or null. */
export function slotOn(slots: readonly PickupSlot[], date: IsoDate, from: string): PickupSlot | null {
  const weekday = weekdayOf(date);
  return slots.find((slot) => slot.weekday === weekday && slot.from === from) ?? null;
}

/** Whether two weekly slots of the same day overlap in time. */
export const overlaps = (a: PickupSlot, b: PickupSlot): boolean =>
  a.weekday === b.weekday && minutesOf(a.from) < minutesOf(b.to) && minutesOf(b.from) < minutesOf(a.to);

/** The key of a slot's occurrence (its capacity counter, its orders): `<date>#<from>`. */
export const occurrenceKey = (date: IsoDate, from: string): string => `${date}#${from}`;

/**
 * The occurrences of the farm's slots from `from` (inclusive) for `days` days, by date and start: not on the
 * farm's closed dates, and starting after `now` (a slot already begun is not offered).
 */
export function slotOccurrences(
  slots: readonly PickupSlot[],
  calendar: Pick<FarmCalendar, 'holidays'>,
  options: { from: IsoDate; days: number; now: Date },
): SlotOccurrence[] {
  const closed = new Set(calendar.holidays);
  const found: SlotOccurrence[] = [];
  for (let offset = 0; offset < options.days; offset += 1) {
    const date = addDays(options.from, offset);
    if (closed.has(date)) continue;
    const weekday = weekdayOf(date);
    for (const slot of slots) {
      if (slot.weekday !== weekday) continue;
      if (madridInstant(date, slot.from).getTime() <= options.now.getTime()) continue;
      found.push({ date, from: slot.from, to: slot.to, capacity: slot.capacity });
    }
  }
  return found.sort((a, b) => a.date.localeCompare(b.date) || a.from.localeCompare(b.from));
}

/**
 * Whether a chosen occurrence is one the farm offers to an order whose goods are ready on `readyOn`: a weekly
 * slot of that weekday and start, on an open date, from `readyOn` within the window, not yet begun.
 */
export function offeredOccurrence(
  slots: readonly PickupSlot[],
  calendar: Pick<FarmCalendar, 'holidays'>,
  chosen: { date: IsoDate; from: string },
  options: { readyOn: IsoDate; now: Date },
): SlotOccurrence | null {
  const slot = slotOn(slots, chosen.date, chosen.from);
  if (!slot || calendar.holidays.includes(chosen.date)) return null;
  if (chosen.date < options.readyOn || chosen.date > addDays(options.readyOn, SLOT_WINDOW_DAYS - 1))
    return null;
  if (madridInstant(chosen.date, chosen.from).getTime() <= options.now.getTime()) return null;
  return { date: chosen.date, from: slot.from, to: slot.to, capacity: slot.capacity };
}
