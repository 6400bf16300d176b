import { useEffect, useState } from 'react';

/**
 * False in the prerendered shells and during hydration, true once the app has taken the page over: parts that
 * depend on this browser's changing state (toasts raised before their region arrives, the URGENT banner's
 * dismissed notices) render only then, so the shell's markup and the first client render always match.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
