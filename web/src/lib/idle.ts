/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`); answers the cancel function. For the
 * chunks a page does not need at once but a click soon might (kept out of the first load, docs/performance.md).
 */
export function whenIdle(task: () => void, timeoutMs = 3_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1_000);
  return () => window.clearTimeout(id);
}
