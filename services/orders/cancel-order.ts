/**
 * DELETE /v1/orders/{id}: its consumer (or an admin) cancels an order while no product order has left pending
 * (a line its farm cancelled does not count). One transaction (cancel-transaction.ts) sets the order and its product orders to cancelled, puts the units
 * back in stock and gives the coupon use back; it is conditioned on the statuses that were read, so a producer
 * moving a line on at the same moment makes the cancel fail with 409 instead of both applying. An unpaid card
 * order's payment pages are expired at the provider first (a cancelled order's page takes no money); the
 * provider out of reach: 503, nothing changed.
 */
import { ORDER_MESSAGES } from '../../shared/messages/order.js';
import { type Order } from '../../shared/contracts/orders/entities.js';
import { cancelRefusal } from '../../shared/rules/order-status-rules.js';
import { readCoupon } from '../carts/index.js';
import { bookkeepingOf, withoutAudit } from './order-record.js';
import { readProducts, stockApartIds } from '../products/index.js';
import { readEnv } from '../lib/env.js';
import { conflict, serviceUnavailable } from '../lib/errors.js';
import { isStripeUnavailable } from '../lib/clients/stripe.js';
import { ORDER_PAYMENT_MESSAGES } from '../../shared/messages/order-payment.js';
import { closePagesBeforeCancel } from './payment/card-charge.js';
import type { Handler } from '../lib/http/types.js';
import type { OrdersEndpoints } from '../../shared/contracts/orders/contract.js';
import { callerOf } from './caller.js';
import { cancelTransaction } from './cancel-transaction.js';
import { loadVisibleOrder } from './get-order.js';
import { readOrder } from './read-order.js';
import { transactOrCancelled } from '../lib/data/transact.js';

const ATTEMPTS = 6;

/**
 * An order can be cancelled while no line has left pending (lines a farm cancelled do not count): the one cancel
 * rule of shared/rules/order-status-rules.ts (cancelRefusal, the screens' rule too), enforced again by the
 * transaction's conditions.
 */
export const isCancellable = (order: Order): boolean =>
  cancelRefusal(order.productOrders.map((productOrder) => productOrder.status)) === null;

/** closePagesBeforeCancel, with the provider out of reach answered 503 (nothing changed). */
export async function closePages(order: Order, stored: Record<string, unknown>): Promise<'closed' | 'paid'> {
  try {
    return await closePagesBeforeCancel(order, stored);
  } catch (error) {
    if (isStripeUnavailable(error))
      throw serviceUnavailable(ORDER_PAYMENT_MESSAGES.cancelProviderUnavailable);
    throw error;
  }
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(400, 15 * 2 ** attempt)));

export const cancelOrder: Handler<OrdersEndpoints['cancel']> = async ({ principal, params, logger }) => {
  const caller = callerOf(principal);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { order, stored } = await loadVisibleOrder(params.id, caller, true);
    if (!isCancellable(order)) throw conflict(ORDER_MESSAGES.cannotCancel);
    // An unpaid card order's pages are closed first; one paid meanwhile pays it: read it again (then refunded).
    if ((await closePages(order, stored)) === 'paid') continue;
    const bookkeeping = bookkeepingOf(stored);
    const [products, coupon] = await Promise.all([
      readProducts(order.productOrders.map((productOrder) => productOrder.productId)),
      order.coupon && bookkeeping.couponCounted ? readCoupon(order.coupon.code) : Promise.resolve(null),
    ]);
    const transaction = cancelTransaction(order, bookkeeping, {
      tableName: readEnv().tableName,
      by: caller.userId,
      now: new Date(),
      existingProducts: new Set(products.keys()),
      stockApart: stockApartIds(products),
      couponExists: coupon !== null,
    });
    const codes = await transactOrCancelled(transaction.items);
    if (!codes) {
      const cancelled = await readOrder(order.id);
      const answer = cancelled?.order ?? order;
      return {
        message: ORDER_MESSAGES.cancelled,
        data: { order: caller.role === 'admin' ? answer : withoutAudit(answer) },
      };
    }
    logger.debug('Cancel transaction cancelled', { attempt, codes: codes.join(',') });
    if (codes.includes('TransactionConflict')) await pause(attempt);
  }
  throw conflict(ORDER_MESSAGES.cannotCancel);
};
