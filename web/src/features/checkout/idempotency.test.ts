import { describe, expect, it } from 'vitest';
import { ID_MAX_LENGTH, ID_PATTERN } from '../../../../shared/constants/limits.js';
import { CheckoutAttempts, newIdempotencyKey } from './idempotency';

describe('checkout idempotency key', () => {
  it('is random and accepted by the checkout header rule', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(ID_PATTERN);
    expect(first.length).toBeLessThanOrEqual(ID_MAX_LENGTH);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('stays the same for one attempt and changes with the cart or the form, or after reset', () => {
    const attempts = new CheckoutAttempts();
    const key = attempts.keyFor('cart-a|ship-a');
    expect(attempts.keyFor('cart-a|ship-a')).toBe(key); // double click, retry
    const changed = attempts.keyFor('cart-b|ship-a');
    expect(changed).not.toBe(key);
    expect(attempts.keyFor('cart-b|ship-a')).toBe(changed);
    attempts.reset();
    expect(attempts.keyFor('cart-b|ship-a')).not.toBe(changed);
  });
});
