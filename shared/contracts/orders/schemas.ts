/** Checkout and orders payloads, bounded by the shared constants. */
import * as z from 'zod/mini';
import { DATE_TEXT_MAX_LENGTH, ID_MAX_LENGTH, ID_PATTERN, PAGE_NUMBER_MAX } from '../../constants/limits.js';
import { ORDER_STATUSES, PRODUCT_ORDER_STATUSES } from './entities.js';
import { AWAITING_PAYMENT } from '../../rules/payment-state.js';
import { ORDER_VALIDATION, SHIPPING_VALIDATION } from '../../messages/validation.js';
import { paymentMethodSchema } from '../payments/method-schemas.js';
import { producerIdFilter } from './id-schemas.js';
import { billingSchema, pickupFromSchema, pickupSlotsChoiceSchema } from './checkout-pricing-schemas.js';
import { optionalText, SHIPPING_LIMITS, shippingInfoSchema } from './shipping-schema.js';
import { boundedInt, pagingQuery, preprocess, text } from '../fields.js';

export { SHIPPING_LIMITS, shippingInfoSchema } from './shipping-schema.js';

/** The checkout body: {shippingInfo} (the contract's shape, enough by itself), and our optional method. */
export const checkoutSchema = z.object({
  shippingInfo: shippingInfoSchema,
  /** Ours, optional: how the order is paid (without it, the shop's default method). */
  paymentMethod: z.optional(paymentMethodSchema),
  /** Ours, optional: the farms (producer ids) whose lines the buyer collects there (the rest is delivered). */
  pickupFrom: z.optional(pickupFromSchema),
  /** Ours, optional: NIF/NIE/CIF and name for a complete invoice (a simplified one without it). */
  billing: z.optional(billingSchema),
  /** Issue 32, optional: `[{producerId, date, from}]`, the pickup slot at each farm collected from. */
  pickupSlots: z.optional(pickupSlotsChoiceSchema),
});

/** Headers of POST /v1/orders/checkout (names lower-cased, as API Gateway hands them over). */
export const checkoutHeaders = z.object({
  'idempotency-key': z.optional(
    text(ORDER_VALIDATION.idempotencyKeyInvalid).check(
      z.minLength(1, { error: ORDER_VALIDATION.idempotencyKeyInvalid }),
      z.maxLength(ID_MAX_LENGTH, { error: ORDER_VALIDATION.idempotencyKeyInvalid }),
      z.regex(ID_PATTERN, { error: ORDER_VALIDATION.idempotencyKeyInvalid }),
    ),
  ),
});
/** The header a checkout takes to be safe to retry (same consumer + key within 24 h = the same order). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export { orderIdParams, producerOrderQuery } from './id-schemas.js';

/** Admin order-status change (real, not simulated). */
export const orderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ORDER_VALIDATION.orderStatusInvalid }),
  notes: optionalText(SHIPPING_LIMITS.notes, SHIPPING_VALIDATION.notesMax, undefined, true),
});

/** A date filter: an ISO 8601 date ('2026-06-01') or date-time, normalised to an ISO date-time. */
const isoDate = z.optional(
  text(ORDER_VALIDATION.dateInvalid).check(
    z.maxLength(DATE_TEXT_MAX_LENGTH, { error: ORDER_VALIDATION.dateInvalid }),
    z.regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: ORDER_VALIDATION.dateInvalid }),
    z.refine((value) => !Number.isNaN(Date.parse(value)), { error: ORDER_VALIDATION.dateInvalid }),
  ),
);

/** Whether a date filter names a whole day ('2026-06-01'): toDate then covers that day to its end (UTC). */
export const isWholeDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A client of the original API sends `page`; paging is by nextToken (see docs/carts-and-orders.md). */
const pageNumber = preprocess(
  (value) => (value === undefined || value === '' ? undefined : Number(value)),
  z.optional(boundedInt(ORDER_VALIDATION.pageInvalid, 1, PAGE_NUMBER_MAX)),
);

const datesInOrder = z.refine<{ fromDate?: string; toDate?: string }>(
  (query: { fromDate?: string; toDate?: string }) =>
    query.fromDate === undefined ||
    query.toDate === undefined ||
    Date.parse(query.fromDate) <= Date.parse(query.toDate),
  { error: ORDER_VALIDATION.dateRangeInvalid, path: ['fromDate'] },
);

/**
 * What both order lists filter by besides the status: the dates, the original API's page and, for admins, the
 * producer (producers may only name themselves).
 */
const listFilters = {
  fromDate: isoDate,
  toDate: isoDate,
  page: pageNumber,
  producerId: producerIdFilter,
};

/**
 * GET /v1/orders: the original API's filters (status, fromDate, toDate, page, limit) plus, for admins, producerId (the
 * orders with at least one line of that producer).
 */
export const orderListQuery = z
  .extend(pagingQuery, {
    status: z.optional(z.enum(ORDER_STATUSES, { error: ORDER_VALIDATION.orderStatusInvalid })),
    ...listFilters,
  })
  .check(datesInOrder);

/**
 * GET /v1/orders/producer: the original API's order filters, with product-order statuses, plus an admin's
 * producerId. Ours: `status=awaiting_payment`, the pending lines whose card or transfer money has not arrived
 * («Esperando el pago»); `status=pending` is then the farm's work (shared/rules/payment-state.ts).
 */
const PRODUCER_LIST_STAGES = [...PRODUCT_ORDER_STATUSES, AWAITING_PAYMENT] as const;
export const producerOrderListQuery = z
  .extend(pagingQuery, {
    status: z.optional(z.enum(PRODUCER_LIST_STAGES, { error: ORDER_VALIDATION.orderStatusInvalid })),
    ...listFilters,
  })
  .check(datesInOrder);

/** GET /v1/orders/producer/{id}: an admin may name the producer whose part to show (default: every line). */

export type OrderListQuery = z.infer<typeof orderListQuery>;
export type ProducerOrderListQuery = z.infer<typeof producerOrderListQuery>;

/** An admin marks a bank transfer received (PATCH /v1/orders/{id}/payment). */
