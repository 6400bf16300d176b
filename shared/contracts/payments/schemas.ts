/** What the payment endpoints take: the shop's payment settings, and a method (checkout). */
import * as z from 'zod/mini';
import { PAYMENT_MESSAGES as P } from '../../messages/payment.js';
import {
  bankAccountObject,
  clearable,
  dayText,
  optionalBoundedText,
  pagingQuery,
  preprocess,
  queryId,
  requiredId,
} from '../fields.js';
import { ORDER_VALIDATION } from '../../messages/validation.js';
import { PAYMENT_METHODS, PAYOUT_SCHEDULES, REFUND_REASONS, REFUND_STATUSES } from './entities.js';
import { paymentMethodSchema } from './method-schemas.js';
import { shopShippingSchema } from './shop-shipping-schema.js';

export { orderPaymentSchema, paymentMethodSchema } from './method-schemas.js';
export { orderIdParams, producerOrderQuery as balanceQuery } from '../orders/id-schemas.js';

/** The largest commission an admin may set, in percent. */
export const COMMISSION_RATE_MAX = 50;

export const bankAccountSchema = bankAccountObject({
  account: P.bankAccountRequired,
  iban: P.ibanInvalid,
  holderRequired: P.holderRequired,
  holderTooLong: P.holderTooLong,
});

/** Percent with at most two decimals, 0 to COMMISSION_RATE_MAX. */
const commissionSchema = z.number({ error: P.commissionInvalid }).check(
  z.gte(0, { error: P.commissionInvalid }),
  z.lte(COMMISSION_RATE_MAX, { error: P.commissionInvalid }),
  z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: P.commissionInvalid }),
);

/** PUT /v1/payments/settings: the methods offered (each once), the default one, the commission, the account. */
export const paymentSettingsSchema = z
  .object({
    methods: z.array(paymentMethodSchema, { error: P.methodsRequired }).check(
      z.minLength(1, { error: P.methodsRequired }),
      z.maxLength(PAYMENT_METHODS.length, { error: P.methodInvalid }),
      z.refine((methods) => new Set(methods).size === methods.length, { error: P.methodInvalid }),
    ),
    defaultMethod: paymentMethodSchema,
    commissionRate: commissionSchema,
    bankAccount: clearable(bankAccountSchema),
    payoutSchedule: z.optional(z.enum(PAYOUT_SCHEDULES, { error: P.payoutScheduleInvalid })),
    /** Ours, optional: the shop's default shipping and the zones outside the IVA territory. */
    shipping: z.optional(shopShippingSchema),
  })
  .check(
    z.refine((body) => body.methods.includes(body.defaultMethod), {
      error: P.defaultNotOffered,
      path: ['defaultMethod'],
    }),
    z.refine((body) => !body.methods.includes('bank_transfer') || !!body.bankAccount, {
      error: P.bankAccountRequired,
      path: ['bankAccount'],
    }),
  );
export type PaymentSettingsRequest = z.input<typeof paymentSettingsSchema>;

/** POST /v1/payments/payouts: the farms to pay (all with an available balance when omitted). */
export const runPayoutsSchema = z.object({
  producerIds: z.optional(
    z
      .array(requiredId(P.producerIdsInvalid, P.producerIdsInvalid), { error: P.producerIdsInvalid })
      .check(z.maxLength(500, { error: P.producerIdsInvalid })),
  ),
});

export const payoutParams = z.object({ id: requiredId(P.payoutIdInvalid, P.payoutIdInvalid) });

/**
 * PATCH /v1/payments/payouts/{id}: the shop sent the bank transfer (`paid`, with the bank's reference,
 * optionally), or takes back a bank payout that could not be sent (`cancelled`, with a reason, optionally): its
 * amount is available again.
 */
export const settlePayoutSchema = z.object({
  status: z.enum(['paid', 'cancelled'], { error: P.payoutStatusInvalid }),
  reference: optionalBoundedText(140, P.payoutReferenceTooLong),
  reason: optionalBoundedText(140, P.payoutReasonTooLong),
});

const exportFormat = z._default(z.enum(['sepa', 'csv'], { error: P.exportFormatInvalid }), 'sepa');

/** POST /v1/payments/payouts/export: a new export batch of the bank payouts no file holds yet. */
export const payoutExportSchema = z.object({ format: exportFormat });

/** GET /v1/payments/payouts/export: an export batch downloaded again (the same transfers, the same ids). */
export const payoutExportQuery = z.object({
  format: exportFormat,
  batchId: preprocess(
    (value) => (value === '' ? undefined : value),
    requiredId(P.batchIdRequired, P.batchIdInvalid),
  ),
});

export const refundParams = z.object({ id: requiredId(P.refundIdInvalid, P.refundIdInvalid) });

/**
 * PATCH /v1/payments/refunds/{id}: send a failed card refund again (`retry`), or record an owed one as sent by
 * bank transfer (`settled`, with the transfer's reference: required).
 */
export const refundActionSchema = z
  .object({
    action: z.enum(['retry', 'settled'], { error: P.refundActionInvalid }),
    reference: optionalBoundedText(140, P.refundReferenceTooLong),
  })
  .check(
    z.refine((body) => body.action !== 'settled' || !!body.reference, {
      error: P.refundReferenceRequired,
      path: ['reference'],
    }),
  );

/** What the refund list takes as `status`: one status, the ones not done (`open`, default) or `all`. */
export const REFUND_LIST_STATUSES = ['open', 'all', ...REFUND_STATUSES] as const;
export type RefundListStatus = (typeof REFUND_LIST_STATUSES)[number];

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /v1/payments/refunds (admins): `status` (open by default, all, or one status), `method`, `reason`, the
 * days they were made (`from`, `to`: UTC days, both included), `orderId`; paged by `limit` and `nextToken`.
 */
export const refundsQuery = z
  .extend(pagingQuery, {
    status: preprocess(
      emptyAsMissing,
      z._default(z.enum(REFUND_LIST_STATUSES, { error: P.refundStatusInvalid }), 'open'),
    ),
    method: preprocess(emptyAsMissing, z.optional(z.enum(PAYMENT_METHODS, { error: P.refundMethodInvalid }))),
    reason: preprocess(emptyAsMissing, z.optional(z.enum(REFUND_REASONS, { error: P.refundReasonInvalid }))),
    from: preprocess(emptyAsMissing, z.optional(dayText(P.refundDateInvalid))),
    to: preprocess(emptyAsMissing, z.optional(dayText(P.refundDateInvalid))),
    orderId: queryId(ORDER_VALIDATION.orderIdInvalid),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      error: P.refundRangeInvalid,
      path: ['from'],
    }),
  );
export type RefundsQuery = z.infer<typeof refundsQuery>;

/** POST /v1/payments/refunds (admins): give back the money of delivered lines of an order (a return). */
export const returnSchema = z.object({
  orderId: requiredId(ORDER_VALIDATION.orderIdRequired, ORDER_VALIDATION.orderIdInvalid),
  productOrderIds: z
    .array(requiredId(P.returnLinesInvalid, P.returnLinesInvalid), { error: P.returnLinesInvalid })
    .check(z.minLength(1, { error: P.returnLinesInvalid }), z.maxLength(50, { error: P.returnLinesInvalid })),
});
