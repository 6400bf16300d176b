/** The public face of the invoices domain: other domains import only what this file exports. */
export { hasFiscalData, orderPaid } from './invoice-plan.js';
export { issuePendingInvoices, reconcileOrderInvoices } from './invoice-store.js';
