/**
 * Schema blocks of the harvest calendar (docs/harvest-calendar.md), used by the products (pre-orders), profile
 * (a farm's schedule, closed dates, pickup slots), orders (the checkout's slots) and calendar contracts.
 */
import * as z from 'zod/mini';
import { HOLIDAYS_MAX, PICKUP_SLOTS_MAX, SLOT_CAPACITY_MAX } from '../constants/calendar.js';
import { PREORDER_VALIDATION as P, SCHEDULE_VALIDATION as S } from '../messages/calendar-validation.js';
import { AVAILABILITIES } from '../rules/calendar/preorder.js';
import { overlaps, type PickupSlot } from '../rules/calendar/pickup-slots.js';
import { minutesOf } from '../utils/madrid-time.js';
import { calendarDate, clockTime, isoInstant } from './calendar-dates.js';

export { calendarDate, clockTime, isoInstant } from './calendar-dates.js';

/** 0 (Sunday) to 6 (Saturday). */
export const weekdaySchema = z
  .int({ error: S.weekdayInvalid })
  .check(z.gte(0, { error: S.weekdayInvalid }), z.lte(6, { error: S.weekdayInvalid }));

export const availabilitySchema = z.enum(AVAILABILITIES, { error: P.availabilityInvalid });

/** A product's pre-order: `{readyFrom, closesAt, opensAt?}` (a past close is refused by the service). */
export const preorderSchema = z.object(
  {
    readyFrom: calendarDate(P.readyFromInvalid),
    closesAt: isoInstant(P.closesAtInvalid),
    opensAt: z.optional(isoInstant(P.opensAtInvalid)),
  },
  { error: P.preorderInvalid },
);

/** A farm's weekly dispatch: `{cutoffWeekday, cutoffTime, dispatchWeekday}` in Madrid time. */
export const scheduleSchema = z.object(
  {
    cutoffWeekday: weekdaySchema,
    cutoffTime: clockTime(S.timeInvalid),
    dispatchWeekday: weekdaySchema,
  },
  { error: S.scheduleInvalid },
);

/** The dates a farm does not dispatch. */
export const holidaysSchema = z
  .array(calendarDate(S.holidayInvalid), { error: S.holidaysInvalid })
  .check(z.maxLength(HOLIDAYS_MAX, { error: S.holidaysInvalid }));

const slotSchema = z
  .object(
    {
      weekday: weekdaySchema,
      from: clockTime(S.timeInvalid),
      to: clockTime(S.timeInvalid),
      capacity: z
        .int({ error: S.slotCapacityInvalid })
        .check(
          z.gte(1, { error: S.slotCapacityInvalid }),
          z.lte(SLOT_CAPACITY_MAX, { error: S.slotCapacityInvalid }),
        ),
    },
    { error: S.slotInvalid },
  )
  .check(
    z.refine((slot) => minutesOf(slot.from) < minutesOf(slot.to), {
      error: S.slotTimesInvalid,
      path: ['to'],
    }),
  );

/** A farm's weekly pickup slots; two of one day may not overlap. */
export const pickupSlotsSchema = z.array(slotSchema, { error: S.slotsInvalid }).check(
  z.maxLength(PICKUP_SLOTS_MAX, { error: S.slotsInvalid }),
  z.refine(
    (slots: PickupSlot[]) =>
      slots.every((slot, i) => slots.slice(i + 1).every((other) => !overlaps(slot, other))),
    { error: S.slotsOverlap },
  ),
);
