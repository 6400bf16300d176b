/** GET /v1/subscriptions (the caller's, newest first) and GET /v1/subscriptions/{id} (another's: 404). */
import type { SubscriptionsEndpoints } from '../../shared/contracts/subscriptions/contract.js';
import { SUBSCRIPTION_MESSAGES as M } from '../../shared/messages/subscriptions.js';
import { notFound, unauthorized } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';
import type { Handler } from '../lib/http/types.js';
import { readConsumerSubscriptions, readSubscription } from './store.js';
import { toSubscription, type StoredSubscription } from './subscription-record.js';

/** The caller's own subscription, or 404 (someone else's reads as missing). */
export async function ownSubscription(principal: Principal | null, id: string): Promise<StoredSubscription> {
  if (!principal) throw unauthorized();
  const stored = await readSubscription(id);
  if (!stored || stored.userId !== principal.userId) throw notFound(M.notFound);
  return stored;
}

export const listSubscriptions: Handler<SubscriptionsEndpoints['list']> = async ({ principal }) => {
  if (!principal) throw unauthorized();
  const stored = await readConsumerSubscriptions(principal.userId);
  return { message: M.listed, data: { subscriptions: stored.map(toSubscription) } };
};

export const getSubscription: Handler<SubscriptionsEndpoints['get']> = async ({ principal, params }) => {
  const stored = await ownSubscription(principal, params.id);
  return { message: M.found, data: { subscription: toSubscription(stored) } };
};
