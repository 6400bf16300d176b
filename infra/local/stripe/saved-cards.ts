/**
 * Saved cards, as Stripe's test mode does them (docs/local-stack.md, "Saved cards"):
 *   - POST /v1/customers: a customer;
 *   - a Checkout Session in mode 'setup' (with `customer`, `setup_intent_data.metadata`): its hosted page takes a
 *     card and saves it (a PaymentMethod attached to the customer, a SetupIntent `succeeded` with `usage:
 *     off_session`); events setup_intent.succeeded and checkout.session.completed. A declined card saves nothing
 *     (setup_intent.setup_failed), the session stays open;
 *   - GET /v1/setup_intents/:id, GET /v1/payment_methods/:id;
 *   - POST /v1/payment_intents with `customer`, `payment_method`, `off_session: true`, `confirm: true`: charged at
 *     once. 4242... succeeds (payment_intent.succeeded); 4000...0002 fails card_declined and 4000 0027 6000 3184
 *     fails authentication_required, each a 402 card_error carrying the PaymentIntent (status
 *     requires_payment_method) as Stripe answers it, and the event payment_intent.payment_failed.
 */
import { randomBytes } from 'node:crypto';
import { cardOutcome, normaliseCardNumber, OFF_SESSION_FAILURES } from './cards.js';
import { hostedSession, PayError, type Checkout, type PayResult } from './checkout.js';
import { invalidParam, invalidRequest, missingParam, noSuch, StripeApiError } from './errors.js';
import type { Operation } from './events.js';
import { newId } from './ids.js';
import type { Params } from './params.js';
import type {
  Customer,
  PaymentIntent,
  SavedPaymentMethod,
  SessionRecord,
  SetupIntent,
  StripeStore,
} from './store.js';

export function createCustomer(store: StripeStore, params: Params, operation: Operation): Customer {
  params.allowOnly(['email', 'name', 'metadata', 'description']);
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    livemode: false,
    created: operation.now,
    email: params.string('email', 512) ?? null,
    name: params.string('name', 256) ?? null,
    metadata: params.metadata(),
  };
  params.string('description', 350);
  store.customers.set(customer.id, customer);
  return customer;
}

export function retrieveCustomer(store: StripeStore, id: string): Customer {
  const customer = store.customers.get(id);
  if (!customer) throw noSuch('customer', id);
  return customer;
}

/** A payment method as answered: never its digits. */
export function paymentMethodView(method: SavedPaymentMethod): Omit<SavedPaymentMethod, 'number'> {
  const { number: _digits, ...view } = method;
  return view;
}

export function retrievePaymentMethod(store: StripeStore, id: string) {
  const method = store.paymentMethods.get(id);
  if (!method) throw noSuch('payment_method', id);
  return paymentMethodView(method);
}

export function retrieveSetupIntent(store: StripeStore, id: string, params: Params): SetupIntent {
  params.allowOnly(['expand', 'client_secret']);
  const intent = store.setupIntents.get(id);
  if (!intent) throw noSuch('setup_intent', id, 'intent');
  return intent;
}

const SETUP_PARAMS = [
  'mode',
  'ui_mode',
  'currency',
  'customer',
  'success_url',
  'cancel_url',
  'client_reference_id',
  'locale',
  'metadata',
  'expires_at',
  'setup_intent_data',
  'payment_method_types',
  'expand',
] as const;

/** A Checkout Session in mode 'setup' (the caller checked `mode`). */
export function createSetupSession(
  checkout: Checkout,
  params: Params,
  operation: Operation,
  expiresAt: (params: Params) => number,
): SessionRecord {
  params.allowOnly(SETUP_PARAMS);
  params.oneOf('ui_mode', ['hosted_page', 'hosted']);
  params.strings('payment_method_types');
  const customerId = params.string('customer', 255);
  if (!customerId) throw missingParam('customer');
  retrieveCustomer(checkout.store, customerId);
  const intentData = params.object('setup_intent_data');
  intentData?.allowOnly(['metadata', 'description']);
  const session = hostedSession(params, {
    amount_subtotal: 0,
    amount_total: 0,
    created: operation.now,
    currency: params.currency('currency') ?? 'eur',
    customer: customerId,
    customer_creation: null,
    customer_details: null,
    customer_email: null,
    expires_at: expiresAt(params),
    mode: 'setup',
    payment_status: 'no_payment_required',
    setup_intent: null,
  });
  const record: SessionRecord = {
    session,
    lineItems: [],
    paymentIntentData: {
      metadata: intentData?.metadata() ?? {},
      description: intentData?.string('description', 1000) ?? null,
      transfer_group: null,
    },
  };
  checkout.store.sessions.set(session.id, record);
  return record;
}

function setupIntentFor(store: StripeStore, record: SessionRecord, now: number): SetupIntent {
  const { session } = record;
  const existing = session.setup_intent ? store.setupIntents.get(session.setup_intent) : undefined;
  if (existing) return existing;
  const id = newId('seti');
  const intent: SetupIntent = {
    id,
    object: 'setup_intent',
    livemode: false,
    created: now,
    client_secret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
    customer: session.customer,
    description: record.paymentIntentData.description,
    last_setup_error: null,
    metadata: { ...record.paymentIntentData.metadata },
    payment_method: null,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    usage: 'off_session',
  };
  store.setupIntents.set(id, intent);
  session.setup_intent = id;
  return intent;
}

/** The customer enters a card on a setup session's page: saved (succeeded) or declined. */
export function attemptSetup(
  checkout: Checkout,
  record: SessionRecord,
  typed: string,
  operation: Operation,
  view: (record: SessionRecord) => object,
): PayResult {
  const outcome = cardOutcome(typed);
  if (!outcome)
    throw new PayError(
      'invalid_card',
      'Ese número no es una tarjeta de prueba. Usa 4242 4242 4242 4242, 4000 0027 6000 3184 (pide autenticación) o 4000 0000 0000 0002 (rechazada).',
    );
  const { session } = record;
  const intent = setupIntentFor(checkout.store, record, operation.now);
  const method: SavedPaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    livemode: false,
    created: operation.now,
    type: 'card',
    card: { brand: outcome.brand, last4: outcome.last4, exp_month: 12, exp_year: 2034 },
    customer: null,
    metadata: {},
    number: normaliseCardNumber(typed),
  };
  if (outcome.kind === 'declined') {
    intent.last_setup_error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: outcome.declineCode,
      message: outcome.message,
      charge: '',
      payment_method: { id: method.id, object: 'payment_method', type: 'card', card: method.card },
    };
    operation.emit('setup_intent.setup_failed', intent);
    return { status: 'declined', session, paymentIntent: null };
  }
  method.customer = session.customer;
  checkout.store.paymentMethods.set(method.id, method);
  intent.status = 'succeeded';
  intent.payment_method = method.id;
  intent.last_setup_error = null;
  session.status = 'complete';
  session.customer_details = { email: null, name: null, phone: null, address: null };
  operation.emit('setup_intent.succeeded', intent);
  operation.emit('checkout.session.completed', view(record));
  return { status: 'succeeded', session, paymentIntent: null };
}

const INTENT_PARAMS = [
  'amount',
  'currency',
  'customer',
  'payment_method',
  'off_session',
  'confirm',
  'metadata',
  'description',
  'transfer_group',
  'receipt_email',
  'payment_method_types',
  'expand',
] as const;

/** POST /v1/payment_intents: only a saved card charged off-session and confirmed at once. */
export function createOffSessionIntent(
  store: StripeStore,
  params: Params,
  operation: Operation,
): PaymentIntent {
  params.allowOnly(INTENT_PARAMS);
  params.strings('payment_method_types');
  const amount = params.requiredInteger('amount', 50, 99_999_999);
  const currency = params.currency('currency');
  if (!currency) throw missingParam('currency');
  if (params.boolean('off_session') !== true || params.boolean('confirm') !== true)
    throw invalidRequest(
      'The local Stripe server models PaymentIntents created with off_session=true and confirm=true only (a saved card).',
    );
  const customerId = params.string('customer', 255);
  if (!customerId) throw missingParam('customer');
  retrieveCustomer(store, customerId);
  const methodId = params.string('payment_method', 255);
  if (!methodId) throw missingParam('payment_method');
  const method = store.paymentMethods.get(methodId);
  if (!method) throw noSuch('payment_method', methodId, 'payment_method');
  if (method.customer !== customerId)
    throw invalidParam(
      'payment_method',
      `The payment method ${methodId} does not belong to customer ${customerId}.`,
    );
  const id = newId('pi');
  const charge = newId('ch');
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
    confirmation_method: 'automatic',
    created: operation.now,
    currency,
    customer: customerId,
    description: params.string('description', 1000) ?? null,
    last_payment_error: null,
    latest_charge: charge,
    livemode: false,
    metadata: params.metadata(),
    next_action: null,
    payment_method: methodId,
    payment_method_types: ['card'],
    receipt_email: params.string('receipt_email', 800) ?? null,
    status: 'requires_payment_method',
    transfer_group: params.string('transfer_group', 500) ?? null,
    off_session: true,
  };
  store.paymentIntents.set(id, intent);
  const digits = method.number ?? '';
  const failure = OFF_SESSION_FAILURES[digits];
  const outcome = cardOutcome(digits);
  const declined = outcome?.kind === 'declined' ? outcome : null;
  store.charges.set(charge, {
    id: charge,
    created: operation.now,
    amount,
    amount_refunded: 0,
    currency,
    payment_intent: id,
    status: failure || declined ? 'failed' : 'succeeded',
  });
  if (failure || declined) {
    intent.last_payment_error = {
      type: 'card_error',
      code: failure ? failure.code : 'card_declined',
      decline_code: failure ? failure.code : (declined?.declineCode ?? 'generic_decline'),
      message: failure ? failure.message : (declined?.message ?? 'Your card was declined.'),
      charge,
      payment_method: { id: method.id, object: 'payment_method', type: 'card', card: method.card },
    };
    operation.emit('payment_intent.payment_failed', intent);
    throw new StripeApiError(402, {
      type: 'card_error',
      code: intent.last_payment_error.code,
      decline_code: intent.last_payment_error.decline_code,
      message: intent.last_payment_error.message,
      payment_intent: intent,
    });
  }
  intent.status = 'succeeded';
  intent.amount_received = amount;
  operation.emit('payment_intent.succeeded', intent);
  return intent;
}
