/**
 * PATCH /v1/orders/{id}/products/{productOrderId}/status {status, notes?, expectedStatus?, tracking?}: the line's
 * producer (or an admin) moves a product order one step on, or cancels it before it ships (its units go back to
 * stock). `expectedStatus` (ours, optional) is the status the client saw: the change applies only from it.
 * `tracking` (ours, optional, only with shipped) is the carrier and parcel number. Answers `data.productOrder`
 * (and `data.orderStatus`, the order's status after the change).
 *
 * Refusals: 404 unknown order or line; 403 'No tienes permisos para actualizar este ProductOrder.' (another
 * producer's line); 409 'El estado del ProductOrder no puede ser cambiado en su estado actual.' (a move the
 * rules do not allow from the line's status, or the line is no longer in the status the client saw or the
 * server read); 409 'Este pedido aún no está pagado…' (a line of a card or transfer order not paid yet moving
 * beyond pending: shared/rules/payment-state.ts); 422 for a status outside the list (the route's schema), or tracking with another move than
 * shipped. One transaction (line-status-transaction.ts) changes the line, the order and the stock together;
 * when only the order's version changed (another farm moved another line of it meanwhile) the change runs
 * again on a fresh read, still expecting the line's status first read. A forward move is a farm's change of
 * one line: the consumer hears of it once (services/orders/farm-change.ts).
 */
import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../../shared/messages/order.js';
import { FULFILMENT_MESSAGES } from '../../shared/messages/fulfilment.js';
import { ORDER_PAYMENT_MESSAGES } from '../../shared/messages/order-payment.js';
import { lineMayMove } from '../../shared/rules/payment-state.js';
import { canMoveProductOrder, restoresStock } from '../../shared/rules/order-status-rules.js';
import { type ProductOrderStatus } from '../../shared/contracts/orders/entities.js';
import type { FulfilmentEndpoints } from '../../shared/contracts/fulfilment/contract.js';
import { bookkeepingOf, readOrder } from '../orders/index.js';
import { readProduct } from '../products/index.js';
import { failedAt } from '../lib/data/transactions.js';
import { readEnv } from '../lib/env.js';
import { conflict, forbidden, notFound, unprocessable } from '../lib/errors.js';
import type { RouteAnswer, RouteRequest } from '../lib/http/types.js';
import { callerOf } from './caller.js';
import { statusChangeTransaction } from './line-status-transaction.js';
import { STATUS_CHANGE_ATTEMPTS } from './retry.js';
import { retryPause, transactOrCancelled } from '../lib/data/transact.js';

/** 422 for tracking sent with another move than to shipped (the field says why). */
export function refuseMisplacedTracking(status: ProductOrderStatus, tracking: unknown): void {
  if (tracking !== undefined && status !== 'shipped')
    throw unprocessable(FULFILMENT_MESSAGES.trackingOnlyWhenShipped, [
      { field: 'tracking', message: FULFILMENT_MESSAGES.trackingOnlyWhenShipped },
    ]);
}

export async function setProductOrderStatus({
  principal,
  params,
  body,
  logger,
}: RouteRequest<FulfilmentEndpoints['setProductOrderStatus']>): RouteAnswer<
  FulfilmentEndpoints['setProductOrderStatus']
> {
  const caller = callerOf(principal);
  refuseMisplacedTracking(body.status, body.tracking);
  // One change id for every run: a rerun is the same change.
  const changeId = body.status === 'cancelled' ? undefined : randomUUID();
  let expected: ProductOrderStatus | undefined;
  for (let attempt = 0; attempt < STATUS_CHANGE_ATTEMPTS; attempt += 1) {
    const found = await readOrder(params.id);
    if (!found) throw notFound(ORDER_MESSAGES.notFound);
    const line = found.order.productOrders.find((productOrder) => productOrder.id === params.productOrderId);
    if (!line) throw notFound(ORDER_MESSAGES.productOrderNotFound);
    if (caller.role !== 'admin' && line.producerId !== caller.userId)
      throw forbidden(ORDER_MESSAGES.productOrderForbidden);
    // The status the client saw, or else the one the first read saw: a rerun never lands on a line that
    // another change moved meanwhile (that change wins, never both).
    expected ??= body.expectedStatus ?? line.status;
    if (line.status !== expected || !canMoveProductOrder(line.status, body.status))
      throw conflict(ORDER_MESSAGES.productOrderConflict);
    // An unpaid card or transfer order is not work yet (its payment only ever moves on to paid, so the read
    // is enough: a line cannot move back into an unpaid order).
    if (!lineMayMove(found.order.payment, body.status)) throw conflict(ORDER_PAYMENT_MESSAGES.notPaidYet);

    const product = restoresStock(body.status) ? await readProduct(line.productId) : null;
    const change = statusChangeTransaction(found.order, bookkeepingOf(found.stored), {
      tableName: readEnv().tableName,
      productOrderId: line.id,
      to: body.status,
      by: caller.userId,
      ...(body.notes ? { notes: body.notes } : {}),
      now: new Date(),
      productExists: product !== null,
      stockApart: product?.stockApart === true,
      ...(changeId ? { changeId } : {}),
      ...(body.tracking ? { tracking: body.tracking } : {}),
    });
    const codes = await transactOrCancelled(change.items);
    if (!codes)
      return {
        message: ORDER_MESSAGES.productOrderUpdated,
        data: { productOrder: change.productOrder, orderStatus: change.orderStatus },
      };
    logger.debug('Status change cancelled', { attempt, codes: codes.join(',') });
    if (failedAt(codes, change.productOrderSlot) === 'ConditionalCheckFailed')
      throw conflict(ORDER_MESSAGES.productOrderConflict);
    // The order's version moved, a product vanished, or a transaction conflict: read again and retry.
    await retryPause(attempt);
  }
  // Other lines of the order kept changing: the checkout's "busy, try again" answer.
  throw conflict(CHECKOUT_MESSAGES.busy);
}
