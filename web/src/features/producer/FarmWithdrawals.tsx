/**
 * The farm's order page: the consumer's withdrawals from its lines (docs/legal.md), and «Marcar como recibido»
 * once the goods are back (or never left the farm), after a confirmation: the lines then leave the order and the
 * refund follows.
 */
import type { Withdrawal } from '../../../../shared/contracts/withdrawals/entities.js';
import { ReceivableWithdrawals } from '../../components/ReceivableWithdrawals';
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
  if (withdrawals.length === 0) return null;
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
      <ReceivableWithdrawals
        withdrawals={withdrawals}
        receive={(withdrawal) => receiveWithdrawal(orderId, withdrawal.id)}
        onChanged={onChanged}
        button={{ label: 'Marcar como recibido', className: 'btn btn--primary btn--small' }}
        confirm={{
          title: '¿Tienes de vuelta estos productos?',
          text: 'Salen del pedido y se devuelve al cliente lo que pagó por ellos y su parte del envío. Hazlo cuando los tengas en la finca, o si no llegaron a salir.',
        }}
      />
    </section>
  );
}
