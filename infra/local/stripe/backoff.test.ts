import { describe, expect, it } from 'vitest';
import {
  FIRST_RETRY_MS,
  MAX_RETRY_PAUSE_MS,
  RETRY_WINDOW_MS,
  nextRetryDelayMs,
  retryDelaysFromEnv,
} from './backoff';

describe("the webhook sender's retry schedule (Stripe's live mode: exponential, up to three days)", () => {
  it('waits 1 minute after the first failure and doubles, at most 12 hours apart', () => {
    expect(nextRetryDelayMs(1, 0)).toBe(FIRST_RETRY_MS);
    expect(nextRetryDelayMs(2, FIRST_RETRY_MS)).toBe(2 * FIRST_RETRY_MS);
    expect(nextRetryDelayMs(5, 0)).toBe(16 * FIRST_RETRY_MS);
    expect(nextRetryDelayMs(20, 0)).toBe(MAX_RETRY_PAUSE_MS);
  });

  it('gives up once the next attempt would fall past three days from the first', () => {
    expect(nextRetryDelayMs(12, RETRY_WINDOW_MS - MAX_RETRY_PAUSE_MS)).toBe(MAX_RETRY_PAUSE_MS);
    expect(nextRetryDelayMs(12, RETRY_WINDOW_MS - MAX_RETRY_PAUSE_MS + 1)).toBeNull();
    let elapsed = 0;
    let attempts = 1;
    for (let pause = nextRetryDelayMs(1, 0); pause !== null; pause = nextRetryDelayMs(attempts, elapsed)) {
      elapsed += pause;
      attempts += 1;
    }
    expect(elapsed).toBeLessThanOrEqual(RETRY_WINDOW_MS);
    expect(attempts).toBeGreaterThan(10);
  });

  it('follows an explicit list instead (tests), and gives up after its last pause', () => {
    const plan = { delaysMs: [10, 20] };
    expect(nextRetryDelayMs(1, 0, plan)).toBe(10);
    expect(nextRetryDelayMs(2, 0, plan)).toBe(20);
    expect(nextRetryDelayMs(3, 0, plan)).toBeNull();
  });

  it('reads STRIPE_WEBHOOK_RETRY_DELAYS_MS', () => {
    expect(retryDelaysFromEnv('200, 500,1000')).toEqual([200, 500, 1000]);
    expect(retryDelaysFromEnv(undefined)).toBeUndefined();
    expect(retryDelaysFromEnv('')).toBeUndefined();
    expect(retryDelaysFromEnv('1,x')).toBeUndefined();
    expect(retryDelaysFromEnv('-1')).toBeUndefined();
  });
});
