/**
 * Moves the keyboard focus to the page's main heading after an in-app navigation (not on the first page
 * load, so that Tab from the top still reaches the skip link first). Screen readers then announce the new
 * page, which a client-side route change would not do by itself.
 */
import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The location key of the page load: React Router keeps each entry's key in history.state ('default' on a
 * first visit), so it is known before any component mounts. A visitor may follow a link while the prerendered
 * page is still hydrating, before the first screen's effect runs; that navigation still moves the focus.
 */
const loadKey = (): string | null => {
  if (typeof window === 'undefined') return null;
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : 'default';
};

let firstKey: string | null = loadKey();
let handledKey: string | null = null;

export function useFocusOnNavigation(ref: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  useEffect(() => {
    if (firstKey === null) {
      firstKey = key;
      return;
    }
    if (key === firstKey || key === handledKey) return;
    handledKey = key;
    ref.current?.focus({ preventScroll: true });
  }, [key, ref]);
}

/** Tests: forget the first location. */
export function resetNavigationFocus(): void {
  firstKey = null;
  handledKey = null;
}
