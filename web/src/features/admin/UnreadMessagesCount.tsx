/**
 * How many contact messages wait for an admin (GET /v1/notifications/contact/summary), linking to the inbox: the
 * admin dashboard shows it in one of its cards (it is no card itself: a card inside a card). Refreshed with the
 * admin statistics (every 15 minutes) and on focus.
 */
import { Link } from 'react-router-dom';
import { useContactCounts } from './messages-api';
import './admin-notices.css';

export function UnreadMessagesCount() {
  const { data, error } = useContactCounts();
  return (
    <section className="admin-section unread-messages" aria-labelledby="mensajes-sin-leer" aria-live="polite">
      <h2 id="mensajes-sin-leer" className="admin-section__title">
        Mensajes de contacto
      </h2>
      {data ? (
        <p className="unread-messages__text" data-testid="unread-messages">
          <span className="unread-messages__count">{data.unread}</span>{' '}
          {data.unread === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}
          {data.open > 0 ? ` · ${data.open} sin atender` : ''}
        </p>
      ) : error ? (
        <p className="admin-empty">No se pudieron contar los mensajes.</p>
      ) : (
        <p className="admin-empty">Contando mensajes...</p>
      )}
      <Link to="/admin/messages" className="btn btn--ghost btn--small">
        Abrir la bandeja
      </Link>
    </section>
  );
}
