/**
 * /producer/dashboard (producers and admins): how the farm is doing over a period (7 / 30 / 90 days or 12 months,
 * in the URL): revenue, orders, average order and units (GET /v1/orders/producer/stats), revenue and orders as a
 * chart (uPlot, loaded lazily with the chart only), product orders by status, the top products, the newest
 * pending lines (GET /v1/orders/producer?status=pending) and the products low on stock (5 units or fewer) with a
 * link to edit them. Admins see the whole shop (with the top farms), or one farm with ?producer=<id>.
 */
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LOW_STOCK_THRESHOLD, STATS_PERIODS, type StatsPeriod } from '../../../../shared/constants.js';
import {
  PRODUCT_ORDER_STATUSES,
  type OrderStatsReport,
  type ProductOrder,
} from '../../../../shared/contracts/orders/entities.js';
import { LoadError } from '../../components/LoadError';
import { Page } from '../../components/Page';
import { StockStatus } from '../../components/StockStatus';
import { errorMessage } from '../../lib/api/errors';
import { formatDate, formatPrice } from '../../lib/format';
import { ORDER_STATUS_LABELS, orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { PERIOD_LABELS, PERIOD_PHRASES, parsePeriod } from '../../lib/stats-period';
import { useProducerOrders, useProducerStats } from './orders-api';
import { idOf, needingRestock, productCounts } from './own-products';
import { isProducerId, producerOrderPath } from './producer-orders-query';
import { useOwnProducts } from './products-api';
import './producer.css';

const SalesChart = lazy(() => import('../../components/SalesChart'));

const PENDING_SHOWN = 5;

export default function ProducerDashboardScreen() {
  const { user, role } = useSession();
  const isAdmin = role === 'admin';
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params.get('period'));
  const producer = isAdmin && isProducerId(params.get('producer')) ? (params.get('producer') ?? '') : '';
  const wholeShop = isAdmin && !producer;

  const statsQuery = { period, producerId: producer || undefined };
  const stats = useProducerStats(statsQuery, user?.id);
  const pendingQuery = { status: 'pending', limit: PENDING_SHOWN, producerId: producer || undefined };
  const pending = useProducerOrders(pendingQuery, user?.id);

  const choosePeriod = (next: StatsPeriod) => {
    const search = new URLSearchParams(params);
    search.set('period', next);
    setParams(search, { replace: true });
  };

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
        <Link to="/products" className="btn btn--ghost">
          Ver la tienda
        </Link>
      </nav>

      <div className="dash-period" role="group" aria-label="Periodo">
        {STATS_PERIODS.map((option) => (
          <button
            key={option}
            type="button"
            className={option === period ? 'po-tab is-current' : 'po-tab'}
            aria-pressed={option === period}
            onClick={() => choosePeriod(option)}
          >
            {PERIOD_LABELS[option]}
          </button>
        ))}
      </div>

      {stats.error && !report ? (
        <LoadError
          title="No se pudieron cargar las cifras de ventas."
          detail={errorMessage(stats.error)}
          retrying={stats.isValidating}
          onRetry={() => void stats.mutate()}
        />
      ) : (
        <SalesFigures report={report} period={period} updating={stats.isValidating} />
      )}

      <div className="dash-columns">
        <section aria-labelledby="dash-status" className="dash-section dash-card">
          <h2 id="dash-status" className="dash-card__title">
            Productos pedidos por estado
          </h2>
          {report ? (
            <ul className="dash-list" data-testid="dash-status-counts">
              {PRODUCT_ORDER_STATUSES.map((status) => (
                <li key={status} className="dash-status-row">
                  <Link to={`/producer/orders?status=${status}${producer ? `&producer=${producer}` : ''}`}>
                    {ORDER_STATUS_LABELS[status]}
                  </Link>
                  <span className="dash-count" data-status={status}>
                    {report.statusCounts[status]}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p role="status">Cargando...</p>
          )}
        </section>

        <section aria-labelledby="dash-top" className="dash-section dash-card">
          <h2 id="dash-top" className="dash-card__title">
            Lo más vendido
          </h2>
          {!report ? (
            <p role="status">Cargando...</p>
          ) : report.topProducts.length === 0 ? (
            <p>Aún no hay ventas {PERIOD_PHRASES[period]}.</p>
          ) : (
            <ol className="dash-list dash-rank" data-testid="dash-top-products">
              {report.topProducts.map((product) => (
                <li key={product.productId} className="dash-row">
                  <span className="dash-rank__name user-text">{product.name}</span>
                  <span className="dash-row__meta">
                    {product.units} {product.units === 1 ? 'unidad' : 'unidades'} ·{' '}
                    {formatPrice(product.revenue)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
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
  const figures = [
    { label: 'Ingresos', value: report ? formatPrice(report.totalRevenue) : null, tone: '' },
    { label: 'Pedidos', value: report ? String(report.totalOrders) : null, tone: 'success' },
    { label: 'Pedido medio', value: report ? formatPrice(report.averageOrderValue) : null, tone: 'muted' },
    { label: 'Unidades vendidas', value: report ? String(report.totalUnits) : null, tone: 'warning' },
  ];
  return (
    <>
      <section aria-labelledby="dash-sales" className="dash-section">
        <h2 id="dash-sales" className="dash-subtitle">
          Ventas {PERIOD_PHRASES[period]}
        </h2>
        <dl className="stats" aria-busy={!report || updating || undefined} data-testid="dash-figures">
          {figures.map((figure) => (
            <div key={figure.label} className={`stat${figure.tone ? ` stat--${figure.tone}` : ''}`}>
              <dt>{figure.label}</dt>
              <dd>{figure.value ?? <span className="skeleton skeleton--line skeleton--short" />}</dd>
            </div>
          ))}
        </dl>
        <p className="dash-note">
          Sin contar los productos cancelados. Las cifras se actualizan unos segundos después de cada cambio.
        </p>
      </section>
      <section aria-labelledby="dash-chart" className="dash-section dash-card">
        <h2 id="dash-chart" className="dash-card__title">
          Ingresos y pedidos por {report?.granularity === 'month' ? 'mes' : 'día'}
        </h2>
        {report ? (
          <Suspense
            fallback={
              <div className="sales-chart-placeholder" role="status">
                Cargando el gráfico...
              </div>
            }
          >
            <SalesChart series={report.series} granularity={report.granularity} />
          </Suspense>
        ) : (
          <div className="sales-chart-placeholder" role="status">
            Cargando el gráfico...
          </div>
        )}
      </section>
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
    <section aria-labelledby="dash-pending" className="dash-section dash-card">
      <h2 id="dash-pending" className="dash-card__title">
        Pendientes de preparar
      </h2>
      {error && !lines ? (
        <LoadError
          title="No se pudieron cargar los pedidos pendientes."
          detail={errorMessage(error)}
          onRetry={onRetry}
        />
      ) : !lines ? (
        <p role="status">Cargando...</p>
      ) : lines.length === 0 ? (
        <p>No hay nada pendiente. Cuando entre un pedido nuevo aparecerá aquí.</p>
      ) : (
        <>
          <ul className="dash-list" data-testid="dash-pending">
            {lines.map((line) => (
              <li key={line.id} className="dash-row">
                <Link to={producerOrderPath(line.orderId, producer)} className="user-text">
                  {line.quantity} × {line.product.name}
                </Link>
                <span className="dash-row__meta">
                  Pedido {orderReference(line.orderId)} · {formatDate(line.createdAt)}
                  {line.buyerCity ? ` · ${line.buyerCity}` : ''}
                  {everyFarm && line.producerName ? ` · ${line.producerName}` : ''}
                </span>
              </li>
            ))}
          </ul>
          <p className="dash-more">
            <Link to={`/producer/orders?status=pending${producer ? `&producer=${producer}` : ''}`}>
              Ver todos los pendientes
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

function LowStock({ producerId }: { producerId: string }) {
  const { products, error, isLoading, mutate } = useOwnProducts(producerId || undefined);
  // Active products out of stock or with LOW_STOCK_THRESHOLD units or fewer, fewest first.
  const low = needingRestock(products ?? []);
  const counts = productCounts(products ?? []);
  return (
    <section aria-labelledby="dash-stock" className="dash-section dash-card">
      <h2 id="dash-stock" className="dash-card__title">
        Poco stock ({LOW_STOCK_THRESHOLD} unidades o menos)
      </h2>
      {error && !products ? (
        <LoadError
          title="No se pudieron cargar tus productos."
          detail={errorMessage(error)}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !products ? (
        <p role="status">Cargando...</p>
      ) : low.length === 0 ? (
        <p>
          {counts.total === 0 ? (
            <>
              Aún no tienes productos. <Link to="/producer/products/new">Publica el primero</Link>.
            </>
          ) : (
            `Ninguno de tus productos activos está agotado ni le quedan ${LOW_STOCK_THRESHOLD} unidades o menos.`
          )}
        </p>
      ) : (
        <ul className="dash-list" data-testid="dash-low-stock">
          {low.map((product) => (
            <li key={idOf(product)} className="dash-row">
              <Link to={`/producer/products/${encodeURIComponent(idOf(product))}/edit`} className="user-text">
                {product.name}
                <span className="visually-hidden"> (editar)</span>
              </Link>
              <span className="dash-row__meta">
                <StockStatus stock={product.stock} showCount />
              </span>
            </li>
          ))}
        </ul>
      )}
      {products ? (
        <p className="dash-note">
          {counts.total} {counts.total === 1 ? 'producto' : 'productos'}: {counts.active} activos,{' '}
          {counts.inactive} inactivos.
        </p>
      ) : null}
    </section>
  );
}

function TopFarms({ report, period }: { report: OrderStatsReport | undefined; period: StatsPeriod }) {
  return (
    <section aria-labelledby="dash-farms" className="dash-section dash-card">
      <h2 id="dash-farms" className="dash-card__title">
        Fincas que más venden
      </h2>
      {!report ? (
        <p role="status">Cargando...</p>
      ) : (report.topProducers ?? []).length === 0 ? (
        <p>Aún no hay ventas {PERIOD_PHRASES[period]}.</p>
      ) : (
        <ol className="dash-list dash-rank">
          {(report.topProducers ?? []).map((farm) => (
            <li key={farm.producerId} className="dash-row">
              <Link
                to={`/producer/dashboard?period=${period}&producer=${encodeURIComponent(farm.producerId)}`}
                className="user-text"
              >
                {farm.name}
              </Link>
              <span className="dash-row__meta">{formatPrice(farm.revenue)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
