/**
 * Pacing of the reconciliation's Cognito calls: Cognito's quotas are per account and shared by every caller
 * (ListUsers about 30 requests per second by default, shared with the users service's ListUsers; AdminGetUser
 * in the "UserRead" category), so the reconciliation spaces its calls (a minimum interval between two calls)
 * and retries a throttled call (TooManyRequestsException) with an exponential backoff and jitter.
 */

export interface PacerOptions {
  /** Milliseconds at least between the start of two calls. */
  minIntervalMs: number;
  /** Retries of a throttled call (then its error is thrown). */
  retries?: number;
  /** First backoff; doubled each retry, plus up to as much jitter. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
}

export type Pacer = <T>(call: () => Promise<T>) => Promise<T>;

const THROTTLED = new Set(['TooManyRequestsException', 'ThrottlingException', 'LimitExceededException']);

export const isThrottled = (error: unknown): boolean =>
  THROTTLED.has((error as { name?: string } | null)?.name ?? '');

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The backoff before retry `attempt` (0-based): backoffMs x 2^attempt, plus jitter of up to as much. */
export const backoffDelay = (
  attempt: number,
  backoffMs: number,
  random: () => number = Math.random,
): number => Math.round(backoffMs * 2 ** attempt * (1 + random()));

/** A pacer: each call waits for its slot, and a throttled call is retried after a backoff. */
export function createPacer(options: PacerOptions): Pacer {
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const retries = options.retries ?? 5;
  const backoffMs = options.backoffMs ?? 200;
  let nextSlot = 0;
  const waitForSlot = async () => {
    const at = now();
    const start = Math.max(at, nextSlot);
    nextSlot = start + options.minIntervalMs;
    if (start > at) await sleep(start - at);
  };
  return async <T>(call: () => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      await waitForSlot();
      try {
        return await call();
      } catch (error) {
        if (!isThrottled(error) || attempt >= retries) throw error;
        await sleep(backoffDelay(attempt, backoffMs, random));
      }
    }
  };
}
