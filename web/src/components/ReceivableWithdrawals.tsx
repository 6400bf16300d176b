/**
 * An order's withdrawals (WithdrawalList) with «Marcar como recibido» on each one not received yet, after a
 * confirmation (docs/legal.md, "The withdrawal function"): the farm's order page for its own lines, the admin's
 * for every farm at once. Receiving tells the consumer (WITHDRAWAL_MESSAGES.received) and reads the order again.
 */
import { useState, type ReactNode } from 'react';
import type { Withdrawal } from '../../../shared/contracts/withdrawals/entities.js';
import { WITHDRAWAL_MESSAGES } from '../../../shared/messages/legal.js';
import { errorMessage } from '../lib/api/errors';
import { ConfirmDialog } from './Modal';
import { useToast } from './toast/toast-context';
import { WithdrawalList } from './WithdrawalList';

interface ReceivableWithdrawalsProps {
  withdrawals: readonly Withdrawal[];
  /** PATCH /v1/orders/{id}/withdrawal/{withdrawalId} with status received, for this withdrawal. */
  receive: (withdrawal: Withdrawal) => Promise<unknown>;
  /** After a withdrawal is received: the order read again. */
  onChanged: () => void;
  /** The button's words and look on each withdrawal. */
  button: { label: string; className: string };
  /** The confirmation's title and what it says. */
  confirm: { title: string; text: ReactNode };
}

export function ReceivableWithdrawals({
  withdrawals,
  receive,
  onChanged,
  button,
  confirm,
}: ReceivableWithdrawalsProps) {
  const toast = useToast();
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const [busy, setBusy] = useState(false);
  if (withdrawals.length === 0) return null;
  const received = async (withdrawal: Withdrawal) => {
    setBusy(true);
    try {
      await receive(withdrawal);
      toast.success(WITHDRAWAL_MESSAGES.received);
      setConfirming(null);
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <WithdrawalList
        withdrawals={withdrawals}
        action={(withdrawal) =>
          withdrawal.status === 'requested' ? (
            <div className="actions">
              <button type="button" className={button.className} onClick={() => setConfirming(withdrawal)}>
                {button.label}
              </button>
            </div>
          ) : null
        }
      />
      {confirming ? (
        <ConfirmDialog
          title={confirm.title}
          confirmLabel="Sí, marcar como recibido"
          busyLabel="Marcando..."
          busy={busy}
          tone="primary"
          onConfirm={() => void received(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{confirm.text}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
