/**
 * The farm's order page: the consumer's withdrawals from its lines (docs/legal.md), and «Marcar como recibido»
 * once the goods are back (or never left the farm), after a confirmation: the lines then leave the order and the
 * refund follows.
 */
import { useState } from 'react';
import type { Withdrawal } from '../../../../shared/contracts/withdrawals/entities.js';
import { WITHDRAWAL_MESSAGES } from '../../../../shared/messages/legal.js';
import { ConfirmDialog } from '../../components/Modal';
import { useToast } from '../../components/toast/toast-context';
import { WithdrawalList } from '../../components/WithdrawalList';
import { errorMessage } from '../../lib/api/errors';
import { receiveWithdrawal } from './orders-api';

export function FarmWithdrawals({
  orderId,
  withdrawals,
  onChanged,
}: {
  orderId: string;
  withdrawals: readonly Withdrawal[];
  onChanged: () => void;
}) {
  const toast = useToast();
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const [busy, setBusy] = useState(false);
  if (withdrawals.length === 0) return null;
  const receive = async (withdrawal: Withdrawal) => {
    setBusy(true);
    try {
      await receiveWithdrawal(orderId, withdrawal.id);
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
    <section className="card dash-card" aria-labelledby="po-withdrawals-title" data-testid="farm-withdrawals">
      <h2 id="po-withdrawals-title" className="card__title">
        Desistimiento del cliente
      </h2>
      <p className="po-sub">
        El cliente desiste de estos productos. Si ya los enviaste, te los devolverá; si no, no los envíes.
        Márcalos como recibidos cuando los tengas (o si no llegaron a salir): el reembolso se tramita
        entonces.
      </p>
      <WithdrawalList
        withdrawals={withdrawals}
        action={(withdrawal) =>
          withdrawal.status === 'requested' ? (
            <div className="actions">
              <button
                type="button"
                className="btn btn--primary btn--small"
                onClick={() => setConfirming(withdrawal)}
              >
                Marcar como recibido
              </button>
            </div>
          ) : null
        }
      />
      {confirming ? (
        <ConfirmDialog
          title="¿Tienes de vuelta estos productos?"
          confirmLabel="Sí, marcar como recibido"
          busyLabel="Marcando..."
          busy={busy}
          tone="primary"
          onConfirm={() => void receive(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            Salen del pedido y se devuelve al cliente lo que pagó por ellos y su parte del envío. Hazlo cuando
            los tengas en la finca, o si no llegaron a salir.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
