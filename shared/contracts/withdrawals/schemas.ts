/** What the withdrawal function takes (docs/legal.md). */
import * as z from 'zod/mini';
import { CART_MAX_LINES } from '../../constants/cart.js';
import { WITHDRAWAL_MESSAGES as M } from '../../messages/legal.js';
import { ORDER_VALIDATION } from '../../messages/validation.js';
import { dayText, ibanField, idSchema, requiredId, text } from '../fields.js';

export const REASON_MAX = 500;

export const orderIdParams = z.object({
  id: requiredId(ORDER_VALIDATION.orderIdRequired, ORDER_VALIDATION.orderIdInvalid),
});

export const withdrawalParams = z.object({
  id: requiredId(ORDER_VALIDATION.orderIdRequired, ORDER_VALIDATION.orderIdInvalid),
  withdrawalId: requiredId(M.withdrawalIdInvalid, M.withdrawalIdInvalid),
});

/** POST /v1/orders/{id}/withdrawal: the lines (each once), why (optional), where owed money goes (optional). */
export const withdrawalRequestSchema = z.object(
  {
    productOrderIds: z.array(idSchema(M.linesInvalid), { error: M.linesRequired }).check(
      z.minLength(1, { error: M.linesRequired }),
      z.maxLength(CART_MAX_LINES, { error: M.tooManyLines }),
      z.refine((ids) => new Set(ids).size === ids.length, { error: M.linesInvalid }),
    ),
    reason: z.optional(
      text(M.reasonTooLong, { multiline: true }).check(z.maxLength(REASON_MAX, { error: M.reasonTooLong })),
    ),
    /** Ours: the account an owed refund goes to (transfer, pay on delivery); saved as the profile's refund account. */
    iban: z.optional(ibanField(M.ibanInvalid)),
    /**
     * Ours, admins only: the day (YYYY-MM-DD, Spain) the consumer sent a withdrawal by e-mail or post that the
     * admin records for them; the period and the refund's limit count from it.
     */
    sentOn: z.optional(dayText(M.sentOnInvalid)),
  },
  { error: M.linesRequired },
);

/** PATCH /v1/orders/{id}/withdrawal/{withdrawalId}: the farm has the goods back. */
export const withdrawalReceivedSchema = z.object(
  { status: z.literal('received', { error: M.statusInvalid }) },
  { error: M.statusInvalid },
);

export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;
