/** Checkout and orders payloads (spec sections 4, 5 and 7). */
import { z } from 'zod';
import { ORDER_STATUSES, PRODUCT_ORDER_STATUSES } from '../entities.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { EMAIL_PATTERN, PHONE_PATTERN, pagingQuery, requiredText } from './common.js';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const shippingInfoSchema = z.object({
  fullName: requiredText(M.fullNameRequired, 100),
  address: requiredText(M.addressRequired, 200),
  city: requiredText(M.cityRequired, 100),
  state: optionalText(100),
  postalCode: requiredText(M.postalCodeRequired, 20),
  notes: optionalText(500),
  phone: optionalText(30).refine((value) => value === undefined || PHONE_PATTERN.test(value), {
    error: M.phoneFormat,
  }),
  email: optionalText(254).refine((value) => value === undefined || EMAIL_PATTERN.test(value), {
    error: M.shippingEmailFormat,
  }),
});

export const checkoutSchema = z.object({
  shippingInfo: shippingInfoSchema,
  /** Same key on a retried checkout yields the same single order. */
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});

export const productOrderStatusSchema = z.object({
  status: z.enum(PRODUCT_ORDER_STATUSES, { error: M.orderStatusInvalid }),
  notes: optionalText(500),
});

/** Admin order-status change (real, not simulated). */
export const orderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: M.orderStatusInvalid }),
  notes: optionalText(500),
});

const isoDate = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: M.dateInvalid })
  .optional();

export const orderListQuery = pagingQuery.extend({
  status: z.enum(ORDER_STATUSES, { error: M.orderStatusInvalid }).optional(),
  fromDate: isoDate,
  toDate: isoDate,
  page: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z
      .number({ error: M.pageInvalid })
      .int({ error: M.pageInvalid })
      .min(1, { error: M.pageInvalid })
      .optional(),
  ),
});

export type ShippingInfoInput = z.input<typeof shippingInfoSchema>;
export type CheckoutRequest = z.input<typeof checkoutSchema>;
export type ProductOrderStatusRequest = z.input<typeof productOrderStatusSchema>;
export type OrderListQuery = z.infer<typeof orderListQuery>;
