/**
 * /order-confirmation/{orderId} (public route): the order just placed, read from the server for its owner
 * (GET /v1/orders/consumer/{id}; the checkout hands it over in the navigation state so it shows at once).
 * Nobody else ever reads "confirmado": a visitor is asked to sign in, another account is told the page is its
 * buyer's, and an unknown or foreign id (the server answers 404 for both) is "Pedido no encontrado".
 *
 * The payment (docs/payments.md): a card order comes back here from the provider's page; while it is not paid
 * the page reads the order every POLL_EVERY_MS for up to POLL_FOR_MS (the provider's event may land a moment
 * later) and offers "Reintentar el pago" (a new hosted page). A bank transfer shows the shop's IBAN, the amount,
 * the reference to write and the due date; cash on delivery says each farm is paid on delivery.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import { PAYMENT_MESSAGES } from '../../../../shared/messages/payment.js';
import { AddressBlock } from '../../components/AddressBlock';
import { Notice } from '../../components/LoadError';
import { MyOrderFrame } from '../../components/OrderFrame';
import { BillingNote } from '../../components/OrderInvoices';
import { OrderParts } from '../../components/OrderParts';
import { BankTransferDetails, PaymentBadge, RetryPaymentButton } from '../../components/PaymentParts';
import { PlacedOrderTotals } from '../../components/OrderTotals';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate, formatPrice } from '../../lib/format';
import { isOrderId, orderReference } from '../../lib/order-status';
import { awaitsCardPayment, awaitsTransfer } from '../../lib/payment-status';
import { loginPathFor } from '../../lib/session/redirect';
import { useSession } from '../../lib/session/session-context';
import { POLL_FOR_MS, retryPayment, useConfirmedOrder, usePaymentOptions } from './api';
import './checkout.css';

export default function OrderConfirmationScreen() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const { isLoading, isAuthenticated, role, user } = useSession();
  const handed = (location.state as { order?: Order } | null)?.order;
  const given = handed && (handed.id === orderId || handed.orderId === orderId) ? handed : undefined;
  const canRead = isAuthenticated && role === 'consumer' && isOrderId(orderId);
  // Since when an unpaid card order is polled ("Comprobar de nuevo" starts again).
  const [pollingSince, setPollingSince] = useState(() => Date.now());
  const query = useConfirmedOrder(canRead ? orderId : null, user?.id, given, pollingSince);

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
    <MyOrderFrame
      query={query}
      orderId={orderId}
      notFound={{
        className: 'confirmation-page',
        action: { to: '/orders', label: 'Mis pedidos' },
        textTestId: 'confirmation-not-found',
      }}
      title="Tu pedido"
      className="confirmation-page"
      what="tu pedido"
    >
      {(order) => (
        <Confirmation
          order={order}
          pollingSince={pollingSince}
          onCheckAgain={() => {
            setPollingSince(Date.now());
            void query.mutate();
          }}
        />
      )}
    </MyOrderFrame>
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

/** The page's heading and title, by where the order and its payment stand. */
function headingOf(order: Order, reference: string): { title: string; heading: string } {
  if (order.status !== 'pending') return { title: `Pedido ${reference}`, heading: `Pedido ${reference}` };
  if (awaitsCardPayment(order)) {
    return order.payment.status === 'failed'
      ? { title: 'Pago no completado', heading: 'El pago no se completó' }
      : { title: 'Completa el pago', heading: 'Tu pedido está reservado: falta el pago' };
  }
  if (awaitsTransfer(order))
    return { title: 'Pedido reservado', heading: '¡Gracias! Tu pedido está reservado' };
  return { title: 'Pedido confirmado', heading: '¡Gracias! Tu pedido está confirmado' };
}

/** The order shown, since when it is read again (a card payment still to be confirmed), and "check again". */
interface PollingProps {
  order: Order;
  pollingSince: number;
  onCheckAgain: () => void;
}

function Confirmation({ order, pollingSince, onCheckAgain }: PollingProps) {
  const id = order.id ?? order.orderId;
  const reference = orderReference(id);
  const farms = order.producerCount || new Set(order.productOrders.map((po) => po.producerId)).size;
  const card = awaitsCardPayment(order);
  const transfer = awaitsTransfer(order);
  const confirmed = order.status === 'pending' && !card && !transfer;
  const { title, heading } = headingOf(order, reference);
  const payment = order.payment;
  return (
    <Page title={title} heading={heading} eyebrow={`Pedido ${reference}`} className="confirmation-page">
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
            {payment ? (
              <div>
                <dt>Pago</dt>
                <dd data-testid="confirmation-payment">
                  <PaymentBadge payment={payment} />
                </dd>
              </div>
            ) : null}
          </dl>
          {card ? (
            <CardPayment order={order} pollingSince={pollingSince} onCheckAgain={onCheckAgain} />
          ) : null}
          {transfer ? <TransferPayment order={order} reference={reference} /> : null}
          {payment?.method === 'cash_on_delivery' && order.status !== 'cancelled' ? (
            <p className="note tone-success" data-testid="confirmation-cash">
              Pagarás a cada finca al recibir su parte ({formatPrice(order.totalPrice)} en total).
            </p>
          ) : null}
          {confirmed ? (
            <ol className="confirmation-steps">
              <li>
                {farms > 1
                  ? `Las ${farms} fincas de tu pedido preparan cada una su parte.`
                  : 'La finca prepara tu pedido.'}
              </li>
              <li>
                {order.deliveries?.some((delivery) => delivery.mode === 'pickup')
                  ? 'Lo que recoges en la finca te espera allí cuando está listo; lo demás sale hacia tu dirección. Verás su estado en «Mis pedidos».'
                  : 'Cada parte sale hacia tu dirección cuando está lista; verás su estado en «Mis pedidos».'}
              </li>
              <li>
                {payment?.method === 'cash_on_delivery'
                  ? 'Pagas al recibir cada envío. Mientras el pedido esté pendiente, puedes cancelarlo.'
                  : 'Mientras el pedido esté pendiente, puedes cancelarlo.'}
              </li>
            </ol>
          ) : null}
          <OrderParts productOrders={order.productOrders} deliveries={order.deliveries} />
          <PlacedOrderTotals order={order} />
          <BillingNote billing={order.billing} />
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

/**
 * An unpaid card order: what happened, the order read again every few seconds meanwhile (the screen's query),
 * and "Reintentar el pago". After POLL_FOR_MS it stops and offers to check again.
 */
function CardPayment({ order, pollingSince, onCheckAgain }: PollingProps) {
  const id = order.id ?? order.orderId;
  const failed = order.payment.status === 'failed';
  const [late, setLate] = useState(() => Date.now() - pollingSince >= POLL_FOR_MS);
  useEffect(() => {
    const left = POLL_FOR_MS - (Date.now() - pollingSince);
    if (left <= 0) {
      setLate(true);
      return undefined;
    }
    setLate(false);
    const timer = window.setTimeout(() => setLate(true), left);
    return () => window.clearTimeout(timer);
  }, [pollingSince]);

  return (
    <div className="confirmation-payment" data-testid="confirmation-card-payment">
      <p className={`note note--bar ${failed ? 'tone-error' : 'tone-warning'}`}>
        {failed
          ? 'El banco rechazó el pago. Tu pedido sigue reservado: puedes intentarlo de nuevo, con la misma tarjeta u otra.'
          : PAYMENT_MESSAGES.paymentPending}
      </p>
      {late ? (
        <div className="confirmation-payment__late">
          <p className="payment-note">
            Aún no recibimos la confirmación del pago. Si ya pagaste, puede tardar unos minutos.
          </p>
          <button type="button" className="btn btn--ghost btn--small" onClick={onCheckAgain}>
            Comprobar de nuevo
          </button>
        </div>
      ) : failed ? null : (
        <p className="payment-note" role="status">
          Comprobando el pago... Esta página se actualiza sola.
        </p>
      )}
      <RetryPaymentButton retry={() => retryPayment(id)} onRefused={onCheckAgain} />
    </div>
  );
}

/** A bank transfer to make: the shop's account (payment options), the amount, the reference, the due date. */
function TransferPayment({ order, reference }: { order: Order; reference: string }) {
  const options = usePaymentOptions();
  return (
    <BankTransferDetails
      account={options.data?.options.bankAccount}
      amount={order.payment.amount ?? order.totalPrice}
      reference={order.payment.reference ?? reference}
      dueAt={order.payment.dueAt}
      missing={
        options.error ? (
          <div className="note note--bar tone-error" role="alert">
            <p>No pudimos cargar los datos de la cuenta de la tienda.</p>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void options.mutate()}>
              Reintentar
            </button>
          </div>
        ) : (
          <p role="status" className="payment-note">
            Cargando los datos de la cuenta...
          </p>
        )
      }
    />
  );
}
