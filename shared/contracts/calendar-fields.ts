/**
 * Schema blocks of a farm's harvest calendar (docs/harvest-calendar.md), used by the profile contract (a farm's
 * schedule, closed dates, pickup slots). The date and time fields are in calendar-dates.ts; a product's pre-order
 * fields in preorder-fields.ts, so the products function takes those without these schemas and their messages.
 */
import * as z from 'zod/mini';
import { HOLIDAYS_MAX, PICKUP_SLOTS_MAX, SLOT_CAPACITY_MAX } from '../constants/calendar.js';
import { SCHEDULE_VALIDATION as S } from '../messages/schedule-validation.js';
import { overlaps, type PickupSlot } from '../rules/calendar/pickup-slots.js';
import { minutesOf } from '../utils/madrid-time.js';
import { calendarDate, clockTime } from './calendar-dates.js';

/** 0 (Sunday) to 6 (Saturday). */
export const weekdaySchema = z
  .int({ error: S.weekdayInvalid })
  .check(z.gte(0, { error: S.weekdayInvalid }), z.lte(6, { error: S.weekdayInvalid }));

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
