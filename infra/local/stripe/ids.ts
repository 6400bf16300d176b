/** Stripe-like object ids: `cs_test_a1B2...`, `pi_3Qx...`, `re_...`, `tr_...`, `acct_...`, `evt_...`. */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomText(length: number): string {
  const bytes = randomBytes(length);
  let text = '';
  for (const byte of bytes) text += ALPHABET[byte % ALPHABET.length];
  return text;
}

const LENGTHS: Record<string, number> = { cs_test: 58, acct: 16, req: 14 };

/** `prefix_` + random letters and digits (Checkout Sessions are long, as Stripe's are). */
export function newId(prefix: string): string {
  return `${prefix}_${randomText(LENGTHS[prefix] ?? 24)}`;
}
