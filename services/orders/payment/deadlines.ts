/**
 * How long an order may wait for its payment (docs/payments.md, "Deadlines"): a card order
 * PAYMENT_TIMEOUT_SECONDS (default 30 minutes), a bank transfer TRANSFER_TIMEOUT_DAYS (default 5 days). Past
 * it the sweeper (services/payments/sweep.ts) cancels the order, restores its stock and gives its coupon use
 * back. Pay on delivery has no deadline.
 */
import type { PaymentMethod } from '../../../shared/contracts/payments/entities.js';

/** Who cancels an order whose payment did not arrive in time (its `cancelledBy` and lines' history). */
export const PAYMENT_TIMEOUT_ACTOR = 'system:payment-timeout';

export const DEFAULT_PAYMENT_TIMEOUT_SECONDS = 1800;
export const DEFAULT_TRANSFER_TIMEOUT_DAYS = 5;
const DAY_SECONDS = 24 * 60 * 60;

/** A whole number within [min, max], else the default. */
function bounded(raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback;
}

/** Seconds a card order waits for its payment (1 s to 24 h). */
export const paymentTimeoutSeconds = (env: NodeJS.ProcessEnv = process.env): number =>
  bounded(env.PAYMENT_TIMEOUT_SECONDS, DEFAULT_PAYMENT_TIMEOUT_SECONDS, 1, DAY_SECONDS);

/** Days a bank transfer order waits for the transfer (1 to 60). */
export const transferTimeoutDays = (env: NodeJS.ProcessEnv = process.env): number =>
  bounded(env.TRANSFER_TIMEOUT_DAYS, DEFAULT_TRANSFER_TIMEOUT_DAYS, 1, 60);

/** When an order placed at `placedAt` with `method` is cancelled if still unpaid (ISO), or null (no deadline). */
export function paymentDueAt(
  method: PaymentMethod,
  placedAt: Date,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  if (method === 'card')
    return new Date(placedAt.getTime() + paymentTimeoutSeconds(env) * 1000).toISOString();
  if (method === 'bank_transfer')
    return new Date(placedAt.getTime() + transferTimeoutDays(env) * DAY_SECONDS * 1000).toISOString();
  return null;
}
