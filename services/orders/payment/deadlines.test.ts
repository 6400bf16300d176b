import { describe, expect, it } from 'vitest';
import { paymentDueAt, paymentTimeoutSeconds, transferTimeoutDays } from './deadlines.js';
import { sessionExpiry } from './card-page.js';

const AT = new Date('2026-11-26T10:00:00.000Z');

describe('payment deadlines', () => {
  it('default to 30 minutes for a card and 5 days for a transfer; cash has none', () => {
    expect(paymentTimeoutSeconds({})).toBe(1800);
    expect(transferTimeoutDays({})).toBe(5);
    expect(paymentDueAt('card', AT, {})).toBe('2026-11-26T10:30:00.000Z');
    expect(paymentDueAt('bank_transfer', AT, {})).toBe('2026-12-01T10:00:00.000Z');
    expect(paymentDueAt('cash_on_delivery', AT, {})).toBeNull();
  });

  it('read the environment within bounds, else the default', () => {
    expect(paymentTimeoutSeconds({ PAYMENT_TIMEOUT_SECONDS: '15' })).toBe(15);
    for (const wrong of ['0', '-5', '1.5', 'abc', '', '86401'])
      expect(paymentTimeoutSeconds({ PAYMENT_TIMEOUT_SECONDS: wrong })).toBe(1800);
    expect(transferTimeoutDays({ TRANSFER_TIMEOUT_DAYS: '2' })).toBe(2);
    expect(transferTimeoutDays({ TRANSFER_TIMEOUT_DAYS: '61' })).toBe(5);
  });

  it("end a card page at the order's deadline, never sooner than Stripe's 30 minutes", () => {
    const attemptAt = AT.toISOString();
    expect(sessionExpiry('2026-11-26T10:30:00.000Z', attemptAt)).toBe(AT.getTime() / 1000 + 31 * 60);
    expect(sessionExpiry('2026-11-26T12:00:00.000Z', attemptAt)).toBe(AT.getTime() / 1000 + 2 * 3600);
    // Deterministic: the same attempt asks for the same session (its Idempotency-Key).
    expect(sessionExpiry(undefined, attemptAt)).toBe(sessionExpiry(undefined, attemptAt));
  });
});
