/**
 * /producer/orders/{orderId} (producers and admins): the order as the farm sees it
 * (GET /v1/orders/producer/{id}): the shipping details (or the pickup at the farm), the amount with its
 * shipping and IVA per rate, the farm's invoices, the farm's lines, and for each line a status stepper
 * offering only the moves the rules allow (with a note), a cancel with confirmation and the history as a
 * timeline. «Marcar todo como …» moves all of the farm's lines at once, with the shipment's tracking when they
 * ship (FarmMoveControls). "Imprimir albarán" prints a packing slip (print stylesheet). Admins see every farm's
 * lines, or one farm's with ?producer=<id>.
 */
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ProducerOrderView, ProductOrder } from '../../../../shared/contracts/orders/entities.js';
import { AddressBlock } from '../../components/AddressBlock';
import { TrackingLink } from '../../components/TrackingLink';
import { InvoicesCard } from '../../components/OrderInvoices';
import { OrderFrame } from '../../components/OrderFrame';
import { Page } from '../../components/Page';
import { StatusBadge } from '../../components/StatusBadge';
import { pickupText, taxLineText } from '../../lib/cart/cart-view';
import { formatDate, formatPrice } from '../../lib/format';
import { isOrderId, orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { FarmMoveControls, farmMoveOffered } from './FarmMoveControls';
import { LineStatusControls } from './LineStatusControls';
import { useAfterLineChange, useFarmOrderInvoices, useProducerOrder } from './orders-api';
import { FarmWithdrawals } from './FarmWithdrawals';
import { PackingSlip } from './PackingSlip';
import { StatusHistory } from './StatusHistory';
import { StatusStepper } from './StatusStepper';
import { isProducerId } from './producer-orders-query';
import './producer.css';

export default function ProducerOrderDetailScreen() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const { user, role } = useSession();
  const producer =
    role === 'admin' && isProducerId(params.get('producer')) ? (params.get('producer') ?? '') : '';
  const query = useProducerOrder(isOrderId(orderId) ? orderId : null, producer || undefined, user?.id);
  return (
    <OrderFrame
      query={query}
      orderId={orderId}
      notFound={{
        message:
          'No encontramos ningún pedido con productos de tu finca con esa referencia. Revisa el enlace o consulta tus pedidos.',
      }}
      title="Pedido"
      className="producer-page po-detail"
      back={
        <Link to="/producer/orders" className="btn btn--ghost btn--small">
          Pedidos
        </Link>
      }
    >
      {(order) => (
        <OrderView
          order={order}
          me={user?.id ?? ''}
          admin={role === 'admin'}
          onLineChanged={() => void query.mutate()}
        />
      )}
    </OrderFrame>
  );
}

function OrderView({
  order,
  me,
  admin,
  onLineChanged,
}: {
  order: ProducerOrderView;
  me: string;
  admin: boolean;
  onLineChanged: () => void;
}) {
  const refreshAfterLineChange = useAfterLineChange();
  const reference = orderReference(order.id);
  const lines = order.productOrders;
  const pickup = order.delivery?.mode === 'pickup' ? (order.delivery.pickup ?? null) : null;
  // The farm whose lines move at once: the producer's own; for an admin, the one farm shown (none with several).
  const farms = [...new Set(lines.map((line) => line.producerId))];
  const farm = admin ? (farms.length === 1 ? farms[0] : undefined) : me;
  // The farm-wide move asks for the tracking; the lines' own controls then do not.
  const farmWide = Boolean(farm) && farmMoveOffered(lines);

  const changed = () => {
    onLineChanged();
    // The list, its tab counts and the dashboard read again (the stats follow a moment later).
    refreshAfterLineChange();
  };

  return (
    <Page
      title={`Pedido ${reference}`}
      eyebrow={<Link to="/producer/orders">Pedidos de mi finca</Link>}
      lead={`Hecho el ${formatDate(order.createdAt)} · ${lines.length} ${lines.length === 1 ? 'producto' : 'productos'} de tu finca`}
      className="producer-page po-detail"
    >
      <div className="toolbar">
        <StatusBadge status={order.status} />
        <button type="button" className="btn btn--secondary btn--small" onClick={() => window.print()}>
          Imprimir albarán
        </button>
      </div>

      <div className="po-detail__layout">
        <div className="po-detail__lines">
          {farm ? (
            <FarmMoveControls
              lines={lines}
              orderId={order.id}
              {...(admin ? { producerId: farm } : {})}
              onChanged={changed}
            />
          ) : null}
          {lines.map((line) => (
            <LineCard
              key={line.id}
              line={line}
              orderId={order.id}
              actors={{ me, consumer: order.consumerInfo.userId, producer: line.producerId }}
              withTracking={!farmWide}
              onChanged={changed}
            />
          ))}
        </div>

        <aside className="po-detail__side">
          <section className="card dash-card" aria-labelledby="po-shipping-title">
            <h2 id="po-shipping-title" className="card__title">
              {pickup ? 'Lo recoge en tu finca' : 'Enviar a'}
            </h2>
            {pickup ? (
              <p className="po-delivery po-delivery--pickup" data-testid="po-delivery">
                {pickupText(pickup)}
              </p>
            ) : null}
            <AddressBlock shipping={order.shippingInfo} variant="shipper" />
          </section>
          <section className="card dash-card" aria-labelledby="po-amount-title">
            <h2 id="po-amount-title" className="card__title">
              Importe
            </h2>
            <p className="po-amount">{formatPrice(order.totalPrice)}</p>
            <dl className="po-figures" data-testid="po-figures">
              <div>
                <dt>{pickup ? 'Recogida en la finca' : 'Envío'}</dt>
                <dd>
                  {pickup || order.shippingTotal === 0 ? 'Sin coste' : formatPrice(order.shippingTotal)}
                </dd>
              </div>
              {order.taxBreakdown.length > 0 ? (
                <div className="po-figures__tax">
                  <dt>IVA incluido</dt>
                  {order.taxBreakdown.map((entry) => (
                    <dd key={entry.rate}>{taxLineText(entry)}</dd>
                  ))}
                </div>
              ) : null}
            </dl>
            <p className="po-sub">
              {order.status === 'cancelled'
                ? 'Cancelado: no hay nada que cobrar.'
                : 'Pago contra entrega: lo cobras al entregar tus productos.'}
            </p>
          </section>
          <FarmWithdrawals orderId={order.id} withdrawals={order.withdrawals ?? []} onChanged={changed} />
          <FarmInvoices orderId={order.id} me={me} />
        </aside>
      </div>

      <PackingSlip order={order} />
    </Page>
  );
}

/** The farm's invoices of this order (an admin sees every farm's), each with its PDF. */
function FarmInvoices({ orderId, me }: { orderId: string; me: string }) {
  const invoices = useFarmOrderInvoices(orderId, me || undefined);
  return (
    <InvoicesCard
      read={invoices}
      showFarm={false}
      className="card dash-card"
      titleId="po-invoices-title"
      titleClassName="card__title"
    />
  );
}

function LineCard({
  line,
  orderId,
  actors,
  withTracking,
  onChanged,
}: {
  line: ProductOrder;
  orderId: string;
  actors: { me: string; consumer: string; producer: string };
  withTracking: boolean;
  onChanged: () => void;
}) {
  const headingId = `po-line-${line.id}`;
  return (
    <section className="card po-line" aria-labelledby={headingId} data-testid="po-line">
      <div className="po-line__head">
        {line.product.thumbnailUrl ? (
          <img src={line.product.thumbnailUrl} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <span className="po-line__no-photo" aria-hidden="true" />
        )}
        <div className="po-line__title">
          <h2 id={headingId}>{line.product.name}</h2>
          <p className="po-sub">
            {line.quantity} × {formatPrice(line.price)}
            {line.product.unit ? ` / ${line.product.unit}` : ''} · Total {formatPrice(line.totalPrice)}
            {line.discount ? ` (descuento ${formatPrice(line.discount)})` : ''}
          </p>
        </div>
        <StatusBadge status={line.status} />
      </div>
      {line.tracking ? <TrackingLink tracking={line.tracking} /> : null}
      <StatusStepper status={line.status} />
      <LineStatusControls line={line} orderId={orderId} withTracking={withTracking} onChanged={onChanged} />
      <StatusHistory history={line.history ?? []} actors={actors} />
    </section>
  );
}
