/**
 * A farm's invoices of an order (issue 21). Both endpoints live under /v1/orders (the order-scoped paths the
 * contract fixes) and are served by the invoices function, which alone carries the PDF library (a layer).
 * docs/taxes-shipping-invoices.md, "Invoices".
 */
import { answer, defineContract, fileAnswer, PUBLIC_READS_CALLER, schemasOf } from '../kit.js';
import type { Invoice } from './entities.js';
import type * as Schemas from './schemas.js';

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

export const invoicesContract = defineContract('invoices', '/v1/invoices', schemas, (route) => ({
  /** The order's invoices: its consumer and admins see all, a farm of the order its own. */
  list: route.get(
    '/v1/orders/{id}/invoices',
    'signed-in',
    answer<{ invoices: Invoice[] }>({ invoices: 'required' }),
    (s) => ({ params: s.orderIdParams }),
  ),
  /**
   * One invoice as a PDF (`application/pdf`, not the JSON envelope): with the list's signed link (`expires`,
   * `token`), or with a bearer token of someone who may see it. Public in the route table (a link opened in a
   * new tab carries no bearer header): the function checks the link or verifies the token itself.
   */
  pdf: route.get(
    '/v1/orders/{id}/invoices/{invoiceId}/pdf',
    PUBLIC_READS_CALLER,
    fileAnswer('application/pdf'),
    (s) => ({
      params: s.invoiceParams,
      query: s.invoicePdfQuery,
    }),
  ),
}));

export type InvoicesEndpoints = typeof invoicesContract.endpoints;
