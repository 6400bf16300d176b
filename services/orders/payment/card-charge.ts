/**
 * One order, one charge (docs/payments.md): what a paid Checkout Session, as the provider reports it, does to its
 * order. Called by the webhook (after checking the event against the order), by the sweeper and a cancel (for a
 * session found paid while closing the order's pages), by a retry, and by the reconciliation.
 *   - the order's own session (recorded on it; any session for an order placed before sessions were recorded),
 *     in euros, for the order's amount: it pays the order (settle.ts), or, for an order already cancelled, goes
 *     straight back (settle.ts refunds it);
 *   - any other paid session for the order: a second charge (two pages paid), a session the order does not know,
 *     or one whose amount or currency is not the order's: refunded whole by itself, the order untouched. The
 *     refund item (card, `reason: 'duplicate_charge'`) has an id derived from the PaymentIntent, so the same charge
 *     reported twice (webhook, reconciliation) is refunded once; it shows in the admins' refund history.
 */
import { createHash } from 'node:crypto';
import { PAYMENT_CURRENCY } from '../../../shared/contracts/payments/entities.js';
import type { Order } from '../../../shared/contracts/orders/entities.js';
import { fromCents, toCents } from '../../../shared/utils/money.js';
import { isConditionFailure } from '../../lib/data/condition-failure.js';
import { bookkeepingOf } from '../order-record.js';
import { readOrder } from '../read-order.js';
import { awaitsCard } from './attempts.js';
import { closeSessions, sessionIdsOf, type ProviderSession } from './card-sessions.js';
import { refundItem, type RefundRecord } from './refunds.js';
import { settlePayment, type SettleOutcome } from './settle.js';
import { putItem } from '../../lib/data/item-commands.js';

type Item = Record<string, unknown>;

export type ChargeOutcome =
  | SettleOutcome
  /** Money that is not this order's payment: refunded whole (a refund item), the order untouched. */
  | 'extra_refunded'
  /* 'unchanged' also answers an extra charge whose refund was recorded before. */
  /** The provider does not report the session paid: nothing to do. */
  | 'not_paid';

/** The refund id of an extra charge: a UUID derived from its PaymentIntent (the same charge, the same refund). */
export function extraChargeRefundId(paymentIntentId: string): string {
  const hex = createHash('sha256').update(`extra-charge:${paymentIntentId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Why the session is not the order's payment (null when it is): not one of its sessions, another currency, or
 * another amount. Sessions are checked only on orders that record them.
 */
export function sessionMismatch(
  session: Pick<ProviderSession, 'id' | 'currency' | 'amountCents'>,
  order: Pick<Order, 'payment'>,
  stored: Item,
): 'not_card' | 'unknown_session' | 'currency' | 'amount' | null {
  if (order.payment.method !== 'card') return 'not_card';
  const recorded = sessionIdsOf(stored);
  if (recorded.length > 0 && !recorded.includes(session.id)) return 'unknown_session';
  if ((session.currency ?? '').toUpperCase() !== PAYMENT_CURRENCY) return 'currency';
  if (session.amountCents !== null && session.amountCents !== toCents(order.payment.amount)) return 'amount';
  return null;
}

/** Why an extra charge is refunded, on its refund item (the refund history's reason). */
export const EXTRA_CHARGE_REASON = 'duplicate_charge';

/** The refund of a charge that is not the order's payment (the order's shopper's, shown in the history). */
export function extraChargeRefund(
  orderId: string,
  paymentIntentId: string,
  amountCents: number,
  at: string,
  userId: string | null = null,
): RefundRecord {
  return {
    id: extraChargeRefundId(paymentIntentId),
    orderId,
    userId,
    method: 'card',
    amount: fromCents(amountCents),
    currency: PAYMENT_CURRENCY,
    status: 'pending',
    reason: EXTRA_CHARGE_REASON,
    attempts: 0,
    failure: null,
    createdAt: at,
    settledAt: null,
    reference: null,
    settledBy: null,
    account: null,
    paymentIntentId,
    providerRefundId: null,
    lastAttemptAt: null,
  };
}

/**
 * Records the refund of an extra charge once; false when it was recorded before (a second report of the same
 * charge changes nothing).
 */
async function refundExtraCharge(
  order: Pick<Order, 'id' | 'userId'>,
  session: ProviderSession,
  at: string,
): Promise<boolean> {
  const refund = extraChargeRefund(
    order.id,
    session.paymentIntentId as string,
    session.amountCents ?? 0,
    at,
    order.userId ?? null,
  );
  try {
    await putItem({
      // Not the order's money: the order's payment never counted it, so settling it leaves the payment alone.
      Item: { ...refundItem(refund), owedInPayment: false },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** Applies a session the provider reports (see the header). */
export async function applyPaidSession(
  session: ProviderSession,
  at: string = new Date().toISOString(),
): Promise<ChargeOutcome> {
  if (!session.paid || !session.paymentIntentId || !session.orderId) return 'not_paid';
  const found = await readOrder(session.orderId);
  if (!found) return 'not_found';
  const { order, stored } = found;
  if (sessionMismatch(session, order, stored) === null) {
    const outcome = await settlePayment({
      orderId: order.id,
      method: 'card',
      at,
      paymentIntentId: session.paymentIntentId,
      ...(session.amountCents !== null ? { amountCents: session.amountCents } : {}),
      refundIfCancelled: true,
    });
    if (outcome === 'paid' || outcome === 'refunded' || outcome === 'not_found') return outcome;
    if (outcome === 'unchanged') {
      // Already settled: by this very charge (the same event again), or by another one (a second charge).
      const fresh = await readOrder(order.id);
      const settledBy = fresh ? bookkeepingOf(fresh.stored).paymentIntentId : undefined;
      if (!settledBy || settledBy === session.paymentIntentId) return 'unchanged';
    }
  }
  return (await refundExtraCharge(order, session, at)) ? 'extra_refunded' : 'unchanged';
}

/**
 * Before an unpaid card order is cancelled (by its consumer, an admin, or the sweeper at its deadline): its
 * pages are closed at the provider, so a cancelled order's page no longer takes money. 'paid' when one of them
 * had been paid (the order is paid now: the caller reads it again, and a cancel then refunds it). Throws when
 * the provider cannot be reached (isStripeUnavailable): the caller must not cancel blind.
 */
export async function closePagesBeforeCancel(
  order: Pick<Order, 'status' | 'payment'>,
  stored: Item,
): Promise<'closed' | 'paid'> {
  if (!awaitsCard(order)) return 'closed';
  const ids = sessionIdsOf(stored);
  if (ids.length === 0) return 'closed';
  const paid = (await closeSessions(ids)).filter((session) => session.paid);
  for (const session of paid) await applyPaidSession(session);
  return paid.length > 0 ? 'paid' : 'closed';
}
