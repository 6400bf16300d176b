/**
 * When a webhook delivery that failed is tried again. Stripe's documentation: in live mode an undelivered event
 * is sent again "for up to three days" with exponential backoff (in a sandbox: three times over a few hours);
 * it does not publish the intervals (its Dashboard shows the next attempt's time). We use the live schedule:
 * 1 minute after the first failure, doubling each time, at most 12 hours apart, and nothing once three days
 * have passed since the event's first attempt (the same 3 days the webhook's event memory covers, with room).
 * An explicit list of pauses (`retryDelaysMs`: the unit tests, or STRIPE_WEBHOOK_RETRY_DELAYS_MS for a stack
 * under test) replaces the schedule: after its last pause the event is given up.
 */

export const FIRST_RETRY_MS = 60_000;
export const MAX_RETRY_PAUSE_MS = 12 * 3600_000;
export const RETRY_WINDOW_MS = 3 * 24 * 3600_000;

export interface RetryPlan {
  /** Explicit pauses before the 2nd, 3rd... attempt (replaces Stripe's schedule). */
  delaysMs?: readonly number[];
}

/**
 * Milliseconds to wait before the next attempt after `failedAttempts` failures (1 = the first attempt failed),
 * or null when the event is given up. `sinceFirstMs`: how long ago the first attempt was.
 */
export function nextRetryDelayMs(
  failedAttempts: number,
  sinceFirstMs: number,
  plan: RetryPlan = {},
): number | null {
  if (failedAttempts < 1) return 0;
  if (plan.delaysMs) return plan.delaysMs[failedAttempts - 1] ?? null;
  const pause = Math.min(MAX_RETRY_PAUSE_MS, FIRST_RETRY_MS * 2 ** (failedAttempts - 1));
  return sinceFirstMs + pause > RETRY_WINDOW_MS ? null : pause;
}

/** STRIPE_WEBHOOK_RETRY_DELAYS_MS="200,500,1000" -> [200, 500, 1000]; unset or invalid: undefined. */
export function retryDelaysFromEnv(raw: string | undefined): number[] | undefined {
  if (!raw || raw.trim() === '') return undefined;
  const values = raw.split(',').map((part) => Number(part.trim()));
  return values.every((value) => Number.isInteger(value) && value >= 0 && value <= RETRY_WINDOW_MS)
    ? values
    : undefined;
}
