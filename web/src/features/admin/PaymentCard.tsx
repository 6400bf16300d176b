/**
 * The admin order detail's "Pago" card: the payment's facts (method, status, paid on, refunded, reference) and,
 * for a bank transfer the shop is waiting for, "Marcar transferencia recibida" (PATCH /v1/orders/{id}/payment
 * {status: 'paid'}) after a confirmation. A pay-on-delivery order says what its farms collected on delivery and
 * what is still due (its lines not delivered nor cancelled).
 */
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import { PAYMENT_MESSAGES } from '../../../../shared/messages/payment.js';
import { CASH_ADMIN_LABELS } from '../../../../shared/messages/payment-labels.js';
import { cashOnDelivery } from '../../../../shared/rules/payment-state.js';
import { fromCents } from '../../../../shared/utils/money.js';
import { ConfirmDialog } from '../../components/Modal';
import { PaymentFacts } from '../../components/PaymentParts';
import { useToast } from '../../components/toast/toast-context';
import { formatDate, formatPrice } from '../../lib/format';
import { orderReference } from '../../lib/order-status';
import { awaitsTransfer } from '../../lib/payment-status';
import { markOrderPaid } from './orders-api';
import { useAdminConfirmedAction } from './use-admin-tasks';
import { AdminCard } from './AdminCard';

export function PaymentCard({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const toast = useToast();
  const action = useAdminConfirmedAction();
  const payment = order.payment;
  if (!payment) return null;
  const id = order.orderId ?? order.id;
  const reference = payment.reference ?? orderReference(id);
  const cash =
    payment.method === 'cash_on_delivery' && order.status !== 'cancelled'
      ? cashOnDelivery(order.productOrders)
      : null;

  const confirm = () =>
    action.run(async () => {
      onChanged((await markOrderPaid(id)).order);
      toast.success(PAYMENT_MESSAGES.transferReceived);
    });

  return (
    <AdminCard title="Pago" className="admin-payment">
      <PaymentFacts payment={payment}>
        {payment.method === 'bank_transfer' ? (
          <div>
            <dt>Referencia</dt>
            <dd className="admin-ref">{reference}</dd>
          </div>
        ) : null}
        {payment.dueAt && payment.status === 'pending' ? (
          <div>
            <dt>Vence el</dt>
            <dd>{formatDate(payment.dueAt)}</dd>
          </div>
        ) : null}
        {cash ? (
          <>
            <div>
              <dt>{CASH_ADMIN_LABELS.collected}</dt>
              <dd data-testid="cash-collected">{formatPrice(fromCents(cash.collectedCents))}</dd>
            </div>
            <div>
              <dt>{CASH_ADMIN_LABELS.due}</dt>
              <dd data-testid="cash-due">{formatPrice(fromCents(cash.dueCents))}</dd>
            </div>
          </>
        ) : null}
      </PaymentFacts>
      {awaitsTransfer(order) ? (
        <div className="actions">
          <button type="button" className="btn btn--primary" onClick={() => action.ask(true)}>
            Marcar transferencia recibida
          </button>
        </div>
      ) : null}
      {action.asked ? (
        <ConfirmDialog
          title="¿Recibiste la transferencia?"
          tone="primary"
          confirmLabel="Sí, la recibí"
          busyLabel="Guardando..."
          {...action.dialog}
          onConfirm={() => void confirm()}
        >
          <p>
            Comprueba en el banco que llegó una transferencia de {formatPrice(payment.amount)} con la
            referencia <strong>{reference}</strong>. El pedido quedará pagado y las fincas podrán prepararlo.
          </p>
        </ConfirmDialog>
      ) : null}
    </AdminCard>
  );
}
