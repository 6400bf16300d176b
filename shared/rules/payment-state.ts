/**
 * Where an order's money stands for the people who work on it (docs/payments.md, "What a farm sees"): one small
 * pure module read by fulfilment (an unpaid card or transfer order is not work yet: its lines cannot move beyond
 * pending, 409), by the farm's lists (such lines wait apart as «Esperando el pago»), by the counters (they are
 * not in the to-do counts, and «Ingresos» count only money that arrived) and by the screens (what a farm collects
 * on delivery, what a pay-on-delivery buyer still owes).
 */
import { PRODUCT_ORDER_STATUSES, type ProductOrderStatus } from '../contracts/orders/entities.js';
import type { Payment, PaymentMethod } from '../contracts/payments/entities.js';
import { toCents } from '../utils/money.js';

/** The stage of a product order that waits for its order's money: a list tab, a counter, a GSI3 partition. */
export const AWAITING_PAYMENT = 'awaiting_payment';
export type AwaitingPayment = typeof AWAITING_PAYMENT;

/** A product order's place in the farm's work: its status, or «Esperando el pago» while its money is due. */
export type LineStage = ProductOrderStatus | AwaitingPayment;
/** Every stage, in the farm's tabs' order: the money awaited first, then the workflow. */
export const LINE_STAGES: readonly LineStage[] = [AWAITING_PAYMENT, ...PRODUCT_ORDER_STATUSES];

/** Methods whose money must arrive before the farms prepare anything (the farm collects pay on delivery). */
export const paidBeforeWork = (method: PaymentMethod): boolean => method !== 'cash_on_delivery';

/**
 * Whether the order's money is still awaited before anyone prepares it: a card or bank transfer payment not
 * made yet (pending, or a declined card waiting for a new attempt).
 */
export function awaitsPayment(payment: Pick<Payment, 'method' | 'status'> | undefined | null): boolean {
  if (!payment || !paidBeforeWork(payment.method)) return false;
  return payment.status === 'pending' || payment.status === 'failed';
}

/**
 * Whether a line of an order with this payment may move to `to`: any move while the money is not awaited; only a
 * cancel while it is (a farm that cannot serve the order still says so).
 */
export const lineMayMove = (
  payment: Pick<Payment, 'method' | 'status'> | undefined | null,
  to: ProductOrderStatus,
): boolean => to === 'cancelled' || !awaitsPayment(payment);

/** A line's stage: «Esperando el pago» while it is pending and its order's money is awaited, else its status. */
export const lineStage = (status: ProductOrderStatus, awaitingPayment: boolean): LineStage =>
  status === 'pending' && awaitingPayment ? AWAITING_PAYMENT : status;

/** What a pay-on-delivery order's lines say of its money, in cents. */
export interface CashOnDelivery {
  /** Delivered lines: their farms collected them. */
  collectedCents: number;
  /** Lines not cancelled and not delivered: still to pay to their farms on delivery. */
  dueCents: number;
}

/** The money of a pay-on-delivery order by its lines: collected on delivery, and still due. */
export function cashOnDelivery(
  lines: readonly { status: ProductOrderStatus; totalPrice: number }[],
): CashOnDelivery {
  let collectedCents = 0;
  let dueCents = 0;
  for (const line of lines) {
    if (line.status === 'cancelled') continue;
    if (line.status === 'delivered') collectedCents += toCents(line.totalPrice);
    else dueCents += toCents(line.totalPrice);
  }
  return { collectedCents, dueCents };
}
