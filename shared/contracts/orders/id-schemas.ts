/**
 * The order and farm ids the orders and payments endpoints both read (an order's payment, a farm's balance live
 * under /v1/orders but belong to the payments domain): one small module, so the payments function does not
 * bundle the orders schemas.
 */
import * as z from 'zod/mini';
import { ID_MAX_LENGTH, ID_PATTERN } from '../../constants/limits.js';
import { FIELD_VALIDATION, ORDER_VALIDATION } from '../../messages/validation.js';
import { requiredId, text } from '../fields.js';

export const orderIdParams = z.object({
  id: requiredId(ORDER_VALIDATION.orderIdRequired, ORDER_VALIDATION.orderIdInvalid),
});

/** A farm named by an admin (producers see their own). */
export const producerIdFilter = z.optional(
  text(FIELD_VALIDATION.producerIdInvalid).check(
    z.minLength(1, { error: FIELD_VALIDATION.producerIdInvalid }),
    z.maxLength(ID_MAX_LENGTH, { error: FIELD_VALIDATION.producerIdInvalid }),
    z.regex(ID_PATTERN, { error: FIELD_VALIDATION.producerIdInvalid }),
  ),
);

export const producerOrderQuery = z.object({ producerId: producerIdFilter });
