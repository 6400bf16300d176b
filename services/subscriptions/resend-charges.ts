/**
 * Card cycles whose off-session charge was never sent (docs/subscriptions.md, "Card"): the job stopped, or the
 * provider could not be reached, between the cycle's order and its charge. The cycle's marker waits on a sparse
 * index (subscriptionKeys.pendingCharge, by when it was placed) until the provider answered its charge
 * (cycle-charge.ts markChargeSent). Each run reads the markers placed more than CHARGE_GRACE_MINUTES ago (one
 * Query per shard), and for each one whose order still waits for that charge (orders' offSessionChargeDue: not
 * cancelled, card payment pending, no payment page opened by the consumer) sends it once, as the first run would
 * have (chargeCycle: the same Idempotency-Key, so the provider never charges twice, and the same bookkeeping).
 * A marker whose order no longer waits (paid, cancelled, being paid on its page) stops waiting.
 */
import { subscriptionKeys } from '../lib/data/selling-keys.js';
import { offSessionChargeDue, readOrder } from '../orders/index.js';
import { chargeCycle, markChargeSent } from './cycle-charge.js';
import { readShardsUpTo } from './due.js';
import { readSubscription } from './store.js';

/** How long after its order a cycle's charge is taken as never sent (a run placing cycles is over by then). */
export const CHARGE_GRACE_MINUTES = 15;

export interface PendingCharge {
  subscriptionId: string;
  date: string;
  orderId: string;
  placedAt: string;
}

/** The card cycles placed before `before` whose charge the provider has not answered. */
export async function readPendingCharges(before: Date): Promise<PendingCharge[]> {
  const items = await readShardsUpTo(subscriptionKeys.chargesPartition, '<', before.toISOString());
  return items.flatMap((item) =>
    typeof item.orderId === 'string' && typeof item.subscriptionId === 'string'
      ? [
          {
            subscriptionId: item.subscriptionId,
            date: String(item.date),
            orderId: item.orderId,
            placedAt: String(item.createdAt),
          },
        ]
      : [],
  );
}

/** Sends one never-sent charge if its order still waits for it: 'paid', 'failed', or 'none' (nothing to send). */
export async function resendCharge(pending: PendingCharge, now: Date): Promise<'paid' | 'failed' | 'none'> {
  const [found, subscription] = await Promise.all([
    readOrder(pending.orderId),
    readSubscription(pending.subscriptionId),
  ]);
  if (
    !found ||
    !subscription ||
    !offSessionChargeDue(found, pending.placedAt, now, CHARGE_GRACE_MINUTES * 60_000)
  ) {
    await markChargeSent(pending.subscriptionId, pending.date, now);
    return 'none';
  }
  return chargeCycle(subscription, found.order, pending.date, now);
}
