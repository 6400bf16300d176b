/**
 * A subscription's card cycle (docs/subscriptions.md, "Card"): the order's amount charged to the consumer's saved
 * card without the consumer (a PaymentIntent with `off_session` and `confirm`), after the order's transaction. The
 * Idempotency-Key names the order, so asking again never charges twice. A charge that succeeds settles the
 * payment at once (settle.ts, the webhook's own path: whichever comes first applies it, the other finds it
 * paid). A declined card, or one that needs the consumer to authenticate, leaves the order awaiting payment
 * with its deadline: its page offers «Reintentar el pago» (a new Checkout page, retry-payment.ts).
 */
import type { Order } from '../../../shared/contracts/orders/entities.js';
import { orderReference } from '../../../shared/rules/order-labels.js';
import { toCents } from '../../../shared/utils/money.js';
import { stripe } from '../../lib/clients/stripe.js';
import { attemptOf } from './attempts.js';
import { settlePayment } from './settle.js';

/**
 * The Idempotency-Key of an order's off-session charge: the same for its first send and any later one, so the
 * provider answers the first PaymentIntent again instead of charging twice.
 */
export const offSessionKey = (orderId: string): string => `order-${orderId}-off-session`;

/**
 * Whether a card cycle's order still waits for its off-session charge to be sent, `graceMs` after it was placed
 * (the job stopped between the order and the charge): the order is not cancelled, its card payment still pending
 * (no failed charge recorded, not paid), and the consumer opened no payment page of their own (attempt 0).
 */
export function offSessionChargeDue(
  found: { order: Pick<Order, 'status' | 'payment'>; stored: Record<string, unknown> },
  placedAt: string,
  now: Date,
  graceMs: number,
): boolean {
  const { order, stored } = found;
  return (
    order.status !== 'cancelled' &&
    order.payment.method === 'card' &&
    order.payment.status === 'pending' &&
    attemptOf(stored).attempt === 0 &&
    now.getTime() - Date.parse(placedAt) >= graceMs
  );
}

export interface SavedCard {
  customerId: string;
  paymentMethodId: string;
}

export type OffSessionOutcome =
  { status: 'paid'; paymentIntentId: string } | { status: 'failed'; code: string };

export async function chargeSavedCard(
  order: Pick<Order, 'id' | 'payment'>,
  card: SavedCard,
  metadata: Record<string, string>,
): Promise<OffSessionOutcome> {
  const client = await stripe();
  try {
    const intent = await client.paymentIntents.create(
      {
        amount: toCents(order.payment.amount),
        currency: 'eur',
        customer: card.customerId,
        payment_method: card.paymentMethodId,
        off_session: true,
        confirm: true,
        description: `Pedido ${order.payment.reference ?? orderReference(order.id)} · Pitahaya Marketplace`,
        metadata: { ...metadata, orderId: order.id },
        transfer_group: `ORDER_${order.id}`,
      },
      { idempotencyKey: offSessionKey(order.id) },
    );
    if (intent.status !== 'succeeded') return { status: 'failed', code: intent.status };
    await settlePayment({
      orderId: order.id,
      method: 'card',
      at: new Date().toISOString(),
      paymentIntentId: intent.id,
      amountCents: intent.amount_received,
      refundIfCancelled: true,
    });
    return { status: 'paid', paymentIntentId: intent.id };
  } catch (error) {
    const failure = error as { type?: string; code?: string };
    if (failure.type === 'StripeCardError')
      return { status: 'failed', code: failure.code ?? 'card_declined' };
    throw error;
  }
}
