/**
 * GET /v1/orders/{id}/invoices: the order's invoices (issued ones first, then pending ones), each issued one with
 * an absolute PDF link signed for 15 minutes (link-token.ts), built on the site the request came from like
 * checkout's links (requestSiteUrl). Two reads: the order (who owns it) and its invoices (one Query).
 */
import type { InvoicesEndpoints } from '../../shared/contracts/invoices/contract.js';
import { INVOICE_MESSAGES } from '../../shared/messages/invoice.js';
import { notFound, unauthorized } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { sortInvoices, toInvoice, type StoredInvoice } from './invoice-record.js';
import { readOrderInvoices } from './invoice-store.js';
import { invoiceLinkKey, linkQuery } from './link-token.js';
import { requestSiteUrl } from '../lib/site-url.js';
import { visibleInvoices } from './access.js';

/** The absolute path of an invoice's PDF. */
export const pdfPath = (invoice: Pick<StoredInvoice, 'orderId' | 'id'>): string =>
  `/v1/orders/${encodeURIComponent(invoice.orderId)}/invoices/${encodeURIComponent(invoice.id)}/pdf`;

export const listInvoices: Handler<InvoicesEndpoints['list']> = async ({ principal, params, event }) => {
  if (!principal) throw unauthorized();
  const [{ order, invoices }, key] = await Promise.all([readOrderInvoices(params.id), invoiceLinkKey()]);
  const visible = order ? visibleInvoices(principal, order, invoices) : null;
  if (!visible) throw notFound(INVOICE_MESSAGES.orderNotFound);
  const site = requestSiteUrl(event.headers ?? {});
  const nowSeconds = Math.floor(Date.now() / 1000);
  const link = (invoice: StoredInvoice) => {
    const { query, expires } = linkQuery(key, invoice.id, nowSeconds);
    return { url: `${site}${pdfPath(invoice)}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
  };
  return {
    data: { invoices: sortInvoices(visible).map((invoice) => toInvoice(invoice, link)) },
    message: INVOICE_MESSAGES.listed,
  };
};
