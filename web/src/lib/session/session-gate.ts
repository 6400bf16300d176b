/**
 * Part of the app shell (the first-load budget, docs/performance.md): the session manager arrives in a chunk of
 * its own after the first paint. While a stored session waits for it, the API calls that would carry the
 * session's token wait too (client.ts), so none goes out with an expired token nobody can refresh yet. Calls
 * without the session's token, and the manager's own calls (explicit bearer, auth routes), never wait.
 */
let held: { promise: Promise<void>; release: () => void } | null = null;

/** Holds the session's calls until releaseSessionCalls (no-op when already held). */
export function holdSessionCalls(): void {
  if (held) return;
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  held = { promise, release };
}

/** Lets the held calls go: the manager is plugged into the API client (or could not be loaded). */
export function releaseSessionCalls(): void {
  held?.release();
  held = null;
}

/** What a session call waits for first: null when nothing holds it. */
export function sessionCallsHeld(): Promise<void> | null {
  return held?.promise ?? null;
}
