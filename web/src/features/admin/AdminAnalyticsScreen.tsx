/**
 * /admin/analytics: the shop over a period (7 / 30 / 90 days or 12 months, in the URL; 30 days by default), from
 * GET /v1/orders/analytics: revenue and orders with their growth against the previous period, average order
 * value, units, conversion, new users by role, revenue and orders per day or month as a chart (uPlot, the
 * lazily loaded chart shared with the producer dashboard), top products and farms, orders and lines by status.
 * Every block has a table of its figures and a short caption saying how they are computed.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STATS_PERIODS, type StatsPeriod } from '../../../../shared/constants.js';
import {
  ORDER_STATUSES,
  PRODUCT_ORDER_STATUSES,
  type AdminAnalytics,
} from '../../../../shared/contracts/orders/entities.js';
import { LoadError } from '../../components/LoadError';
import { Page } from '../../components/Page';
import { errorMessage } from '../../lib/api/errors';
import { formatCount, formatDate, formatPrice } from '../../lib/format';
import { ORDER_STATUS_LABELS } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { PERIOD_LABELS, PERIOD_PHRASES, parsePeriod } from '../../lib/stats-period';
import { growthText, growthTone } from './dashboard-figures';
import { useShopAnalytics } from './orders-api';
import './admin.css';

const SalesChart = lazy(() => import('../../components/SalesChart'));

const dateTime = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });
const percent = new Intl.NumberFormat('es', { maximumFractionDigits: 1 });

/** The captions under each block: how the figure is computed. */
export const ANALYTICS_CAPTIONS = {
  figures:
    'Ingresos: lo que pagan los clientes por las líneas no canceladas de los pedidos hechos en el periodo. Pedidos: pedidos con al menos una línea no cancelada. Pedido medio: ingresos entre pedidos. El crecimiento compara con el periodo anterior de la misma duración.',
  chart:
    'Cada punto suma los pedidos hechos ese día (o mes, en 12 meses) y sus ingresos; las cifras vienen de contadores que se actualizan con cada pedido y cada cambio de estado.',
  conversion:
    'Conversión: de los clientes con actividad en el periodo (iniciaron sesión, renovaron su sesión o compraron), qué parte hizo al menos un pedido.',
  newUsers: 'Cuentas creadas en el periodo, por su rol actual.',
  topProducts: 'Los productos que más ingresos generaron en el periodo, sin contar las líneas canceladas.',
  topProducers: 'Las fincas que más ingresos generaron en el periodo, sin contar las líneas canceladas.',
  statuses:
    'Pedidos y líneas hechos en el periodo, según su estado actual (las canceladas sí se cuentan aquí).',
  compare: 'El periodo anterior dura lo mismo y termina justo antes de que empiece este.',
} as const;

export default function AdminAnalyticsScreen() {
  const { user: me } = useSession();
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params.get('period'));
  const { data, error, isValidating, mutate } = useShopAnalytics(period, me?.id);
  const report = data?.analytics;
  const choose = (next: StatsPeriod) => {
    const search = new URLSearchParams(params);
    search.set('period', next);
    setParams(search, { replace: true });
  };

  return (
    <Page
      title="Analítica"
      lead="Ventas, usuarios y conversión de la tienda, calculados con los datos reales de cada periodo."
      className="admin-page"
    >
      <div className="dash-period" role="group" aria-label="Periodo">
        {STATS_PERIODS.map((option) => (
          <button
            key={option}
            type="button"
            className={option === period ? 'po-tab is-current' : 'po-tab'}
            aria-pressed={option === period}
            onClick={() => choose(option)}
          >
            {PERIOD_LABELS[option]}
          </button>
        ))}
      </div>

      {error && !report ? (
        <LoadError
          title="No se pudo cargar la analítica."
          detail={errorMessage(error)}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
      ) : !report ? (
        <p role="status">Cargando la analítica...</p>
      ) : (
        <AnalyticsReport report={report} period={period} updating={isValidating} />
      )}
    </Page>
  );
}

function AnalyticsReport({
  report,
  period,
  updating,
}: {
  report: AdminAnalytics;
  period: StatsPeriod;
  updating: boolean;
}) {
  const newUsersTotal = report.newUsers.admin + report.newUsers.producer + report.newUsers.customer;
  const rate = report.conversion.rate;
  return (
    <div aria-busy={updating || undefined} data-testid="analytics">
      <p className="admin-caption">
        Del {formatDate(report.from)} al {formatDate(report.to)} · calculado el{' '}
        {dateTime.format(new Date(report.computedAt))}
        {updating ? ' · actualizando...' : ''}
      </p>

      <section aria-labelledby="an-figures" className="dash-section">
        <h2 id="an-figures" className="dash-subtitle">
          Resumen {PERIOD_PHRASES[period]}
        </h2>
        <dl className="stats" data-testid="analytics-figures">
          <div className="stat">
            <dt>Ingresos</dt>
            <dd>
              {formatPrice(report.totalRevenue)}
              <Growth value={report.growth.revenue} />
            </dd>
          </div>
          <div className="stat stat--success">
            <dt>Pedidos</dt>
            <dd>
              {formatCount(report.totalOrders)}
              <Growth value={report.growth.orders} />
            </dd>
          </div>
          <div className="stat stat--muted">
            <dt>Pedido medio</dt>
            <dd>{formatPrice(report.averageOrderValue)}</dd>
          </div>
          <div className="stat stat--warning">
            <dt>Conversión</dt>
            <dd>{rate === null ? '—' : `${percent.format(rate)} %`}</dd>
          </div>
          <div className="stat stat--muted">
            <dt>Usuarios nuevos</dt>
            <dd>{formatCount(newUsersTotal)}</dd>
          </div>
        </dl>
        <p className="dash-note">{ANALYTICS_CAPTIONS.figures}</p>
      </section>

      <Block
        id="an-chart"
        title={`Ingresos y pedidos por ${report.granularity === 'month' ? 'mes' : 'día'}`}
        caption={ANALYTICS_CAPTIONS.chart}
      >
        <Suspense
          fallback={
            <div className="sales-chart-placeholder" role="status">
              Cargando el gráfico...
            </div>
          }
        >
          <SalesChart series={report.series} granularity={report.granularity} />
        </Suspense>
      </Block>

      <div className="dash-columns">
        <Block id="an-compare" title="Frente al periodo anterior" caption={ANALYTICS_CAPTIONS.compare}>
          <table className="admin-table" data-testid="analytics-compare">
            <thead>
              <tr>
                <th scope="col">Periodo</th>
                <th scope="col" className="is-num">
                  Pedidos
                </th>
                <th scope="col" className="is-num">
                  Ingresos
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">
                  {formatDate(report.from)} – {formatDate(report.to)}
                </th>
                <td className="is-num">{formatCount(report.totalOrders)}</td>
                <td className="is-num">{formatPrice(report.totalRevenue)}</td>
              </tr>
              <tr>
                <th scope="row">
                  {formatDate(report.previous.from)} – {formatDate(report.previous.to)}
                </th>
                <td className="is-num">{formatCount(report.previous.totalOrders)}</td>
                <td className="is-num">{formatPrice(report.previous.totalRevenue)}</td>
              </tr>
            </tbody>
          </table>
        </Block>

        <Block id="an-conversion" title="Conversión" caption={ANALYTICS_CAPTIONS.conversion}>
          <table className="admin-table" data-testid="analytics-conversion">
            <tbody>
              <tr>
                <th scope="row">Clientes con actividad</th>
                <td className="is-num">{formatCount(report.conversion.activeConsumers)}</td>
              </tr>
              <tr>
                <th scope="row">Clientes que compraron</th>
                <td className="is-num">{formatCount(report.conversion.buyers)}</td>
              </tr>
              <tr>
                <th scope="row">Conversión</th>
                <td className="is-num">
                  {rate === null ? 'Sin clientes activos' : `${percent.format(rate)} %`}
                </td>
              </tr>
            </tbody>
          </table>
        </Block>
      </div>

      <div className="dash-columns">
        <Block
          id="an-top-products"
          title="Productos con más ingresos"
          caption={ANALYTICS_CAPTIONS.topProducts}
        >
          {report.topProducts.length === 0 ? (
            <p>Sin ventas {PERIOD_PHRASES[period]}.</p>
          ) : (
            <table className="admin-table" data-testid="analytics-top-products">
              <thead>
                <tr>
                  <th scope="col">Producto</th>
                  <th scope="col" className="is-num">
                    Unidades
                  </th>
                  <th scope="col" className="is-num">
                    Ingresos
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.topProducts.map((product) => (
                  <tr key={product.productId}>
                    <th scope="row" className="user-text">
                      {product.name}
                    </th>
                    <td className="is-num">{formatCount(product.units)}</td>
                    <td className="is-num">{formatPrice(product.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Block>

        <Block
          id="an-top-producers"
          title="Fincas con más ingresos"
          caption={ANALYTICS_CAPTIONS.topProducers}
        >
          {(report.topProducers ?? []).length === 0 ? (
            <p>Sin ventas {PERIOD_PHRASES[period]}.</p>
          ) : (
            <table className="admin-table" data-testid="analytics-top-producers">
              <thead>
                <tr>
                  <th scope="col">Finca</th>
                  <th scope="col" className="is-num">
                    Ingresos
                  </th>
                </tr>
              </thead>
              <tbody>
                {(report.topProducers ?? []).map((producer) => (
                  <tr key={producer.producerId}>
                    <th scope="row" className="user-text">
                      {producer.name}
                    </th>
                    <td className="is-num">{formatPrice(producer.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Block>
      </div>

      <div className="dash-columns">
        <Block id="an-new-users" title="Usuarios nuevos por rol" caption={ANALYTICS_CAPTIONS.newUsers}>
          <table className="admin-table" data-testid="analytics-new-users">
            <tbody>
              <tr>
                <th scope="row">Clientes</th>
                <td className="is-num">{formatCount(report.newUsers.customer)}</td>
              </tr>
              <tr>
                <th scope="row">Productores</th>
                <td className="is-num">{formatCount(report.newUsers.producer)}</td>
              </tr>
              <tr>
                <th scope="row">Administradores</th>
                <td className="is-num">{formatCount(report.newUsers.admin)}</td>
              </tr>
            </tbody>
          </table>
        </Block>

        <Block id="an-statuses" title="Pedidos y líneas por estado" caption={ANALYTICS_CAPTIONS.statuses}>
          <table className="admin-table" data-testid="analytics-statuses">
            <thead>
              <tr>
                <th scope="col">Estado</th>
                <th scope="col" className="is-num">
                  Pedidos
                </th>
                <th scope="col" className="is-num">
                  Líneas
                </th>
              </tr>
            </thead>
            <tbody>
              {ORDER_STATUSES.map((status) => (
                <tr key={status}>
                  <th scope="row">{ORDER_STATUS_LABELS[status]}</th>
                  <td className="is-num">{formatCount(report.orderStatusCounts?.[status] ?? 0)}</td>
                  <td className="is-num">
                    {(PRODUCT_ORDER_STATUSES as readonly string[]).includes(status)
                      ? formatCount(report.statusCounts[status as keyof typeof report.statusCounts] ?? 0)
                      : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Block>
      </div>
    </div>
  );
}

function Growth({ value }: { value: number | null }) {
  const tone = growthTone(value);
  return <span className={`admin-growth${tone ? ` admin-growth--${tone}` : ''}`}>{growthText(value)}</span>;
}

function Block({
  id,
  title,
  caption,
  children,
}: {
  id: string;
  title: string;
  caption: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="dash-section dash-card">
      <h2 id={id} className="dash-card__title">
        {title}
      </h2>
      {children}
      <p className="admin-caption">{caption}</p>
    </section>
  );
}
