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
import { settlePayment } from './settle.js';

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
      { idempotencyKey: `order-${order.id}-off-session` },
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
