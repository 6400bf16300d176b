/**
 * Coupon management by admins (beyond the spec: GET/POST /v1/orders/coupons, PATCH /v1/orders/coupons/{code}).
 * Bounded by the shared constants; every message Spanish (COUPON_ADMIN_MESSAGES).
 */
import { z } from 'zod';
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_CODE_PATTERN,
  COUPON_DESCRIPTION_MAX_LENGTH,
  COUPON_MAX_USES,
  DATE_TEXT_MAX_LENGTH,
  PRICE_MAX,
} from '../constants.js';
import { COUPON_TYPES } from '../entities.js';
import { COUPON_ADMIN_MESSAGES as M } from '../messages.js';
import { pagingQuery, requiredText } from './common.js';

/** Trimmed and upper-cased ('verano26' is VERANO26), COUPON_CODE_MIN_LENGTH to COUPON_CODE_MAX_LENGTH long. */
const couponCode = requiredText(M.codeRequired)
  .transform((code) => code.toUpperCase())
  .pipe(
    z
      .string()
      .min(COUPON_CODE_MIN_LENGTH, { error: M.codeFormat })
      .max(COUPON_CODE_MAX_LENGTH, { error: M.codeFormat })
      .regex(COUPON_CODE_PATTERN, { error: M.codeFormat }),
  );

/** An ISO 8601 date ('2026-12-01', the start of that day UTC) or date-time, normalised to a date-time. */
const couponDate = z
  .string({ error: M.dateInvalid })
  .trim()
  .max(DATE_TEXT_MAX_LENGTH, { error: M.dateInvalid, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: M.dateInvalid, abort: true })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: M.dateInvalid })
  .transform((value) => new Date(value).toISOString())
  .optional();

const hasCents = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const couponCreateSchema = z
  .object({
    code: couponCode,
    type: z.enum(COUPON_TYPES, { error: M.typeInvalid }),
    value: z
      .number({ error: M.valueRequired })
      .gt(0, { error: M.valuePositive })
      .max(PRICE_MAX, { error: M.fixedMax })
      .refine(hasCents, { error: M.valueDecimals }),
    description: z
      .string({ error: M.descriptionTooLong })
      .trim()
      .max(COUPON_DESCRIPTION_MAX_LENGTH, { error: M.descriptionTooLong })
      .optional(),
    minTotal: z
      .number({ error: M.minTotalInvalid })
      .min(0, { error: M.minTotalInvalid })
      .max(PRICE_MAX, { error: M.minTotalInvalid })
      .refine(hasCents, { error: M.minTotalInvalid })
      .optional(),
    validFrom: couponDate,
    validUntil: couponDate,
    maxUses: z
      .number({ error: M.maxUsesInvalid })
      .int({ error: M.maxUsesInvalid })
      .min(1, { error: M.maxUsesInvalid })
      .max(COUPON_MAX_USES, { error: M.maxUsesInvalid })
      .optional(),
    oncePerCustomer: z.boolean({ error: M.oncePerCustomerInvalid }).optional(),
  })
  .superRefine((coupon, context) => {
    if (coupon.type === 'percent' && coupon.value > 100)
      context.addIssue({ code: 'custom', path: ['value'], message: M.percentMax });
    if (coupon.validFrom && coupon.validUntil && coupon.validUntil <= coupon.validFrom)
      context.addIssue({ code: 'custom', path: ['validUntil'], message: M.datesOrder });
  });

export const couponUpdateSchema = z.object({
  isActive: z.boolean({ error: M.isActiveInvalid }),
});

/** GET /v1/orders/coupons: every coupon by code, `limit` + `nextToken` paging. */
export const couponListQuery = pagingQuery;

export const couponCodeParams = z.object({ code: couponCode });

export type CouponCreateRequest = z.input<typeof couponCreateSchema>;
export type CouponCreateInput = z.output<typeof couponCreateSchema>;
export type CouponListQuery = z.infer<typeof couponListQuery>;
export type CouponUpdateRequest = z.input<typeof couponUpdateSchema>;
