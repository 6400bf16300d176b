/**
 * The list of orders waiting for their payment (card or bank transfer), sorted by deadline: one item per order
 * under PAYMENT_DUE (money-keys.ts paymentKeys.due), written by checkout in its transaction and deleted in the
 * transaction that pays or cancels the order. The sweeper reads the items whose deadline has passed. One
 * partition is enough for a cooperative's shop (a few thousand unpaid orders at most; docs/payments.md).
 */
import type { Payment } from '../../../shared/contracts/payments/entities.js';
import { paymentKeys } from '../../lib/data/money-keys.js';
import type { TransactItem } from '../../lib/data/transactions.js';

export const PAYMENT_DUE_ENTITY = 'PaymentDue';

/** The delete of an order's deadline item (none for a payment without a deadline). Never conditioned. */
export function dueDeleteItem(
  tableName: string,
  orderId: string,
  payment: Pick<Payment, 'dueAt'>,
): TransactItem | null {
  return payment.dueAt
    ? { Delete: { TableName: tableName, Key: paymentKeys.due(payment.dueAt, orderId) } }
    : null;
}
