/**
 * Refunds (docs/payments.md, "Refunds"): money going back to a shopper is recorded as a refund item in the same
 * transaction that owes it (a cancel, lines cancelled, money arriving for a cancelled order, delivered lines
 * given back), so it is never lost; the order's payment says `refund_pending` (`refundPendingAmount`) until
 * the money has moved:
 *   - card: `pending`; the events function sends it to the provider when the item appears on the stream
 *     (services/events/refunds.ts) with the refund's id as the Idempotency-Key (never sent twice): `sent`; the
 *     provider's webhook confirms it (`succeeded`: the payment counts it in `refundedAmount`) or refuses it
 *     (`failed`). The sweeper retries the unsent ones with a growing pause; after MAX_REFUND_ATTEMPTS it is
 *     `failed`, shown to admins, who can retry it;
 *   - bank transfer, and a pay-on-delivery part the farm collected: `owed`: the shop sends the money back by
 *     transfer to the account the shopper gives (`refundAccount` in their profile) and an admin records it with
 *     the bank's reference (`succeeded`; refund-settle.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  PAYMENT_CURRENCY,
  PAYMENT_METHODS,
  REFUND_REASONS,
  REFUND_STATUSES,
  type Actor,
  type BankAccount,
  type Payment,
  type PaymentMethod,
  type Refund,
  type RefundReason,
  type RefundStatus,
} from '../../../shared/contracts/payments/entities.js';
import { fromCents } from '../../../shared/utils/money.js';
import { paymentKeys } from '../../lib/data/money-keys.js';
import type { TransactItem } from '../../lib/data/transactions.js';
import { refundPendingCents } from './payment.js';

export const REFUND_ENTITY = 'Refund';
/** Card refund attempts before it is `failed` and waits for an admin. */
export const MAX_REFUND_ATTEMPTS = 5;

type Item = Record<string, unknown>;

/** A refund as stored: the API's fields without the shopper's name and current account, plus the provider's. */
export interface RefundRecord extends Omit<Refund, 'customer' | 'account'> {
  /** The shopper (the order's consumer). */
  userId: string | null;
  /** The delivered lines given back (a return). */
  productOrderIds?: string[];
  /** The account the money was sent to (a settled owed refund). */
  account: BankAccount | null;
  /** The card payment to refund (Stripe's PaymentIntent id). */
  paymentIntentId: string | null;
  /** The provider's refund, once sent. */
  providerRefundId: string | null;
  lastAttemptAt: string | null;
}

export interface RefundOwedInput {
  order: { id: string; userId?: string | null };
  at: string;
  paymentIntentId: string | null;
  reason: RefundReason;
  productOrderIds?: string[];
  newId?: () => string;
}

/**
 * The refund a payment change owes, or null: what `after` owes back beyond what `before` owed (the growth of
 * `refundPendingAmount`). Card money goes back to the card; any other money by bank transfer.
 */
export function refundOwed(
  before: Payment,
  after: Payment | null,
  input: RefundOwedInput,
): RefundRecord | null {
  if (!after) return null;
  const cents = refundPendingCents(after) - refundPendingCents(before);
  if (cents <= 0) return null;
  const card = before.method === 'card';
  return {
    id: (input.newId ?? randomUUID)(),
    orderId: input.order.id,
    userId: input.order.userId ?? null,
    method: before.method,
    amount: fromCents(cents),
    currency: PAYMENT_CURRENCY,
    status: card ? 'pending' : 'owed',
    reason: input.reason,
    attempts: 0,
    failure: null,
    createdAt: input.at,
    settledAt: null,
    reference: null,
    settledBy: null,
    account: null,
    ...(input.productOrderIds?.length ? { productOrderIds: input.productOrderIds } : {}),
    paymentIntentId: card ? input.paymentIntentId : null,
    providerRefundId: null,
    lastAttemptAt: null,
  };
}

export function refundItem(refund: RefundRecord): Item {
  return {
    ...paymentKeys.refund(refund.orderId, refund.id),
    ...paymentKeys.refundIndex(refund.status, refund.createdAt, refund.id),
    ...paymentKeys.refundHistory(refund.createdAt, refund.id),
    entity: REFUND_ENTITY,
    ...refund,
    /** Counted in the order's payment as `refundPendingAmount` until it moves (refunds made before: absent). */
    owedInPayment: true,
  };
}

/** The Put of a new refund item (in the transaction that owes it). */
export function refundPutItem(tableName: string, refund: RefundRecord): TransactItem {
  return {
    Put: { TableName: tableName, Item: refundItem(refund), ConditionExpression: 'attribute_not_exists(PK)' },
  };
}

const isStatus = (value: unknown): value is RefundStatus =>
  typeof value === 'string' && (REFUND_STATUSES as readonly string[]).includes(value);
const isReason = (value: unknown): value is RefundReason =>
  typeof value === 'string' && (REFUND_REASONS as readonly string[]).includes(value);
const isMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function accountOf(value: unknown): BankAccount | null {
  if (!value || typeof value !== 'object') return null;
  const { iban, holder } = value as Item;
  return typeof iban === 'string' && iban && typeof holder === 'string' ? { iban, holder } : null;
}

function actorOf(value: unknown): Actor | null {
  if (!value || typeof value !== 'object') return null;
  const { id, name } = value as Item;
  return typeof id === 'string' ? { id, name: typeof name === 'string' ? name : '' } : null;
}

export const isRefundItem = (item: Item | undefined): boolean =>
  !!item && item.entity === REFUND_ENTITY && typeof item.SK === 'string' && item.SK.startsWith('REFUND#');

export function toRefundRecord(item: Item): RefundRecord {
  const lines = Array.isArray(item.productOrderIds)
    ? item.productOrderIds.filter((id): id is string => typeof id === 'string')
    : [];
  return {
    id: String(item.id),
    orderId: String(item.orderId),
    userId: textOrNull(item.userId),
    method: isMethod(item.method) ? item.method : 'card',
    amount: Number(item.amount) || 0,
    currency: PAYMENT_CURRENCY,
    status: isStatus(item.status) ? item.status : 'pending',
    // Refunds made before reasons were recorded were all owed by a cancel.
    reason: isReason(item.reason) ? item.reason : 'order_cancelled',
    attempts: Number(item.attempts) || 0,
    failure: typeof item.failure === 'string' ? item.failure : null,
    createdAt: String(item.createdAt ?? ''),
    settledAt: textOrNull(item.settledAt),
    reference: textOrNull(item.reference) ?? textOrNull(item.providerRefundId),
    settledBy: actorOf(item.settledBy),
    account: accountOf(item.account),
    ...(lines.length ? { productOrderIds: lines } : {}),
    paymentIntentId: textOrNull(item.paymentIntentId),
    providerRefundId: textOrNull(item.providerRefundId),
    lastAttemptAt: textOrNull(item.lastAttemptAt),
  };
}

/** What the admins see of a refund: the record without provider ids, with the shopper and the account. */
export function toRefund(
  record: RefundRecord,
  extra: { customer?: Refund['customer']; currentAccount?: BankAccount | null } = {},
): Refund {
  const {
    paymentIntentId: _intent,
    providerRefundId: _provider,
    lastAttemptAt: _last,
    userId: _user,
    productOrderIds: _lines,
    account,
    ...refund
  } = record;
  const owedByTransfer = record.method !== 'card';
  return {
    ...refund,
    customer: extra.customer ?? null,
    account: owedByTransfer ? (account ?? extra.currentAccount ?? null) : null,
  };
}

/** Seconds before the next attempt of a card refund that failed `attempts` times: 30 s, 1, 2, 4 min... */
export const refundRetryDelaySeconds = (attempts: number): number => 30 * 2 ** Math.max(0, attempts - 1);
