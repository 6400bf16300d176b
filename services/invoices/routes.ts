/** The invoices domain's handlers, by endpoint of its contract (shared/contracts/invoices/contract.ts). */
import type { invoicesContract } from '../../shared/contracts/invoices/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { listInvoices } from './list.js';
import { invoicePdf } from './pdf-route.js';

export const invoicesRoutes: Handlers<typeof invoicesContract> = {
  list: listInvoices,
  pdf: invoicePdf,
};
