/**
 * Checkout Sessions (mode 'payment', price_data line items) and what paying one does, as Stripe's hosted
 * Checkout does it:
 *   - create: `status: 'open'`, `payment_status: 'unpaid'`, `url` = the hosted page, `payment_intent: null`
 *     (Stripe creates the PaymentIntent when the customer first tries to pay, with `payment_intent_data`'s
 *     metadata, description and transfer_group);
 *   - a paying card: PaymentIntent `succeeded` with a charge, session `complete`/`paid`; events
 *     checkout.session.completed and payment_intent.succeeded;
 *   - a declined card: PaymentIntent `requires_payment_method` with `last_payment_error` (card_declined);
 *     event payment_intent.payment_failed; the session stays open to try again;
 *   - expire (the API, or `expires_at` passing): session `expired`, `url: null`, its PaymentIntent (if any)
 *     canceled; events payment_intent.canceled and checkout.session.expired. An expired session cannot be paid.
 */
import { randomBytes } from 'node:crypto';
import { cardOutcome, normaliseCardNumber } from './cards.js';
import { invalidParam, invalidRequest, missingParam, noSuch } from './errors.js';
import type { Operation } from './events.js';
import { newId } from './ids.js';
import { attemptSetup, createSetupSession } from './saved-cards.js';
import { expansions, type Params } from './params.js';
import type { CheckoutSession, LineItem, PaymentIntent, SessionRecord, StripeStore } from './store.js';

/** Stripe: `expires_at` 30 minutes to 24 hours after creation (default 24 hours). */
export const SESSION_MIN_SECONDS = 30 * 60;
export const SESSION_MAX_SECONDS = 24 * 3600;
/** Clock slack on the 30-minute minimum (a caller's `now + 1800` a moment before ours). */
const EXPIRES_SLACK_SECONDS = 60;
/** Stripe's minimum charge amount (EUR: 0.50). */
export const MIN_AMOUNT = 50;
const MAX_LINE_ITEMS = 100;

export interface Checkout {
  store: StripeStore;
  /** The hosted page of a session (`<server>/pay/<id>`). */
  pageUrl(id: string): string;
}

export type PayFailure = 'unknown_session' | 'invalid_card' | 'expired' | 'already_paid';

/** Why a session could not be paid (the hosted page shows it; pay() throws it). */
export class PayError extends Error {
  constructor(
    readonly reason: PayFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PayError';
  }
}

export interface PayResult {
  status: 'succeeded' | 'declined';
  session: CheckoutSession;
  /** Null for a setup session (a card saved, nothing charged: saved-cards.ts). */
  paymentIntent: PaymentIntent | null;
}

const SESSION_PARAMS = [
  'mode',
  'ui_mode',
  'line_items',
  'currency',
  'success_url',
  'cancel_url',
  'client_reference_id',
  'customer_email',
  'locale',
  'metadata',
  'expires_at',
  'payment_intent_data',
  'expand',
] as const;

/** `expires_at`, checked as Stripe does (30 minutes to 24 hours after creation; default 24 hours). */
function expiresAtOf(params: Params, now: number): number {
  const expiresAt = params.integer('expires_at', 0, Number.MAX_SAFE_INTEGER) ?? now + SESSION_MAX_SECONDS;
  if (expiresAt < now + SESSION_MIN_SECONDS - EXPIRES_SLACK_SECONDS)
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes after the Checkout Session is created.',
    );
  if (expiresAt > now + SESSION_MAX_SECONDS)
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours after the Checkout Session is created.',
    );
  return expiresAt;
}

function lineItemOf(item: Params, created: number): LineItem {
  item.allowOnly(['price_data', 'quantity', 'price']);
  if (item.has('price'))
    throw invalidParam(
      item.path('price'),
      'The local Stripe server models line items with price_data only (no Price objects).',
    );
  const priceData = item.object('price_data');
  if (!priceData) throw missingParam(item.path('price_data'));
  priceData.allowOnly(['currency', 'unit_amount', 'product_data', 'tax_behavior']);
  const currency = priceData.currency('currency');
  if (!currency) throw missingParam(priceData.path('currency'));
  const unitAmount = priceData.requiredInteger('unit_amount', 0);
  const product = priceData.object('product_data');
  if (!product) throw missingParam(priceData.path('product_data'));
  product.allowOnly(['name', 'description', 'images', 'metadata']);
  const name = product.requiredString('name', 250);
  product.string('description');
  product.strings('images');
  const quantity = item.requiredInteger('quantity', 1, 999_999);
  const amount = unitAmount * quantity;
  return {
    id: newId('li'),
    object: 'item',
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency,
    description: name,
    metadata: {},
    price: {
      id: newId('price'),
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created,
      currency,
      livemode: false,
      lookup_key: null,
      metadata: product.metadata(),
      nickname: null,
      product: newId('prod'),
      recurring: null,
      tax_behavior: 'unspecified',
      type: 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    },
    quantity,
  };
}

/** What a session depends on its mode for; the rest is the same for every hosted session. */
type SessionSpecifics = Pick<
  CheckoutSession,
  | 'amount_subtotal'
  | 'amount_total'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_creation'
  | 'customer_details'
  | 'customer_email'
  | 'expires_at'
  | 'mode'
  | 'payment_status'
  | 'setup_intent'
>;

/** A new open hosted Checkout Session (card only): its URLs, reference, locale and metadata from `params`. */
export function hostedSession(params: Params, specifics: SessionSpecifics): CheckoutSession {
  return {
    id: newId('cs_test'),
    object: 'checkout.session',
    after_expiration: null,
    allow_promotion_codes: null,
    automatic_tax: { enabled: false, liability: null, status: null },
    billing_address_collection: null,
    cancel_url: params.url('cancel_url') ?? null,
    client_reference_id: params.string('client_reference_id', 200) ?? null,
    client_secret: null,
    invoice: null,
    livemode: false,
    locale: params.string('locale', 10) ?? null,
    metadata: params.metadata(),
    payment_intent: null,
    payment_link: null,
    payment_method_types: ['card'],
    status: 'open',
    success_url: params.url('success_url') ?? null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    ...specifics,
  };
}

export function createSession(checkout: Checkout, params: Params, operation: Operation): SessionRecord {
  const mode = params.string('mode');
  if (!mode) throw missingParam('mode');
  if (mode === 'setup')
    return createSetupSession(checkout, params, operation, (p) => expiresAtOf(p, operation.now));
  params.allowOnly(SESSION_PARAMS);
  if (mode !== 'payment')
    throw invalidParam(
      'mode',
      `The local Stripe server models modes 'payment' and 'setup' only (got '${mode}').`,
    );
  params.oneOf('ui_mode', ['hosted_page', 'hosted']);
  const items = params.list('line_items');
  if (!items || items.length === 0) throw missingParam('line_items');
  if (items.length > MAX_LINE_ITEMS)
    throw invalidParam('line_items', `You may only specify up to ${MAX_LINE_ITEMS} line items.`);
  const now = operation.now;
  const lineItems = items.map((item) => lineItemOf(item, now));
  const currency = params.currency('currency') ?? lineItems[0]?.currency ?? 'eur';
  if (lineItems.some((item) => item.currency !== currency))
    throw invalidParam('line_items', 'All line items must use the same currency (and match `currency`).');
  const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  if (total < MIN_AMOUNT)
    throw invalidRequest(
      `The Checkout Session's total amount due must add up to at least ${(MIN_AMOUNT / 100).toFixed(2)} ${currency}`,
      { code: 'amount_too_small', param: 'line_items' },
    );
  if (total > 99_999_999)
    throw invalidRequest('Amount must be no more than 999,999.99', { param: 'line_items' });
  const expiresAt = expiresAtOf(params, now);
  const intentData = params.object('payment_intent_data');
  intentData?.allowOnly(['metadata', 'description', 'transfer_group', 'receipt_email']);
  intentData?.string('receipt_email', 800);
  const customerEmail = params.string('customer_email', 800) ?? null;
  const session = hostedSession(params, {
    amount_subtotal: total,
    amount_total: total,
    created: now,
    currency,
    customer: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: customerEmail,
    expires_at: expiresAt,
    mode: 'payment',
    payment_status: 'unpaid',
  });
  const record: SessionRecord = {
    session,
    lineItems,
    paymentIntentData: {
      metadata: intentData?.metadata() ?? {},
      description: intentData?.string('description', 1000) ?? null,
      transfer_group: intentData?.string('transfer_group', 500) ?? null,
    },
  };
  checkout.store.sessions.set(session.id, record);
  return record;
}

function lineItemList(record: SessionRecord) {
  return {
    object: 'list',
    data: record.lineItems,
    has_more: false,
    url: `/v1/checkout/sessions/${record.session.id}/line_items`,
  };
}

/** The session as the API answers it: `url` while open, optional expansions. */
export function sessionView(checkout: Checkout, record: SessionRecord, expand: Set<string> = new Set()) {
  const { session } = record;
  const view: Record<string, unknown> = {
    ...session,
    url: session.status === 'open' ? checkout.pageUrl(session.id) : null,
  };
  if (expand.has('payment_intent') && session.payment_intent)
    view.payment_intent = checkout.store.paymentIntents.get(session.payment_intent) ?? session.payment_intent;
  if (expand.has('line_items')) view.line_items = lineItemList(record);
  return view;
}

export const SESSION_EXPANDABLE = ['payment_intent', 'line_items'] as const;

export function findSession(checkout: Checkout, id: string): SessionRecord {
  const record = checkout.store.sessions.get(id);
  if (!record) throw noSuch('checkout.session', id, 'session');
  return record;
}

export function retrieveSession(checkout: Checkout, id: string, params: Params) {
  params.allowOnly(['expand']);
  return sessionView(checkout, findSession(checkout, id), expansions(params, SESSION_EXPANDABLE));
}

export function listLineItems(checkout: Checkout, id: string, params: Params) {
  params.allowOnly(['limit', 'starting_after', 'ending_before', 'expand']);
  return lineItemList(findSession(checkout, id));
}

function expire(checkout: Checkout, record: SessionRecord, operation: Operation): void {
  const { session } = record;
  session.status = 'expired';
  const intent = session.payment_intent
    ? checkout.store.paymentIntents.get(session.payment_intent)
    : undefined;
  if (intent && intent.status !== 'succeeded' && intent.status !== 'canceled') {
    intent.status = 'canceled';
    intent.canceled_at = operation.now;
    intent.cancellation_reason = 'abandoned';
    operation.emit('payment_intent.canceled', intent);
  }
  operation.emit('checkout.session.expired', sessionView(checkout, record), { status: 'open' });
}

/** `POST /v1/checkout/sessions/:id/expire`: only an open session can be expired. */
export function expireSession(checkout: Checkout, id: string, params: Params, operation: Operation) {
  params.allowOnly(['expand']);
  const record = findSession(checkout, id);
  if (record.session.status !== 'open')
    throw invalidRequest(
      `Only Checkout Sessions with a status in ["open"] can be expired. This session has status '${record.session.status}'.`,
      { param: 'session' },
    );
  expire(checkout, record, operation);
  return sessionView(checkout, record, expansions(params, SESSION_EXPANDABLE));
}

/** Expires every open session whose `expires_at` has passed (the server's clock sweep, and before reads). */
export function expireDueSessions(checkout: Checkout, operation: Operation): number {
  let expired = 0;
  for (const record of checkout.store.sessions.values()) {
    if (record.session.status === 'open' && record.session.expires_at <= operation.now) {
      expire(checkout, record, operation);
      expired += 1;
    }
  }
  return expired;
}

export function retrievePaymentIntent(checkout: Checkout, id: string, params: Params): PaymentIntent {
  params.allowOnly(['expand', 'client_secret']);
  expansions(params, []);
  const intent = checkout.store.paymentIntents.get(id);
  if (!intent) throw noSuch('payment_intent', id, 'intent');
  return intent;
}

function paymentIntentFor(checkout: Checkout, record: SessionRecord, now: number): PaymentIntent {
  const { session } = record;
  const existing = session.payment_intent
    ? checkout.store.paymentIntents.get(session.payment_intent)
    : undefined;
  if (existing) return existing;
  const id = newId('pi');
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_capturable: 0,
    amount_received: 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
    confirmation_method: 'automatic',
    created: now,
    currency: session.currency,
    customer: null,
    description: record.paymentIntentData.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: { ...record.paymentIntentData.metadata },
    next_action: null,
    payment_method: null,
    payment_method_types: ['card'],
    receipt_email: session.customer_email,
    status: 'requires_payment_method',
    transfer_group: record.paymentIntentData.transfer_group,
  };
  checkout.store.paymentIntents.set(id, intent);
  session.payment_intent = id;
  return intent;
}

/** The customer pays `sessionId` with the card number `typed`, as on the hosted page. */
export function attemptPayment(
  checkout: Checkout,
  sessionId: string,
  typed: string,
  operation: Operation,
): PayResult {
  const record = checkout.store.sessions.get(sessionId);
  if (!record) throw new PayError('unknown_session', `No such checkout session: '${sessionId}'`);
  const { session } = record;
  if (session.status === 'open' && session.expires_at <= operation.now) expire(checkout, record, operation);
  if (session.status === 'expired') throw new PayError('expired', 'Esta sesión de pago ya no es válida.');
  if (session.status === 'complete') throw new PayError('already_paid', 'Este pago ya está hecho.');
  if (normaliseCardNumber(typed) === '')
    throw new PayError('invalid_card', 'Escribe el número de la tarjeta.');
  if (session.mode === 'setup')
    return attemptSetup(checkout, record, typed, operation, (setup) => sessionView(checkout, setup));
  const outcome = cardOutcome(typed);
  if (!outcome)
    throw new PayError(
      'invalid_card',
      'Ese número no es una tarjeta de prueba. Usa 4242 4242 4242 4242 para pagar o 4000 0000 0000 0002 para probar un rechazo.',
    );

  const intent = paymentIntentFor(checkout, record, operation.now);
  const charge = newId('ch');
  const paymentMethod = newId('pm');
  checkout.store.charges.set(charge, {
    id: charge,
    created: operation.now,
    amount: intent.amount,
    amount_refunded: 0,
    currency: intent.currency,
    payment_intent: intent.id,
    status: outcome.kind === 'succeeded' ? 'succeeded' : 'failed',
  });
  intent.latest_charge = charge;

  if (outcome.kind === 'declined') {
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_payment_error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: outcome.declineCode,
      message: outcome.message,
      charge,
      payment_method: {
        id: paymentMethod,
        object: 'payment_method',
        type: 'card',
        card: { brand: outcome.brand, last4: outcome.last4 },
      },
    };
    operation.emit('payment_intent.payment_failed', intent);
    return { status: 'declined', session, paymentIntent: intent };
  }

  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.payment_method = paymentMethod;
  intent.last_payment_error = null;
  session.status = 'complete';
  session.payment_status = 'paid';
  session.customer_details = { email: session.customer_email, name: null, phone: null, address: null };
  operation.emit('checkout.session.completed', sessionView(checkout, record));
  operation.emit('payment_intent.succeeded', intent);
  return { status: 'succeeded', session, paymentIntent: intent };
}

/** Where the customer goes after paying: success_url with {CHECKOUT_SESSION_ID} replaced, as Stripe does. */
export function successUrl(session: CheckoutSession): string | null {
  return (
    session.success_url?.replace(/\{CHECKOUT_SESSION_ID\}|%7BCHECKOUT_SESSION_ID%7D/gi, session.id) ?? null
  );
}
