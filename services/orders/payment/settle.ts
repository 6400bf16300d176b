/**
 * Money arriving for an order (docs/payments.md, "States"): a card payment confirmed by the provider's webhook,
 * or a bank transfer an admin marks received. One transaction, conditioned on what was read:
 *   - an order waiting for its payment: payment `paid` (paidAt), every line not cancelled marked paid (a farm's
 *     balance reads its lines) and no longer awaiting its money (out of the farm's «Esperando el pago»), the
 *     deadline item deleted, the order's version bumped. Lines cancelled before the money arrived are owed back
 *     at once (refund_pending + a refund item);
 *   - a card order already cancelled (the deadline passed, or the consumer cancelled while the page was open):
 *     the money goes straight back: payment `refund_pending` with a refund item for all of it (refunded once
 *     the provider confirms the refund);
 *   - a payment already paid or refunded: nothing (the same event twice changes nothing).
 * A concurrent change (a cancel, a line moving) makes the transaction fail: it runs again on a fresh read, so a
 * webhook racing a cancel ends in one consistent state, never paid-and-cancelled without a refund.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Order } from '../../../shared/contracts/orders/entities.js';
import type { Payment, PaymentMethod } from '../../../shared/contracts/payments/entities.js';
import { toCents } from '../../../shared/utils/money.js';
import { ddb } from '../../lib/clients/dynamodb.js';
import { readOrder } from '../read-order.js';
import { bookkeepingOf } from '../order-record.js';
import { orderKeys, productOrderStageKeys } from '../../lib/data/keys.js';
import { keyAssignments } from '../../lib/data/line-keys.js';
import { cancellationCodes, type TransactItem } from '../../lib/data/transactions.js';
import { readEnv } from '../../lib/env.js';
import { dueDeleteItem } from './due.js';
import { paymentAfter, storedPayment } from './payment.js';
import { refundOwed, refundPutItem } from './refunds.js';

const ATTEMPTS = 6;

export type SettleOutcome =
  /** Paid now. */
  | 'paid'
  /** The order was cancelled: the money goes back (refund recorded). */
  | 'refunded'
  /** Already paid or refunded: nothing changed. */
  | 'unchanged'
  /** Not this method's payment, or not awaited (a transfer on a cancelled order): nothing changed. */
  | 'refused'
  | 'not_found';

export interface SettleInput {
  orderId: string;
  method: PaymentMethod;
  at: string;
  /** The card payment at the provider. */
  paymentIntentId?: string;
  /** What the provider says was paid, in cents: a different amount is refused (logged by the caller). */
  amountCents?: number;
  /** Money for a cancelled card order is refunded (the webhook); an admin's transfer mark is refused. */
  refundIfCancelled: boolean;
}

const awaited = (payment: Payment) => payment.status === 'pending' || payment.status === 'failed';

/** The transaction that settles `order` as read, or the outcome when there is nothing to write. */
export function settleItems(
  order: Order,
  stored: Record<string, unknown>,
  input: SettleInput,
  tableName: string,
): TransactItem[] | Exclude<SettleOutcome, 'paid' | 'refunded'> {
  const { payment } = order;
  if (payment.method !== input.method) return 'refused';
  if (!awaited(payment) && payment.status !== 'expired') return 'unchanged';
  if (input.amountCents !== undefined && input.amountCents !== toCents(payment.amount)) return 'refused';
  const bookkeeping = bookkeepingOf(stored);
  const paymentIntentId = input.paymentIntentId ?? bookkeeping.paymentIntentId ?? null;
  const paid: Payment = { ...payment, status: 'paid', paidAt: input.at };
  const cancelled = order.status === 'cancelled';
  if (cancelled && (!input.refundIfCancelled || payment.status !== 'expired')) return 'refused';
  if (!cancelled && !awaited(payment)) return 'unchanged';

  const cancelledCents = cancelled
    ? toCents(payment.amount)
    : order.productOrders
        .filter((line) => line.status === 'cancelled')
        .reduce((sum, line) => sum + toCents(line.totalPrice), 0);
  const after =
    paymentAfter(paid, {
      orderStatus: cancelled ? 'cancelled' : order.status,
      cancelledCents,
      at: input.at,
    }) ?? paid;
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName,
        Key: orderKeys.item(order.id),
        UpdateExpression:
          'SET payment = :payment, updatedAt = :at, ' +
          '#version = if_not_exists(#version, :zero) + :one' +
          (paymentIntentId ? ', paymentIntentId = :intent' : '') +
          ' REMOVE lastUpdatedAt',
        ConditionExpression:
          'attribute_exists(PK) AND payment.#paymentStatus = :read AND ' +
          (cancelled ? '#status = :cancelled' : '#status <> :cancelled'),
        ExpressionAttributeNames: { '#status': 'status', '#version': 'version', '#paymentStatus': 'status' },
        ExpressionAttributeValues: {
          ':payment': storedPayment(after),
          ':at': input.at,
          ':zero': 0,
          ':one': 1,
          ':read': payment.status,
          ':cancelled': 'cancelled',
          ...(paymentIntentId ? { ':intent': paymentIntentId } : {}),
        },
      },
    },
  ];
  if (!cancelled) {
    // Each line is now the farm's work: out of «Esperando el pago» into its status's partition (conditioned on
    // the status read, so a line cancelled meanwhile is never put back among the pending ones).
    for (const line of order.productOrders) {
      if (line.status === 'cancelled') continue;
      const stage = keyAssignments(
        productOrderStageKeys(line.producerId, line.status, line.createdAt, line.id),
      );
      items.push({
        Update: {
          TableName: tableName,
          Key: orderKeys.productOrder(order.id, line.id),
          UpdateExpression: `SET paid = :true, paidAt = :at, awaitingPayment = :false, ${stage.assignments}`,
          ConditionExpression: 'attribute_exists(PK) AND #status = :lineStatus',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':true': true,
            ':false': false,
            ':at': input.at,
            ':lineStatus': line.status,
            ...stage.values,
          },
        },
      });
    }
  }
  const due = dueDeleteItem(tableName, order.id, payment);
  if (due && awaited(payment)) items.push(due);
  const refund = refundOwed(paid, after, {
    order,
    at: input.at,
    paymentIntentId,
    reason: cancelled ? 'paid_after_cancel' : 'lines_cancelled',
  });
  if (refund) items.push(refundPutItem(tableName, refund));
  return items;
}

/** Settles the order's payment (see the header); runs again on a fresh read when a concurrent change wins. */
export async function settlePayment(input: SettleInput): Promise<SettleOutcome> {
  const tableName = readEnv().tableName;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const found = await readOrder(input.orderId);
    if (!found) return 'not_found';
    const items = settleItems(found.order, found.stored, input, tableName);
    if (typeof items === 'string') return items;
    try {
      await ddb().send(new TransactWriteCommand({ TransactItems: items }));
      return found.order.status === 'cancelled' ? 'refunded' : 'paid';
    } catch (error) {
      if (!cancellationCodes(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
  throw new Error(`settlePayment: order ${input.orderId} kept changing`);
}
