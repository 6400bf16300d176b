/** Where an order's payment stands, for the screens that offer to pay it (docs/payments.md). */
import type { Order } from '../../../shared/contracts/orders/entities.js';

type Paid = Pick<Order, 'status' | 'payment'>;

/** An unpaid card order that can still be paid: a new hosted page may be asked for. */
export function awaitsCardPayment(order: Paid | undefined | null): boolean {
  if (!order?.payment || order.status === 'cancelled') return false;
  return order.payment.method === 'card' && ['pending', 'failed'].includes(order.payment.status);
}

/** A bank transfer the shop is still waiting for. */
export const awaitsTransfer = (order: Paid | undefined | null): boolean =>
  order?.payment?.method === 'bank_transfer' &&
  order.payment.status === 'pending' &&
  order.status !== 'cancelled';
