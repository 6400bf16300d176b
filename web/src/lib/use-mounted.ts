import { startTransition, useEffect, useState } from 'react';

/**
 * False in the prerendered shells and during hydration, true once the app has taken the page over: parts that
 * depend on this browser's changing state (toasts raised before their region arrives, the URGENT banner's
 * dismissed notices) render only then, so the shell's markup and the first client render always match.
 * The update is a transition: an urgent one, made while parts of the page are still hydrating, would make React
 * hydrate all of them at once in one long task instead of in short slices (Lighthouse's total blocking
 * time, docs/performance.md).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
