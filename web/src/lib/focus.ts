/**
 * Moves the keyboard focus to the page's main heading after an in-app navigation (not on the first page
 * load, so that Tab from the top still reaches the skip link first). Screen readers then announce the new
 * page, which a client-side route change would not do by itself.
 */
import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

let firstKey: string | null = null;
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
