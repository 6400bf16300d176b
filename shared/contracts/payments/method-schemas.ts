/**
 * The payment schemas the orders domain reads too (a checkout's method, an admin's "transfer received"), apart
 * from the settings' schemas so the orders function does not bundle those (IBAN check and all).
 */
import * as z from 'zod/mini';
import { ORDER_PAYMENT_MESSAGES as P } from '../../messages/order-payment.js';
import { PAYMENT_METHODS } from './entities.js';

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: P.methodInvalid });

/** PATCH /v1/orders/{id}/payment (admins): the bank transfer was received. */
export const orderPaymentSchema = z.object({
  status: z.literal('paid', { error: P.paymentStatusInvalid }),
});
