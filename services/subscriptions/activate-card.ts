/**
 * The provider saved a subscription's card (the webhook's checkout.session.completed in setup mode): the card
 * is kept on the subscription, and one waiting for it becomes active from its first open date. Idempotent: a
 * replayed event finds the card already there.
 */
import { firstOrderDate } from '../../shared/rules/subscriptions/cycle-dates.js';
import { stripe } from '../lib/clients/stripe.js';
import { cycleRuleFor } from './cutoff.js';
import { readSubscription, writeSubscriptionChange } from './store.js';
import { laterOf } from './subscription-record.js';

export type CardActivation = 'activated' | 'updated' | 'unchanged' | 'not_found';

export async function activateSavedCard(input: {
  subscriptionId: string;
  setupIntentId: string;
  now?: Date;
}): Promise<CardActivation> {
  const current = await readSubscription(input.subscriptionId);
  if (!current || current.status === 'cancelled' || current.paymentMethod !== 'card') return 'not_found';
  const intent = await (await stripe()).setupIntents.retrieve(input.setupIntentId);
  const paymentMethodId =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  const customerId = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (intent.status !== 'succeeded' || !paymentMethodId || !customerId) return 'unchanged';
  if (current.card?.paymentMethodId === paymentMethodId) return 'unchanged';
  const method = await (await stripe()).paymentMethods.retrieve(paymentMethodId);
  const now = input.now ?? new Date();
  const next = {
    ...current,
    card: { customerId, paymentMethodId },
    ...(method.card?.last4 ? { cardLast4: method.card.last4 } : {}),
    updatedAt: laterOf(now, current.updatedAt),
  };
  if (current.status === 'incomplete') {
    const rule = await cycleRuleFor(current.producerId);
    next.status = 'active';
    next.nextOrderDate = firstOrderDate(now, rule);
    next.cutoffAt = rule.cutoffOf(next.nextOrderDate);
  }
  await writeSubscriptionChange(next, current.updatedAt);
  return current.status === 'incomplete' ? 'activated' : 'updated';
}
