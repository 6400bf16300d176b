/**
 * Refunds (docs/payments.md, "Refunds"): money going back to a shopper is recorded as a refund item in the same
 * transaction that cancels the order or its lines (so it is never lost), under the order's partition:
 *   - card: status `pending`; the events function sends it to Stripe when the item appears on the stream
 *     (services/events/refunds.ts), with the refund's id as the Idempotency-Key (never sent twice) and marks it
 *     `succeeded`, or counts a failed attempt; the sweeper retries the pending ones with a growing pause and
 *     after MAX_REFUND_ATTEMPTS it is `failed`, shown to admins, who can retry it;
 *   - bank transfer: status `owed`: the shop sends the money back by transfer and an admin marks it settled.
 */
import { randomUUID } from 'node:crypto';
import {
  PAYMENT_CURRENCY,
  REFUND_STATUSES,
  type Payment,
  type Refund,
  type RefundStatus,
} from '../../../shared/contracts/payments/entities.js';
import { fromCents, toCents } from '../../../shared/utils/money.js';
import { paymentKeys } from '../../lib/data/keys.js';
import type { TransactItem } from '../../lib/data/transactions.js';

export const REFUND_ENTITY = 'Refund';
/** Card refund attempts before it is `failed` and waits for an admin. */
export const MAX_REFUND_ATTEMPTS = 5;

type Item = Record<string, unknown>;

export interface RefundRecord extends Refund {
  /** The card payment to refund (Stripe's PaymentIntent id). */
  paymentIntentId: string | null;
  lastAttemptAt: string | null;
}

/**
 * The refund a payment change owes, or null: what `after` refunds beyond `before` on a card or transfer payment
 * (pay on delivery is collected by the farms on delivery: nothing was paid to the shop before that).
 */
export function refundOwed(
  before: Payment,
  after: Payment | null,
  orderId: string,
  at: string,
  paymentIntentId: string | null,
  newId: () => string = randomUUID,
): RefundRecord | null {
  if (!after || before.method === 'cash_on_delivery') return null;
  const cents = toCents(after.refundedAmount) - toCents(before.refundedAmount);
  if (cents <= 0) return null;
  const card = before.method === 'card';
  return {
    id: newId(),
    orderId,
    method: before.method,
    amount: fromCents(cents),
    currency: PAYMENT_CURRENCY,
    status: card ? 'pending' : 'owed',
    attempts: 0,
    failure: null,
    createdAt: at,
    settledAt: null,
    paymentIntentId: card ? paymentIntentId : null,
    lastAttemptAt: null,
  };
}

export function refundItem(refund: RefundRecord): Item {
  return {
    ...paymentKeys.refund(refund.orderId, refund.id),
    ...paymentKeys.refundIndex(refund.status, refund.createdAt, refund.id),
    entity: REFUND_ENTITY,
    ...refund,
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

export const isRefundItem = (item: Item | undefined): boolean =>
  !!item && item.entity === REFUND_ENTITY && typeof item.SK === 'string' && item.SK.startsWith('REFUND#');

export function toRefundRecord(item: Item): RefundRecord {
  return {
    id: String(item.id),
    orderId: String(item.orderId),
    method: item.method === 'bank_transfer' ? 'bank_transfer' : 'card',
    amount: Number(item.amount) || 0,
    currency: PAYMENT_CURRENCY,
    status: isStatus(item.status) ? item.status : 'pending',
    attempts: Number(item.attempts) || 0,
    failure: typeof item.failure === 'string' ? item.failure : null,
    createdAt: String(item.createdAt ?? ''),
    settledAt: typeof item.settledAt === 'string' ? item.settledAt : null,
    paymentIntentId: typeof item.paymentIntentId === 'string' ? item.paymentIntentId : null,
    lastAttemptAt: typeof item.lastAttemptAt === 'string' ? item.lastAttemptAt : null,
  };
}

/** What the admins see of a refund. */
export function toRefund(record: RefundRecord): Refund {
  const { paymentIntentId: _intent, lastAttemptAt: _last, ...refund } = record;
  return refund;
}

/** Seconds before the next attempt of a card refund that failed `attempts` times: 30 s, 1, 2, 4 min... */
export const refundRetryDelaySeconds = (attempts: number): number => 30 * 2 ** Math.max(0, attempts - 1);
