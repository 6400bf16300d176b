/** What the harvest calendar's endpoints take (docs/harvest-calendar.md). */
import * as z from 'zod/mini';
import { PICKLIST_VALIDATION as M } from '../../messages/calendar-validation.js';
import { CART_VALIDATION, PRODUCT_VALIDATION } from '../../messages/validation.js';
import { calendarDate } from '../calendar-dates.js';
import { idParams, preprocess, text } from '../fields.js';
import { producerIdFilter } from '../orders/id-schemas.js';
import { isCalendarDate } from '../../utils/madrid-time.js';

export const PICKLIST_FORMATS = ['json', 'csv', 'pdf'] as const;
export type PicklistFormat = (typeof PICKLIST_FORMATS)[number];

/** GET /v1/orders/producer/picklist?date=YYYY-MM-DD[&format=csv|pdf][&producerId=] (admins name the farm). */
export const picklistQuery = z.object({
  date: text(M.dateRequired).check(
    z.maxLength(10, { error: M.dateInvalid }),
    z.refine((value) => isCalendarDate(value), { error: M.dateInvalid }),
  ),
  format: preprocess(
    (value) => (value === '' || value === undefined ? 'json' : value),
    z.enum(PICKLIST_FORMATS, { error: M.formatInvalid }),
  ),
  producerId: producerIdFilter,
});

/** GET /v1/orders/producer/dispatch-days[?producerId=]. */
export const dispatchDaysQuery = z.object({ producerId: producerIdFilter });

/** GET /v1/orders/producer/pickup-slots[?from=YYYY-MM-DD][&producerId=]. */
export const farmSlotsQuery = z.object({
  from: preprocess((value) => (value === '' ? undefined : value), z.optional(calendarDate(M.rangeInvalid))),
  producerId: producerIdFilter,
});

/** The `{id}` of /v1/products/{id}/alert. */
export const alertParams = {
  schema: idParams('id', PRODUCT_VALIDATION.productIdRequired, CART_VALIDATION.productIdInvalid),
  codes: { id: 'INVALID_PRODUCT_ID' },
} as const;
