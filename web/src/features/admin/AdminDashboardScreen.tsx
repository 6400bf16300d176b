import { Link } from 'react-router-dom';
import { Page } from '../../components/Page';
import { UnreadMessagesCount } from './UnreadMessagesCount';
import './admin-notices.css';

/**
 * /admin/dashboard. Issue 12 builds the full dashboard (users, orders, revenue, activity) and keeps the contact
 * inbox's count and the links to the notices and the inbox.
 */
export default function AdminDashboardScreen() {
  return (
    <Page title="Administración" lead="La tienda de un vistazo.">
      <div className="admin-dashboard">
        <UnreadMessagesCount />
        <section className="admin-section" aria-labelledby="avisos-titulo">
          <h2 id="avisos-titulo" className="admin-section__title">
            Notificaciones
          </h2>
          <p className="admin-empty">
            Avisos para todos los visitantes: novedades, incidencias, cambios de envío.
          </p>
          <Link to="/admin/notifications" className="btn btn--ghost btn--small">
            Gestionar notificaciones
          </Link>
        </section>
        <section className="admin-section" aria-labelledby="gestion-titulo">
          <h2 id="gestion-titulo" className="admin-section__title">
            Gestión
          </h2>
          <ul className="admin-dashboard__links">
            <li>
              <Link to="/admin/users">Usuarios</Link>
            </li>
            <li>
              <Link to="/admin/orders">Pedidos</Link>
            </li>
            <li>
              <Link to="/admin/products">Productos</Link>
            </li>
            <li>
              <Link to="/admin/analytics">Analíticas</Link>
            </li>
          </ul>
        </section>
      </div>
    </Page>
  );
}
