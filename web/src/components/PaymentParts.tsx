/**
 * An order's payment as the consumer's and the admin's screens show it (docs/payments.md): the status badge
 * (PaymentBadge.tsx, re-exported),
 * the facts (method, status, paid on, refunded), the bank details of a transfer still to make, and the
 * "Reintentar el pago" button of an unpaid card order (it opens the provider's hosted page again). The call
 * itself comes from the screen's own api.ts (`retry`).
 */
import type { ReactNode } from 'react';
import type { BankAccount, Payment, PaymentRedirect } from '../../../shared/contracts/payments/entities.js';
import { formatIban } from '../../../shared/rules/iban.js';
import { PAYMENT_METHOD_LABELS } from '../../../shared/messages/payment-labels.js';
import { errorMessage } from '../lib/api/errors';
import { formatDate, formatPrice } from '../lib/format';
import { pageExit } from '../lib/page-exit';
import { useAttempt } from '../lib/use-attempt';
import { PaymentBadge } from './PaymentBadge';
import './payment-parts.css';
import { ProblemNote } from './ProblemNote';

export { PaymentBadge } from './PaymentBadge';

/** What the order's payment is: method, status, when it was paid and what went back. */
export function PaymentFacts({ payment, children }: { payment: Payment; children?: ReactNode }) {
  return (
    <dl className="payment-facts" data-testid="payment-facts">
      <div>
        <dt>Método</dt>
        <dd>{PAYMENT_METHOD_LABELS[payment.method] ?? payment.method}</dd>
      </div>
      <div>
        <dt>Estado</dt>
        <dd>
          <PaymentBadge payment={payment} />
        </dd>
      </div>
      {payment.paidAt ? (
        <div>
          <dt>Pagado el</dt>
          <dd>{formatDate(payment.paidAt)}</dd>
        </div>
      ) : null}
      {payment.refundedAmount > 0 ? (
        <div>
          <dt>Reembolsado</dt>
          <dd data-testid="payment-refunded">{formatPrice(payment.refundedAmount)}</dd>
        </div>
      ) : null}
      {(payment.refundPendingAmount ?? 0) > 0 ? (
        <div>
          <dt>Por devolver</dt>
          <dd data-testid="payment-refund-pending">{formatPrice(payment.refundPendingAmount ?? 0)}</dd>
        </div>
      ) : null}
      {children}
    </dl>
  );
}

interface BankTransferDetailsProps {
  /** The shop's account (payment options); null while it loads or when it could not be read. */
  account: BankAccount | null | undefined;
  amount: number;
  /** What the transfer must say (payment.reference, else the order's number). */
  reference: string;
  dueAt?: string;
  /** Shown in place of the account when it is missing (a failed load with a retry). */
  missing?: ReactNode;
}

/** Where to send a bank transfer: the shop's IBAN and holder, the amount, the reference and the due date. */
export function BankTransferDetails({
  account,
  amount,
  reference,
  dueAt,
  missing,
}: BankTransferDetailsProps) {
  return (
    <div className="bank-transfer" data-testid="bank-transfer">
      <p className="bank-transfer__lead">
        Haz una transferencia con estos datos. Preparamos tu pedido en cuanto la recibamos.
      </p>
      <dl className="payment-facts payment-facts--bank">
        {account ? (
          <>
            <div className="payment-facts__wide">
              <dt>IBAN</dt>
              <dd className="bank-transfer__iban" data-testid="bank-iban">
                {formatIban(account.iban)}
              </dd>
            </div>
            <div className="payment-facts__wide">
              <dt>Titular</dt>
              <dd className="user-text">{account.holder}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>Importe</dt>
          <dd data-testid="bank-amount">{formatPrice(amount)}</dd>
        </div>
        <div>
          <dt>Concepto (referencia)</dt>
          <dd className="bank-transfer__ref" data-testid="bank-reference">
            {reference}
          </dd>
        </div>
        {dueAt ? (
          <div>
            <dt>Antes del</dt>
            <dd data-testid="bank-due">{formatDate(dueAt)}</dd>
          </div>
        ) : null}
      </dl>
      {account ? null : missing}
      <p className="payment-note">
        Escribe la referencia tal cual en el concepto: así sabemos de qué pedido es tu pago.
        {dueAt ? ' Si no la recibimos antes de esa fecha, el pedido se cancela.' : ''}
      </p>
    </div>
  );
}

interface RetryPaymentButtonProps {
  /** Asks for a new hosted page (POST /v1/orders/{id}/payment through the screen's api.ts). */
  retry: () => Promise<{ payment: PaymentRedirect }>;
  /** After a refusal (already paid, cancelled): the screen reads the order again. */
  onRefused?: () => void;
  className?: string;
}

/** "Reintentar el pago": a new card page for an unpaid order, and off to it; a refusal is said under it. */
export function RetryPaymentButton({
  retry,
  onRefused,
  className = 'btn btn--primary',
}: RetryPaymentButtonProps) {
  const { busy, problem, run: attempt } = useAttempt(errorMessage);
  const run = async () => {
    const went = await attempt(async () => pageExit.go((await retry()).payment.redirectUrl));
    if (!went) onRefused?.();
  };
  return (
    <div className="payment-retry">
      <button
        type="button"
        className={className}
        onClick={() => void run()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? (
          <>
            <span className="btn__spinner" aria-hidden="true" />
            Abriendo la página de pago...
          </>
        ) : (
          'Reintentar el pago'
        )}
      </button>
      <ProblemNote problem={problem} />
    </div>
  );
}
