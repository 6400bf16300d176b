/**
 * Coupon management by admins (beyond the original API: GET/POST /v1/orders/coupons, PATCH /v1/orders/coupons/{code}).
 * Bounded by the shared constants; every message Spanish (COUPON_ADMIN_MESSAGES).
 */
import * as z from 'zod/mini';
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_CODE_PATTERN,
  COUPON_DESCRIPTION_MAX_LENGTH,
  COUPON_MAX_USES,
} from '../../constants/coupons.js';
import { DATE_TEXT_MAX_LENGTH } from '../../constants/limits.js';
import { PRICE_MAX } from '../../constants/products.js';
import { COUPON_TYPES } from './entities.js';
import { COUPON_ADMIN_MESSAGES as M } from '../../messages/coupon-admin.js';
import { optionalBoundedText, pagingQuery, requiredText, text } from '../fields.js';

/** Trimmed and upper-cased ('verano26' is VERANO26), COUPON_CODE_MIN_LENGTH to COUPON_CODE_MAX_LENGTH long. */
const couponCode = requiredText(M.codeRequired).check(
  z.toUpperCase(),
  z.minLength(COUPON_CODE_MIN_LENGTH, { error: M.codeFormat }),
  z.maxLength(COUPON_CODE_MAX_LENGTH, { error: M.codeFormat }),
  z.regex(COUPON_CODE_PATTERN, { error: M.codeFormat }),
);

/** An ISO 8601 date ('2026-12-01', the start of that day UTC) or date-time, normalised to a date-time. */
const couponDate = z.optional(
  z.pipe(
    text(M.dateInvalid).check(
      z.maxLength(DATE_TEXT_MAX_LENGTH, { error: M.dateInvalid, abort: true }),
      z.regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: M.dateInvalid, abort: true }),
      z.refine((value) => !Number.isNaN(Date.parse(value)), { error: M.dateInvalid }),
    ),
    z.transform((value: string) => new Date(value).toISOString()),
  ),
);

const hasCents = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const couponCreateSchema = z
  .object({
    code: couponCode,
    type: z.enum(COUPON_TYPES, { error: M.typeInvalid }),
    value: z
      .number({ error: M.valueRequired })
      .check(
        z.gt(0, { error: M.valuePositive }),
        z.lte(PRICE_MAX, { error: M.fixedMax }),
        z.refine(hasCents, { error: M.valueDecimals }),
      ),
    description: optionalBoundedText(COUPON_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong, {
      multiline: true,
    }),
    minTotal: z.optional(
      z
        .number({ error: M.minTotalInvalid })
        .check(
          z.gte(0, { error: M.minTotalInvalid }),
          z.lte(PRICE_MAX, { error: M.minTotalInvalid }),
          z.refine(hasCents, { error: M.minTotalInvalid }),
        ),
    ),
    validFrom: couponDate,
    validUntil: couponDate,
    maxUses: z.optional(
      z
        .int({ error: M.maxUsesInvalid })
        .check(z.gte(1, { error: M.maxUsesInvalid }), z.lte(COUPON_MAX_USES, { error: M.maxUsesInvalid })),
    ),
    oncePerCustomer: z.optional(z.boolean({ error: M.oncePerCustomerInvalid })),
  })
  .check(
    z.superRefine((coupon, context) => {
      if (coupon.type === 'percent' && coupon.value > 100)
        context.addIssue({ code: 'custom', path: ['value'], message: M.percentMax, input: coupon.value });
      if (coupon.validFrom && coupon.validUntil && coupon.validUntil <= coupon.validFrom)
        context.addIssue({
          code: 'custom',
          path: ['validUntil'],
          message: M.datesOrder,
          input: coupon.validUntil,
        });
    }),
  );

export const couponUpdateSchema = z.object({
  isActive: z.boolean({ error: M.isActiveInvalid }),
});

/** GET /v1/orders/coupons: every coupon by code, `limit` + `nextToken` paging. */
export const couponListQuery = pagingQuery;

export const couponCodeParams = z.object({ code: couponCode });

export type CouponCreateRequest = z.input<typeof couponCreateSchema>;
export type CouponCreateInput = z.output<typeof couponCreateSchema>;
