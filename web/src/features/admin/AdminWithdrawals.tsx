/**
 * The admin's order page: the consumer's withdrawals (docs/legal.md, "The withdrawal function"), and recording one
 * the consumer sent by e-mail or post (RecordWithdrawal). Their farms mark the goods received; an admin may do it for every farm of a withdrawal not received yet (a farm that does not
 * answer, goods returned to the cooperative), after a confirmation: the lines leave the sale and the refund is
 * owed (card: to the card; transfer and pay on delivery: in «Reembolsos», to the consumer's account).
 */
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import { withdrawableLines } from '../../../../shared/rules/withdrawal-rules.js';
import { ReceivableWithdrawals } from '../../components/ReceivableWithdrawals';
import { receiveWithdrawal } from './orders-api';
import { RecordWithdrawal } from './RecordWithdrawal';
import { AdminCard } from './AdminCard';

export function AdminWithdrawals({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const withdrawals = order.withdrawals ?? [];
  const recordable = withdrawableLines(order.productOrders, new Date()).length > 0;
  if (withdrawals.length === 0 && !recordable) return null;
  return (
    <AdminCard title="Desistimientos" testId="admin-withdrawals">
      <p className="muted">
        Cada finca marca sus productos como recibidos; el reembolso se debe entonces y tiene que llegar al
        cliente en 14 días desde que desistió (lo ves en Reembolsos).
      </p>
      <ReceivableWithdrawals
        withdrawals={withdrawals}
        receive={(withdrawal) => receiveWithdrawal(order.id, withdrawal.id)}
        onChanged={onChanged}
        button={{
          label: 'Marcar como recibido por todas las fincas',
          className: 'btn btn--secondary btn--small',
        }}
        confirm={{
          title: '¿Marcar este desistimiento como recibido?',
          text: 'Hazlo si las fincas que faltan tienen de vuelta los productos (o no llegaron a salir). Los productos salen del pedido y se debe al cliente lo que pagó por ellos y su parte del envío.',
        }}
      />
      <RecordWithdrawal order={order} onChanged={onChanged} />
    </AdminCard>
  );
}
