/**
 * A card subscription's card, saved through the provider's hosted page in setup mode (docs/subscriptions.md,
 * "Card"): a customer for the consumer, then a Checkout Session `mode: 'setup'` for that customer, each with an
 * Idempotency-Key that names the subscription (asking again answers the same ones). The session and its
 * SetupIntent carry the subscription's id: the webhook (services/payments/webhook.ts) activates the
 * subscription with the card saved (activate-card.ts).
 */
import { stripe } from '../lib/clients/stripe.js';

/** Stripe refuses a session that expires sooner than 30 minutes after it is created; ours lasts a day. */
const SETUP_PAGE_SECONDS = 23 * 3600;

export async function cardSetupPage(input: {
  subscriptionId: string;
  userId: string;
  email?: string;
  siteUrl: string;
  customerId?: string;
}): Promise<{ url: string; customerId: string }> {
  const client = await stripe();
  const customerId =
    input.customerId ??
    (
      await client.customers.create(
        { ...(input.email ? { email: input.email } : {}), metadata: { userId: input.userId } },
        { idempotencyKey: `subscription-${input.subscriptionId}-customer` },
      )
    ).id;
  const back = `${input.siteUrl}/suscripciones`;
  const session = await client.checkout.sessions.create(
    {
      mode: 'setup',
      currency: 'eur',
      locale: 'es',
      customer: customerId,
      metadata: { subscriptionId: input.subscriptionId },
      setup_intent_data: { metadata: { subscriptionId: input.subscriptionId } },
      success_url: `${back}?tarjeta=guardada`,
      cancel_url: `${back}?tarjeta=cancelada`,
      expires_at: Math.floor(Date.now() / 1000) + SETUP_PAGE_SECONDS,
    },
    { idempotencyKey: `subscription-${input.subscriptionId}-setup` },
  );
  if (!session.url) throw new Error(`Setup session ${session.id} has no url`);
  return { url: session.url, customerId };
}
