/**
 * What the local Stripe server holds: the Stripe-shaped objects (Checkout Sessions, PaymentIntents, charges,
 * refunds, transfers, accounts, account links, events), the events not yet delivered to the webhook endpoint
 * and the idempotency records, in memory and, when a file is given, in `<dataDir>/stripe.json`, so a restart of
 * `npm start` keeps open sessions payable and sends the undelivered events again.
 */
import { readJsonFile, replaceFile } from '../json-file.js';

export type Metadata = Record<string, string>;

interface Base {
  id: string;
  livemode: false;
  created: number;
}

export interface Price extends Base {
  object: 'price';
  active: true;
  billing_scheme: 'per_unit';
  currency: string;
  lookup_key: null;
  metadata: Metadata;
  nickname: null;
  product: string;
  recurring: null;
  tax_behavior: 'unspecified';
  type: 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface LineItem {
  id: string;
  object: 'item';
  amount_discount: 0;
  amount_subtotal: number;
  amount_tax: 0;
  amount_total: number;
  currency: string;
  description: string;
  metadata: Metadata;
  price: Price;
  quantity: number;
}

export interface CheckoutSession extends Base {
  object: 'checkout.session';
  after_expiration: null;
  allow_promotion_codes: null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: false; liability: null; status: null };
  billing_address_collection: null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  currency: string;
  customer: string | null;
  customer_creation: 'if_required' | null;
  customer_details: { email: string | null; name: string | null; phone: null; address: null } | null;
  customer_email: string | null;
  expires_at: number;
  invoice: null;
  locale: string | null;
  metadata: Metadata;
  mode: 'payment' | 'setup';
  payment_intent: string | null;
  /** A setup session's SetupIntent (created when the card is entered); null in payment mode. */
  setup_intent?: string | null;
  payment_link: null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  total_details: { amount_discount: 0; amount_shipping: 0; amount_tax: 0 };
  ui_mode: 'hosted_page';
  /** Set when answered: the hosted page while the session is open, else null. */
  url?: string | null;
}

/** A session and what Stripe keeps beside it: its line items and what its PaymentIntent will carry. */
export interface SessionRecord {
  session: CheckoutSession;
  lineItems: LineItem[];
  paymentIntentData: { metadata: Metadata; description: string | null; transfer_group: string | null };
}

export interface PaymentError {
  type: 'card_error';
  code: 'card_declined' | 'authentication_required';
  decline_code: string;
  message: string;
  charge: string;
  payment_method: {
    id: string;
    object: 'payment_method';
    type: 'card';
    card: { brand: string; last4: string };
  };
}

export interface PaymentIntent extends Base {
  object: 'payment_intent';
  amount: number;
  amount_capturable: 0;
  amount_received: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: PaymentError | null;
  latest_charge: string | null;
  metadata: Metadata;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  /** Charged without the customer (a saved card, `off_session`). */
  off_session?: boolean;
  transfer_group: string | null;
}

/** Internal: one attempt to pay (Stripe's Charge, not served as an endpoint). */
/** A customer (saved cards are attached to one). */
export interface Customer extends Base {
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
}

/** A card saved through a setup session; `number` is ours (what an off-session charge does with it). */
export interface SavedPaymentMethod extends Base {
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  metadata: Metadata;
  /** Internal: the test card's digits (never answered). */
  number?: string;
}

export interface SetupIntent extends Base {
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  description: string | null;
  last_setup_error: PaymentError | null;
  metadata: Metadata;
  payment_method: string | null;
  payment_method_types: string[];
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  usage: 'off_session';
}

export interface Charge {
  id: string;
  created: number;
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded' | 'failed';
}

export interface Refund extends Base {
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: string | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded';
  transfer_reversal: null;
}

export interface Transfer extends Base {
  object: 'transfer';
  amount: number;
  amount_reversed: 0;
  balance_transaction: string;
  currency: string;
  description: string | null;
  destination: string;
  destination_payment: string;
  metadata: Metadata;
  reversals: { object: 'list'; data: []; has_more: false; total_count: 0; url: string };
  reversed: false;
  source_transaction: string | null;
  source_type: 'card';
  transfer_group: string | null;
}

export interface Requirements {
  alternatives: [];
  current_deadline: null;
  currently_due: string[];
  disabled_reason: string | null;
  errors: [];
  eventually_due: string[];
  past_due: string[];
  pending_verification: [];
}

export interface Account extends Omit<Base, 'livemode'> {
  object: 'account';
  business_profile: {
    mcc: string | null;
    name: string | null;
    product_description: string | null;
    support_email: string | null;
    url: string | null;
  };
  business_type: string | null;
  capabilities: Record<string, 'active' | 'inactive' | 'pending'>;
  charges_enabled: boolean;
  country: string;
  default_currency: string;
  details_submitted: boolean;
  email: string | null;
  metadata: Metadata;
  payouts_enabled: boolean;
  requirements: Requirements;
  tos_acceptance: { date: number | null };
  type: 'express';
}

/** Internal: an onboarding link (Stripe answers only {object, created, expires_at, url}). */
export interface AccountLinkRecord {
  id: string;
  account: string;
  type: 'account_onboarding' | 'account_update';
  created: number;
  expires_at: number;
  refresh_url: string | null;
  return_url: string;
  used: boolean;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** An event not yet delivered to the webhook endpoint: kept (and persisted) until delivered or given up. */
export interface QueuedDelivery {
  eventId: string;
  /** Attempts made so far. */
  attempts: number;
  /** Milliseconds: when the next attempt is due. */
  nextAttemptAt: number;
  /** Milliseconds: the first attempt (the three-day window counts from it). */
  firstAttemptAt: number;
  lastError?: string;
}

export interface IdempotencyRecord {
  key: string;
  /** `POST /v1/refunds` */
  endpoint: string;
  /** The raw request body: a different one with the same key is refused. */
  body: string;
  statusCode: number;
  answer: string;
  /** Seconds. */
  at: number;
}

/** How many events and idempotency records are kept (Stripe keeps keys 24 h). */
export const EVENTS_KEPT = 1_000;
export const IDEMPOTENCY_KEPT = 5_000;
export const IDEMPOTENCY_SECONDS = 24 * 3600;

interface Stored {
  version: 1;
  sessions: SessionRecord[];
  paymentIntents: PaymentIntent[];
  charges: Charge[];
  refunds: Refund[];
  transfers: Transfer[];
  accounts: Account[];
  accountLinks: AccountLinkRecord[];
  events: StripeEvent[];
  idempotency: IdempotencyRecord[];
  /** Undelivered events (absent in files written before deliveries were kept). */
  deliveries?: QueuedDelivery[];
  /** Saved cards (absent in files written before them: saved-cards.ts). */
  customers?: Customer[];
  paymentMethods?: SavedPaymentMethod[];
  setupIntents?: SetupIntent[];
}

const byId = <T extends { id: string }>(items: T[] | undefined) =>
  new Map((Array.isArray(items) ? items : []).map((item) => [item.id, item] as const));

export class StripeStore {
  sessions = new Map<string, SessionRecord>();
  paymentIntents = new Map<string, PaymentIntent>();
  charges = new Map<string, Charge>();
  refunds = new Map<string, Refund>();
  transfers = new Map<string, Transfer>();
  accounts = new Map<string, Account>();
  accountLinks = new Map<string, AccountLinkRecord>();
  /** Oldest first. */
  events: StripeEvent[] = [];
  idempotency = new Map<string, IdempotencyRecord>();
  /** Events waiting for their (next) delivery attempt, by event id, oldest first. */
  deliveries = new Map<string, QueuedDelivery>();
  customers = new Map<string, Customer>();
  paymentMethods = new Map<string, SavedPaymentMethod>();
  setupIntents = new Map<string, SetupIntent>();

  /** `file`: where to persist (e.g. .local/stripe.json); omitted: memory only. */
  constructor(private readonly file?: string) {
    const stored = file ? readJsonFile<Partial<Stored>>(file) : undefined;
    if (stored?.version !== 1) return;
    try {
      this.sessions = new Map((stored.sessions ?? []).map((record) => [record.session.id, record] as const));
      this.paymentIntents = byId(stored.paymentIntents);
      this.charges = byId(stored.charges);
      this.refunds = byId(stored.refunds);
      this.transfers = byId(stored.transfers);
      this.accounts = byId(stored.accounts);
      this.accountLinks = byId(stored.accountLinks);
      this.events = Array.isArray(stored.events) ? stored.events : [];
      this.idempotency = new Map((stored.idempotency ?? []).map((record) => [record.key, record] as const));
      this.customers = byId(stored.customers);
      this.paymentMethods = byId(stored.paymentMethods);
      this.setupIntents = byId(stored.setupIntents);
      this.deliveries = new Map(
        (Array.isArray(stored.deliveries) ? stored.deliveries : []).map(
          (entry) => [entry.eventId, entry] as const,
        ),
      );
    } catch {
      // A damaged file starts an empty server, as `rm -rf .local` would.
    }
  }

  addEvent(event: StripeEvent): void {
    this.events.push(event);
    if (this.events.length > EVENTS_KEPT) {
      for (const dropped of this.events.splice(0, this.events.length - EVENTS_KEPT))
        this.deliveries.delete(dropped.id);
    }
  }

  event(id: string): StripeEvent | undefined {
    return this.events.find((candidate) => candidate.id === id);
  }

  remember(record: IdempotencyRecord, nowSeconds: number): void {
    this.idempotency.set(record.key, record);
    for (const [key, kept] of this.idempotency) {
      if (this.idempotency.size <= IDEMPOTENCY_KEPT && kept.at > nowSeconds - IDEMPOTENCY_SECONDS) break;
      this.idempotency.delete(key);
    }
  }

  /** Writes everything (atomically: a temporary file renamed over the old one). */
  save(): void {
    if (!this.file) return;
    const stored: Stored = {
      version: 1,
      sessions: [...this.sessions.values()],
      paymentIntents: [...this.paymentIntents.values()],
      charges: [...this.charges.values()],
      refunds: [...this.refunds.values()],
      transfers: [...this.transfers.values()],
      accounts: [...this.accounts.values()],
      accountLinks: [...this.accountLinks.values()],
      events: this.events,
      idempotency: [...this.idempotency.values()],
      deliveries: [...this.deliveries.values()],
      customers: [...this.customers.values()],
      paymentMethods: [...this.paymentMethods.values()],
      setupIntents: [...this.setupIntents.values()],
    };
    replaceFile(this.file, JSON.stringify(stored));
  }
}
