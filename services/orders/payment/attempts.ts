/**
 * A card order's payment attempts: checkout opens attempt 0; each "Reintentar el pago" (POST
 * /v1/orders/{id}/payment) counts one more on the order item (`paymentAttempt`, `paymentAttemptAt`), so each
 * attempt has its own provider session and Idempotency-Key (card-page.ts).
 */
import type { Order } from '../../../shared/contracts/orders/entities.js';

type Item = Record<string, unknown>;

/** A card payment not made yet, on an order that is not cancelled. */
export const awaitsCard = (order: Pick<Order, 'status' | 'payment'>): boolean =>
  order.payment.method === 'card' &&
  (order.payment.status === 'pending' || order.payment.status === 'failed') &&
  order.status !== 'cancelled';

/** The latest attempt of the stored order and when it began. */
export function attemptOf(stored: Item): { attempt: number; at: string } {
  const attempt = Number(stored.paymentAttempt);
  return {
    attempt: Number.isInteger(attempt) && attempt > 0 ? attempt : 0,
    at: String(stored.paymentAttemptAt ?? stored.createdAt ?? new Date().toISOString()),
  };
}
