/**
 * The consumer's «¿Cancelar este pedido?» (OrderDetailScreen): what the cancel does, and what happens to the
 * money already paid: to the card it came from, or, for a transfer, by transfer to the account the consumer
 * gives here (filled with the one of their profile; saved there first: PUT /v1/users/profile
 * {refundAccount}, its refusal on its field) or later in their profile. Then the order's cancel
 * (`onConfirm`).
 */
import { useId, useState } from 'react';
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import type { BankAccount } from '../../../../shared/contracts/payments/entities.js';
import { CARD_REFUND_DAYS, REFUND_TRANSFER_DAYS } from '../../../../shared/messages/refund-mail.js';
import { ConfirmDialog } from '../../components/Modal';
import { RefundAccountFields } from '../../components/RefundAccountFields';
import { isApiError, errorMessage } from '../../lib/api/errors';
import { formatPrice } from '../../lib/format';
import {
  checkRefundAccount,
  emptyRefundAccount,
  refundAccountServerErrors,
  type RefundAccountErrors,
} from '../../lib/refund-account';
import { ProblemNote } from '../../components/ProblemNote';

/** What of the order's money goes back if it is cancelled now (paid and not owed back yet). */
export function moneyBackOnCancel(order: Pick<Order, 'payment'>): number {
  const payment = order.payment;
  if (!payment?.paidAt) return 0;
  return Math.max(0, payment.amount - payment.refundedAmount - (payment.refundPendingAmount ?? 0));
}

const sameAccount = (a: BankAccount | null, b: BankAccount | null) =>
  a?.iban === b?.iban && a?.holder === b?.holder;

export function CancelOrderDialog({
  order,
  reference,
  account,
  busy,
  saveAccount,
  onConfirm,
  onCancel,
}: {
  order: Order;
  reference: string;
  /** The refund account of the consumer's profile (null: none; undefined: not read). */
  account: BankAccount | null | undefined;
  busy: boolean;
  saveAccount: (account: BankAccount) => Promise<void>;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const back = moneyBackOnCancel(order);
  const byTransfer = back > 0 && order.payment?.method !== 'card';
  const [values, setValues] = useState(() => emptyRefundAccount(account));
  const [errors, setErrors] = useState<RefundAccountErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const confirm = async () => {
    if (!byTransfer) return onConfirm();
    const checked = checkRefundAccount(values, true);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setProblem(null);
    if (checked.account && !sameAccount(checked.account, account ?? null)) {
      setSaving(true);
      try {
        await saveAccount(checked.account);
      } catch (failure) {
        const onFields = isApiError(failure) ? refundAccountServerErrors(failure.errors) : {};
        setErrors(onFields);
        if (Object.keys(onFields).length === 0) setProblem(errorMessage(failure));
        return;
      } finally {
        setSaving(false);
      }
    }
    onConfirm();
  };

  return (
    <ConfirmDialog
      title="¿Cancelar este pedido?"
      confirmLabel="Sí, cancelar pedido"
      cancelLabel="No, mantenerlo"
      busy={busy || saving}
      busyLabel={saving ? 'Guardando tu cuenta...' : 'Cancelando...'}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>
        El pedido {reference} ({formatPrice(order.totalPrice)}) se cancelará para todas las fincas y los
        productos volverán a estar disponibles. No se puede deshacer.
      </p>
      {back > 0 && !byTransfer ? (
        <p data-testid="cancel-refund">
          Te devolvemos {formatPrice(back)} a la tarjeta con la que pagaste: según tu banco, lo verás en{' '}
          {CARD_REFUND_DAYS} días hábiles. Te escribimos cuando el banco lo confirme.
        </p>
      ) : null}
      {byTransfer ? (
        <div data-testid="cancel-refund">
          <p>
            Te devolvemos {formatPrice(back)} por transferencia en los {REFUND_TRANSFER_DAYS} días hábiles
            siguientes a tener tu cuenta.{' '}
            {account
              ? 'Comprueba que es la de tu perfil o cámbiala:'
              : 'Indica a qué cuenta (se guarda en tu perfil), o hazlo después desde tu perfil:'}
          </p>
          <RefundAccountFields
            idPrefix={id}
            values={values}
            errors={errors}
            onChange={setValues}
            optional={!account}
          />
          <ProblemNote problem={problem} />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
