/**
 * What the order writes when a farm has back the goods of a consumer's withdrawal (services/withdrawals;
 * docs/legal.md, "The withdrawal function"), following the refund rules of docs/payments.md:
 *   - a line not delivered yet (never sent, or sent and coming back) is cancelled like a cancel's line: its units
 *     back in stock, the order's figures;
 *   - a delivered line stays delivered and is given back like a return (`returnedAt`): the farm's balance
 *     counts it `returned` (one the farm collected on delivery is owed to the shop), and its invoice is
 *     rectified (services/invoices);
 *   - the money that arrived for both is owed back in one refund (reason `withdrawal`): to the card through the
 *     provider, by bank transfer otherwise (refund_pending until it moves).
 * Pure: the caller runs the items in its transaction (with the withdrawal's own update).
 */
import type { Order, ProductOrder } from '../../../shared/contracts/orders/entities.js';
import type { Payment } from '../../../shared/contracts/payments/entities.js';
import { toCents } from '../../../shared/utils/money.js';
import { orderKeys } from '../../lib/data/keys.js';
import type { TransactItem } from '../../lib/data/transactions.js';
import { bookkeepingOf } from '../order-record.js';
import {
  lineMoveItem,
  movedLine,
  orderAfterMovesItem,
  orderFigures,
  paymentAfterMoves,
  restockItems,
  type LineMoveSpec,
} from '../order-transaction-parts.js';
import { dueDeleteItem } from './due.js';
import { paymentAfterReturn } from './payment.js';
import { refundOwed, refundPutItem, type RefundRecord } from './refunds.js';

type Item = Record<string, unknown>;

const DELIVERED = new Set(['delivered', 'completed']);

export interface WithdrawalReceiptInput {
  tableName: string;
  order: Order;
  /** The order's stored item (its version and payment intent). */
  stored: Item;
  /** The withdrawn lines this receipt covers, as read. */
  lines: readonly ProductOrder[];
  at: string;
  by: string;
  notes: string;
  /** Whether a product still exists (a deleted one gets no units back). */
  productExists: (productId: string) => boolean;
  /** Its stock is in its stock item (services/products/product-stock.ts). */
  stockApart?: (productId: string) => boolean;
  newId?: () => string;
}

export interface WithdrawalReceipt {
  items: TransactItem[];
  /** The refund it owes (null: nothing was paid for these lines). */
  refund: RefundRecord | null;
  payment: Payment;
}

export function withdrawalReceiptItems(input: WithdrawalReceiptInput): WithdrawalReceipt {
  const { order, stored, at, by, notes, tableName } = input;
  const bookkeeping = bookkeepingOf(stored);
  const delivered = input.lines.filter((line) => DELIVERED.has(line.status));
  const cancelled = input.lines.filter((line) => !DELIVERED.has(line.status));
  const move: LineMoveSpec = { to: 'cancelled', at, by, notes };
  const moved = new Map(cancelled.map((line) => [line.id, movedLine(line, move)]));
  const after = order.productOrders.map((line) => moved.get(line.id) ?? line);

  const afterCancels =
    cancelled.length > 0
      ? paymentAfterMoves(
          order,
          cancelled.map((line) => ({ line, to: 'cancelled' as const })),
          orderFigures(after).status,
          at,
        )
      : null;
  const returnedCents = delivered.reduce((sum, line) => sum + toCents(line.totalPrice), 0);
  const afterReturns =
    returnedCents > 0 ? paymentAfterReturn(afterCancels ?? order.payment, returnedCents) : null;
  const payment = afterReturns ?? afterCancels;
  const refund = refundOwed(order.payment, payment, {
    order,
    at,
    paymentIntentId: bookkeeping.paymentIntentId ?? null,
    reason: 'withdrawal',
    productOrderIds: input.lines.map((line) => line.id),
    ...(input.newId ? { newId: input.newId } : {}),
  });

  const items: TransactItem[] = [
    ...cancelled.map((line) => lineMoveItem(tableName, order.id, line, move)),
    ...delivered.map((line): TransactItem => ({
      Update: {
        TableName: tableName,
        Key: orderKeys.productOrder(order.id, line.id),
        UpdateExpression:
          'SET returnedAt = :at, updatedAt = :at' + (refund ? ', returnRefundId = :refund' : ''),
        ConditionExpression: '#status = :from AND attribute_not_exists(returnedAt)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':at': at,
          ':from': line.status,
          ...(refund ? { ':refund': refund.id } : {}),
        },
      },
    })),
    orderAfterMovesItem(tableName, order.id, after, {
      version: bookkeeping.version,
      at,
      by,
      payment,
    }),
    ...restockItems(tableName, cancelled, input.productExists, input.stockApart),
  ];
  // A payment awaited no longer (the whole order went before it was paid): its deadline goes.
  const awaited = (status: Payment['status']) => status === 'pending' || status === 'failed';
  if (payment && awaited(order.payment.status) && !awaited(payment.status)) {
    const due = dueDeleteItem(tableName, order.id, order.payment);
    if (due) items.push(due);
  }
  if (refund) items.push(refundPutItem(tableName, refund));
  return { items, refund, payment: payment ?? order.payment };
}
