/**
 * The farm's status changes: one line (the original API's PATCH .../products/{productOrderId}/status, with our optional
 * `expectedStatus` and `tracking`) and all of a farm's lines of an order at once (ours, issue 23).
 */
import * as z from 'zod/mini';
import {
  CARRIER_IDS,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_NUMBER_PATTERN,
  normalizeTrackingNumber,
} from '../../constants/carriers.js';
import { NOTES_MAX_LENGTH } from '../../constants/limits.js';
import { FARM_MOVE_STATUSES } from '../../rules/farm-moves.js';
import { FULFILMENT_VALIDATION as FV } from '../../messages/fulfilment.js';
import { ORDER_VALIDATION, SHIPPING_VALIDATION } from '../../messages/validation.js';
import { requiredId, text } from '../fields.js';
import { PRODUCT_ORDER_STATUSES } from '../orders/entities.js';

export { orderIdParams, producerOrderQuery } from '../orders/id-schemas.js';

/** An optional note (line feeds kept); blank counts as not given. */
const notes = z.pipe(
  z.optional(
    text(SHIPPING_VALIDATION.notesMax, { multiline: true }).check(
      z.maxLength(NOTES_MAX_LENGTH, { error: SHIPPING_VALIDATION.notesMax }),
    ),
  ),
  z.transform((value: string | undefined) => (value === '' ? undefined : value)),
);

/** A tracking number as typed: spaces and dashes dropped, upper-cased, then 6-40 letters or digits. */
const trackingNumber = text(FV.trackingNumberRequired, { invisible: 'blank' }).check(
  z.maxLength(TRACKING_NUMBER_MAX_LENGTH * 2, { error: FV.trackingNumberInvalid, abort: true }),
  z.overwrite(normalizeTrackingNumber),
  z.minLength(1, { error: FV.trackingNumberRequired, abort: true }),
  z.regex(TRACKING_NUMBER_PATTERN, { error: FV.trackingNumberInvalid }),
);

/** Ours, optional, only with a move to shipped: the carrier and the parcel's number. */
export const trackingSchema = z.optional(
  z.object(
    {
      carrier: z.enum(CARRIER_IDS, { error: FV.carrierInvalid }),
      number: trackingNumber,
    },
    { error: FV.trackingInvalid },
  ),
);

export const productOrderParams = z.object({
  id: requiredId(ORDER_VALIDATION.orderIdRequired, ORDER_VALIDATION.orderIdInvalid),
  productOrderId: requiredId(ORDER_VALIDATION.productOrderIdRequired, ORDER_VALIDATION.productOrderIdInvalid),
});

export const productOrderStatusSchema = z.object({
  status: z.enum(PRODUCT_ORDER_STATUSES, { error: ORDER_VALIDATION.orderStatusInvalid }),
  notes,
  /**
   * Ours, optional: the status the client saw. When given, the change applies only if the line is still in it
   * (409 otherwise), so a change made on a stale screen never lands on a line someone else just moved.
   */
  expectedStatus: z.optional(z.enum(PRODUCT_ORDER_STATUSES, { error: ORDER_VALIDATION.orderStatusInvalid })),
  tracking: trackingSchema,
});

/** PATCH /v1/orders/producer/{id}/status: all of the farm's lines of the order to the next step. */
export const farmStatusSchema = z.object({
  status: z.enum(FARM_MOVE_STATUSES, { error: FV.farmStatusInvalid }),
  notes,
  tracking: trackingSchema,
});

export type FarmStatusBody = z.infer<typeof farmStatusSchema>;
