/**
 * Refunds of a paid PaymentIntent (or its charge): the whole unrefunded amount by default, or `amount`; as in
 * test mode they succeed at once. More than what is left is refused with Stripe's error (400 amount_too_large,
 * or charge_already_refunded when nothing is left). Event refund.created.
 */
import { invalidParam, invalidRequest, noSuch, storedOr404 } from './errors.js';
import type { Operation } from './events.js';
import { newId } from './ids.js';
import { formatAmountEn } from './money.js';
import type { Params } from './params.js';
import type { Charge, Refund, StripeStore } from './store.js';

function chargeToRefund(store: StripeStore, params: Params): Charge {
  const intentId = params.string('payment_intent');
  const chargeId = params.string('charge');
  if (!intentId && !chargeId)
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  if (intentId && chargeId)
    throw invalidRequest('Only one of the following params may be provided: payment_intent or charge.');
  if (intentId) {
    const intent = store.paymentIntents.get(intentId);
    if (!intent) throw noSuch('payment_intent', intentId, 'payment_intent');
    const charge = intent.latest_charge ? store.charges.get(intent.latest_charge) : undefined;
    if (intent.status !== 'succeeded' || !charge || charge.status !== 'succeeded')
      throw invalidParam(
        'payment_intent',
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      );
    return charge;
  }
  const charge = store.charges.get(chargeId as string);
  if (!charge) throw noSuch('charge', chargeId as string, 'charge');
  if (charge.status !== 'succeeded')
    throw invalidParam('charge', `Charge ${charge.id} has not succeeded and cannot be refunded.`);
  return charge;
}

export function createRefund(store: StripeStore, params: Params, operation: Operation): Refund {
  params.allowOnly(['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
  const charge = chargeToRefund(store, params);
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0)
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  const amount = params.integer('amount', 1) ?? left;
  if (amount > left)
    throw invalidRequest(
      `Refund amount (${formatAmountEn(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmountEn(left, charge.currency)})`,
      { param: 'amount', code: 'amount_too_large' },
    );
  const reason = params.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ?? null;
  const metadata = params.metadata();
  charge.amount_refunded += amount;
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: operation.now,
    currency: charge.currency,
    livemode: false,
    metadata,
    payment_intent: charge.payment_intent,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  store.refunds.set(refund.id, refund);
  operation.emit('refund.created', refund);
  return refund;
}

export function retrieveRefund(store: StripeStore, id: string, params: Params): Refund {
  return storedOr404(store.refunds, 'refund', id, params);
}
