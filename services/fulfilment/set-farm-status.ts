/**
 * PATCH /v1/orders/producer/{id}/status {status, notes?, tracking?}[?producerId] (ours, issue 23): the farm moves
 * every line of its own in the order to `status` (the next step) at once, in one transaction
 * (farm-move-transaction.ts): all of them or none. Lines already there or further on, and cancelled ones, are
 * left; a line more than one step behind refuses the move (shared/rules/farm-moves.ts). `tracking` only with shipped.
 * An admin names the farm with producerId. Answers the moved lines and the order's status.
 *
 * Refusals (nothing written): 404 'El pedido no fue encontrado.' (unknown, or no line of this farm in it); 403
 * a producer naming another farm; 409 nothing to move, or lines behind, or the order is a card or transfer one
 * not paid yet ('Este pedido aún no está pagado…'); 422 status, note, tracking (the schema)
 * or tracking with another status, an admin without producerId. When the order or a line changed between the
 * read and the write, the move is planned again on a fresh read (up to 4 runs, then 409 busy).
 */
import { randomUUID } from 'node:crypto';
import type { FulfilmentEndpoints } from '../../shared/contracts/fulfilment/contract.js';
import { planFarmMove } from '../../shared/rules/farm-moves.js';
import { FULFILMENT_MESSAGES } from '../../shared/messages/fulfilment.js';
import { ORDER_PAYMENT_MESSAGES } from '../../shared/messages/order-payment.js';
import { lineMayMove } from '../../shared/rules/payment-state.js';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../../shared/messages/order.js';
import { bookkeepingOf, readOrder } from '../orders/index.js';
import { readEnv } from '../lib/env.js';
import { conflict, notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { callerOf, farmOf } from './caller.js';
import { farmMoveTransaction } from './farm-move-transaction.js';
import { STATUS_CHANGE_ATTEMPTS } from './retry.js';
import { retryPause, transactOrCancelled } from '../lib/data/transact.js';
import { refuseMisplacedTracking } from './set-line-status.js';

export const setFarmStatus: Handler<FulfilmentEndpoints['farmStatus']> = async ({
  principal,
  params,
  query,
  body,
  logger,
}) => {
  const caller = callerOf(principal);
  const farm = farmOf(caller, query.producerId);
  refuseMisplacedTracking(body.status, body.tracking);
  const changeId = randomUUID();
  for (let attempt = 0; attempt < STATUS_CHANGE_ATTEMPTS; attempt += 1) {
    const found = await readOrder(params.id);
    const farmLines = found?.order.productOrders.filter((line) => line.producerId === farm) ?? [];
    if (!found || farmLines.length === 0) throw notFound(ORDER_MESSAGES.notFound);
    // Every farm move is forward: an unpaid card or transfer order is not work yet.
    if (!lineMayMove(found.order.payment, body.status)) throw conflict(ORDER_PAYMENT_MESSAGES.notPaidYet);
    const plan = planFarmMove(farmLines, body.status);
    if (plan.behind.length > 0) throw conflict(FULFILMENT_MESSAGES.linesBehind(body.status));
    if (plan.move.length === 0) throw conflict(FULFILMENT_MESSAGES.nothingToMove(body.status));

    const change = farmMoveTransaction(found.order, bookkeepingOf(found.stored), {
      tableName: readEnv().tableName,
      lines: plan.move,
      to: body.status,
      by: caller.userId,
      now: new Date(),
      changeId,
      ...(body.notes ? { notes: body.notes } : {}),
      ...(body.tracking ? { tracking: body.tracking } : {}),
    });
    const codes = await transactOrCancelled(change.items);
    if (!codes)
      return {
        message: FULFILMENT_MESSAGES.farmMoved(change.productOrders.length, body.status),
        data: { productOrders: change.productOrders, orderStatus: change.orderStatus },
      };
    // A line or the order changed meanwhile: plan again from what is there now (a line someone else moved to the
    // target is then left, one moved elsewhere may refuse the move).
    logger.debug('Farm move cancelled', { attempt, codes: codes.join(',') });
    await retryPause(attempt);
  }
  throw conflict(CHECKOUT_MESSAGES.busy);
};
