import { useState } from 'react';
import { CloseIcon } from '../components/icons';
import { dismissedNotices, dismissNotice } from '../lib/notifications/read-state';
import { useNotificationSummary } from '../lib/notifications/summary';

/**
 * URGENT global notices as a banner under the header on every page (from the summary the bell reads, so no
 * extra call). Each can be closed; closed ones stay closed in this browser (by id), a new one shows again.
 */
export function UrgentBanner() {
  const { data } = useNotificationSummary();
  const [dismissed, setDismissed] = useState<string[]>(dismissedNotices);
  const notices = (data?.urgent ?? []).filter((notice) => !dismissed.includes(notice.id));
  if (notices.length === 0) return null;
  return (
    <div className="urgent-banners">
      {notices.map((notice) => (
        <section
          key={notice.id}
          className={`urgent-banner urgent-banner--${notice.type.toLowerCase()}`}
          aria-labelledby={`aviso-${notice.id}`}
          data-testid="urgent-banner"
        >
          <div className="container urgent-banner__inner">
            <p className="urgent-banner__text">
              <strong id={`aviso-${notice.id}`} className="urgent-banner__title">
                <span className="visually-hidden">Aviso importante: </span>
                {notice.title}
              </strong>{' '}
              <span className="urgent-banner__message">{notice.message}</span>
            </p>
            <button
              type="button"
              className="urgent-banner__close"
              aria-label={`Cerrar el aviso: ${notice.title}`}
              onClick={() => setDismissed(dismissNotice(notice.id))}
            >
              <CloseIcon width={20} height={20} />
            </button>
          </div>
        </section>
      ))}
    </div>
  );
}
