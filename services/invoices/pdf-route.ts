/**
 * GET /v1/orders/{id}/invoices/{invoiceId}/pdf: the invoice as a PDF. Public in the route table (a link opened
 * in a new tab carries no bearer header); it answers when the link's signature is valid for this invoice, or
 * when the bearer caller may see the invoice (verified by this function: PUBLIC_READS_CALLER). Otherwise:
 * 401 without either (or with an expired or forged link), 403 for a signed-in caller it is not for, 404 when
 * there is no such invoice, 409 while it is pending (the farm has not completed its fiscal data).
 */
import type { InvoicesEndpoints } from '../../shared/contracts/invoices/contract.js';
import { INVOICE_MESSAGES as M } from '../../shared/messages/invoice.js';
import { conflict, forbidden, notFound, unauthorized } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { readInvoice } from './invoice-store.js';
import { checkInvoiceLink, invoiceLinkKey } from './link-token.js';
import { mayReadInvoice } from './access.js';
import { renderInvoicePdf } from './pdf.js';

export const invoicePdf: Handler<InvoicesEndpoints['pdf']> = async ({ principal, params, query }) => {
  const hasLink = query.expires !== undefined || query.token !== undefined;
  if (!hasLink && !principal) throw unauthorized(M.signInOrLink);
  const [invoice, key] = await Promise.all([readInvoice(params.id, params.invoiceId), invoiceLinkKey()]);
  const link = checkInvoiceLink(
    key,
    params.invoiceId,
    query.expires,
    query.token,
    Math.floor(Date.now() / 1000),
  );
  const allowed = link === 'valid' || (!!principal && !!invoice && mayReadInvoice(principal, invoice));
  if (!allowed) {
    if (principal && invoice) throw forbidden(M.notYours);
    if (!principal) throw unauthorized(link === 'absent' ? M.signInOrLink : M.linkExpired);
  }
  if (!invoice) throw notFound(M.notFound);
  if (!invoice.document || !invoice.number) throw conflict(M.pending);
  const bytes = await renderInvoicePdf(invoice.document);
  return {
    data: null,
    binary: { contentType: 'application/pdf', bytes, filename: `factura-${invoice.number}.pdf` },
  };
};
