/**
 * /admin/orders/{id}: any order (GET /v1/orders/{id}): status, dates, the customer and where it goes, every
 * line farm by farm with its status, the totals, the status change with a note (OrderStatusForm) and the audit
 * trail of the admins' changes, newest first.
 */
import { Link, useParams } from 'react-router-dom';
import { ID_MAX_LENGTH, ID_PATTERN } from '../../../../shared/constants.js';
import type { OrderAuditEntry } from '../../../../shared/contracts/orders/entities.js';
import { LoadError } from '../../components/LoadError';
import { NotFound } from '../../components/NotFound';
import { OrderParts } from '../../components/OrderParts';
import { OrderTotals } from '../../components/OrderTotals';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { errorMessage, isApiError } from '../../lib/api/errors';
import { formatDate } from '../../lib/format';
import { orderReference, orderStatusLabel } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { OrderStatusForm } from './OrderStatusForm';
import { useAdminOrder } from './orders-api';
import './admin.css';

const dateTime = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });
const isOrderId = (id: string) => id.length > 0 && id.length <= ID_MAX_LENGTH && ID_PATTERN.test(id);

export default function AdminOrderDetailScreen() {
  const { id = '' } = useParams();
  const { user: me } = useSession();
  const valid = isOrderId(id);
  const { data, error, isLoading, isValidating, mutate } = useAdminOrder(valid ? id : null, me?.id);

  if (!valid || (isApiError(error) && (error.status === 404 || error.status === 422))) {
    return (
      <NotFound
        title="Pedido no encontrado"
        message="No existe ningún pedido con esa referencia. Revisa el enlace o busca el pedido en la lista."
      />
    );
  }
  const order = data?.order;
  if (!order) {
    return (
      <Page title="Detalle del pedido" className="admin-page">
        {isLoading || !error ? (
          <Spinner label="Cargando el pedido..." className="spinner--page" />
        ) : (
          <LoadError
            title="No se pudo cargar el pedido."
            detail={errorMessage(error)}
            retrying={isValidating}
            onRetry={() => void mutate()}
          >
            <Link to="/admin/orders" className="btn btn--link">
              Volver a los pedidos
            </Link>
          </LoadError>
        )}
      </Page>
    );
  }

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
          <StatusBadge status={order.status} />
        </>
      }
      className="admin-page"
    >
      <div className="dash-columns">
        <section className="admin-card" aria-labelledby="order-customer">
          <h2 id="order-customer" className="admin-card__title">
            Cliente y envío
          </h2>
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
            <dt>Envío</dt>
            <dd className="user-text">
              {shipping.fullName}
              <span className="admin-sub">
                {shipping.address}, {shipping.postalCode} {shipping.city}
                {shipping.state ? ` (${shipping.state})` : ''}
              </span>
            </dd>
            {shipping.phone ? (
              <>
                <dt>Teléfono</dt>
                <dd>{shipping.phone}</dd>
              </>
            ) : null}
            {shipping.notes ? (
              <>
                <dt>Notas</dt>
                <dd className="user-text">{shipping.notes}</dd>
              </>
            ) : null}
            <dt>Pago</dt>
            <dd>Contra entrega</dd>
            <dt>Actualizado</dt>
            <dd>{dateTime.format(new Date(order.updatedAt))}</dd>
          </dl>
        </section>
        <section className="admin-card" aria-labelledby="order-status-change">
          <h2 id="order-status-change" className="admin-card__title">
            Cambiar el estado
          </h2>
          <p>
            Estado actual: <StatusBadge status={order.status} />
          </p>
          <OrderStatusForm
            order={order}
            onChanged={(next) => void mutate({ order: next }, { revalidate: false })}
          />
        </section>
      </div>

      <section className="admin-card" aria-labelledby="order-lines">
        <h2 id="order-lines" className="admin-card__title">
          Productos ({order.productOrders.length})
        </h2>
        <OrderParts productOrders={order.productOrders} />
        <OrderTotals
          subtotal={order.subtotal ?? order.totalPrice + (order.discount ?? 0)}
          discount={order.discount}
          total={order.totalPrice}
          coupon={order.coupon}
        />
      </section>

      <section className="admin-card" aria-labelledby="order-audit">
        <h2 id="order-audit" className="admin-card__title">
          Historial de cambios de estado
        </h2>
        <AuditTrail entries={audit} />
      </section>
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
