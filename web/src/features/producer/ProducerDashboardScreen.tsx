/**
 * /producer/dashboard (producers and admins): how the farm is doing over a period (7 / 30 / 90 days or 12 months,
 * in the URL): revenue, orders, average order and units (GET /v1/orders/producer/stats), revenue and orders as a
 * chart (uPlot, loaded lazily with the chart only), product orders by status, the top products, the newest
 * pending lines (GET /v1/orders/producer?status=pending) and the products low on stock (5 units or fewer) with a
 * link to edit them; a farm without fiscal data is reminded to complete them (its invoices wait). Admins see the whole shop (with the top farms), or one farm with ?producer=<id>.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { LOW_STOCK_THRESHOLD } from '../../../../shared/constants/products.js';
import { type StatsPeriod } from '../../../../shared/constants/stats.js';
import {
  PRODUCT_ORDER_STATUSES,
  type OrderStatsReport,
  type ProductOrder,
} from '../../../../shared/contracts/orders/entities.js';
import { AWAITING_PAYMENT_LABEL } from '../../../../shared/messages/payment-labels.js';
import { AWAITING_PAYMENT } from '../../../../shared/rules/payment-state.js';
import { quantityWithUnit } from '../../../../shared/utils/units.js';
import { DashboardRow } from '../../components/DashboardRow';
import { DashboardSection } from '../../components/DashboardSection';
import { FarmSubscriptions } from './FarmSubscriptions';
import { LazySalesChart } from '../../components/LazySalesChart';
import { ListState } from '../../components/ListState';
import { Page } from '../../components/Page';
import { PeriodSelector, usePeriodParam } from '../../components/PeriodSelector';
import { SalesFiguresState, StatFigures } from '../../components/StatFigures';
import { StockStatus } from '../../components/StockStatus';
import { formatDate, formatPrice } from '../../lib/format';
import { ORDER_STATUS_LABELS, orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { PERIOD_PHRASES } from '../../lib/stats-period';
import { useProducerOrders, useProducerStats } from './orders-api';
import { idOf, needingRestock, productCounts, productCountsText } from './own-products';
import { isProducerId, producerOrderPath } from './producer-orders-query';
import { useOwnProducts } from './products-api';
import { useFarmProfile } from './profile-api';
import './producer.css';

const PENDING_SHOWN = 5;

/** Ours: the reminder of a farm without fiscal data. */
export const FISCAL_REMINDER = 'Completa tus datos fiscales para emitir tus facturas';

/**
 * A farm without fiscal data: its invoices stay pending until it gives them (the profile says so once read;
 * nothing is shown while it loads or if it cannot be read).
 */
function FiscalReminder({ userId }: { userId: string | undefined }) {
  const { data } = useFarmProfile(true, userId);
  if (data?.profile.fiscal !== null) return null;
  return (
    <div className="note note--bar tone-warning dash-reminder" role="note" data-testid="fiscal-reminder">
      <p>
        <strong>{FISCAL_REMINDER}</strong>. Mientras no los tengas, las facturas de tus ventas quedan
        pendientes.
      </p>
      <Link to="/profile#datos-fiscales" className="btn btn--secondary btn--small">
        Completar datos fiscales
      </Link>
    </div>
  );
}

export default function ProducerDashboardScreen() {
  const { user, role } = useSession();
  const isAdmin = role === 'admin';
  const [params] = useSearchParams();
  const [period, choosePeriod] = usePeriodParam();
  const producer = isAdmin && isProducerId(params.get('producer')) ? (params.get('producer') ?? '') : '';
  const wholeShop = isAdmin && !producer;

  const statsQuery = { period, producerId: producer || undefined };
  const stats = useProducerStats(statsQuery, user?.id);
  const pendingQuery = { status: 'pending', limit: PENDING_SHOWN, producerId: producer || undefined };
  const pending = useProducerOrders(pendingQuery, user?.id);

  const report = stats.data?.stats;
  const lead = wholeShop
    ? 'Así va toda la tienda: ventas, pedidos y lo que queda por preparar.'
    : user?.fullName && !isAdmin
      ? `Hola, ${user.fullName}. Así va tu finca.`
      : 'Así va la finca: ventas, pedidos y lo que queda por preparar.';

  return (
    <Page
      title={wholeShop ? 'Panel de la tienda' : 'Panel de productor'}
      lead={lead}
      className="producer-page producer-dashboard"
    >
      <nav className="quick-links" aria-label="Accesos rápidos">
        {!isAdmin ? (
          <Link to="/producer/products/new" className="btn btn--primary">
            + Nuevo producto
          </Link>
        ) : null}
        <Link to="/producer/orders" className="btn btn--secondary">
          Pedidos
        </Link>
        {!isAdmin ? (
          <Link to="/producer/products" className="btn btn--ghost">
            Mis productos
          </Link>
        ) : null}
        {!isAdmin || producer ? (
          <Link
            to={producer ? `/producer/payouts?producer=${encodeURIComponent(producer)}` : '/producer/payouts'}
            className="btn btn--ghost"
          >
            Cobros
          </Link>
        ) : null}
        {!isAdmin ? (
          <Link to="/producer/reviews" className="btn btn--ghost">
            Opiniones
          </Link>
        ) : null}
        <Link to="/products" className="btn btn--ghost">
          Ver la tienda
        </Link>
      </nav>

      {!isAdmin ? <FiscalReminder userId={user?.id} /> : null}

      <PeriodSelector period={period} onChange={choosePeriod} />
      <SalesFiguresState query={stats}>
        {(loaded) => <SalesFigures report={loaded} period={period} updating={stats.isValidating} />}
      </SalesFiguresState>

      <div className="dash-columns">
        <DashboardSection title="Productos pedidos por estado" card>
          <ListState data={report}>
            {(loaded) => (
              <ul className="dash-list" data-testid="dash-status-counts">
                <li className="dash-status-row">
                  <Link
                    to={`/producer/orders?status=${AWAITING_PAYMENT}${producer ? `&producer=${producer}` : ''}`}
                  >
                    {AWAITING_PAYMENT_LABEL}
                  </Link>
                  <span className="dash-count" data-status={AWAITING_PAYMENT}>
                    {loaded.awaitingPayment ?? 0}
                  </span>
                </li>
                {PRODUCT_ORDER_STATUSES.map((status) => (
                  <li key={status} className="dash-status-row">
                    <Link to={`/producer/orders?status=${status}${producer ? `&producer=${producer}` : ''}`}>
                      {ORDER_STATUS_LABELS[status]}
                    </Link>
                    <span className="dash-count" data-status={status}>
                      {loaded.statusCounts[status]}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </ListState>
        </DashboardSection>

        <DashboardSection title="Lo más vendido" card>
          <ListState
            data={report?.topProducts}
            emptyView={<p>Aún no hay ventas {PERIOD_PHRASES[period]}.</p>}
          >
            {(products) => (
              <ol className="dash-list dash-rank" data-testid="dash-top-products">
                {products.map((product) => (
                  <DashboardRow
                    key={product.productId}
                    name={<span className="dash-rank__name user-text">{product.name}</span>}
                    meta={
                      <>
                        {product.units} {product.units === 1 ? 'unidad' : 'unidades'} ·{' '}
                        {formatPrice(product.revenue)}
                      </>
                    }
                  />
                ))}
              </ol>
            )}
          </ListState>
        </DashboardSection>
      </div>

      <div className="dash-columns">
        <PendingLines
          lines={pending.data?.orders}
          error={pending.error}
          onRetry={() => void pending.mutate()}
          producer={producer}
          everyFarm={wholeShop}
        />
        {wholeShop ? <TopFarms report={report} period={period} /> : <LowStock producerId={producer} />}
      </div>
      {wholeShop ? null : <FarmSubscriptions producerId={producer} userId={user?.id} />}
    </Page>
  );
}

function SalesFigures({
  report,
  period,
  updating,
}: {
  report: OrderStatsReport | undefined;
  period: StatsPeriod;
  updating: boolean;
}) {
  return (
    <>
      <DashboardSection title={`Ventas ${PERIOD_PHRASES[period]}`}>
        <StatFigures
          testId="dash-figures"
          busy={!report || updating}
          figures={[
            { label: 'Ingresos', value: report ? formatPrice(report.totalRevenue) : null },
            { label: 'Pedidos', value: report ? String(report.totalOrders) : null, tone: 'success' },
            {
              label: 'Pedido medio',
              value: report ? formatPrice(report.averageOrderValue) : null,
              tone: 'muted',
            },
            { label: 'Unidades vendidas', value: report ? String(report.totalUnits) : null, tone: 'warning' },
          ]}
        />
        <p className="dash-note">
          Ingresos: el dinero que ya entró (pagos con tarjeta o transferencia recibidos, y contra reembolso
          cobrado al entregar). Sin contar los productos cancelados. Las cifras se actualizan unos segundos
          después de cada cambio.
        </p>
      </DashboardSection>
      <DashboardSection
        title={`Ingresos y pedidos por ${report?.granularity === 'month' ? 'mes' : 'día'}`}
        card
      >
        <LazySalesChart data={report} />
      </DashboardSection>
    </>
  );
}

function PendingLines({
  lines,
  error,
  onRetry,
  producer,
  everyFarm,
}: {
  lines: ProductOrder[] | undefined;
  error: unknown;
  onRetry: () => void;
  producer: string;
  everyFarm: boolean;
}) {
  return (
    <DashboardSection title="Pendientes de preparar" card>
      <ListState
        data={lines}
        error={error}
        errorTitle="No se pudieron cargar los pedidos pendientes."
        onRetry={onRetry}
        emptyView={<p>No hay nada pendiente. Cuando entre un pedido nuevo aparecerá aquí.</p>}
      >
        {(pending) => (
          <>
            <ul className="dash-list" data-testid="dash-pending">
              {pending.map((line) => (
                <DashboardRow
                  key={line.id}
                  name={
                    <Link to={producerOrderPath(line.orderId, producer)} className="user-text">
                      {line.product.name} ({quantityWithUnit(line.quantity, line.product.unit)})
                    </Link>
                  }
                  meta={
                    <>
                      Pedido {orderReference(line.orderId)} · {formatDate(line.createdAt)}
                      {line.buyerCity ? ` · ${line.buyerCity}` : ''}
                      {everyFarm && line.producerName ? ` · ${line.producerName}` : ''}
                    </>
                  }
                />
              ))}
            </ul>
            <p className="dash-more">
              <Link to={`/producer/orders?status=pending${producer ? `&producer=${producer}` : ''}`}>
                Ver todos los pendientes
              </Link>
            </p>
          </>
        )}
      </ListState>
    </DashboardSection>
  );
}

function LowStock({ producerId }: { producerId: string }) {
  const { products, error, mutate } = useOwnProducts(producerId || undefined);
  // Active products out of stock or with LOW_STOCK_THRESHOLD units or fewer, fewest first.
  const low = needingRestock(products ?? []);
  const counts = productCounts(products ?? []);
  return (
    <DashboardSection title={`Poco stock (${LOW_STOCK_THRESHOLD} unidades o menos)`} card>
      <ListState
        data={products ? low : undefined}
        error={error}
        errorTitle="No se pudieron cargar tus productos."
        onRetry={() => void mutate()}
        emptyView={
          <p>
            {counts.total === 0 ? (
              <>
                Aún no tienes productos. <Link to="/producer/products/new">Publica el primero</Link>.
              </>
            ) : (
              `Ninguno de tus productos activos está agotado ni le quedan ${LOW_STOCK_THRESHOLD} unidades o menos.`
            )}
          </p>
        }
      >
        {(restock) => (
          <ul className="dash-list" data-testid="dash-low-stock">
            {restock.map((product) => (
              <DashboardRow
                key={idOf(product)}
                name={
                  <Link
                    to={`/producer/products/${encodeURIComponent(idOf(product))}/edit`}
                    className="user-text"
                  >
                    {product.name}
                    <span className="visually-hidden"> (editar)</span>
                  </Link>
                }
                meta={<StockStatus stock={product.stock} showCount />}
              />
            ))}
          </ul>
        )}
      </ListState>
      {products ? <p className="dash-note">{productCountsText(counts)}</p> : null}
    </DashboardSection>
  );
}

function TopFarms({ report, period }: { report: OrderStatsReport | undefined; period: StatsPeriod }) {
  return (
    <DashboardSection title="Fincas que más venden" card>
      <ListState
        data={report ? (report.topProducers ?? []) : undefined}
        emptyView={<p>Aún no hay ventas {PERIOD_PHRASES[period]}.</p>}
      >
        {(farms) => (
          <ol className="dash-list dash-rank">
            {farms.map((farm) => (
              <DashboardRow
                key={farm.producerId}
                name={
                  <Link
                    to={`/producer/dashboard?period=${period}&producer=${encodeURIComponent(farm.producerId)}`}
                    className="user-text"
                  >
                    {farm.name}
                  </Link>
                }
                meta={formatPrice(farm.revenue)}
              />
            ))}
          </ol>
        )}
      </ListState>
    </DashboardSection>
  );
}
