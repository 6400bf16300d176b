/** What the payment endpoints take: the shop's payment settings, and a method (checkout). */
import * as z from 'zod/mini';
import { PAYMENT_MESSAGES as P } from '../../messages/payment.js';
import { bankAccountObject, optionalBoundedText, requiredId } from '../fields.js';
import { PAYMENT_METHODS, PAYOUT_SCHEDULES } from './entities.js';
import { paymentMethodSchema } from './method-schemas.js';
import { shopShippingSchema } from '../profile/farm-terms-schemas.js';

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
    bankAccount: z.optional(z.nullable(bankAccountSchema)),
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

/** PATCH /v1/payments/payouts/{id}: the shop sent the bank transfer (with the bank's reference, optionally). */
export const settlePayoutSchema = z.object({
  status: z.literal('paid', { error: P.payoutStatusInvalid }),
  reference: optionalBoundedText(140, P.payoutReferenceTooLong),
});

/** GET /v1/payments/payouts/export: the pending bank payouts as a SEPA credit transfer (pain.001) or CSV. */
export const payoutExportQuery = z.object({
  format: z._default(z.enum(['sepa', 'csv'], { error: P.exportFormatInvalid }), 'sepa'),
});

export const refundParams = z.object({ id: requiredId(P.refundIdInvalid, P.refundIdInvalid) });

/** PATCH /v1/payments/refunds/{id}: send a failed card refund again, or record an owed one as sent by transfer. */
export const refundActionSchema = z.object({
  action: z.enum(['retry', 'settled'], { error: P.refundActionInvalid }),
});
