/**
 * Key builders of the money's items (payments, refunds, payouts, the farms' ledgers and Connect accounts, invoices):
 * beside the table's other keys (keys.ts), apart so each file holds one area. docs/data-model.md.
 */
import { timeKey } from './keys.js';

/**
 * The money side (docs/payments.md, "Data"):
 *   due       one item per unpaid card or transfer order, sorted by its deadline (the sweeper reads the
 *             ones due); written by checkout, deleted when the order is paid or cancelled;
 *   refund    under the order's partition (so the stream delivers it to the events function, which sends
 *             card refunds), listed by status on GSI1 for the admins and the sweeper's retries, and all of
 *             them by date on GSI2 (`REFUNDS`: the admins' refund history);
 *   event     a provider event already applied (webhooks are idempotent), kept 30 days (TTL);
 *   payout    one per payout, a farm's on GSI1 and all on GSI2, newest first;
 *   batch     one per export file of bank payouts (SEPA or CSV), all on GSI2 `PAYOUT_BATCHES`, newest first;
 *   ledger    a farm's ledger head: its payouts' total in cents, the condition that keeps two concurrent
 *             payouts from paying the same balance twice;
 *   connect   a farm's Stripe Connect account.
 */
export const PAYMENT_DUE_PARTITION = 'PAYMENT_DUE';
export const REFUND_HISTORY_PARTITION = 'REFUNDS';
export const paymentKeys = {
  due: (dueAt: string, orderId: string) => ({ PK: PAYMENT_DUE_PARTITION, SK: timeKey(dueAt, orderId) }),
  refund: (orderId: string, refundId: string) => ({ PK: `ORDER#${orderId}`, SK: `REFUND#${refundId}` }),
  refundIndex: (status: string, createdAt: string, refundId: string) => ({
    GSI1PK: `REFUNDS#${status}`,
    GSI1SK: timeKey(createdAt, refundId),
  }),
  refundHistory: (createdAt: string, refundId: string) => ({
    GSI2PK: REFUND_HISTORY_PARTITION,
    GSI2SK: timeKey(createdAt, refundId),
  }),
  /** A SEPA or CSV file of bank payouts (its payouts carry its id). */
  payoutBatch: (batchId: string) => ({ PK: `PAYOUT_BATCH#${batchId}`, SK: 'BATCH' }),
  payoutBatchIndex: (createdAt: string, batchId: string) => ({
    GSI2PK: 'PAYOUT_BATCHES',
    GSI2SK: timeKey(createdAt, batchId),
  }),
  event: (eventId: string) => ({ PK: `PAYMENT_EVENT#${eventId}`, SK: 'EVENT' }),
  payout: (payoutId: string) => ({ PK: `PAYOUT#${payoutId}`, SK: 'PAYOUT' }),
  payoutIndexes: (producerId: string, createdAt: string, payoutId: string) => ({
    GSI1PK: `PAYOUTS#${producerId}`,
    GSI1SK: timeKey(createdAt, payoutId),
    GSI2PK: 'PAYOUTS',
    GSI2SK: timeKey(createdAt, payoutId),
  }),
  ledger: (producerId: string) => ({ PK: `LEDGER#${producerId}`, SK: 'HEAD' }),
  connect: (producerId: string) => ({ PK: `USER#${producerId}`, SK: 'STRIPE_CONNECT' }),
};

/**
 * Invoices (docs/taxes-shipping-invoices.md, "Invoices"; docs/data-model.md):
 *   item     under the order's partition (the order's invoices are one Query, begins_with(SK, INVOICE#)), written
 *            once and never changed once issued; a farm's invoice of an order waiting for its fiscal data is a
 *            pending item with the same key, turned into the issued invoice once (conditioned on being pending);
 *   pending  GSI1, sparse: a farm's pending invoices by their order's date (only pending items carry it), so
 *            saving fiscal data finds them without a Scan;
 *   counter  one item per farm, series and year (Spain's): the last number taken, moved in the invoice's
 *            transaction (`YEAR#<yyyy>`: the ordinary series; `RECTIFYING#<yyyy>`: the rectifying one).
 */
export const INVOICE_SK_PREFIX = 'INVOICE#';
export const invoiceKeys = {
  item: (orderId: string, invoiceId: string) => ({
    PK: `ORDER#${orderId}`,
    SK: `${INVOICE_SK_PREFIX}${invoiceId}`,
  }),
  pendingPartition: (producerId: string) => `INVOICES_PENDING#${producerId}`,
  pending: (producerId: string, orderCreatedAt: string, orderId: string) => ({
    GSI1PK: `INVOICES_PENDING#${producerId}`,
    GSI1SK: timeKey(orderCreatedAt, orderId),
  }),
  counter: (producerId: string, year: number, series: 'ordinary' | 'rectifying' = 'ordinary') => ({
    PK: `INVOICE_COUNTER#${producerId}`,
    SK: series === 'rectifying' ? `RECTIFYING#${year}` : `YEAR#${year}`,
  }),
};
