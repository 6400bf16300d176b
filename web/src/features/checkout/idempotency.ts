/**
 * One Idempotency-Key per checkout attempt (docs/carts-and-orders.md: the same consumer and key within 24 h
 * answer the same order). An attempt is "this cart with this shipping information": a double click, or a
 * retry after a lost answer, sends the same key, so the server makes one order; a change to the cart or to the
 * form starts a new attempt with a new key (the old attempt either failed, writing nothing, or succeeded and
 * emptied the cart, so a new key can never make a second order of the same cart).
 */
import { ID_MAX_LENGTH, ID_PATTERN } from '../../../../shared/constants/limits.js';

/** A random key the checkout header accepts (letters, digits and '-', at most ID_MAX_LENGTH). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  const key =
    typeof cryptoApi?.randomUUID === 'function'
      ? cryptoApi.randomUUID()
      : Array.from(cryptoApi.getRandomValues(new Uint8Array(16)), (byte) =>
          byte.toString(16).padStart(2, '0'),
        ).join('');
  if (key.length > ID_MAX_LENGTH || !ID_PATTERN.test(key)) throw new Error('Invalid idempotency key');
  return key;
}

/** Keeps the key of the current attempt: the same fingerprint gives the same key. */
export class CheckoutAttempts {
  private fingerprint: string | null = null;
  private key: string | null = null;
  constructor(private readonly create: () => string = newIdempotencyKey) {}

  keyFor(fingerprint: string): string {
    if (this.key === null || fingerprint !== this.fingerprint) {
      this.fingerprint = fingerprint;
      this.key = this.create();
    }
    return this.key;
  }

  /** After an answer that settles the attempt (an order, or a refusal that wrote nothing). */
  reset(): void {
    this.fingerprint = null;
    this.key = null;
  }
}
