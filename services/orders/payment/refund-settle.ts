/**
 * A refund's money moved (docs/payments.md, "Refunds"): the provider confirmed a card refund (its webhook), or
 * an admin sent an owed refund by bank transfer and records the bank's reference. One transaction, conditioned
 * on what was read:
 *   - the refund item: `succeeded`, settledAt, the reference, who settled it and the account it went to,
 *     conditioned on the status it was read with (two confirmations, or an admin racing the provider, settle
 *     it once);
 *   - the order's payment: the amount leaves `refundPendingAmount` and counts in `refundedAmount`
 *     (refund_pending -> refunded / partially_refunded once nothing else is owed), conditioned on the order's
 *     version (any change of the order meanwhile makes it run again on a fresh read).
 * A refund made before the payment counted what it owed (no `owedInPayment`) moves the refund item only: the
 * payment already counted it as refunded.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Order } from '../../../shared/contracts/orders/entities.js';
import type { Actor, BankAccount, RefundStatus } from '../../../shared/contracts/payments/entities.js';
import { toCents } from '../../../shared/utils/money.js';
import { ddb } from '../../lib/clients/dynamodb.js';
import { paymentKeys } from '../../lib/data/money-keys.js';
import { cancellationCodes, type TransactItem } from '../../lib/data/transactions.js';
import { readEnv } from '../../lib/env.js';
import { bookkeepingOf } from '../order-record.js';
import { readOrderPartition } from '../read-order.js';
import { withRefundMoved } from './payment.js';
import { orderPaymentUpdate } from './payment-update.js';
import { isRefundItem, toRefundRecord, type RefundRecord } from './refunds.js';

type Item = Record<string, unknown>;
const ATTEMPTS = 6;

export interface RefundSettlement {
  orderId: string;
  refundId: string;
  /** The statuses it may be settled from (card: pending or sent; by transfer: owed). */
  from: readonly RefundStatus[];
  at: string;
  /** The bank's reference of the transfer, or the provider's refund id. */
  reference: string | null;
  /** The admin who recorded it (a transfer). */
  settledBy?: Actor | null;
  /** Where the transfer went. */
  account?: BankAccount | null;
  providerRefundId?: string | null;
  /** What the provider says it refunded, in cents: a different amount is refused (logged by the caller). */
  amountCents?: number;
}

export type RefundSettleOutcome =
  | { outcome: 'settled'; refund: RefundRecord }
  /** Its status is not one it may be settled from (already settled, or not that kind): nothing written. */
  | { outcome: 'unchanged'; refund: RefundRecord }
  /** The provider's amount is not the refund's: nothing written. */
  | { outcome: 'refused'; refund: RefundRecord }
  | { outcome: 'not_found' };

/** The transaction that settles `refund` of `order` as read. */
export function refundSettleItems(
  order: Order,
  stored: Item,
  refund: Item,
  input: RefundSettlement,
  tableName: string,
): TransactItem[] {
  const record = toRefundRecord(refund);
  const names: Record<string, string> = { '#status': 'status', '#reference': 'reference' };
  const values: Record<string, unknown> = {
    ':to': 'succeeded',
    ':read': record.status,
    ':at': input.at,
    ':reference': input.reference,
    ':gsi1pk': paymentKeys.refundIndex('succeeded', record.createdAt, record.id).GSI1PK,
  };
  const set = ['#status = :to', 'settledAt = :at', '#reference = :reference', 'GSI1PK = :gsi1pk'];
  if (input.settledBy) {
    set.push('settledBy = :by');
    values[':by'] = input.settledBy;
  }
  if (input.account) {
    set.push('account = :account');
    values[':account'] = input.account;
  }
  if (input.providerRefundId) {
    set.push('providerRefundId = :provider');
    values[':provider'] = input.providerRefundId;
  }
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName,
        Key: paymentKeys.refund(record.orderId, record.id),
        UpdateExpression: `SET ${set.join(', ')}`,
        ConditionExpression: '#status = :read',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
  if (refund.owedInPayment === true) {
    const { version } = bookkeepingOf(stored);
    const payment = withRefundMoved(order.payment, toCents(record.amount));
    items.push(orderPaymentUpdate({ tableName, orderId: order.id, payment, version, at: input.at }));
  }
  return items;
}

/** Settles the refund (see the header); runs again on a fresh read when the order changed meanwhile. */
export async function settleRefund(input: RefundSettlement): Promise<RefundSettleOutcome> {
  const tableName = readEnv().tableName;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const found = await readOrderPartition(input.orderId);
    const refund = found?.items.find(
      (item) => isRefundItem(item) && item.SK === paymentKeys.refund(input.orderId, input.refundId).SK,
    );
    if (!found || !refund) return { outcome: 'not_found' };
    const record = toRefundRecord(refund);
    if (!input.from.includes(record.status)) return { outcome: 'unchanged', refund: record };
    if (input.amountCents !== undefined && input.amountCents !== toCents(record.amount))
      return { outcome: 'refused', refund: record };
    try {
      await ddb().send(
        new TransactWriteCommand({
          TransactItems: refundSettleItems(found.order, found.stored, refund, input, tableName),
        }),
      );
      return {
        outcome: 'settled',
        refund: {
          ...record,
          status: 'succeeded',
          settledAt: input.at,
          reference: input.reference,
          settledBy: input.settledBy ?? record.settledBy,
          account: input.account ?? record.account,
          providerRefundId: input.providerRefundId ?? record.providerRefundId,
        },
      };
    } catch (error) {
      if (!cancellationCodes(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
  throw new Error(`settleRefund: order ${input.orderId} kept changing`);
}
