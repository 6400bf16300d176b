/**
 * /admin/dashboard: the shop at a glance, read again every 15 minutes (ADMIN_STATS_REFRESH_MS):
 * today's and the last 30 days' orders and revenue (GET /v1/orders/stats), users by role and recent activity
 * (GET /v1/users/stats), the product orders waiting to be prepared (GET /v1/orders/producer?status=pending),
 * the active products low on stock, the unread contact messages (UnreadMessagesCount), links to
 * every area, and the maintenance switch.
 */
import { Link } from 'react-router-dom';
import { LOW_STOCK_THRESHOLD } from '../../../../shared/constants/products.js';
import { STATS_DEFAULT_PERIOD } from '../../../../shared/constants/stats.js';
import { ADMIN_STATS_REFRESH_MS } from '../../../../shared/constants/timing.js';
import type { OrderStatsReport } from '../../../../shared/contracts/orders/entities.js';
import { AWAITING_PAYMENT_LABEL } from '../../../../shared/messages/payment-labels.js';
import { AWAITING_PAYMENT } from '../../../../shared/rules/payment-state.js';
import { DashboardRow } from '../../components/DashboardRow';
import { DashboardSection } from '../../components/DashboardSection';
import { ListState } from '../../components/ListState';
import { Page } from '../../components/Page';
import { SalesFiguresState, StatFigures } from '../../components/StatFigures';
import { formatCount, formatPrice } from '../../lib/format';
import { useSession } from '../../lib/session/session-context';
import { PERIOD_PHRASES } from '../../lib/stats-period';
import { MaintenanceSwitch } from './MaintenanceSwitch';
import { OrderLineRow } from './OrderLineRow';
import { UnreadMessagesCount } from './UnreadMessagesCount';
import { ADMIN_AREAS } from './admin-areas';
import { lowStock, productIdOf } from './admin-products';
import { readUserStats, todayPoint } from './dashboard-figures';
import { useOrderStats, useProductOrders } from './orders-api';
import { useActiveProducts } from './products-api';
import { useUserStats } from './users-api';
import './admin.css';

const SHOWN = 5;
const refresh = { refreshInterval: ADMIN_STATS_REFRESH_MS, revalidateOnFocus: false };
const timeOfDay = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit' });

export default function AdminDashboardScreen() {
  const { user: me } = useSession();
  const owner = me?.id;
  const stats = useOrderStats(STATS_DEFAULT_PERIOD, owner, refresh);
  const users = useUserStats(owner, refresh);
  const pending = useProductOrders({ status: 'pending', limit: SHOWN }, owner, refresh);
  const products = useActiveProducts(owner, refresh);

  const report = stats.data?.stats;
  const userStats = readUserStats(users.data);
  const low = products.data ? lowStock(products.data.products, LOW_STOCK_THRESHOLD) : null;
  const pendingLines = pending.data ? (Array.isArray(pending.data.orders) ? pending.data.orders : []) : null;
  const refreshAll = () => {
    void stats.mutate();
    void users.mutate();
    void pending.mutate();
    void products.mutate();
  };

  return (
    <Page
      title="Administración"
      lead="La tienda de un vistazo. Las cifras se actualizan cada 15 minutos."
      className="admin-page"
    >
      <div className="toolbar admin-toolbar">
        <p className="admin-toolbar__count" aria-live="polite">
          {report ? `Cifras de las ${timeOfDay.format(new Date())}` : ''}
          {stats.isValidating && report ? ' · actualizando...' : ''}
        </p>
        <button type="button" className="btn btn--ghost btn--small" onClick={refreshAll}>
          Actualizar ahora
        </button>
      </div>

      <DashboardSection title="Pedidos e ingresos">
        <SalesFiguresState query={stats}>{(loaded) => <SalesFigures report={loaded} />}</SalesFiguresState>
        <p className="dash-note">
          Hoy es el día en curso (UTC). Ingresos: el dinero que ya entró (tarjeta o transferencia pagadas,
          contra reembolso cobrado al entregar), sin los productos cancelados. Las líneas pendientes son las
          que las fincas pueden preparar ya; las que esperan el pago van aparte.{' '}
          <Link to="/admin/analytics">Ver la analítica completa</Link>
        </p>
      </DashboardSection>

      <div className="dash-columns">
        <DashboardSection title="Usuarios" card>
          <ListState
            data={userStats}
            error={users.data ? undefined : users.error}
            errorTitle="No se pudieron cargar los usuarios."
            onRetry={() => void users.mutate()}
          >
            {(counts) => (
              <ul className="dash-list" data-testid="admin-user-stats">
                <Row label="Total" value={counts.totalUsers} to="/admin/users" />
                <Row label="Clientes" value={counts.usersByRole.customer} to="/admin/users?role=consumer" />
                <Row
                  label="Productores"
                  value={counts.usersByRole.producer}
                  to="/admin/users?role=producer"
                />
                <Row label="Administradores" value={counts.usersByRole.admin} to="/admin/users?role=admin" />
                <Row
                  label="Altas en la última semana"
                  value={counts.recentActivity.usersRegisteredLastWeek}
                />
                <Row
                  label="Con actividad en el último día"
                  value={counts.recentActivity.usersLoggedInLastDay}
                />
              </ul>
            )}
          </ListState>
        </DashboardSection>

        <div className="dash-section card dash-card" data-testid="admin-unread">
          <UnreadMessagesCount />
          <p className="dash-more">
            <Link to="/admin/notifications">Gestionar notificaciones</Link>
          </p>
        </div>
      </div>

      <div className="dash-columns">
        <DashboardSection title="Pendientes de preparar" card>
          <ListState
            data={pendingLines}
            error={pending.error}
            errorTitle="No se pudieron cargar los pedidos pendientes."
            onRetry={() => void pending.mutate()}
            emptyView={<p>No hay nada pendiente.</p>}
          >
            {(lines) => (
              <ul className="dash-list" data-testid="admin-pending">
                {lines.map((line) => (
                  <OrderLineRow
                    key={line.id}
                    line={line}
                    detail={<span className="user-text">{line.producerName ?? 'Finca'}</span>}
                  />
                ))}
              </ul>
            )}
          </ListState>
          {report ? (
            <p className="dash-more" data-testid="admin-awaiting-payment">
              <Link to={`/producer/orders?status=${AWAITING_PAYMENT}`}>
                {AWAITING_PAYMENT_LABEL}: {formatCount(report.awaitingPayment)}{' '}
                {report.awaitingPayment === 1 ? 'línea' : 'líneas'} {PERIOD_PHRASES[STATS_DEFAULT_PERIOD]}
              </Link>{' '}
              (las fincas las preparan cuando llegue el pago).
            </p>
          ) : null}
          <p className="dash-more">
            <Link to="/admin/orders?status=pending">Ver los pedidos pendientes</Link>
          </p>
        </DashboardSection>

        <DashboardSection title={`Poco stock (${LOW_STOCK_THRESHOLD} unidades o menos)`} card>
          <ListState
            data={low}
            error={products.error}
            errorTitle="No se pudieron cargar los productos."
            onRetry={() => void products.mutate()}
            emptyView={<p>Todos los productos activos tienen stock suficiente.</p>}
          >
            {(lowStock) => (
              <ul className="dash-list" data-testid="admin-low-stock">
                {lowStock.slice(0, SHOWN).map((product) => (
                  <DashboardRow
                    key={productIdOf(product)}
                    name={
                      <Link
                        to={`/producer/products/${encodeURIComponent(productIdOf(product))}/edit`}
                        className="user-text"
                      >
                        {product.name}
                      </Link>
                    }
                    meta={
                      <>
                        {product.stock ?? 0} {product.stock === 1 ? 'unidad' : 'unidades'}
                        {product.producerName ? ` · ${product.producerName}` : ''}
                      </>
                    }
                  />
                ))}
              </ul>
            )}
          </ListState>
          {low && low.length > SHOWN ? (
            <p className="dash-more">
              Y {low.length - SHOWN} más. <Link to="/admin/products?status=active">Ver los productos</Link>
            </p>
          ) : null}
        </DashboardSection>
      </div>

      <MaintenanceSwitch />

      <DashboardSection title="Áreas de administración">
        <ul className="admin-areas">
          {ADMIN_AREAS.filter((area) => area.to !== '/admin/dashboard').map((area) => (
            <li key={area.to}>
              <Link to={area.to}>
                <strong>{area.label}</strong>
                <span>{area.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </DashboardSection>
    </Page>
  );
}

/** Today's and the last 30 days' orders and revenue, and the lines waiting; skeletons while they load. */
function SalesFigures({ report }: { report: OrderStatsReport | undefined }) {
  const today = report ? todayPoint(report) : null;
  return (
    <StatFigures
      testId="admin-figures"
      busy={!report}
      figures={[
        { label: 'Pedidos hoy', value: today ? formatCount(today.orders) : null, tone: 'success' },
        { label: 'Ingresos hoy', value: today ? formatPrice(today.revenue) : null },
        {
          label: `Pedidos ${PERIOD_PHRASES[STATS_DEFAULT_PERIOD]}`,
          value: report ? formatCount(report.totalOrders) : null,
          tone: 'success',
        },
        {
          label: `Ingresos ${PERIOD_PHRASES[STATS_DEFAULT_PERIOD]}`,
          value: report ? formatPrice(report.totalRevenue) : null,
        },
        {
          label: 'Líneas pendientes',
          value: report ? formatCount(report.statusCounts.pending) : null,
          tone: 'warning',
        },
      ]}
    />
  );
}

function Row({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <li className="dash-status-row">
      {to ? <Link to={to}>{label}</Link> : <span>{label}</span>}
      <span className="dash-count">{formatCount(value)}</span>
    </li>
  );
}
