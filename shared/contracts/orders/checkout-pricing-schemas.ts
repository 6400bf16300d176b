/** What checkout takes beyond the original API's body: the farms the buyer collects from, a complete invoice's buyer. */
import * as z from 'zod/mini';
import { CHECKOUT_PRICING_MESSAGES as M } from '../../messages/pricing.js';
import { ID_MAX_LENGTH, ID_PATTERN } from '../../constants/limits.js';
import { optionalBoundedText, requiredText, text } from '../fields.js';
import { FISCAL_ADDRESS_MAX, LEGAL_NAME_MAX, PICKUP_FARMS_MAX, taxIdField } from '../pricing-fields.js';
import { CALENDAR_CHECKOUT_MESSAGES as C } from '../../messages/calendar-validation.js';
import { calendarDate, clockTime } from '../calendar-dates.js';
import { PICKUP_SLOT_CHOICES_MAX } from '../../constants/calendar.js';

/** The buyer's details for a complete invoice (checkout, optional). */
export const billingSchema = z.object(
  {
    nif: taxIdField(M.billingNifInvalid),
    name: requiredText(M.billingNameRequired, LEGAL_NAME_MAX, M.billingNameTooLong),
    address: optionalBoundedText(FISCAL_ADDRESS_MAX, M.billingAddressTooLong),
  },
  { error: M.billingInvalid },
);

/** The farms (producer ids) whose lines the buyer collects at the farm (checkout, optional). */
export const pickupFromSchema = z
  .array(
    text(M.pickupFromInvalid).check(
      z.minLength(1, { error: M.pickupFromInvalid }),
      z.maxLength(ID_MAX_LENGTH, { error: M.pickupFromInvalid }),
      z.regex(ID_PATTERN, { error: M.pickupFromInvalid }),
    ),
    { error: M.pickupFromInvalid },
  )
  .check(z.maxLength(PICKUP_FARMS_MAX, { error: M.pickupFromInvalid }));

/**
 * Issue 32 (docs/harvest-calendar.md): the pickup slot chosen at each farm the buyer collects from,
 * `[{producerId, date, from}]`; a slot implies collecting there (the farm joins pickupFrom).
 */
export const pickupSlotsChoiceSchema = z
  .array(
    z.object(
      {
        producerId: text(C.slotsInvalid).check(
          z.minLength(1, { error: C.slotsInvalid }),
          z.maxLength(ID_MAX_LENGTH, { error: C.slotsInvalid }),
          z.regex(ID_PATTERN, { error: C.slotsInvalid }),
        ),
        date: calendarDate(C.slotsInvalid),
        from: clockTime(C.slotsInvalid),
      },
      { error: C.slotsInvalid },
    ),
    { error: C.slotsInvalid },
  )
  .check(
    // At most 10: the checkout's transaction holds a place per slot within DynamoDB's 100 items.
    z.maxLength(PICKUP_SLOT_CHOICES_MAX, { error: C.slotsInvalid }),
    z.refine((slots) => new Set(slots.map((slot) => slot.producerId)).size === slots.length, {
      error: C.slotTwice,
    }),
  );
