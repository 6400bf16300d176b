/**
 * An order's payment and how it moves (pure, no I/O; docs/payments.md, "States"). Amounts are whole cents
 * inside and euros with two decimals on the order item and the wire.
 */
import type { OrderStatus } from '../../../shared/contracts/orders/entities.js';
import {
  PAYMENT_CURRENCY,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentMethod,
} from '../../../shared/contracts/payments/entities.js';
import { fromCents, toCents } from '../../../shared/utils/money.js';

type Item = Record<string, unknown>;

/**
 * A new order's payment: pending, for what the shopper pays; a transfer carries the order's reference; a card
 * or transfer its deadline (`dueAt`, lib/payments/deadlines.ts).
 */
export function newPayment(
  method: PaymentMethod,
  amountCents: number,
  reference: string,
  dueAt: string | null = null,
): Payment {
  return {
    method,
    status: 'pending',
    amount: fromCents(amountCents),
    currency: PAYMENT_CURRENCY,
    paidAt: null,
    refundedAmount: 0,
    ...(method === 'bank_transfer' ? { reference } : {}),
    ...(dueAt ? { dueAt } : {}),
  };
}

const isPayment = (value: unknown): value is Payment => {
  const payment = value as Partial<Payment> | null;
  return (
    typeof payment === 'object' &&
    payment !== null &&
    (PAYMENT_METHODS as readonly unknown[]).includes(payment.method) &&
    (PAYMENT_STATUSES as readonly unknown[]).includes(payment.status)
  );
};

/**
 * The payment of a stored order. Orders placed before payments were recorded were all paid on delivery: their
 * payment reads from the order's status (paid once delivered, no longer due once cancelled).
 */
export function paymentOf(item: Item): Payment {
  if (isPayment(item.payment)) return item.payment;
  const paid = item.status === 'delivered' || item.status === 'completed';
  return {
    method: 'cash_on_delivery',
    status: paid ? 'paid' : item.status === 'cancelled' ? 'expired' : 'pending',
    amount: Number(item.totalPrice) || 0,
    currency: PAYMENT_CURRENCY,
    paidAt: paid ? String(item.lastUpdatedAt ?? item.updatedAt ?? '') || null : null,
    refundedAmount: 0,
  };
}

export interface PaymentChange {
  /** The order's status after the change. */
  orderStatus: OrderStatus;
  /** What the lines cancelled by this change cost the shopper (their totalPrice), in cents. */
  cancelledCents: number;
  at: string;
}

/**
 * The payment after some of the order's lines moved, or null when it does not change:
 *   - the whole order cancelled: a payment not made yet is no longer due (expired); a paid one goes back in
 *     full (refunded; refundedAmount = amount);
 *   - lines cancelled while the order goes on: a paid payment gives their amount back (partially_refunded, or
 *     refunded once nothing is left);
 *   - pay on delivery: paid when every line not cancelled is delivered (the farms collected it).
 */
export function paymentAfter(payment: Payment, change: PaymentChange): Payment | null {
  const settled = payment.status === 'paid' || payment.status === 'partially_refunded';
  if (change.orderStatus === 'cancelled') {
    if (settled) return { ...payment, status: 'refunded', refundedAmount: payment.amount };
    if (payment.status === 'pending' || payment.status === 'failed') return { ...payment, status: 'expired' };
    return null;
  }
  if (settled && change.cancelledCents > 0) {
    const refunded = Math.min(
      toCents(payment.amount),
      toCents(payment.refundedAmount) + change.cancelledCents,
    );
    return {
      ...payment,
      status: refunded >= toCents(payment.amount) ? 'refunded' : 'partially_refunded',
      refundedAmount: fromCents(refunded),
    };
  }
  const delivered = change.orderStatus === 'delivered' || change.orderStatus === 'completed';
  if (payment.method === 'cash_on_delivery' && payment.status === 'pending' && delivered)
    return { ...payment, status: 'paid', paidAt: change.at };
  return null;
}
