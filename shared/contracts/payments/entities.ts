/** How orders are paid: the methods, a payment's states and the shop's payment settings. */
import type { ShopShippingSettings } from '../../rules/pricing/entities.js';

/** Card through the payment provider, bank transfer to the shop's account, or cash to the farm on delivery. */
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'cash_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * pending: not paid yet; paid; failed: the last card attempt was declined (the order waits for a new one);
 * expired: no longer due (the order was cancelled before it was paid); refund_pending: money is owed back and
 * has not moved yet (a card refund the provider has not confirmed, or a transfer / pay-on-delivery refund the
 * shop still has to send); refunded / partially_refunded: money went back to the shopper (`refundedAmount`
 * counts only money that moved). docs/payments.md has the transitions.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refund_pending',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_CURRENCY = 'EUR';

/** An order's payment, as every order answers it. Amounts in euros with two decimals. */
export interface Payment {
  method: PaymentMethod;
  status: PaymentStatus;
  /** What the shopper pays: the order's totalPrice. */
  amount: number;
  currency: typeof PAYMENT_CURRENCY;
  /** When it was paid (ISO); null until then. */
  paidAt: string | null;
  /** What went back to the shopper (money that moved: confirmed by the provider or sent by the shop); 0 until then. */
  refundedAmount: number;
  /** Ours: what is owed back and has not moved yet (the `refund_pending` part); absent or 0 when nothing is. */
  refundPendingAmount?: number;
  /** Ours: what a bank transfer must say (the order's number). */
  reference?: string;
  /** Ours: when an unpaid card or transfer order is cancelled (ISO). */
  dueAt?: string;
}

/** The shop's account that bank transfers go to. */
export interface BankAccount {
  /** Electronic format, no spaces: ES9121000418450200051332. */
  iban: string;
  holder: string;
}

/**
 * When the farms are paid their available balance without an admin pressing the button: never (manual), on the
 * first sweep of each week (Monday, Spain's calendar) or of each month (the 1st).
 */
export const PAYOUT_SCHEDULES = ['manual', 'weekly', 'monthly'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

/** What an admin sets: the methods the shop offers, the default one, the commission and the shop's account. */
export interface PaymentSettings {
  methods: PaymentMethod[];
  /** The method of a checkout that names none (the contract's request shape has no method). */
  defaultMethod: PaymentMethod;
  /** The shop's commission on each line, in percent (10 = 10 %). */
  commissionRate: number;
  /** Required while bank transfer is offered. */
  bankAccount: BankAccount | null;
  /** Ours: payouts on a schedule (default manual). */
  payoutSchedule: PayoutSchedule;
  /** Ours: the default shipping of farms that set none, and whether Canarias, Ceuta and Melilla are served. */
  shipping: ShopShippingSettings;
  updatedAt: string | null;
}

/** What a shopper can choose from now: the settings' methods that can run (card needs the provider's key). */
export interface PaymentOptions {
  methods: PaymentMethod[];
  defaultMethod: PaymentMethod;
  /** Where to send a bank transfer (when it is offered). */
  bankAccount: BankAccount | null;
  currency: typeof PAYMENT_CURRENCY;
}

/** Where a card payment is made: the provider's hosted page (checkout and a new attempt answer it). */
export interface PaymentRedirect {
  redirectUrl: string;
}

/**
 * A farm's money, net of the shop's commission, in euros (docs/payments.md, "Ledger"): the sum of its ledger
 * (the lines it sold and the payouts it received), never a stored figure.
 *   pending: paid lines not delivered yet; available: paid and delivered lines, minus what was paid out or is
 *   being paid out; paidOut: payouts done. A line paid on delivery was collected by the farm itself: it adds
 *   nothing to what the shop owes and takes the shop's commission off the available figure.
 */
export interface ProducerBalance {
  currency: typeof PAYMENT_CURRENCY;
  /** The shop's commission on new orders, in percent (each line keeps the rate of its checkout). */
  commissionRate: number;
  pendingAmount: number;
  availableAmount: number;
  paidOutAmount: number;
  /** Ours: payouts created and not yet settled (a bank transfer the shop still has to send). */
  inPayoutAmount: number;
}

/** Where a line stands for its farm's balance. */
export const BALANCE_BUCKETS = [
  'unpaid',
  'pending',
  'available',
  'collected',
  'cancelled',
  'returned',
] as const;
export type BalanceBucket = (typeof BALANCE_BUCKETS)[number];

/** One line behind a farm's balance. */
export interface BalanceLine {
  productOrderId: string;
  orderId: string;
  productName: string;
  quantity: number;
  method: PaymentMethod;
  /** What the shopper paid for the line. */
  amount: number;
  commissionRate: number;
  commission: number;
  /** amount - commission: what the farm is owed for it. */
  net: number;
  /**
   * unpaid: not paid yet; pending / available: as in the balance; collected: paid on delivery to the farm;
   * returned: delivered, and its money given back to the shopper by the shop (nothing is owed to the farm for
   * it; a line the farm collected itself is owed to the shop whole).
   */
  bucket: BalanceBucket;
  createdAt: string;
}

export const PAYOUT_METHODS = ['stripe_transfer', 'bank_transfer'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
/**
 * pending: created, not sent yet (a bank payout the shop still has to send, or a Stripe transfer under way);
 * paid; failed: the Stripe transfer was refused (its amount is available again); cancelled: an admin took back a
 * bank payout that could not be sent (no IBAN, or the bank returned it): its amount is available again.
 */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Money the shop sends a farm: a Stripe transfer to its connected account, or a bank transfer it settles. */
export interface Payout {
  id: string;
  producerId: string;
  producerName: string;
  amount: number;
  currency: typeof PAYMENT_CURRENCY;
  method: PayoutMethod;
  status: PayoutStatus;
  /** The farm's IBAN (bank transfers): from its profile when the payout was made, or when it was exported. */
  iban: string | null;
  /** Ours: the account's holder (the creditor of the bank transfer). */
  holder: string | null;
  /** The Stripe transfer's id, or what the admin wrote when settling a bank transfer. */
  reference: string | null;
  /** Why a Stripe transfer failed (then the amount is available again), or why an admin cancelled it. */
  failure: string | null;
  createdAt: string;
  paidAt: string | null;
  /** Ours: the export batch (SEPA or CSV file) that holds this bank payout, and when it was exported. */
  batchId: string | null;
  exportedAt: string | null;
  /** Ours: when an admin cancelled it. */
  cancelledAt: string | null;
}

/** Ours: one SEPA or CSV file of bank payouts; downloading it again gives the same transfers. */
export interface PayoutBatch {
  id: string;
  /** The SEPA message id (unique per file): banks refuse a file whose MsgId they already took. */
  messageId: string;
  format: 'sepa' | 'csv';
  payoutIds: string[];
  count: number;
  total: number;
  createdAt: string;
  createdBy: string | null;
}

/** A farm's Stripe Connect (Express) account: none yet, onboarding not finished, or able to receive transfers. */
export const CONNECT_STATUSES = ['none', 'pending', 'active'] as const;
export type ConnectStatus = (typeof CONNECT_STATUSES)[number];
export interface ConnectAccount {
  status: ConnectStatus;
  accountId: string | null;
}

/** Where a farm's payout goes: its active Connect account, its IBAN, or nowhere yet (then it is not paid). */
export type PayoutDestination = 'stripe_transfer' | 'bank_transfer' | null;

/** What an admin sees of one farm when running payouts. */
export interface FarmPayable {
  producerId: string;
  producerName: string;
  balance: ProducerBalance;
  connect: ConnectAccount;
  iban: string | null;
  /** Ours: where a payout run would send its available balance now (null: skipped, nothing moved). */
  destination: PayoutDestination;
}

/** Why a payout run left a farm with money available out. */
export const PAYOUT_SKIP_REASONS = ['no_destination'] as const;
export type PayoutSkipReason = (typeof PAYOUT_SKIP_REASONS)[number];
export interface SkippedPayout {
  producerId: string;
  /** Ours: the farm's name and what it would have been paid. */
  producerName: string;
  amount: number;
  reason: PayoutSkipReason;
}

/**
 * pending: a card refund to send to the provider; sent: the provider took it and has not confirmed it yet;
 * succeeded: the money moved (the provider confirmed it, or an admin sent it by transfer with the bank's
 * reference); failed: the provider refused it after retries (an admin retries it); owed: money to send back by
 * bank transfer (a transfer order, or a pay-on-delivery part collected) that the shop has not sent yet.
 */
export const REFUND_STATUSES = ['pending', 'sent', 'succeeded', 'failed', 'owed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** The refunds not done yet (the admins' default list). */
export const OPEN_REFUND_STATUSES: readonly RefundStatus[] = ['pending', 'sent', 'failed', 'owed'];

/**
 * Why money goes back: the whole order cancelled; some lines cancelled; money that arrived for an order already
 * cancelled; delivered lines given back (a return); a second charge for the same order.
 */
export const REFUND_REASONS = [
  'order_cancelled',
  'lines_cancelled',
  'paid_after_cancel',
  'returned',
  'duplicate_charge',
  /** A consumer's withdrawal (docs/legal.md): the lines' goods and standard shipping. */
  'withdrawal',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Who did something (an admin settling a refund). */
export interface Actor {
  id: string;
  name: string;
}

export interface Refund {
  id: string;
  orderId: string;
  method: PaymentMethod;
  amount: number;
  currency: typeof PAYMENT_CURRENCY;
  status: RefundStatus;
  reason: RefundReason;
  attempts: number;
  failure: string | null;
  createdAt: string;
  /** When the money moved (null until then). */
  settledAt: string | null;
  /** The bank transfer's reference (owed refunds), or the provider's refund id (card). */
  reference: string | null;
  /** The admin who recorded an owed refund as sent (null for card refunds). */
  settledBy: Actor | null;
  /** The shopper the money goes back to. */
  customer: { id: string; name: string; email: string } | null;
  /**
   * Where an owed refund goes: the account it was sent to once settled, else the one the shopper keeps in their
   * profile now (null: they have not given one yet). Null for card refunds (back to the card).
   */
  account: BankAccount | null;
}
