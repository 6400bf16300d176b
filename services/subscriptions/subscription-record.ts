/**
 * A subscription as stored (docs/subscriptions.md): the entity the API answers plus the consumer's id, and its
 * keys (services/lib/data/selling-keys.ts subscriptionKeys). Only an active subscription carries the due index the
 * cycle job reads, and one the job paused for its zone (`zone_not_served`: the job puts it back on when the zone
 * is served again).
 */
import type { Subscription } from '../../shared/contracts/subscriptions/entities.js';
import { subscriptionKeys } from '../lib/data/selling-keys.js';
import { indexKeyAttributes } from '../lib/data/table-design.js';

export const SUBSCRIPTION_ENTITY = 'Subscription';
export const SUBSCRIPTION_CYCLE_ENTITY = 'SubscriptionCycle';
/** Cycles kept on the subscription (newest first). */
export const CYCLES_KEPT = 5;

/** A change's `updatedAt`: now, or the stored one when that is later (clocks of two runs may differ). */
export const laterOf = (now: Date, updatedAt: string): string =>
  now.toISOString() > updatedAt ? now.toISOString() : updatedAt;
/** Failed card cycles in a row that pause a subscription. */
export const FAILED_CHARGES_TO_PAUSE = 2;

export interface StoredSubscription extends Subscription {
  userId: string;
  /** The consumer's e-mail and name when subscribing (the cycle's order and its e-mails). */
  consumer: { email?: string; fullName?: string };
  /** The order date whose reminder was sent (once per cycle). */
  remindedFor?: string;
  /** A card subscription's provider customer and, once saved, its card (charged off-session each cycle). */
  card?: { customerId: string; paymentMethodId?: string };
}

type Item = Record<string, unknown>;

/** Paused by the job because the shop does not serve its address now. */
export const waitsForZone = (subscription: Pick<Subscription, 'status' | 'pauseReason'>): boolean =>
  subscription.status === 'paused' && subscription.pauseReason === 'zone_not_served';

export function subscriptionItem(subscription: StoredSubscription): Item {
  return {
    ...subscriptionKeys.item(subscription.id),
    entity: SUBSCRIPTION_ENTITY,
    ...subscription,
    ...subscriptionKeys.indexes(subscription),
    ...(subscription.status === 'active' || waitsForZone(subscription)
      ? subscriptionKeys.due(subscription.id, subscription.nextOrderDate)
      : {}),
  };
}

const KEY_ATTRIBUTES = ['PK', 'SK', ...indexKeyAttributes('GSI1', 'GSI2', 'GSI3', 'GSI4'), 'entity'];

export function toStoredSubscription(item: Item | undefined): StoredSubscription | null {
  if (!item || item.entity !== SUBSCRIPTION_ENTITY) return null;
  const stored = { ...item };
  for (const name of KEY_ATTRIBUTES) delete stored[name];
  const subscription = stored as unknown as StoredSubscription;
  return {
    ...subscription,
    failedCharges: Number(subscription.failedCharges) || 0,
    cycles: Array.isArray(subscription.cycles) ? subscription.cycles : [],
  };
}

/** What the API answers: the stored record without the consumer's bookkeeping. */
export function toSubscription(stored: StoredSubscription): Subscription {
  const {
    userId: _userId,
    consumer: _consumer,
    remindedFor: _reminded,
    card: _card,
    ...subscription
  } = stored;
  return subscription;
}
