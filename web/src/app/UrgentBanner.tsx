import { useEffect, useId, useState } from 'react';
import { ChevronDownIcon, CloseIcon } from '../components/icons';
import { dismissedNotices, dismissNotice } from '../lib/notifications/read-state';
import { useNotificationSummary } from '../lib/notifications/summary';

/** The CSS variable with the bar's height: the page keeps that much room at its end (layout.css). */
export const URGENT_BANNERS_HEIGHT = '--urgent-banners-height';

/**
 * Keeps URGENT_BANNERS_HEIGHT equal to the element's height while it is on the page. The observer reports the
 * size with the next frame's layout (reading offsetHeight here would force a layout of its own).
 */
function useReservedHeight(element: HTMLElement | null) {
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0;
      root.style.setProperty(URGENT_BANNERS_HEIGHT, `${Math.ceil(height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(URGENT_BANNERS_HEIGHT);
    };
  }, [element]);
}

/**
 * URGENT global notices as a bar fixed to the bottom of the window on every page (from the summary the bell
 * reads, so no extra call). Fixed, so its late arrival moves nothing on the page (no layout shift,
 * docs/performance.md); the page keeps room for it at its end. One bar at a time, the newest: with two or more,
 * a button "n avisos" shows them all (and hides them again), so the header and the bars never cover half of a
 * phone's screen. Each can be closed (the next one takes its place); closed ones stay closed in this browser
 * (by id), a new one shows again.
 */
export function UrgentBanner() {
  const { data } = useNotificationSummary();
  const [dismissed, setDismissed] = useState<string[]>(dismissedNotices);
  const [expanded, setExpanded] = useState(false);
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  const listId = useId();
  useReservedHeight(bar);
  const notices = (data?.urgent ?? []).filter((notice) => !dismissed.includes(notice.id));
  if (notices.length === 0) return null;
  const shown = expanded ? notices : notices.slice(0, 1);
  return (
    <div className="urgent-banners" ref={setBar} id={listId}>
      {shown.map((notice, index) => (
        <section
          key={notice.id}
          className={`urgent-banner tone-${notice.type.toLowerCase()}`}
          aria-labelledby={`aviso-${notice.id}`}
          data-testid="urgent-banner"
        >
          <div className="container urgent-banner__inner">
            <div className="urgent-banner__body">
              <p className="urgent-banner__text">
                <strong id={`aviso-${notice.id}`} className="urgent-banner__title">
                  <span className="visually-hidden">Aviso importante: </span>
                  {notice.title}
                </strong>{' '}
                <span className="urgent-banner__message">{notice.message}</span>
              </p>
              {index === 0 && notices.length > 1 ? (
                <button
                  type="button"
                  className="urgent-banner__more"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  aria-label={`Ver los ${notices.length} avisos`}
                  onClick={() => setExpanded(!expanded)}
                >
                  {notices.length} avisos
                  <ChevronDownIcon width={16} height={16} aria-hidden="true" />
                </button>
              ) : null}
            </div>
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
