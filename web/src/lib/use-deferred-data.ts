import { useDeferredValue } from 'react';

/**
 * A screen's data for rendering in a deferred pass: when an answer arrives, React first renders what was on
 * screen (cheap) and then the new content as a transition, in short slices the browser can paint and handle
 * input between, instead of one long task (Lighthouse's total blocking time, docs/performance.md). Also on
 * mount: the first render always shows the loading state, as the prerendered HTML does, even if the answer is
 * already there, so hydration matches and the content follows in the deferred pass.
 */
export function useDeferredData<T extends object>(data: T | undefined): T | undefined {
  return useDeferredValue<T | null>(data ?? null, null) ?? undefined;
}
