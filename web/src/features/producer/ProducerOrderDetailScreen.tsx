/**
 * /producer/orders/{orderId} (producers and admins): the order as the farm sees it
 * (GET /v1/orders/producer/{id}): the shipping details (or the pickup at the farm), the amount with its goods,
 * shipping, the shop's commission, what the farm keeps and the IVA per rate, the order's payment (method, state
 * and what to collect on delivery, if anything: farm-payment.ts), the farm's invoices, the farm's lines (each
 * with its goods, shipping and commission), and for each line a status stepper
 * offering only the moves the rules allow (with a note), a cancel with confirmation and the history as a
 * timeline. «Marcar todo como …» moves all of the farm's lines at once, with the shipment's tracking when they
 * ship (FarmMoveControls). While a card or transfer order waits for its money it reads «Esperando el pago» and
 * offers no step forward. "Imprimir albarán" prints a packing slip (print stylesheet). Admins see every farm's
 * lines, or one farm's with ?producer=<id>.
 */
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { FarmProductOrder, ProducerOrderView } from '../../../../shared/contracts/orders/entities.js';
import { awaitsPayment } from '../../../../shared/rules/payment-state.js';
import { quantityWithUnit } from '../../../../shared/utils/units.js';
import { AddressBlock } from '../../components/AddressBlock';
import { TrackingLink } from '../../components/TrackingLink';
import { InvoicesCard } from '../../components/OrderInvoices';
import { OrderFrame } from '../../components/OrderFrame';
import { AwaitingPaymentBadge, PaymentSummary } from '../../components/PaymentBadge';
import { Page } from '../../components/Page';
import { StatusBadge } from '../../components/StatusBadge';
import { pickupText, taxLineText } from '../../lib/cart/cart-view';
import { formatDate, formatPrice } from '../../lib/format';
import { isOrderId, orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { farmFigures, farmPaymentNote, lineMoney } from './farm-payment';
import { FarmMoveControls, farmMoveOffered } from './FarmMoveControls';
import { LineStatusControls } from './LineStatusControls';
import { useAfterLineChange, useProducerOrder } from './orders-api';
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
  // An unpaid card or transfer order is not work yet: nothing moves forward until its money arrives.
  const awaiting = awaitsPayment(order.payment);
  // The farm-wide move asks for the tracking; the lines' own controls then do not.
  const farmWide = Boolean(farm) && !awaiting && farmMoveOffered(lines);
  const figures = farmFigures(order);

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
        {awaiting && order.status === 'pending' ? (
          <AwaitingPaymentBadge />
        ) : (
          <StatusBadge status={order.status} />
        )}
        <button type="button" className="btn btn--secondary btn--small" onClick={() => window.print()}>
          Imprimir albarán
        </button>
      </div>

      <div className="po-detail__layout">
        <div className="po-detail__lines">
          {farm && !awaiting ? (
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
              awaitingPayment={awaiting}
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
                <dt>Productos</dt>
                <dd>{formatPrice(figures.goods)}</dd>
              </div>
              <div>
                <dt>{pickup ? 'Recogida en la finca' : 'Envío'}</dt>
                <dd>
                  {pickup || order.shippingTotal === 0 ? 'Sin coste' : formatPrice(order.shippingTotal)}
                </dd>
              </div>
              {figures.commission !== null && figures.net !== null ? (
                <>
                  <div>
                    <dt>Comisión de la tienda (sobre los productos)</dt>
                    <dd data-testid="po-commission">−{formatPrice(figures.commission)}</dd>
                  </div>
                  <div>
                    <dt>Para tu finca</dt>
                    <dd data-testid="po-net">{formatPrice(figures.net)}</dd>
                  </div>
                </>
              ) : null}
              {order.taxBreakdown.length > 0 ? (
                <div className="po-figures__tax">
                  <dt>IVA incluido</dt>
                  {order.taxBreakdown.map((entry) => (
                    <dd key={entry.rate}>{taxLineText(entry)}</dd>
                  ))}
                </div>
              ) : null}
            </dl>
          </section>
          <section className="card dash-card" aria-labelledby="po-payment-title" data-testid="po-payment">
            <h2 id="po-payment-title" className="card__title">
              Pago
            </h2>
            <p>
              <PaymentSummary payment={order.payment} />
            </p>
            {order.payment.paidAt && order.payment.method !== 'cash_on_delivery' ? (
              <p className="po-sub">Pagado el {formatDate(order.payment.paidAt)}</p>
            ) : null}
            <p
              className={`note note--bar ${awaiting ? 'tone-warning' : 'tone-info'} po-payment-note`}
              data-testid="po-payment-note"
            >
              {farmPaymentNote(order)}
            </p>
          </section>
          <FarmWithdrawals orderId={order.id} withdrawals={order.withdrawals ?? []} onChanged={changed} />
          <InvoicesCard
            orderId={order.id}
            showFarm={false}
            className="card dash-card"
            titleId="po-invoices-title"
            titleClassName="card__title"
          />
        </aside>
      </div>

      <PackingSlip order={order} />
    </Page>
  );
}

function LineCard({
  line,
  orderId,
  actors,
  withTracking,
  awaitingPayment,
  onChanged,
}: {
  line: FarmProductOrder;
  orderId: string;
  actors: { me: string; consumer: string; producer: string };
  withTracking: boolean;
  awaitingPayment: boolean;
  onChanged: () => void;
}) {
  const headingId = `po-line-${line.id}`;
  const money = lineMoney(line);
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
            {quantityWithUnit(line.quantity, line.product.unit)} × {formatPrice(line.price)}
            {line.product.unit ? ` / ${line.product.unit}` : ''}
          </p>
        </div>
        {awaitingPayment && line.status === 'pending' ? (
          <AwaitingPaymentBadge />
        ) : (
          <StatusBadge status={line.status} />
        )}
      </div>
      <dl className="po-line__money" data-testid="po-line-money">
        <div>
          <dt>Productos</dt>
          <dd>
            {formatPrice(money.goods)}
            {line.discount ? ` (descuento ${formatPrice(line.discount)})` : ''}
          </dd>
        </div>
        <div>
          <dt>Envío</dt>
          <dd>{money.shipping > 0 ? formatPrice(money.shipping) : 'Sin coste'}</dd>
        </div>
        {money.commission !== null ? (
          <div>
            <dt>
              Comisión
              {line.commissionRate !== undefined
                ? ` (${String(line.commissionRate).replace('.', ',')} %)`
                : ''}
            </dt>
            <dd>−{formatPrice(money.commission)}</dd>
          </div>
        ) : null}
      </dl>
      {line.tracking ? <TrackingLink tracking={line.tracking} /> : null}
      <StatusStepper status={line.status} />
      <LineStatusControls
        line={line}
        orderId={orderId}
        withTracking={withTracking}
        awaitingPayment={awaitingPayment}
        onChanged={onChanged}
      />
      <StatusHistory history={line.history ?? []} actors={actors} />
    </section>
  );
}
