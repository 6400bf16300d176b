/**
 * PATCH /v1/orders/{id}/status {status, notes?} (admins): a real change of a whole order's status. The lines
 * follow the product-order rules (shared/rules/order-status-plan.ts: what each target means), the order's status is derived
 * from them, and one transaction (order-status-transaction.ts) writes the order with its audit entry, the moved lines
 * with their history entries and, on cancel, the stock and the coupon use given back. Answers `data.order` (with
 * productOrders and audit).
 *
 * Refusals: 404 unknown order; 409 with the plan's message when the change is not allowed, or 'Este pedido aún
 * no está pagado…' when it would move the lines of a card or transfer order not paid yet beyond pending; 422 for a status
 * outside the list (the route's schema). The transaction is conditioned on the order's version and the lines'
 * statuses that were read: when a farm or the consumer changes the order at the same moment, it is read again
 * and planned again (the admin's intent is the target status), and refused if the target no longer makes sense.
 */
import { randomUUID } from 'node:crypto';

import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../../shared/messages/order.js';
import { ORDER_PAYMENT_MESSAGES } from '../../shared/messages/order-payment.js';
import { lineMayMove } from '../../shared/rules/payment-state.js';
import { readCoupon } from '../carts/index.js';
import { bookkeepingOf } from './order-record.js';
import { readProducts, stockApartIds } from '../products/index.js';
import { getDirectoryUser } from '../lib/auth/user-directory.js';
import { retryPause, transactOrCancelled } from '../lib/data/transact.js';
import { readEnv } from '../lib/env.js';
import { conflict, notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { OrdersEndpoints } from '../../shared/contracts/orders/contract.js';
import { callerOf } from './caller.js';
import { closePages } from './cancel-order.js';
import { readOrder } from './read-order.js';
import { planOrderStatus } from '../../shared/rules/order-status-plan.js';
import { orderStatusTransaction } from './order-status-transaction.js';

/** Runs of read, plan and write when the order keeps changing under the admin. */
export const ORDER_STATUS_ATTEMPTS = 4;

async function adminName(userId: string, fallback: string): Promise<string | undefined> {
  const user = await getDirectoryUser(userId);
  return user?.fullName || user?.email || fallback || undefined;
}

export const setOrderStatus: Handler<OrdersEndpoints['setStatus']> = async ({
  principal,
  params,
  body,
  logger,
}) => {
  const caller = callerOf(principal);
  const byName = await adminName(caller.userId, caller.email);
  // One id for every run: a rerun is the same change (one notice to the consumer).
  const changeId = randomUUID();
  for (let attempt = 0; attempt < ORDER_STATUS_ATTEMPTS; attempt += 1) {
    const found = await readOrder(params.id);
    if (!found) throw notFound(ORDER_MESSAGES.notFound);
    const { order, stored } = found;
    const plan = planOrderStatus(order.status, order.productOrders, body.status);
    if (!plan.ok) throw conflict(plan.message);
    // An unpaid card or transfer order is not work yet: only a cancel moves its lines (mark the transfer
    // received first, PATCH /v1/orders/{id}/payment).
    if (plan.moves.some((move) => !lineMayMove(order.payment, move.to)))
      throw conflict(ORDER_PAYMENT_MESSAGES.notPaidYet);
    // Cancelling an unpaid card order closes its payment pages first (cancel-order.ts).
    if (plan.to === 'cancelled' && (await closePages(order, stored)) === 'paid') continue;

    const bookkeeping = bookkeepingOf(stored);
    const cancelling = plan.to === 'cancelled';
    const [products, coupon] = cancelling
      ? await Promise.all([
          readProducts(plan.moves.map((move) => move.line.productId)),
          order.coupon && bookkeeping.couponCounted ? readCoupon(order.coupon.code) : Promise.resolve(null),
        ])
      : [new Map(), null];
    const change = orderStatusTransaction(order, bookkeeping, {
      tableName: readEnv().tableName,
      moves: plan.moves,
      by: caller.userId,
      ...(byName ? { byName } : {}),
      ...(body.notes ? { notes: body.notes } : {}),
      now: new Date(),
      existingProducts: new Set(products.keys()),
      stockApart: stockApartIds(products),
      couponExists: coupon !== null,
      changeId,
    });
    const codes = await transactOrCancelled(change.items);
    if (!codes) return { message: ORDER_MESSAGES.statusUpdated, data: { order: change.order } };
    // The order or a line changed since it was read (or a product vanished): read and plan again.
    logger.debug('Order status change cancelled', { attempt, codes: codes.join(',') });
    await retryPause(attempt);
  }
  throw conflict(CHECKOUT_MESSAGES.busy);
};
