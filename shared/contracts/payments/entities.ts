/** How orders are paid: the methods, a payment's states and the shop's payment settings. */

/** Card through the payment provider, bank transfer to the shop's account, or cash to the farm on delivery. */
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'cash_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * pending: not paid yet; paid; failed: the last card attempt was declined (the order waits for a new one);
 * expired: no longer due (the order was cancelled before it was paid); refunded / partially_refunded: money
 * went back to the shopper (`refundedAmount`). docs/payments.md has the transitions.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
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
  /** What went back to the shopper; 0 until a refund. */
  refundedAmount: number;
  /** Ours: what a bank transfer must say (the order's number). */
  reference?: string;
}

/** The shop's account that bank transfers go to. */
export interface BankAccount {
  /** Electronic format, no spaces: ES9121000418450200051332. */
  iban: string;
  holder: string;
}

/** What an admin sets: the methods the shop offers, the default one, the commission and the shop's account. */
export interface PaymentSettings {
  methods: PaymentMethod[];
  /** The method of a checkout that names none (the contract's request shape has no method). */
  defaultMethod: PaymentMethod;
  /** The shop's commission on each line, in percent (10 = 10 %). */
  commissionRate: number;
  /** Required while bank transfer is offered. */
  bankAccount: BankAccount | null;
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
