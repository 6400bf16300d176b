/**
 * /order-confirmation/{orderId} (public route): the order just placed, read from the server for its owner
 * (GET /v1/orders/consumer/{id}; the checkout hands it over in the navigation state so it shows at once).
 * Nobody else ever reads "confirmado": a visitor is asked to sign in, another account is told the page is its
 * buyer's, and an unknown or foreign id (the server answers 404 for both) is "Pedido no encontrado".
 */
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import { AddressBlock } from '../../components/AddressBlock';
import { Notice } from '../../components/LoadError';
import { OrderFrame } from '../../components/OrderFrame';
import { OrderParts } from '../../components/OrderParts';
import { PlacedOrderTotals } from '../../components/OrderTotals';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate, formatPrice } from '../../lib/format';
import { isOrderId, orderReference } from '../../lib/order-status';
import { loginPathFor } from '../../lib/session/redirect';
import { useSession } from '../../lib/session/session-context';
import { useConfirmedOrder } from './api';
import './checkout.css';

export default function OrderConfirmationScreen() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const { isLoading, isAuthenticated, role, user } = useSession();
  const handed = (location.state as { order?: Order } | null)?.order;
  const given = handed && (handed.id === orderId || handed.orderId === orderId) ? handed : undefined;
  const canRead = isAuthenticated && role === 'consumer' && isOrderId(orderId);
  const query = useConfirmedOrder(canRead ? orderId : null, user?.id, given);

  if (isLoading) {
    return (
      <Page title="Pedido" className="confirmation-page">
        <Spinner className="spinner--page" />
      </Page>
    );
  }
  if (!isAuthenticated) {
    return (
      <OwnerOnly title="Inicia sesión para ver tu pedido" testId="confirmation-sign-in">
        <Link to={loginPathFor(location)} className="btn btn--primary">
          Iniciar sesión
        </Link>
        <Link to="/products" className="btn btn--ghost">
          Ver productos
        </Link>
      </OwnerOnly>
    );
  }
  if (role !== 'consumer') {
    return (
      <OwnerOnly title="Esta confirmación es para quien hizo el pedido" testId="confirmation-not-yours">
        <Link to="/" className="btn btn--primary">
          Volver al inicio
        </Link>
      </OwnerOnly>
    );
  }
  return (
    <OrderFrame
      query={query}
      orderId={orderId}
      notFound={{
        message:
          'No encontramos ningún pedido tuyo con esa referencia. Revisa el enlace o consulta tus pedidos.',
        className: 'confirmation-page',
        action: { to: '/orders', label: 'Mis pedidos' },
        textTestId: 'confirmation-not-found',
      }}
      title="Tu pedido"
      className="confirmation-page"
      what="tu pedido"
      back={
        <Link to="/orders" className="btn btn--ghost btn--small">
          Mis pedidos
        </Link>
      }
    >
      {(order) => <Confirmation order={order} />}
    </OrderFrame>
  );
}

/** Why a visitor or another account does not see the order, and where to go instead (`children`). */
function OwnerOnly({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Page title="Tu pedido" className="confirmation-page" narrow>
      <Notice title={title} testId={testId} actions={children}>
        Los detalles de un pedido solo los ve la cuenta de cliente que lo hizo.
      </Notice>
    </Page>
  );
}

function Confirmation({ order }: { order: Order }) {
  const id = order.id ?? order.orderId;
  const pending = order.status === 'pending';
  const reference = orderReference(id);
  const farms = order.producerCount || new Set(order.productOrders.map((po) => po.producerId)).size;
  return (
    <Page
      title={pending ? 'Pedido confirmado' : `Pedido ${reference}`}
      heading={pending ? '¡Gracias! Tu pedido está confirmado' : `Pedido ${reference}`}
      eyebrow={`Pedido ${reference}`}
      className="confirmation-page"
    >
      <div className="page-grid confirmation-layout" data-testid="order-confirmation">
        <section
          className="card card--lg checkout-card confirmation-card"
          aria-labelledby="confirmation-what"
        >
          <h2 id="confirmation-what" className="checkout-card__title">
            Resumen
          </h2>
          <dl className="confirmation-facts">
            <div>
              <dt>Referencia</dt>
              <dd data-testid="order-reference">{reference}</dd>
            </div>
            <div>
              <dt>Fecha</dt>
              <dd>{formatDate(order.createdAt ?? order.orderCreatedAt)}</dd>
            </div>
            <div>
              <dt>Estado</dt>
              <dd>
                <StatusBadge status={order.status} />
              </dd>
            </div>
            <div>
              <dt>Pago</dt>
              <dd>Contra entrega: pagarás {formatPrice(order.totalPrice)} al recibirlo</dd>
            </div>
          </dl>
          {pending ? (
            <ol className="confirmation-steps">
              <li>
                {farms > 1
                  ? `Las ${farms} fincas de tu pedido preparan cada una su parte.`
                  : 'La finca prepara tu pedido.'}
              </li>
              <li>Cada parte sale hacia tu dirección cuando está lista; verás su estado en «Mis pedidos».</li>
              <li>Pagas al recibir cada envío. Mientras el pedido esté pendiente, puedes cancelarlo.</li>
            </ol>
          ) : null}
          <OrderParts productOrders={order.productOrders} />
          <PlacedOrderTotals order={order} />
        </section>
        <section
          className="card card--lg checkout-card confirmation-card"
          aria-labelledby="confirmation-where"
        >
          <h2 id="confirmation-where" className="checkout-card__title">
            Envío a
          </h2>
          <AddressBlock shipping={order.shippingInfo} />
          <div className="actions">
            <Link to={`/orders/${encodeURIComponent(id)}`} className="btn btn--primary">
              Ver el pedido
            </Link>
            <Link to="/orders" className="btn btn--ghost">
              Mis pedidos
            </Link>
            <Link to="/products" className="btn btn--link">
              Seguir comprando
            </Link>
          </div>
        </section>
      </div>
    </Page>
  );
}
