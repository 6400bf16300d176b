/**
 * A card order's Checkout Sessions at the provider (docs/payments.md, "One order, one charge"). Every session made
 * for an order (checkout's, and one per "Reintentar el pago") is recorded on the order item, in the string set
 * `paymentSessionIds`, before its page is answered: so the shop knows every page that could take money for it.
 * Checkout's is written in the order's own Put (made before the transaction; expired with expireUnusedSession
 * when the transaction is refused), the others with recordSession.
 *   - closeSessions: expires them at the provider (Stripe's `checkout.sessions.expire`), and answers what each
 *     one is now; a session that was paid meanwhile cannot be expired and answers `complete`/paid. Used before a
 *     new page is made (retry), before an unpaid order is cancelled (the consumer, an admin, the sweeper at its
 *     deadline) and by the reconciliation, so an order has at most one page that takes money;
 *   - retrieveSession: the provider's own view of a session (the webhook trusts it, not the event's copy).
 * Orders placed before sessions were recorded have none: they are settled as before (the metadata's order id).
 */
import type Stripe from 'stripe';
import { isStripeUnavailable, stripe } from '../../lib/clients/stripe.js';
import { orderKeys } from '../../lib/data/keys.js';
import { updateItem } from '../../lib/data/item-commands.js';

type Item = Record<string, unknown>;

/** What the provider says of a session, in the shop's terms. */
export interface ProviderSession {
  id: string;
  /** The order it was made for (metadata.orderId, else client_reference_id). */
  orderId: string | null;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  paymentIntentId: string | null;
  amountCents: number | null;
  /** Lower case, as Stripe writes it (`eur`). */
  currency: string | null;
  livemode: boolean;
}

export function providerSessionOf(session: Stripe.Checkout.Session): ProviderSession {
  const intent = session.payment_intent;
  return {
    id: session.id,
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid',
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
    livemode: session.livemode === true,
  };
}

/** The sessions recorded on a stored order (lib-dynamodb reads a string set as a Set). */
export function sessionIdsOf(stored: Item): string[] {
  const value = stored.paymentSessionIds;
  const ids = value instanceof Set ? [...(value as Set<unknown>)] : Array.isArray(value) ? value : [];
  return ids.filter((id): id is string => typeof id === 'string' && id !== '').sort();
}

/** Records a session on its order (idempotent: a string set). */
export async function recordSession(orderId: string, sessionId: string): Promise<void> {
  await updateItem({
    Key: orderKeys.item(orderId),
    UpdateExpression: 'ADD paymentSessionIds :ids',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':ids': new Set([sessionId]) },
  });
}

const statusOf = (error: unknown): number | undefined =>
  (error as { statusCode?: number } | null)?.statusCode;

/** The provider's session, or null when it does not know it (404). Throws when Stripe cannot be reached. */
export async function retrieveSession(id: string): Promise<ProviderSession | null> {
  try {
    return providerSessionOf(await (await stripe()).checkout.sessions.retrieve(id));
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/**
 * Expires each session still open at the provider and answers the state of every one it knows (a paid one:
 * `complete` and paid; the caller settles it). Throws when Stripe cannot be reached: nothing may be assumed then.
 */
export async function closeSessions(ids: readonly string[]): Promise<ProviderSession[]> {
  const client = await stripe();
  const states = await Promise.all(
    ids.map(async (id): Promise<ProviderSession | null> => {
      try {
        return providerSessionOf(await client.checkout.sessions.expire(id));
      } catch (error) {
        if (isStripeUnavailable(error)) throw error;
        // Not open any more (paid or expired: Stripe refuses to expire it) or unknown: ask what it is.
        if (statusOf(error) === 404) return null;
        return retrieveSession(id);
      }
    }),
  );
  return states.filter((state): state is ProviderSession => state !== null);
}

/**
 * Best effort: expires a session made for an order whose transaction was refused (the order does not exist, its
 * page was never answered). True when the provider says it is expired. Never throws: a session left open is
 * expired by the reconciliation (an open session whose order does not exist), and could not be paid meanwhile
 * (nobody has its page).
 */
export async function expireUnusedSession(
  id: string,
  warn: (message: string, context: Record<string, unknown>) => void,
): Promise<boolean> {
  try {
    const [state] = await closeSessions([id]);
    if (state?.status === 'expired') return true;
    warn('Unused checkout session not expired', { session: id, status: state?.status ?? 'unknown' });
  } catch (error) {
    warn('Unused checkout session not expired', {
      session: id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return false;
}
