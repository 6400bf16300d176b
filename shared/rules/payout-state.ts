/**
 * Where a farm's payout stands for the admins and the jobs that mend it (docs/payments.md, "Payouts"): a Stripe
 * payout is written `pending`, then its transfer is asked of Stripe and recorded, all within the payout run's
 * request. One still pending after a few minutes is not under way any more (a crash, a timeout or an outage came
 * between): the reconciliation and the admin's «Comprobar en Stripe» ask Stripe what became of it. Younger than
 * that, its run may still be waiting for Stripe's answer, and nobody else asks (two requests under the same
 * Idempotency-Key at once could record it failed while the first is paid).
 */
import type { Payout } from '../contracts/payments/entities.js';

/** A Stripe payout pending for longer than this is not under way any more. */
export const STRIPE_PAYOUT_GRACE_MS = 5 * 60_000;

/** Where a payout stands, for the admin's payouts table. */
export type PayoutState =
  /** A Stripe payout whose run may still be waiting for Stripe: nothing to do. */
  | 'stripe_under_way'
  /** A Stripe payout pending past the grace: its transfer unconfirmed, Stripe must be asked. */
  | 'stripe_unconfirmed'
  /** A bank payout the shop still has to send (or take back). */
  | 'bank_to_send'
  /** Paid, failed (its amount available again) or cancelled: nothing to do. */
  | 'done';

export function payoutState(
  payout: Pick<Payout, 'method' | 'status' | 'createdAt'>,
  now: Date = new Date(),
): PayoutState {
  if (payout.status !== 'pending') return 'done';
  if (payout.method === 'bank_transfer') return 'bank_to_send';
  const age = now.getTime() - Date.parse(payout.createdAt);
  // An unreadable date counts as old: asking Stripe is safe once the run is over, and it is by now.
  return Number.isFinite(age) && age <= STRIPE_PAYOUT_GRACE_MS ? 'stripe_under_way' : 'stripe_unconfirmed';
}

/** When a Stripe payout created at `createdAt` may be asked at Stripe (the end of its grace). */
export const stripeCheckFrom = (createdAt: string): Date =>
  new Date(Date.parse(createdAt) + STRIPE_PAYOUT_GRACE_MS + 1);
