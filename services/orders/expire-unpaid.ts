/**
 * An order whose payment did not arrive by its deadline (card: PAYMENT_TIMEOUT_SECONDS, transfer:
 * TRANSFER_TIMEOUT_DAYS) is cancelled like a consumer's cancel (cancel-transaction.ts: stock back, coupon use
 * back, payment expired, deadline item deleted), by PAYMENT_TIMEOUT_ACTOR: the events function tells the
 * consumer why (notification and e-mail). Run by the sweeper (services/payments/sweep.ts).
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb.js';
import { readCoupon } from '../carts/index.js';
import { bookkeepingOf } from './order-record.js';
import { readOrder } from './read-order.js';
import { readProducts, stockApartIds } from '../products/index.js';
import { paymentKeys } from '../lib/data/money-keys.js';
import { cancellationCodes } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { PAYMENT_TIMEOUT_ACTOR } from './payment/deadlines.js';
import { cancelTransaction } from './cancel-transaction.js';
import { isStripeUnavailable } from '../lib/clients/stripe.js';
import { closePagesBeforeCancel } from './payment/card-charge.js';
import { isCancellable } from './cancel-order.js';
import { deleteItem } from '../lib/data/item-commands.js';

export const EXPIRY_NOTE = 'Pago no recibido a tiempo';

export type ExpiryOutcome = 'cancelled' | 'settled' | 'kept' | 'paid' | 'deferred';

/**
 * Cancels the order of a due item when its payment is still awaited. 'settled': paid or cancelled meanwhile
 * (the stale due item is removed); 'kept': a farm already moved a line on (left to the admins, logged).
 * A card order's pages are closed at the provider first (the provider is asked, not assumed): 'paid' when one
 * had been paid (a webhook lost or late: the order is paid now, not cancelled); 'deferred' when the provider
 * cannot be reached (the order waits for the next sweep).
 */
export async function expireUnpaidOrder(orderId: string, dueAt: string, now: Date): Promise<ExpiryOutcome> {
  const tableName = readEnv().tableName;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const found = await readOrder(orderId);
    const awaited =
      found &&
      found.order.status !== 'cancelled' &&
      (found.order.payment.status === 'pending' || found.order.payment.status === 'failed') &&
      found.order.payment.dueAt === dueAt;
    if (!found || !awaited) {
      await deleteItem({ Key: paymentKeys.due(dueAt, orderId) });
      return 'settled';
    }
    const { order, stored } = found;
    if (!isCancellable(order)) return 'kept';
    try {
      if ((await closePagesBeforeCancel(order, stored)) === 'paid') return 'paid';
    } catch (error) {
      if (isStripeUnavailable(error)) return 'deferred';
      throw error;
    }
    const bookkeeping = bookkeepingOf(stored);
    const [products, coupon] = await Promise.all([
      readProducts(order.productOrders.map((line) => line.productId)),
      order.coupon && bookkeeping.couponCounted ? readCoupon(order.coupon.code) : Promise.resolve(null),
    ]);
    const transaction = cancelTransaction(order, bookkeeping, {
      tableName,
      by: PAYMENT_TIMEOUT_ACTOR,
      now,
      existingProducts: new Set(products.keys()),
      stockApart: stockApartIds(products),
      couponExists: coupon !== null,
      notes: EXPIRY_NOTE,
    });
    try {
      await ddb().send(new TransactWriteCommand({ TransactItems: transaction.items }));
      return 'cancelled';
    } catch (error) {
      if (!cancellationCodes(error)) throw error;
    }
  }
  return 'kept';
}
