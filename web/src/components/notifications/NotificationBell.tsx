/**
 * The bell in the header, for everyone: the unread count of the caller's notifications (global notices, and
 * their own when signed in), refreshed every 5 minutes and when the tab regains focus. It is part of the
 * shell, so it stays tiny: the panel with the list is its own chunk, loaded the first time the bell opens.
 * Opening it marks everything read (the panel still tells which ones were new); Escape, a click outside or a
 * navigation close it and the focus comes back to the bell.
 */
import { lazy, Suspense } from 'react';
import { useNotificationSummary } from '../../lib/notifications/summary';
import { usePopover } from '../../lib/use-popover';
import { CountPill } from '../CountPill';
import { BellIcon } from '../icons';
import { Spinner } from '../Spinner';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

export const NOTIFICATION_PANEL_ID = 'panel-notificaciones';

/** "Notificaciones, 3 sin leer": the bell's accessible name carries what the badge shows. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notificaciones, ninguna sin leer';
  return `Notificaciones, ${unread} sin leer`;
}

export function NotificationBell() {
  const { data } = useNotificationSummary();
  const {
    open,
    areaRef,
    buttonRef,
    toggle,
    close: closePopover,
  } = usePopover<HTMLDivElement, HTMLButtonElement>();
  const unread = data?.summary.unreadCount ?? 0;

  const close = () => {
    closePopover();
    buttonRef.current?.focus();
  };

  return (
    <div className="bell" ref={areaRef}>
      <button
        ref={buttonRef}
        type="button"
        className={open ? 'bell__button is-open' : 'bell__button'}
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={NOTIFICATION_PANEL_ID}
        onClick={toggle}
      >
        <BellIcon />
        <CountPill count={unread} className="bell__count" testId="notification-count" />
      </button>
      {open ? (
        <div id={NOTIFICATION_PANEL_ID} className="bell__panel">
          <Suspense fallback={<Spinner className="bell__loading" />}>
            <NotificationPanel readAt={data?.summary.readAt ?? null} onClose={close} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
