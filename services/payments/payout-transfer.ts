/**
 * A farm's Stripe payout that stayed `pending` (docs/payments.md, "Payouts"): the shop writes the payout, then
 * asks Stripe for the transfer, then records it paid. A crash, a timeout or an outage between the transfer and
 * its record leaves the payout pending while the farm may already have the money. This finds the truth at the
 * provider: the transfer is looked up among the destination's transfers by the payout's id in its metadata
 * (the reconciliation and the admin's «Marcar como pagado» use it):
 *   - found: the payout is recorded paid with the transfer's id;
 *   - not found: the transfer is sent now, with the payout's Idempotency-Key and the same parameters (Stripe
 *     answers the first transfer again if one was made under that key after all): paid, or failed when Stripe
 *     refuses it (its amount is available again);
 *   - Stripe out of reach: it stays pending (the next run tries again).
 */
import type { Payout } from '../../shared/contracts/payments/entities.js';
import { isStripeUnavailable, stripe } from '../lib/clients/stripe.js';
import { finishPayout, sendTransfer } from './payouts.js';

/** How far before the payout's creation its transfer is looked for (clocks differ a little). */
const LOOK_BACK_SECONDS = 3600;

export type PayoutMend = 'found' | 'sent' | 'failed' | 'unreachable';

/** The provider's transfer of a payout, or null. Throws when Stripe cannot be reached. */
export async function findPayoutTransfer(
  payout: Payout,
  destination: string,
): Promise<{ id: string } | null> {
  const since = Math.floor(Date.parse(payout.createdAt) / 1000) - LOOK_BACK_SECONDS;
  const client = await stripe();
  for await (const transfer of client.transfers.list({ destination, created: { gte: since }, limit: 100 }))
    if (transfer.metadata?.payoutId === payout.id) return { id: transfer.id };
  return null;
}

/** Mends a pending Stripe payout (see the header); answers what happened and the payout as it is now. */
export async function mendStripePayout(payout: Payout): Promise<{ outcome: PayoutMend; payout: Payout }> {
  // While a Stripe payout is pending its `reference` is the farm's connected account (payouts.ts).
  const destination = payout.reference;
  if (payout.method !== 'stripe_transfer' || payout.status !== 'pending' || !destination)
    return { outcome: 'unreachable', payout };
  try {
    const found = await findPayoutTransfer(payout, destination);
    if (found) return { outcome: 'found', payout: await finishPayout(payout, true, found.id) };
  } catch (error) {
    if (isStripeUnavailable(error)) return { outcome: 'unreachable', payout };
    throw error;
  }
  const after = await sendTransfer(payout, destination);
  return {
    outcome: after.status === 'paid' ? 'sent' : after.status === 'failed' ? 'failed' : 'unreachable',
    payout: after,
  };
}
