/**
 * Giving back the money of delivered lines (a return; docs/payments.md, "Refunds"): an admin records that the
 * shop returns what the shopper paid for lines already delivered (damaged goods, a withdrawal). Delivered lines
 * stay delivered (they cannot be cancelled: their units do not come back to stock); each is marked
 * `returnedAt`, and the money is owed back like a cancel's: a card refund sent to the provider, or a refund by
 * bank transfer (a transfer order, or a pay-on-delivery part the farm collected). One transaction:
 *   - each line: `returnedAt` and the refund's id, conditioned on being delivered and not returned yet;
 *   - the order's payment: refund_pending with the amount owed (paymentAfterReturn), conditioned on the
 *     order's version;
 *   - the refund item (reason `returned`, with the lines).
 * The farm's balance reads `returnedAt` (services/payments/ledger.ts) and its invoice is rectified for them.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Order, ProductOrder } from '../../../shared/contracts/orders/entities.js';
import { LINE_RETURN_MESSAGES } from '../../../shared/messages/line-returns.js';
import { toCents } from '../../../shared/utils/money.js';
import { ddb } from '../../lib/clients/dynamodb.js';
import { orderKeys } from '../../lib/data/keys.js';
import { cancellationCodes, type TransactItem } from '../../lib/data/transactions.js';
import { readEnv } from '../../lib/env.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { bookkeepingOf } from '../order-record.js';
import { readOrder } from '../read-order.js';
import { paymentAfterReturn } from './payment.js';
import { orderPaymentUpdate } from './payment-update.js';
import { refundOwed, refundPutItem, type RefundRecord } from './refunds.js';

type Item = Record<string, unknown>;
const ATTEMPTS = 5;

export interface ReturnInput {
  orderId: string;
  productOrderIds: readonly string[];
  at: string;
  newId?: () => string;
}

/** The lines to give back, or the refusal (thrown): not in the order, not delivered, already returned. */
export function returnableLines(order: Order, productOrderIds: readonly string[]): ProductOrder[] {
  const wanted = [...new Set(productOrderIds)];
  const lines = wanted.map((id) => order.productOrders.find((line) => line.id === id));
  const field = (message: string) => [{ field: 'productOrderIds', message }];
  if (lines.some((line) => !line))
    throw unprocessable(
      LINE_RETURN_MESSAGES.returnLineNotInOrder,
      field(LINE_RETURN_MESSAGES.returnLineNotInOrder),
    );
  const found = lines as ProductOrder[];
  if (found.some((line) => line.returnedAt)) throw conflict(LINE_RETURN_MESSAGES.returnLineAlreadyReturned);
  if (found.some((line) => line.status !== 'delivered'))
    throw conflict(LINE_RETURN_MESSAGES.returnLineNotDelivered);
  return found;
}

/** The transaction of a return of `lines` of `order` as read, and the refund it owes. */
export function returnItems(
  order: Order,
  stored: Item,
  lines: readonly ProductOrder[],
  input: ReturnInput,
  tableName: string,
): { items: TransactItem[]; refund: RefundRecord } {
  const returnedCents = lines.reduce((sum, line) => sum + toCents(line.totalPrice), 0);
  const payment = paymentAfterReturn(order.payment, returnedCents);
  const bookkeeping = bookkeepingOf(stored);
  const refund = payment
    ? refundOwed(order.payment, payment, {
        order,
        at: input.at,
        paymentIntentId: bookkeeping.paymentIntentId ?? null,
        reason: 'returned',
        productOrderIds: lines.map((line) => line.id),
        ...(input.newId ? { newId: input.newId } : {}),
      })
    : null;
  if (!payment || !refund) throw conflict(LINE_RETURN_MESSAGES.returnNotPaid);
  const { version } = bookkeeping;
  const items: TransactItem[] = [
    ...lines.map((line): TransactItem => ({
      Update: {
        TableName: tableName,
        Key: orderKeys.productOrder(order.id, line.id),
        UpdateExpression: 'SET returnedAt = :at, returnRefundId = :refund, updatedAt = :at',
        ConditionExpression: '#status = :delivered AND attribute_not_exists(returnedAt)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': input.at, ':refund': refund.id, ':delivered': 'delivered' },
      },
    })),
    orderPaymentUpdate({ tableName, orderId: order.id, payment, version, at: input.at }),
    refundPutItem(tableName, refund),
  ];
  return { items, refund };
}

/** Records the return (see the header) and answers its refund; runs again on a fresh read after a conflict. */
export async function returnDeliveredLines(input: ReturnInput): Promise<RefundRecord> {
  const tableName = readEnv().tableName;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const found = await readOrder(input.orderId);
    if (!found) throw notFound(LINE_RETURN_MESSAGES.returnOrderNotFound);
    const lines = returnableLines(found.order, input.productOrderIds);
    const { items, refund } = returnItems(found.order, found.stored, lines, input, tableName);
    try {
      await ddb().send(new TransactWriteCommand({ TransactItems: items }));
      return refund;
    } catch (error) {
      if (!cancellationCodes(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
  throw conflict();
}
