/**
 * The admin's order page: the consumer's withdrawals (docs/legal.md, "The withdrawal function"), and recording one
 * the consumer sent by e-mail or post (RecordWithdrawal). Their farms mark the goods received; an admin may do it for every farm of a withdrawal not received yet (a farm that does not
 * answer, goods returned to the cooperative), after a confirmation: the lines leave the sale and the refund is
 * owed (card: to the card; transfer and pay on delivery: in «Reembolsos», to the consumer's account).
 */
import { useState } from 'react';
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import type { Withdrawal } from '../../../../shared/contracts/withdrawals/entities.js';
import { withdrawableLines } from '../../../../shared/rules/withdrawal-rules.js';
import { WITHDRAWAL_MESSAGES } from '../../../../shared/messages/legal.js';
import { ConfirmDialog } from '../../components/Modal';
import { useToast } from '../../components/toast/toast-context';
import { WithdrawalList } from '../../components/WithdrawalList';
import { errorMessage } from '../../lib/api/errors';
import { receiveWithdrawal } from './orders-api';
import { RecordWithdrawal } from './RecordWithdrawal';

export function AdminWithdrawals({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const [busy, setBusy] = useState(false);
  const orderId = order.id;
  const withdrawals = order.withdrawals ?? [];
  const recordable = withdrawableLines(order.productOrders, new Date()).length > 0;
  if (withdrawals.length === 0 && !recordable) return null;
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
    <section className="card admin-card" aria-labelledby="order-withdrawals" data-testid="admin-withdrawals">
      <h2 id="order-withdrawals" className="card__title">
        Desistimientos
      </h2>
      <p className="muted">
        Cada finca marca sus productos como recibidos; el reembolso se debe entonces y tiene que llegar al
        cliente en 14 días desde que desistió (lo ves en Reembolsos).
      </p>
      {withdrawals.length > 0 ? (
        <WithdrawalList
          withdrawals={withdrawals}
          action={(withdrawal) =>
            withdrawal.status === 'requested' ? (
              <div className="actions">
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  onClick={() => setConfirming(withdrawal)}
                >
                  Marcar como recibido por todas las fincas
                </button>
              </div>
            ) : null
          }
        />
      ) : null}
      <RecordWithdrawal order={order} onChanged={onChanged} />
      {confirming ? (
        <ConfirmDialog
          title="¿Marcar este desistimiento como recibido?"
          confirmLabel="Sí, marcar como recibido"
          busyLabel="Marcando..."
          busy={busy}
          tone="primary"
          onConfirm={() => void receive(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            Hazlo si las fincas que faltan tienen de vuelta los productos (o no llegaron a salir). Los
            productos salen del pedido y se debe al cliente lo que pagó por ellos y su parte del envío.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
