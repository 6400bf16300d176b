/**
 * /admin/dashboard: the shop at a glance, read again every 15 minutes (ADMIN_STATS_REFRESH_MS, spec section 9):
 * today's and the last 30 days' orders and revenue (GET /v1/orders/stats), users by role and recent activity
 * (GET /v1/users/stats), the product orders waiting to be prepared (GET /v1/orders/producer?status=pending),
 * the active products low on stock, the unread contact messages (issue 11's UnreadMessagesCount), links to
 * every area, and the maintenance switch.
 */
import { Link } from 'react-router-dom';
import {
  ADMIN_STATS_REFRESH_MS,
  LOW_STOCK_THRESHOLD,
  STATS_DEFAULT_PERIOD,
} from '../../../../shared/constants.js';
import { LoadError } from '../../components/LoadError';
import { Page } from '../../components/Page';
import { StatusBadge } from '../../components/StatusBadge';
import { errorMessage } from '../../lib/api/errors';
import { formatCount, formatDate, formatPrice } from '../../lib/format';
import { orderReference } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { PERIOD_PHRASES } from '../../lib/stats-period';
import { MaintenanceSwitch } from './MaintenanceSwitch';
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
  const today = report ? todayPoint(report) : null;
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
      <div className="admin-toolbar">
        <p className="admin-toolbar__count" aria-live="polite">
          {report ? `Cifras de las ${timeOfDay.format(new Date())}` : ''}
          {stats.isValidating && report ? ' · actualizando...' : ''}
        </p>
        <button type="button" className="btn btn--ghost btn--small" onClick={refreshAll}>
          Actualizar ahora
        </button>
      </div>

      <section aria-labelledby="dash-orders" className="dash-section">
        <h2 id="dash-orders" className="dash-subtitle">
          Pedidos e ingresos
        </h2>
        {stats.error && !report ? (
          <LoadError
            title="No se pudieron cargar las cifras de ventas."
            detail={errorMessage(stats.error)}
            retrying={stats.isValidating}
            onRetry={() => void stats.mutate()}
          />
        ) : (
          <dl className="stats" aria-busy={!report || undefined} data-testid="admin-figures">
            <Figure label="Pedidos hoy" value={today ? formatCount(today.orders) : null} tone="success" />
            <Figure label="Ingresos hoy" value={today ? formatPrice(today.revenue) : null} />
            <Figure
              label={`Pedidos ${PERIOD_PHRASES[STATS_DEFAULT_PERIOD]}`}
              value={report ? formatCount(report.totalOrders) : null}
              tone="success"
            />
            <Figure
              label={`Ingresos ${PERIOD_PHRASES[STATS_DEFAULT_PERIOD]}`}
              value={report ? formatPrice(report.totalRevenue) : null}
            />
            <Figure
              label="Líneas pendientes"
              value={report ? formatCount(report.statusCounts.pending) : null}
              tone="warning"
            />
          </dl>
        )}
        <p className="dash-note">
          Hoy es el día en curso (UTC). Sin contar los productos cancelados.{' '}
          <Link to="/admin/analytics">Ver la analítica completa</Link>
        </p>
      </section>

      <div className="dash-columns">
        <section aria-labelledby="dash-users" className="dash-section dash-card">
          <h2 id="dash-users" className="dash-card__title">
            Usuarios
          </h2>
          {users.error && !users.data ? (
            <LoadError
              title="No se pudieron cargar los usuarios."
              detail={errorMessage(users.error)}
              onRetry={() => void users.mutate()}
            />
          ) : !userStats ? (
            <p role="status">Cargando...</p>
          ) : (
            <ul className="dash-list" data-testid="admin-user-stats">
              <Row label="Total" value={userStats.totalUsers} to="/admin/users" />
              <Row label="Clientes" value={userStats.usersByRole.customer} to="/admin/users?role=consumer" />
              <Row
                label="Productores"
                value={userStats.usersByRole.producer}
                to="/admin/users?role=producer"
              />
              <Row label="Administradores" value={userStats.usersByRole.admin} to="/admin/users?role=admin" />
              <Row
                label="Altas en la última semana"
                value={userStats.recentActivity.usersRegisteredLastWeek}
              />
              <Row
                label="Con actividad en el último día"
                value={userStats.recentActivity.usersLoggedInLastDay}
              />
            </ul>
          )}
        </section>

        <div className="dash-section dash-card" data-testid="admin-unread">
          <UnreadMessagesCount />
          <p className="dash-more">
            <Link to="/admin/notifications">Gestionar notificaciones</Link>
          </p>
        </div>
      </div>

      <div className="dash-columns">
        <section aria-labelledby="dash-pending" className="dash-section dash-card">
          <h2 id="dash-pending" className="dash-card__title">
            Pendientes de preparar
          </h2>
          {pending.error && !pendingLines ? (
            <LoadError
              title="No se pudieron cargar los pedidos pendientes."
              detail={errorMessage(pending.error)}
              onRetry={() => void pending.mutate()}
            />
          ) : !pendingLines ? (
            <p role="status">Cargando...</p>
          ) : pendingLines.length === 0 ? (
            <p>No hay nada pendiente.</p>
          ) : (
            <ul className="dash-list" data-testid="admin-pending">
              {pendingLines.map((line) => (
                <li key={line.id} className="dash-row">
                  <Link to={`/admin/orders/${encodeURIComponent(line.orderId)}`}>
                    Pedido <span className="admin-ref">{orderReference(line.orderId)}</span>
                  </Link>
                  <span className="dash-row__meta">
                    <span className="user-text">{line.product.name}</span> × {line.quantity} ·{' '}
                    <span className="user-text">{line.producerName ?? 'Finca'}</span> ·{' '}
                    {formatDate(line.createdAt)}
                  </span>
                  <StatusBadge status={line.status} />
                </li>
              ))}
            </ul>
          )}
          <p className="dash-more">
            <Link to="/admin/orders?status=pending">Ver los pedidos pendientes</Link>
          </p>
        </section>

        <section aria-labelledby="dash-low" className="dash-section dash-card">
          <h2 id="dash-low" className="dash-card__title">
            Poco stock ({LOW_STOCK_THRESHOLD} unidades o menos)
          </h2>
          {products.error && !products.data ? (
            <LoadError
              title="No se pudieron cargar los productos."
              detail={errorMessage(products.error)}
              onRetry={() => void products.mutate()}
            />
          ) : !low ? (
            <p role="status">Cargando...</p>
          ) : low.length === 0 ? (
            <p>Todos los productos activos tienen stock suficiente.</p>
          ) : (
            <ul className="dash-list" data-testid="admin-low-stock">
              {low.slice(0, SHOWN).map((product) => (
                <li key={productIdOf(product)} className="dash-row">
                  <Link
                    to={`/producer/products/${encodeURIComponent(productIdOf(product))}/edit`}
                    className="user-text"
                  >
                    {product.name}
                  </Link>
                  <span className="dash-row__meta">
                    {product.stock ?? 0} {product.stock === 1 ? 'unidad' : 'unidades'}
                    {product.producerName ? ` · ${product.producerName}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {low && low.length > SHOWN ? (
            <p className="dash-more">
              Y {low.length - SHOWN} más. <Link to="/admin/products?status=active">Ver los productos</Link>
            </p>
          ) : null}
        </section>
      </div>

      <MaintenanceSwitch />

      <section aria-labelledby="dash-areas" className="dash-section">
        <h2 id="dash-areas" className="dash-subtitle">
          Áreas de administración
        </h2>
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
      </section>
    </Page>
  );
}

function Figure({ label, value, tone }: { label: string; value: string | null; tone?: string }) {
  return (
    <div className={`stat${tone ? ` stat--${tone}` : ''}`}>
      <dt>{label}</dt>
      <dd>{value ?? <span className="skeleton skeleton--line skeleton--short" />}</dd>
    </div>
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
