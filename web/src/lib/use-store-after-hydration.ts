import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { hydratesShell } from './prerendered';

/**
 * useSyncExternalStore for the app-wide stores (session, cart) whose state in this browser differs from what a
 * prerendered shell shows (signed out, empty cart). React hydrates with `getPrerendered`; had the store then
 * answered its live state at once, React would re-render the whole app synchronously and hydrate every part
 * still waiting in that same long task (Lighthouse's total blocking time, docs/performance.md). Instead the live
 * state is taken in a transition after hydration, rendered in short slices. Without a shell to hydrate (any
 * other page, tests), it is the plain useSyncExternalStore: the first render already has the live state (route
 * guards need it). Answers the state and whether it is the live one (false while the prerendered state shows).
 */
export function useStoreAfterHydration<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
  getPrerendered: () => T,
): [state: T, live: boolean] {
  const [live, setLive] = useState(() => !hydratesShell());
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return [useSyncExternalStore(subscribe, live ? getSnapshot : getPrerendered, getPrerendered), live];
}
