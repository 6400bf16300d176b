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
 * or transfer its deadline (`dueAt`, deadlines.ts).
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

/**
 * A payment as the order item stores it (issue 35, docs/cost.md "An order line and the order smaller"): without
 * the values every new payment starts with and most keep, `currency` EUR (the shop's only one), `paidAt` null and
 * `refundedAmount` 0 (about 38 bytes); paymentOf gives them back. The payment's `method` and `status` stay: the
 * conditions of its writers read them.
 */
export function storedPayment(payment: Payment): Record<string, unknown> {
  const { currency, paidAt, refundedAmount, ...rest } = payment;
  return {
    ...rest,
    ...(currency === PAYMENT_CURRENCY ? {} : { currency }),
    ...(paidAt === null ? {} : { paidAt }),
    ...(refundedAmount === 0 ? {} : { refundedAmount }),
  };
}

/** A stored payment whole (one written since the cut has no currency, paidAt or refundedAmount when default). */
export const withPaymentDefaults = (payment: Payment): Payment => ({
  ...payment,
  currency: payment.currency ?? PAYMENT_CURRENCY,
  paidAt: payment.paidAt ?? null,
  refundedAmount: payment.refundedAmount ?? 0,
});

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
  if (isPayment(item.payment)) return withPaymentDefaults(item.payment);
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

const cents = (amount: number | undefined): number => toCents(Number(amount) || 0);

/** What is owed back and has not moved yet, in cents. */
export const refundPendingCents = (payment: Payment): number => cents(payment.refundPendingAmount);

/** What could still go back: the money that arrived, less what went back or is owed back already. */
export function refundableCents(payment: Payment): number {
  if (!payment.paidAt) return 0;
  return Math.max(0, cents(payment.amount) - cents(payment.refundedAmount) - refundPendingCents(payment));
}

/**
 * The status a payment's amounts say (docs/payments.md, "States"): refund_pending while money owed back has not
 * moved; refunded / partially_refunded by what did move; otherwise paid once the money arrived (`paidAt`), or
 * the status it had (pending, failed, expired).
 */
export function refundStatusOf(payment: Payment): Payment['status'] {
  if (refundPendingCents(payment) > 0) return 'refund_pending';
  const refunded = cents(payment.refundedAmount);
  if (refunded > 0) return refunded >= cents(payment.amount) ? 'refunded' : 'partially_refunded';
  if (payment.paidAt) return 'paid';
  return payment.status === 'refund_pending' ||
    payment.status === 'refunded' ||
    payment.status === 'partially_refunded'
    ? 'pending'
    : payment.status;
}

/** The payment with `owedCents` more owed back (refund_pending). */
export function withRefundOwed(payment: Payment, owedCents: number): Payment {
  const next = { ...payment, refundPendingAmount: fromCents(refundPendingCents(payment) + owedCents) };
  return { ...next, status: refundStatusOf(next) };
}

/**
 * The payment once a refund of `movedCents` moved (the provider confirmed it, or an admin sent it): it leaves
 * what is owed and counts in `refundedAmount`.
 */
export function withRefundMoved(payment: Payment, movedCents: number): Payment {
  const pending = Math.max(0, refundPendingCents(payment) - movedCents);
  const next: Payment = {
    ...payment,
    refundedAmount: fromCents(cents(payment.refundedAmount) + movedCents),
    refundPendingAmount: fromCents(pending),
  };
  return { ...next, status: refundStatusOf(next) };
}

/**
 * The payment after some of the order's lines moved, or null when it does not change:
 *   - the whole order cancelled: a payment not made yet is no longer due (expired); money that arrived is owed
 *     back in full (refund_pending, `refundPendingAmount`; refunded once it moved);
 *   - lines cancelled while the order goes on: money that arrived for them is owed back (refund_pending);
 *   - pay on delivery: paid when every line not cancelled is delivered (the farms collected it).
 * `refundedAmount` only moves when the money does (withRefundMoved).
 */
export function paymentAfter(payment: Payment, change: PaymentChange): Payment | null {
  const refundable = refundableCents(payment);
  if (change.orderStatus === 'cancelled') {
    if (payment.paidAt) return refundable > 0 ? withRefundOwed(payment, refundable) : null;
    if (payment.status === 'pending' || payment.status === 'failed') return { ...payment, status: 'expired' };
    return null;
  }
  if (payment.paidAt && change.cancelledCents > 0) {
    const owed = Math.min(refundable, change.cancelledCents);
    return owed > 0 ? withRefundOwed(payment, owed) : null;
  }
  const delivered = change.orderStatus === 'delivered' || change.orderStatus === 'completed';
  if (payment.method === 'cash_on_delivery' && !payment.paidAt && payment.status !== 'expired' && delivered) {
    const paid = { ...payment, paidAt: change.at };
    return { ...paid, status: refundStatusOf(paid) };
  }
  return null;
}

/**
 * The payment when delivered lines worth `returnedCents` are given back (a return): the money that arrived for
 * them is owed back (refund_pending). A card or transfer payment must have arrived; pay on delivery was
 * collected with the delivered lines. Null when nothing can go back.
 */
export function paymentAfterReturn(payment: Payment, returnedCents: number): Payment | null {
  if (payment.method !== 'cash_on_delivery' && !payment.paidAt) return null;
  const left = cents(payment.amount) - cents(payment.refundedAmount) - refundPendingCents(payment);
  const owed = Math.min(Math.max(0, left), returnedCents);
  return owed > 0 ? withRefundOwed(payment, owed) : null;
}

/**
 * A payment of before refunds were counted until they moved: `refundedAmount` counted a refund not done yet
 * (`openCents`); it moves back to what is owed (the refunds' data migration).
 */
export function withRefundStillOwed(payment: Payment, openCents: number): Payment {
  const next: Payment = {
    ...payment,
    refundedAmount: fromCents(Math.max(0, cents(payment.refundedAmount) - openCents)),
    refundPendingAmount: fromCents(refundPendingCents(payment) + openCents),
  };
  return { ...next, status: refundStatusOf(next) };
}
