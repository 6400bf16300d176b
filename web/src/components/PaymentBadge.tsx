/**
 * An order's payment as a coloured label, the same on every screen that lists or shows orders (the farm's, the
 * shopper's and the admin's): its words come from shared/messages/payment-labels.ts, its colour says whether
 * anything is left to do. `PaymentSummary` adds the method before it, for a list's column or a card's line.
 */
import type { PaymentMethod, PaymentStatus } from '../../../shared/contracts/payments/entities.js';
import {
  AWAITING_PAYMENT_LABEL,
  PAYMENT_METHOD_SHORT_LABELS,
  paymentStatusLabel,
} from '../../../shared/messages/payment-labels.js';
import './status-badge.css';
import './payment-badge.css';

type PaymentState = { method: PaymentMethod; status: PaymentStatus };

/** The badge's tone per state; a state not listed reads as something still to happen. */
const STATUS_TONES: Partial<Record<PaymentStatus, string>> = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  expired: 'muted',
  refund_pending: 'warning',
  refunded: 'info',
  partially_refunded: 'info',
};

const toneOf = (payment: PaymentState): string =>
  payment.method === 'cash_on_delivery' && payment.status === 'pending'
    ? 'info'
    : (STATUS_TONES[payment.status] ?? 'warning');

/** "Pagado", "Pago pendiente", "Se paga al recibir", "Pago rechazado"... */
export function PaymentBadge({ payment, className }: { payment: PaymentState; className?: string }) {
  return (
    <span
      className={['status-badge', `tone-${toneOf(payment)}`, className].filter(Boolean).join(' ')}
      data-payment-status={payment.status}
    >
      {paymentStatusLabel(payment)}
    </span>
  );
}

/** A farm's line waiting for its order's money: «Esperando el pago». */
export function AwaitingPaymentBadge() {
  return (
    <span className="status-badge tone-warning" data-stage="awaiting_payment">
      {AWAITING_PAYMENT_LABEL}
    </span>
  );
}

/** The method and the state: "Tarjeta · Pagado" (the method as text, the state as a badge). */
export function PaymentSummary({ payment }: { payment: PaymentState }) {
  return (
    <span className="payment-summary" data-testid="payment-summary">
      <span className="payment-summary__method">{PAYMENT_METHOD_SHORT_LABELS[payment.method]}</span>{' '}
      <PaymentBadge payment={payment} />
    </span>
  );
}
