/** Polling helpers for "wait until the emulator answers". */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `probe` until it resolves truthy, every `intervalMs`, for at most `timeoutMs`. `abort` ends the
 * wait early with its error (e.g. the child process exited).
 */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  {
    timeoutMs = 60_000,
    intervalMs = 100,
    abort,
  }: { timeoutMs?: number; intervalMs?: number; abort?: () => Error | null } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const aborted = abort?.();
    if (aborted) throw aborted;
    try {
      if (await probe()) return;
    } catch (error) {
      lastError = error;
    }
    await sleep(intervalMs);
  }
  const detail = lastError instanceof Error ? `: ${lastError.message}` : '';
  throw new Error(`${what} did not answer within ${Math.round(timeoutMs / 1000)} s${detail}`);
}
