/**
 * The order as one producer sees it (pure). Whose lines those are: lib/producer-scope.ts (a producer: their own;
 * an admin: the producer named, or every producer).
 */
import { completedLines, orderStatusFromLines } from '../../shared/order-status-rules.js';
import { fromCents, toCents } from '../../shared/money.js';
import { type Order, type ProducerOrderView } from '../../shared/contracts/orders/entities.js';
import { breakdownOf } from '../../shared/pricing/totals.js';
import { DEFAULT_TAX_RATE } from '../../shared/pricing/tax-rates.js';

/**
 * The order with only `producerId`'s lines (every line for null), its status and totals computed from those
 * lines, and nothing of the rest: no cart lines, no order totals, no coupon, no other farm's prices.
 */
export function producerView(order: Order, producerId: string | null): ProducerOrderView {
  const productOrders = order.productOrders.filter(
    (productOrder) => producerId === null || productOrder.producerId === producerId,
  );
  const statuses = productOrders.map((productOrder) => productOrder.status);
  const live = productOrders.filter((productOrder) => productOrder.status !== 'cancelled');
  const totalCents = live.reduce((sum, productOrder) => sum + toCents(productOrder.totalPrice), 0);
  const shippingCents = live.reduce((sum, productOrder) => sum + toCents(productOrder.shipping ?? 0), 0);
  const delivery = order.deliveries?.find((entry) => entry.producerId === producerId);
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
    shippingTotal: fromCents(shippingCents),
    taxBreakdown: breakdownOf(
      live.map((line) => ({
        taxRate: line.taxRate ?? DEFAULT_TAX_RATE,
        base: toCents(line.base ?? line.totalPrice),
        tax: toCents(line.tax ?? 0),
      })),
    ).map((entry) => ({ rate: entry.rate, base: fromCents(entry.base), tax: fromCents(entry.tax) })),
    ...(delivery ? { delivery } : {}),
    productOrdersCount: productOrders.length,
    completedProductOrders: completedLines(statuses),
    productOrders,
    createdAt: order.createdAt,
    orderCreatedAt: order.orderCreatedAt ?? order.createdAt,
    updatedAt: order.updatedAt,
    lastUpdatedAt: order.lastUpdatedAt ?? order.updatedAt,
  };
}
