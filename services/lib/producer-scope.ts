/**
 * Whose figures or product orders a producer-screen call is about (the orders, payments and reports domains):
 *   - A producer: always their own (naming another producer is 403 with the original API's generic message).
 *   - An admin: the producer named by `producerId`, or every producer (null) when none is named.
 */
import { forbidden } from './errors.js';
import type { Principal } from './identity.js';

/** The producer whose lines to show (null: an admin looking at every producer). */
export function producerScope(caller: Principal, producerId: string | undefined): string | null {
  if (caller.role === 'admin') return producerId ?? null;
  if (producerId !== undefined && producerId !== caller.userId) throw forbidden();
  return caller.userId;
}
