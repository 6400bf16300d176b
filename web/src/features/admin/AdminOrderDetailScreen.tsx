/**
 * /admin/orders/{id}: any order (GET /v1/orders/{id}): status, dates, the customer and where it goes, every
 * line farm by farm with its status and each farm's shipping or pickup, the totals with the IVA per rate, the
 * invoices (a PDF each) and the buyer's billing details, the status change with a note (OrderStatusForm), the payment
 * (PaymentCard: a bank transfer marked received) and the audit trail of the admins' changes, newest first.
 */
import { Link, useParams } from 'react-router-dom';
import type { Order, OrderAuditEntry } from '../../../../shared/contracts/orders/entities.js';
import { AddressBlock } from '../../components/AddressBlock';
import { OrderFrame } from '../../components/OrderFrame';
import { InvoicesCard } from '../../components/OrderInvoices';
import { OrderParts } from '../../components/OrderParts';
import { PlacedOrderTotals } from '../../components/OrderTotals';
import { Page } from '../../components/Page';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { PaymentSummary } from '../../components/PaymentBadge';
import { formatDate } from '../../lib/format';
import { isOrderId, orderReference, orderStatusLabel } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { OrderStatusForm } from './OrderStatusForm';
import { PaymentCard } from './PaymentCard';
import { ReturnLinesCard } from './ReturnLinesCard';
import { AdminWithdrawals } from './AdminWithdrawals';
import { useAdminOrder } from './orders-api';
import './admin.css';
import { AdminCard } from './AdminCard';

const dateTime = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });
export default function AdminOrderDetailScreen() {
  const { id = '' } = useParams();
  const { user: me } = useSession();
  const query = useAdminOrder(isOrderId(id) ? id : null, me?.id);
  return (
    <OrderFrame
      query={query}
      orderId={id}
      notFound={{
        message:
          'No existe ningún pedido con esa referencia. Revisa el enlace o busca el pedido en la lista.',
      }}
      title="Detalle del pedido"
      className="admin-page"
      back={
        <Link to="/admin/orders" className="btn btn--link">
          Volver a los pedidos
        </Link>
      }
    >
      {(order) =>
        orderPage(
          order,
          (next) => void query.mutate({ order: next }, { revalidate: false }),
          () => void query.mutate(),
        )
      }
    </OrderFrame>
  );
}

/**
 * The order read: its customer and address, the status change, the lines and totals, delivered lines to give
 * back (ReturnLinesCard), the consumer's withdrawals (AdminWithdrawals), the invoices, the audit trail. A render
 * function, not a component, so that its Page is the loading page's own (same place in the tree): the heading
 * focused on arrival keeps the focus when the order comes in.
 */
function orderPage(order: Order, onChanged: (order: Order) => void, reload: () => void) {
  const reference = orderReference(order.orderId ?? order.id);
  const shipping = order.shippingInfo;
  const audit = order.audit ?? [];
  return (
    <Page
      title={`Pedido ${reference}`}
      heading="Detalle del pedido"
      eyebrow={<Link to="/admin/orders">← Todos los pedidos</Link>}
      lead={
        <>
          Pedido <span className="admin-ref">{reference}</span> · {formatDate(order.createdAt)} ·{' '}
          <OrderStatusBadge order={order} />
        </>
      }
      className="admin-page"
    >
      <div className="dash-columns">
        <AdminCard title="Cliente y envío">
          <dl className="admin-details">
            <dt>Cliente</dt>
            <dd>
              {order.consumerInfo?.userId ? (
                <Link
                  to={`/admin/users/${encodeURIComponent(order.consumerInfo.userId)}`}
                  className="user-text"
                >
                  {order.consumerInfo.fullName ?? shipping.fullName}
                </Link>
              ) : (
                <span className="user-text">{shipping.fullName}</span>
              )}
              {order.consumerInfo?.email ? (
                <span className="admin-sub">{order.consumerInfo.email}</span>
              ) : null}
            </dd>
            <AddressBlock shipping={shipping} variant="details" />
            <dt>Pago</dt>
            <dd>
              <PaymentSummary payment={order.payment} />
            </dd>
            <dt>Actualizado</dt>
            <dd>{dateTime.format(new Date(order.updatedAt))}</dd>
          </dl>
        </AdminCard>
        <AdminCard title="Cambiar el estado">
          <p>
            Estado actual: <OrderStatusBadge order={order} />
          </p>
          <OrderStatusForm order={order} onChanged={onChanged} />
        </AdminCard>
      </div>

      <PaymentCard order={order} onChanged={onChanged} />

      <AdminCard title={`Productos (${order.productOrders.length})`}>
        <OrderParts productOrders={order.productOrders} deliveries={order.deliveries} />
        <PlacedOrderTotals order={order} />
      </AdminCard>

      <ReturnLinesCard order={order} onChanged={reload} />
      <AdminWithdrawals order={order} onChanged={reload} />

      <InvoicesCard
        orderId={order.orderId ?? order.id}
        billing={order.billing}
        className="card admin-card"
        titleId="order-invoices"
        titleClassName="card__title"
      />

      <AdminCard title="Historial de cambios de estado">
        <AuditTrail entries={audit} />
      </AdminCard>
    </Page>
  );
}

/** The admins' status changes, newest first: from, to, who, when and the note. */
export function AuditTrail({ entries }: { entries: readonly OrderAuditEntry[] }) {
  if (entries.length === 0) {
    return <p>Ningún administrador ha cambiado el estado de este pedido.</p>;
  }
  return (
    <ol className="admin-audit" data-testid="order-audit">
      {[...entries].reverse().map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="admin-audit__entry">
          <p>
            <strong>
              {orderStatusLabel(entry.from)} → {orderStatusLabel(entry.to)}
            </strong>
            <span className="admin-sub">
              <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time> ·{' '}
              <span className="user-text">{entry.byName ?? 'Administrador'}</span>
            </span>
          </p>
          {entry.notes ? <p className="admin-audit__notes user-text">{entry.notes}</p> : null}
        </li>
      ))}
    </ol>
  );
}
