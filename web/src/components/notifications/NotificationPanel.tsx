/**
 * The bell's panel (a lazy chunk): the merged list of global notices and the user's own, newest first, the
 * ones new since the last reading marked "Nueva". Opening it marks everything read.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { Notification } from '../../../../shared/contracts/notifications/entities.js';
import { formatDateTime } from '../../lib/format';
import { FEED_KEY, fetchFeed, isUnread, type FeedKey } from '../../lib/notifications/feed';
import { useMarkAllRead } from '../../lib/notifications/summary';
import { useSession } from '../../lib/session/session-context';
import { CloseIcon } from '../icons';
import { ListState } from '../ListState';
import { Spinner } from '../Spinner';
import { NOTIFICATION_TYPE_LABELS } from './labels';
import './notifications.css';

interface PanelProps {
  /** The read mark when the panel opened (null: nothing read yet). */
  readAt: string | null;
  onClose: () => void;
}

function NoticeItem({ notification, unread }: { notification: Notification; unread: boolean }) {
  return (
    <li className={`notice-item notice-item--${notification.type.toLowerCase()}`}>
      <span className="notice-item__marker" aria-hidden="true" />
      <div className="notice-item__body">
        <p className="notice-item__title">
          <span className="visually-hidden">{NOTIFICATION_TYPE_LABELS[notification.type]}: </span>
          {notification.title}
          {unread ? <span className="pill notice-item__new">Nueva</span> : null}
        </p>
        <p className="notice-item__message">{notification.message}</p>
        <p className="notice-item__meta">
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
          {notification.link ? (
            <Link to={notification.link} className="notice-item__link">
              Ver pedido
            </Link>
          ) : null}
        </p>
      </div>
    </li>
  );
}

export default function NotificationPanel({ readAt, onClose }: PanelProps) {
  const { user } = useSession();
  const key: FeedKey = [FEED_KEY, user?.id ?? ''];
  const loaded = useSWR(key, fetchFeed, {
    revalidateOnMount: true,
  });
  const { data } = loaded;
  const markAllRead = useMarkAllRead();
  // The mark the panel opened with: it keeps telling which ones were new after everything is marked read.
  const [openedWith] = useState(readAt);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    markAllRead().catch(() => undefined);
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const items = data ?? [];
  const fresh = items.filter((notification) => isUnread(notification, openedWith)).length;

  return (
    <section className="notifications" aria-labelledby="notificaciones-titulo">
      <header className="notifications__header">
        <h2 id="notificaciones-titulo" className="notifications__title" tabIndex={-1} ref={headingRef}>
          Notificaciones
        </h2>
        {fresh > 0 ? (
          <span className="notifications__fresh tone-primary">
            {fresh === 1 ? '1 nueva' : `${fresh} nuevas`}
          </span>
        ) : null}
        <button
          type="button"
          className="notifications__close"
          aria-label="Cerrar notificaciones"
          onClick={onClose}
        >
          <CloseIcon width={20} height={20} />
        </button>
      </header>
      <ListState
        data={data}
        query={loaded}
        errorTitle="No se pudieron cargar las notificaciones."
        loadingView={<Spinner label="Cargando notificaciones..." />}
        emptyView={<p className="notifications__empty">No tienes notificaciones.</p>}
      >
        {(list) => (
          <ul className="notifications__list">
            {list.map((notification) => (
              <NoticeItem
                key={`${notification.scope ?? 'global'}-${notification.id}`}
                notification={notification}
                unread={isUnread(notification, openedWith)}
              />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
