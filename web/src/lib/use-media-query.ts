import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a CSS media query matches, for what a layout folds away (the catalog's filters on a phone). False in
 * the prerendered shells and while hydrating (the shell is the same for every screen), then the browser's
 * answer, in a transition (an urgent update during hydration would hydrate the whole page in one long task),
 * and again whenever it changes. Where the browser cannot tell (no matchMedia), `whereUnknown`.
 */
export function useMediaQuery(query: string, whereUnknown = false): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      if (whereUnknown) startTransition(() => setMatches(true));
      return;
    }
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query, whereUnknown]);
  return matches;
}
