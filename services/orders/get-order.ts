/**
 * GET /v1/orders/{id} (its consumer, or an admin) and GET /v1/orders/consumer/{id} (its consumer): the order
 * with its product orders (an admin also gets the audit trail of admin status changes). Anyone else gets 404, as
 * if it did not exist, so order ids reveal nothing.
 */
import { ORDER_MESSAGES } from '../../shared/messages/order.js';
import { type Order } from '../../shared/contracts/orders/entities.js';
import { withoutAudit } from './order-record.js';
import { notFound } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';
import type { Handler } from '../lib/http/types.js';
import type { OrdersEndpoints } from '../../shared/contracts/orders/contract.js';
import { callerOf } from './caller.js';
import { readOrder } from './read-order.js';

type Item = Record<string, unknown>;

export const mayRead = (caller: Principal, order: Pick<Order, 'userId'>, adminToo: boolean): boolean =>
  order.userId === caller.userId || (adminToo && caller.role === 'admin');

/** The order when `caller` may see it; 404 otherwise. */
export async function loadVisibleOrder(
  orderId: string,
  caller: Principal,
  adminToo: boolean,
): Promise<{ order: Order; stored: Item }> {
  const found = await readOrder(orderId);
  if (!found || !mayRead(caller, found.order, adminToo)) throw notFound(ORDER_MESSAGES.notFound);
  return found;
}

export const getOrder: Handler<OrdersEndpoints['get']> = async ({ principal, params }) => {
  const caller = callerOf(principal);
  const { order } = await loadVisibleOrder(params.id, caller, true);
  return {
    data: {
      order: caller.role === 'admin' ? order : withoutAudit(order),
      // Issue 31 (docs/legal.md): the consumer's withdrawals from the order.
      withdrawals: order.withdrawals ?? [],
    },
  };
};

export const getConsumerOrder: Handler<OrdersEndpoints['consumerGet']> = async ({ principal, params }) => {
  const { order } = await loadVisibleOrder(params.id, callerOf(principal), false);
  return { data: { order: withoutAudit(order) } };
};
