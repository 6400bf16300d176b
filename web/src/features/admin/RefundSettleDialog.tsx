/**
 * Recording an owed refund as sent (PATCH /v1/payments/refunds/{id} {action: "settled", reference}): the
 * dialog says what to send where (amount, the shopper's IBAN and holder, or that they have not given it yet)
 * and takes the bank transfer's reference, required (the shared schema's message before anything is sent).
 * Nothing is recorded until "Registrar devolución"; the server's refusal (409: already settled) stays in it.
 */
import { useRef, useState } from 'react';
import type { Refund } from '../../../../shared/contracts/payments/entities.js';
import { PAYMENT_MESSAGES } from '../../../../shared/messages/payment.js';
import { formatIban } from '../../../../shared/rules/iban.js';
import { ConfirmDialog } from '../../components/Modal';
import { formatPrice } from '../../lib/format';
import { useAttempt } from '../../lib/use-attempt';
import { orderReference } from '../../lib/order-status';
import { adminErrorMessage } from './admin-errors';
import { settleRefund } from './payments-api';
import { ProblemNote } from '../../components/ProblemNote';

const REFERENCE_MAX = 140;

export function RefundSettleDialog({
  refund,
  onDone,
  onCancel,
}: {
  refund: Refund;
  onDone: (refund: Refund) => void;
  onCancel: () => void;
}) {
  const [reference, setReference] = useState('');
  const { busy, problem, setProblem, run } = useAttempt(adminErrorMessage);
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const confirm = async () => {
    const text = reference.trim();
    if (!text) {
      setInvalid(true);
      setProblem(PAYMENT_MESSAGES.refundReferenceRequired);
      inputRef.current?.focus();
      return;
    }
    await run(async () => onDone((await settleRefund(refund.id, text)).refund));
  };

  return (
    <ConfirmDialog
      title="¿Registrar la devolución?"
      tone="primary"
      confirmLabel="Registrar devolución"
      busyLabel="Guardando..."
      busy={busy}
      initialFocus={inputRef}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>
        Devolución de <strong>{formatPrice(refund.amount)}</strong> del pedido{' '}
        {orderReference(refund.orderId)}
        {refund.customer ? (
          <>
            {' '}
            a <span className="user-text">{refund.customer.name || refund.customer.email}</span>
          </>
        ) : null}
        . Regístrala cuando hayas enviado la transferencia desde el banco: el cliente recibirá un e-mail.
      </p>
      {refund.account ? (
        <dl className="payment-facts refund-settle__account" data-testid="refund-account">
          <div className="payment-facts__wide">
            <dt>IBAN</dt>
            <dd className="refund-iban">{formatIban(refund.account.iban)}</dd>
          </div>
          <div className="payment-facts__wide">
            <dt>Titular</dt>
            <dd className="user-text">{refund.account.holder}</dd>
          </div>
        </dl>
      ) : (
        <p className="note note--bar tone-warning" data-testid="refund-no-account">
          El cliente aún no ha indicado su cuenta en su perfil (se lo recordamos por e-mail). Regístrala solo
          si te dio la cuenta por otra vía.
        </p>
      )}
      <div className="field">
        <label htmlFor="refund-reference">Referencia de la transferencia</label>
        <input
          ref={inputRef}
          id="refund-reference"
          value={reference}
          maxLength={REFERENCE_MAX}
          autoComplete="off"
          required
          aria-invalid={invalid || undefined}
          aria-describedby={problem ? 'refund-reference-problem' : undefined}
          onChange={(event) => {
            setReference(event.target.value);
            if (invalid) setInvalid(false);
          }}
        />
      </div>
      <ProblemNote problem={problem} id="refund-reference-problem" />
    </ConfirmDialog>
  );
}
