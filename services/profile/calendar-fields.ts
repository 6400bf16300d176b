/**
 * A farm's harvest calendar in its profile (docs/harvest-calendar.md): the weekly cut-off and dispatch day
 * (`schedule`), the dates it does not dispatch (`holidays`) and its weekly pickup slots (`pickupSlots`). Only
 * producers keep them (422 for anyone else, nothing written); slots need a pickup point in the farm's shipping
 * terms (the one this same update sets, or the stored one). Closed dates are stored sorted, without repeats.
 */
import type { UserProfile } from '../../shared/contracts/profile/entities.js';
import { SCHEDULE_VALIDATION as M } from '../../shared/messages/schedule-validation.js';
import { toHolidays, toSchedule } from '../../shared/rules/calendar/dispatch.js';
import { toPickupSlots, type PickupSlot } from '../../shared/rules/calendar/pickup-slots.js';
import type { DispatchSchedule } from '../../shared/rules/calendar/dispatch.js';
import type { ShippingTerms } from '../../shared/rules/pricing/shipping.js';
import { toShippingTerms } from '../farms/index.js';
import { unprocessable } from '../lib/errors.js';

export interface CalendarBody {
  schedule?: DispatchSchedule | null | undefined;
  holidays?: string[] | null | undefined;
  pickupSlots?: PickupSlot[] | null | undefined;
  shipping?: ShippingTerms | null | undefined;
}

const FIELDS = ['schedule', 'holidays', 'pickupSlots'] as const;

/**
 * The calendar fields of an update as they are stored (undefined: unchanged; null: removed), or 422 when the
 * caller is not a farm or its slots have no pickup point.
 */
export function calendarChanges(
  role: string,
  body: CalendarBody,
  stored: { shipping?: unknown } | null,
): { schedule?: DispatchSchedule | null; holidays?: string[] | null; pickupSlots?: PickupSlot[] | null } {
  const given = FIELDS.filter((field) => body[field] !== undefined);
  if (given.length === 0) return {};
  if (role !== 'producer') {
    const message = M.farmFieldsProducersOnly;
    throw unprocessable(message, [{ field: given[0] as string, message }]);
  }
  const slots = body.pickupSlots ? toPickupSlots(body.pickupSlots) : body.pickupSlots;
  if (slots && slots.length > 0) {
    const terms = body.shipping !== undefined ? body.shipping : toShippingTerms(stored?.shipping);
    if (!terms?.pickup) {
      const message = M.slotsNeedPickup;
      throw unprocessable(message, [{ field: 'pickupSlots', message }]);
    }
  }
  return {
    ...(body.schedule !== undefined ? { schedule: body.schedule } : {}),
    ...(body.holidays !== undefined
      ? { holidays: body.holidays === null || body.holidays.length === 0 ? null : toHolidays(body.holidays) }
      : {}),
    ...(slots !== undefined ? { pickupSlots: slots === null || slots.length === 0 ? null : slots } : {}),
  };
}

/** What a farm's profile answers of its calendar. */
export const calendarOf = (
  item: Record<string, unknown>,
): Pick<UserProfile, 'schedule' | 'holidays' | 'pickupSlots'> => ({
  schedule: toSchedule(item.schedule),
  holidays: toHolidays(item.holidays),
  pickupSlots: toPickupSlots(item.pickupSlots),
});
