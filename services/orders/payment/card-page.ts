/**
 * A card order's payment page: a Stripe Checkout Session for the order's amount (one line, "Pedido <ref>"),
 * created with the official SDK. The Idempotency-Key names the order and the attempt (`order-<id>-payment-<n>`)
 * and every parameter is derived from the order (as planned, or as stored: the same fields), so asking again for
 * the same attempt (a checkout replayed with its Idempotency-Key) answers the same session: an order is never
 * charged twice. The session carries the order id in its metadata and as client_reference_id: the webhook
 * finds the order from it (services/payments/webhook.ts), and its id is on the order before the page is
 * answered: checkout makes attempt 0's session before the order's transaction and writes its id in the order's
 * Put (createCardSession; docs/payments.md, "Card"), a retry or a replay records it (cardPaymentPage,
 * card-sessions.ts). The browser comes back to the order's confirmation page either way; only the provider's
 * word (the webhook, or the shop asking it) marks the payment paid.
 */
import type { Order } from '../../../shared/contracts/orders/entities.js';
import { toCents } from '../../../shared/utils/money.js';
import { orderReference } from '../../../shared/rules/order-labels.js';
import { stripe } from '../../lib/clients/stripe.js';
import { recordSession } from './card-sessions.js';

/** Stripe refuses a session that expires sooner than 30 minutes after it is created. */
const MIN_SESSION_SECONDS = 31 * 60;

export interface CardPageRequest {
  order: Pick<Order, 'id' | 'payment' | 'consumerInfo' | 'createdAt'>;
  /** 0 at checkout, then 1, 2... for each new page the consumer asks for. */
  attempt: number;
  /** When this attempt began (checkout: the order's creation). */
  attemptAt: string;
  /** https://<shop>, where the browser comes back to. */
  siteUrl: string;
}

/** The session's deadline: the order's, but never sooner than Stripe allows (epoch seconds). */
export function sessionExpiry(dueAt: string | undefined, attemptAt: string): number {
  const earliest = Math.ceil(new Date(attemptAt).getTime() / 1000) + MIN_SESSION_SECONDS;
  const due = dueAt ? Math.floor(new Date(dueAt).getTime() / 1000) : 0;
  return Math.max(earliest, due);
}

export const cardPageKey = (orderId: string, attempt: number): string =>
  `order-${orderId}-payment-${attempt}`;

/** A Checkout Session made for an order's attempt: its id and its hosted page. */
export interface CardSession {
  id: string;
  url: string;
}

/** The provider's session for this attempt (the same one when asked again), not recorded anywhere. */
export async function createCardSession(request: CardPageRequest): Promise<CardSession> {
  const { order, attempt, siteUrl } = request;
  const back = `${siteUrl}/order-confirmation/${encodeURIComponent(order.id)}`;
  const reference = order.payment.reference ?? orderReference(order.id);
  const client = await stripe();
  const session = await client.checkout.sessions.create(
    {
      mode: 'payment',
      locale: 'es',
      client_reference_id: order.id,
      ...(order.consumerInfo.email ? { customer_email: order.consumerInfo.email } : {}),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: toCents(order.payment.amount),
            product_data: { name: `Pedido ${reference} · Pitahaya Marketplace` },
          },
        },
      ],
      metadata: { orderId: order.id, attempt: String(attempt) },
      // Separate charges and transfers (Stripe Connect): the farms' transfers later name the same group.
      payment_intent_data: { metadata: { orderId: order.id }, transfer_group: `ORDER_${order.id}` },
      success_url: `${back}?pago=completado`,
      cancel_url: `${back}?pago=cancelado`,
      expires_at: sessionExpiry(order.payment.dueAt, request.attemptAt),
    },
    { idempotencyKey: cardPageKey(order.id, attempt) },
  );
  if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
  return { id: session.id, url: session.url };
}

/**
 * The hosted payment page's URL for this attempt of an order that exists (the same one when asked again),
 * recorded on the order before it is answered unless `recorded` (the order's sessions as read) has it already:
 * the order knows every page that can take money for it.
 */
export async function cardPaymentPage(
  request: CardPageRequest,
  recorded: readonly string[] = [],
): Promise<string> {
  const session = await createCardSession(request);
  if (!recorded.includes(session.id)) await recordSession(request.order.id, session.id);
  return session.url;
}
