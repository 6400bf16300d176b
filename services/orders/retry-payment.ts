/**
 * POST /v1/orders/{id}/payment: the order's consumer asks for a new card payment page (the last one was declined,
 * closed or lost). Only while the card payment is not made and the order is not cancelled (409 otherwise). The
 * order's earlier pages are expired at the provider first (one order, one charge: docs/payments.md); then the
 * attempt is counted on the order (conditioned on the payment still awaited), and the provider's session is
 * created for that attempt: a retry of this request after a lost answer gets a new page, never a second
 * charge of a paid order (a paid payment is refused before any session is made).
 */
import type { OrdersEndpoints } from '../../shared/contracts/orders/contract.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { ORDER_PAYMENT_MESSAGES as PAYMENT_MESSAGES } from '../../shared/messages/order-payment.js';
import { isStripeUnavailable } from '../lib/clients/stripe.js';
import { readOrder } from './read-order.js';
import { orderKeys } from '../lib/data/keys.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { conflict, serviceUnavailable } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { applyPaidSession } from './payment/card-charge.js';
import { cardPaymentPage } from './payment/card-page.js';
import { closeSessions, sessionIdsOf, type ProviderSession } from './payment/card-sessions.js';
import { requestSiteUrl } from '../lib/site-url.js';
import { callerOf } from './caller.js';
import { loadVisibleOrder } from './get-order.js';
import { updateItem } from '../lib/data/item-commands.js';

/** Why this order cannot be paid by card now (409), or null. */
function refusal(order: Order): string | null {
  if (order.status === 'cancelled') return PAYMENT_MESSAGES.orderCancelledNoPayment;
  if (order.payment.method !== 'card') return PAYMENT_MESSAGES.notCardPayment;
  if (order.payment.status !== 'pending' && order.payment.status !== 'failed')
    return order.payment.status === 'expired'
      ? PAYMENT_MESSAGES.orderCancelledNoPayment
      : PAYMENT_MESSAGES.alreadyPaid;
  return null;
}

/**
 * Closes the order's earlier pages at the provider before a new one is made, so two pages can never both take
 * money; a page found paid meanwhile pays the order (then the retry is refused: already paid). Provider out of
 * reach: 503, nothing changed (a new page beside an open one could be paid twice).
 */
async function closeEarlierPages(order: Order, stored: Record<string, unknown>): Promise<void> {
  let states: ProviderSession[];
  try {
    states = await closeSessions(sessionIdsOf(stored));
  } catch (error) {
    if (isStripeUnavailable(error)) throw serviceUnavailable(PAYMENT_MESSAGES.providerUnavailable);
    throw error;
  }
  const paid = states.filter((state) => state.paid);
  for (const session of paid) await applyPaidSession(session);
  if (paid.length > 0) {
    const fresh = await readOrder(order.id);
    throw conflict((fresh && refusal(fresh.order)) ?? PAYMENT_MESSAGES.alreadyPaid);
  }
}

export const retryPayment: Handler<OrdersEndpoints['retryPayment']> = async ({
  principal,
  params,
  event,
}) => {
  const caller = callerOf(principal);
  const { order, stored } = await loadVisibleOrder(params.id, caller, false);
  const refused = refusal(order);
  if (refused) throw conflict(refused);
  await closeEarlierPages(order, stored);

  const at = new Date().toISOString();
  let attempt: number;
  try {
    const { Attributes } = await updateItem({
      Key: orderKeys.item(order.id),
      UpdateExpression:
        'SET paymentAttempt = if_not_exists(paymentAttempt, :zero) + :one, paymentAttemptAt = :at, ' +
        'payment.#paymentStatus = :pending',
      ConditionExpression:
        'attribute_exists(PK) AND #status <> :cancelled AND payment.#method = :card AND ' +
        'payment.#paymentStatus IN (:pending, :failed)',
      ExpressionAttributeNames: { '#status': 'status', '#paymentStatus': 'status', '#method': 'method' },
      ExpressionAttributeValues: {
        ':zero': 0,
        ':one': 1,
        ':at': at,
        ':pending': 'pending',
        ':failed': 'failed',
        ':cancelled': 'cancelled',
        ':card': 'card',
      },
      ReturnValues: 'UPDATED_NEW',
    });
    attempt = Number(Attributes?.paymentAttempt) || 1;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const fresh = await readOrder(order.id);
    throw conflict((fresh && refusal(fresh.order)) ?? PAYMENT_MESSAGES.alreadyPaid);
  }

  const current: Order = { ...order, payment: { ...order.payment, status: 'pending' } };
  let redirectUrl: string;
  try {
    redirectUrl = await cardPaymentPage({
      order: current,
      attempt,
      attemptAt: at,
      siteUrl: requestSiteUrl(event.headers ?? {}),
    });
  } catch (error) {
    if (isStripeUnavailable(error)) throw serviceUnavailable(PAYMENT_MESSAGES.providerUnavailable);
    throw error;
  }
  return {
    message: PAYMENT_MESSAGES.paymentLinkCreated,
    data: { order: current, payment: { redirectUrl } },
  };
};
