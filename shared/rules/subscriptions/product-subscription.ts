/** A product's stored `subscription` (issue 33): its valid intervals in the shop's order, or null when none. */
import {
  SUBSCRIPTION_INTERVALS,
  type ProductSubscription,
  type SubscriptionInterval,
} from '../../contracts/subscriptions/entities.js';

export function toProductSubscription(value: unknown): ProductSubscription | null {
  if (!value || typeof value !== 'object') return null;
  const stored = (value as { intervals?: unknown }).intervals;
  if (!Array.isArray(stored)) return null;
  const intervals = SUBSCRIPTION_INTERVALS.filter((interval: SubscriptionInterval) =>
    stored.includes(interval),
  );
  return intervals.length > 0 ? { intervals } : null;
}
