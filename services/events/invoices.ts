/**
 * Processor of the events function: a farm's invoices of an order (docs/taxes-shipping-invoices.md, "Invoices").
 *   - an order item changed (paid, a line delivered or cancelled: every write to an order moves its version)
 *     -> reconcileOrderInvoices: issue what is due, pending records for farms without fiscal data, rectifying
 *     invoices for lines cancelled after their invoice;
 *   - a farm's directory item whose fiscal data became complete or changed -> its pending invoices are issued,
 *     oldest order first.
 * Idempotent by construction: every run plans from the table as it is now (deterministic invoice ids, invoices
 * put only if absent, counters conditioned on the value read), so a replayed record issues nothing twice.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { hasFiscalData, orderPaid, issuePendingInvoices, reconcileOrderInvoices } from '../invoices/index.js';
import { paymentOf } from '../orders/index.js';
import type { ChangeRecord, Item } from './change-record.js';
import type { ChangeProcessor } from './stream-handler.js';

export const INVOICES_PROCESSOR = 'invoices';

/** Whether an order as written may have invoices due (cheap, from the image: saves reading unpaid orders). */
export function mayHaveInvoicesDue(order: Item): boolean {
  if (paymentOf(order).method === 'cash_on_delivery') return Number(order.completedProductOrders) > 0;
  return orderPaid(order);
}

const fiscalOf = (image: Item | undefined): string | null => {
  const fiscal = image?.fiscal as { legalName?: string; nif?: string; address?: string } | undefined;
  return hasFiscalData(fiscal as never)
    ? JSON.stringify([fiscal?.legalName, fiscal?.nif, fiscal?.address])
    : null;
};

/** Whether a directory change gave a user complete fiscal data (new, or different from before). */
export function fiscalCompleted(change: ChangeRecord): boolean {
  const after = fiscalOf(change.newImage);
  return after !== null && after !== fiscalOf(change.oldImage);
}

export const invoicesProcessor: ChangeProcessor = {
  name: INVOICES_PROCESSOR,
  async handle(change: ChangeRecord, logger: Logger): Promise<void> {
    const { PK, SK } = change.keys;
    if (PK.startsWith('ORDER#') && SK === 'ORDER') {
      if (!change.newImage || !mayHaveInvoicesDue(change.newImage)) return;
      const written = await reconcileOrderInvoices(PK.slice('ORDER#'.length), logger);
      if (written.length > 0)
        logger.info('Invoices', {
          orderId: PK.slice('ORDER#'.length),
          actions: written.map((action) => action.type),
        });
      return;
    }
    if (PK.startsWith('USER#') && SK === 'PROFILE' && fiscalCompleted(change)) {
      const issued = await issuePendingInvoices(PK.slice('USER#'.length), logger);
      logger.info('Pending invoices issued', { producerId: PK.slice('USER#'.length), issued });
    }
  },
};
