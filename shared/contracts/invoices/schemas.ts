/** What the invoices endpoints take: the order and invoice in the path, the PDF link's signature in the query. */
import * as z from 'zod/mini';
import { INVOICE_MESSAGES as M } from '../../messages/invoice.js';
import { ORDER_VALIDATION } from '../../messages/validation.js';
import { requiredId, text } from '../fields.js';

export { orderIdParams } from '../orders/id-schemas.js';

export const invoiceParams = z.object({
  id: requiredId(ORDER_VALIDATION.orderIdRequired, ORDER_VALIDATION.orderIdInvalid),
  invoiceId: requiredId(M.invoiceIdRequired, M.invoiceIdInvalid),
});

/** The signed link's expiry (epoch seconds) and signature (base64url); both optional (a bearer token will do). */
export const invoicePdfQuery = z.object({
  expires: z.optional(
    text(M.tokenInvalid, { trim: false }).check(z.regex(/^\d{1,12}$/, { error: M.tokenInvalid })),
  ),
  token: z.optional(
    text(M.tokenInvalid, { trim: false }).check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, { error: M.tokenInvalid })),
  ),
});
