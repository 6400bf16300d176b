/**
 * A product's pre-order fields (docs/harvest-calendar.md), used by the products contract: its availability and
 * its pre-order dates. Apart from the farm calendar's schemas (calendar-fields.ts), which the products function
 * does not need.
 */
import * as z from 'zod/mini';
import { PREORDER_VALIDATION as P } from '../messages/calendar-validation.js';
import { AVAILABILITIES } from '../rules/calendar/preorder.js';
import { calendarDate, isoInstant } from './calendar-dates.js';

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
