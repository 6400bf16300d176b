/**
 * The admin order detail's "Devolver productos entregados" card (docs/payments.md, "Refunds"): the delivered
 * lines whose money has not gone back, to choose the ones the shop gives back (a return: damaged goods, a
 * withdrawal). After a confirmation that says how much and how (to the card, or by transfer to the account
 * the customer gives) it records the return (POST /v1/payments/refunds); the refund then follows on the
 * refunds screen. Lines already given back say so.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Order, ProductOrder } from '../../../../shared/contracts/orders/entities.js';
import { PAYMENT_MESSAGES } from '../../../../shared/messages/payment.js';
import { ConfirmDialog } from '../../components/Modal';
import { useToast } from '../../components/toast/toast-context';
import { formatDate, formatPrice } from '../../lib/format';
import { returnLines } from './payments-api';
import { useAdminConfirmedAction } from './use-admin-tasks';
import { AdminCard } from './AdminCard';

const returnable = (line: ProductOrder) => line.status === 'delivered' && !line.returnedAt;

export function ReturnLinesCard({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const toast = useToast();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const action = useAdminConfirmedAction();
  const delivered = order.productOrders.filter((line) => line.status === 'delivered');
  if (delivered.length === 0) return null;
  const picked = delivered.filter((line) => chosen.has(line.id) && returnable(line));
  const total = picked.reduce((sum, line) => sum + line.totalPrice, 0);
  const card = order.payment?.method === 'card';

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirm = () =>
    action.run(async () => {
      await returnLines(
        order.orderId ?? order.id,
        picked.map((line) => line.id),
      );
      setChosen(new Set());
      toast.success(PAYMENT_MESSAGES.returnCreated);
      onChanged();
    });

  return (
    <AdminCard title="Devolver productos entregados">
      <p className="admin-caption">
        Elige lo que el cliente devuelve: la tienda le reembolsa lo que pagó por ello y se descuenta del saldo
        de la finca. Lo sigues en <Link to="/admin/refunds">Reembolsos</Link>.
      </p>
      <ul className="return-lines">
        {delivered.map((line) => (
          <li key={line.id}>
            {returnable(line) ? (
              <label className="admin-check">
                <input type="checkbox" checked={chosen.has(line.id)} onChange={() => toggle(line.id)} />
                <span>
                  <span className="user-text">{line.product.name}</span> × {line.quantity} ·{' '}
                  {formatPrice(line.totalPrice)}
                </span>
              </label>
            ) : (
              <span className="return-lines__done">
                <span className="user-text">{line.product.name}</span> × {line.quantity} · devuelto el{' '}
                {formatDate(line.returnedAt ?? '')}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="actions">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={picked.length === 0}
          onClick={() => action.ask(true)}
        >
          Devolver el importe{picked.length > 0 ? ` (${formatPrice(total)})` : ''}
        </button>
      </div>
      {action.asked ? (
        <ConfirmDialog
          title="¿Devolver el importe al cliente?"
          tone="primary"
          confirmLabel="Sí, devolverlo"
          busyLabel="Guardando..."
          {...action.dialog}
          onConfirm={() => void confirm()}
        >
          <p>
            Se devolverán {formatPrice(total)} por {picked.length}{' '}
            {picked.length === 1 ? 'producto' : 'productos'} entregados.{' '}
            {card
              ? 'El reembolso se envía a su tarjeta.'
              : 'Se lo devuelves por transferencia a la cuenta que indique: lo registras en Reembolsos con la referencia del banco.'}{' '}
            El cliente recibirá un e-mail.
          </p>
        </ConfirmDialog>
      ) : null}
    </AdminCard>
  );
}
