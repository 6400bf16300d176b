/**
 * POST /v1/payments/webhook: Stripe's events. The body is read raw and its `Stripe-Signature` checked with the
 * SDK (constructEvent: HMAC-SHA256 with the endpoint's secret, dated at most 5 minutes from now either way, of
 * this key's mode: services/lib/clients/stripe.ts): anything else is 400 and changes nothing. Each event is
 * applied once: an event already recorded answers 200 without a change, and every change it makes is itself
 * conditioned (the same payment settled twice is settled once).
 *   checkout.session.completed / async_payment_succeeded (paid): checked against the order and confirmed by
 *     the provider (sessionPaid below); the order's payment is paid (services/orders/payment/settle.ts; a cancelled order's
 *     money is refunded at once), and a charge the order did not need (a second page paid) is refunded;
 *   payment_intent.payment_failed: an unpaid card payment is `failed` (the order waits for a retry);
 *   account.updated: a farm's Connect account status (connect.ts);
 *   anything else: acknowledged.
 */
import type Stripe from 'stripe';
import type { PaymentsEndpoints } from '../../shared/contracts/payments/contract.js';
import { PAYMENT_MESSAGES } from '../../shared/messages/payment.js';
import { verifyWebhook, WebhookVerificationError } from '../lib/clients/stripe.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { orderKeys } from '../lib/data/keys.js';
import { paymentKeys } from '../lib/data/money-keys.js';
import { badRequest } from '../lib/errors.js';
import { rawBody } from '../lib/http/body.js';
import type { Handler } from '../lib/http/types.js';
import {
  applyPaidSession,
  providerSessionOf,
  readOrder,
  retrieveSession,
  sessionMismatch,
  settlePayment,
} from '../orders/index.js';
import { activateSavedCard } from '../subscriptions/index.js';
import { applyAccountUpdate } from './connect.js';
import { applyRefundEvent } from './refund-events.js';
import { getItem, putItem, updateItem } from '../lib/data/item-commands.js';

type Logger = Parameters<Handler<unknown>>[0]['logger'];

/** How long an applied event is remembered (Stripe retries for 3 days). */
const EVENT_MEMORY_DAYS = 30;

async function seen(eventId: string): Promise<boolean> {
  const { Item } = await getItem({ Key: paymentKeys.event(eventId), ConsistentRead: true });
  return Item !== undefined;
}

async function remember(event: Stripe.Event): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await putItem({
    Item: {
      ...paymentKeys.event(event.id),
      entity: 'PaymentEvent',
      type: event.type,
      appliedAt: new Date().toISOString(),
      expiresAt: now + EVENT_MEMORY_DAYS * 24 * 60 * 60,
    },
  });
}

/**
 * A paid session: the event's copy is checked against the order first (one of the order's own sessions, in
 * euros, for its amount: an event that says otherwise changes nothing, whatever its signature), then the
 * provider is asked for the session itself, and its word is what applies (orders' applyPaidSession: the order
 * paid, or a charge it did not need refunded). Stripe out of reach: the error answers 5xx and Stripe sends the
 * event again (it is not recorded as applied).
 */
async function sessionPaid(event: Stripe.Checkout.Session, logger: Logger) {
  const claimed = providerSessionOf(event);
  if (!claimed.orderId || !claimed.paid) return;
  const found = await readOrder(claimed.orderId);
  if (!found) {
    logger.error('A paid session names an order that does not exist', { session: claimed.id });
    return;
  }
  const mismatch = sessionMismatch(claimed, found.order, found.stored);
  if (mismatch) {
    logger.error('A paid session event does not match its order: not applied', {
      orderId: claimed.orderId,
      session: claimed.id,
      mismatch,
    });
    return;
  }
  const session = await retrieveSession(claimed.id);
  if (!session?.paid || session.orderId !== claimed.orderId) {
    logger.error('The provider does not confirm the paid session of an event: not applied', {
      orderId: claimed.orderId,
      session: claimed.id,
    });
    return;
  }
  const outcome = await applyPaidSession(session);
  if (outcome === 'refused' || outcome === 'not_found' || outcome === 'extra_refunded')
    logger.error('A paid session is not the payment of its order', {
      orderId: claimed.orderId,
      outcome,
      session: session.id,
    });
  else logger.info('Card payment applied', { orderId: claimed.orderId, outcome });
}

/** A subscription's card saved on the provider's page in setup mode (docs/subscriptions.md, "Card"). */
async function cardSaved(
  session: Stripe.Checkout.Session,
  logger: Parameters<Handler<unknown>>[0]['logger'],
) {
  const subscriptionId = session.metadata?.subscriptionId;
  const setupIntent =
    typeof session.setup_intent === 'string' ? session.setup_intent : session.setup_intent?.id;
  if (!subscriptionId || !setupIntent) return;
  const outcome = await activateSavedCard({ subscriptionId, setupIntentId: setupIntent });
  logger.info('Subscription card saved', { subscriptionId, outcome });
}

/**
 * A subscription cycle charged off-session (services/orders/payment/off-session.ts settles it at once; this is
 * the same fact from the provider, applied when the job could not). Checkout payments are the session's.
 */
async function offSessionPaid(
  intent: Stripe.PaymentIntent,
  logger: Parameters<Handler<unknown>>[0]['logger'],
) {
  const orderId = intent.metadata?.orderId;
  if (!orderId || !intent.metadata?.subscriptionId) return;
  const outcome = await settlePayment({
    orderId,
    method: 'card',
    at: new Date().toISOString(),
    paymentIntentId: intent.id,
    amountCents: intent.amount_received,
    refundIfCancelled: true,
  });
  logger.info('Off-session card payment applied', { orderId, outcome });
}

/** A declined attempt: the payment shows `failed` until the consumer retries (nothing if already settled). */
async function paymentFailed(intent: Stripe.PaymentIntent): Promise<void> {
  const orderId = intent.metadata?.orderId;
  if (!orderId || (intent.currency ?? '').toLowerCase() !== 'eur') return;
  try {
    await updateItem({
      Key: orderKeys.item(orderId),
      UpdateExpression: 'SET payment.#paymentStatus = :failed',
      ConditionExpression:
        'attribute_exists(PK) AND #status <> :cancelled AND payment.#method = :card AND payment.#paymentStatus = :pending',
      ExpressionAttributeNames: { '#status': 'status', '#paymentStatus': 'status', '#method': 'method' },
      ExpressionAttributeValues: {
        ':failed': 'failed',
        ':pending': 'pending',
        ':cancelled': 'cancelled',
        ':card': 'card',
      },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export const paymentWebhook: Handler<PaymentsEndpoints['webhook']> = async ({ event, logger }) => {
  let stripeEvent: Stripe.Event;
  try {
    const raw = rawBody(event) ?? Buffer.alloc(0);
    stripeEvent = await verifyWebhook(raw, event.headers?.['stripe-signature']);
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    logger.warn('Webhook refused', { reason: error.message });
    throw badRequest(PAYMENT_MESSAGES.webhookInvalid);
  }
  if (await seen(stripeEvent.id))
    return { message: PAYMENT_MESSAGES.webhookReceived, data: { received: true } };

  switch (stripeEvent.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      if (stripeEvent.data.object.mode === 'setup') await cardSaved(stripeEvent.data.object, logger);
      else await sessionPaid(stripeEvent.data.object, logger);
      break;
    case 'payment_intent.succeeded':
      await offSessionPaid(stripeEvent.data.object, logger);
      break;
    case 'payment_intent.payment_failed':
      await paymentFailed(stripeEvent.data.object);
      break;
    case 'account.updated':
      await applyAccountUpdate(stripeEvent.data.object);
      break;
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      await applyRefundEvent(stripeEvent.data.object, logger);
      break;
    default:
      break;
  }
  await remember(stripeEvent);
  return { message: PAYMENT_MESSAGES.webhookReceived, data: { received: true } };
};
