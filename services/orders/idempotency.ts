/**
 * Checkout idempotency: the same consumer and Idempotency-Key within IDEMPOTENCY_WINDOW_HOURS answer the same
 * order. The key's item is put in the checkout transaction itself (checkout-transaction.ts), so two concurrent
 * checkouts with one key cannot both write; this reads it back (strongly consistent) to answer the order.
 * DynamoDB's TTL removes expired items some time later: until then the expiry is checked here.
 */
import { orderKeys } from '../lib/data/keys.js';
import { getItem } from '../lib/data/item-commands.js';

/** The order id a key already produced for this consumer, or null (none, or expired). */
export async function orderOfKey(userId: string, key: string, now: Date): Promise<string | null> {
  const { Item: item } = await getItem({ Key: orderKeys.idempotency(userId, key), ConsistentRead: true });
  if (!item || typeof item.orderId !== 'string') return null;
  const expiresAt = Number(item.expiresAt);
  return Number.isFinite(expiresAt) && expiresAt * 1000 <= now.getTime() ? null : item.orderId;
}
