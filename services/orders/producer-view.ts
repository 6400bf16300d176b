/**
 * Whose product orders a producer-screen call is about, and the order as one producer sees it (pure).
 *   - A producer: always their own (naming another producer is 403 with the spec's generic message).
 *   - An admin: the producer named by `producerId`, or every producer (null) when none is named.
 */
import { completedLines, orderStatusFromLines } from '../../shared/order-status-rules.js';
import { fromCents, toCents } from '../../shared/money.js';
import { type Order, type ProducerOrderView } from '../../shared/contracts/orders/entities.js';
import { forbidden } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';

/** The producer whose lines to show (null: an admin looking at every producer). */
export function producerScope(caller: Principal, producerId: string | undefined): string | null {
  if (caller.role === 'admin') return producerId ?? null;
  if (producerId !== undefined && producerId !== caller.userId) throw forbidden();
  return caller.userId;
}

/**
 * The order with only `producerId`'s lines (every line for null), its status and totals computed from those
 * lines, and nothing of the rest: no cart lines, no order totals, no coupon, no other farm's prices.
 */
export function producerView(order: Order, producerId: string | null): ProducerOrderView {
  const productOrders = order.productOrders.filter(
    (productOrder) => producerId === null || productOrder.producerId === producerId,
  );
  const statuses = productOrders.map((productOrder) => productOrder.status);
  const totalCents = productOrders
    .filter((productOrder) => productOrder.status !== 'cancelled')
    .reduce((sum, productOrder) => sum + toCents(productOrder.totalPrice), 0);
  return {
    id: order.id,
    orderId: order.orderId ?? order.id,
    status: orderStatusFromLines(statuses),
    shippingInfo: order.shippingInfo,
    consumerInfo: {
      userId: order.userId,
      ...(order.consumerInfo?.fullName ? { fullName: order.consumerInfo.fullName } : {}),
    },
    ...(order.paymentMethod ? { paymentMethod: order.paymentMethod } : {}),
    totalPrice: fromCents(totalCents),
    productOrdersCount: productOrders.length,
    completedProductOrders: completedLines(statuses),
    productOrders,
    createdAt: order.createdAt,
    orderCreatedAt: order.orderCreatedAt ?? order.createdAt,
    updatedAt: order.updatedAt,
    lastUpdatedAt: order.lastUpdatedAt ?? order.updatedAt,
  };
}
