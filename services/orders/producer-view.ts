/**
 * The order as one producer sees it (pure). Whose lines those are: lib/producer-scope.ts (a producer: their own;
 * an admin: the producer named, or every producer).
 */
import { completedLines, orderStatusFromLines } from '../../shared/rules/order-status-rules.js';
import { fromCents, toCents } from '../../shared/utils/money.js';
import {
  type FarmProductOrder,
  type Order,
  type ProducerOrderView,
  type ProductOrder,
} from '../../shared/contracts/orders/entities.js';
import { farmPaymentOf, settlementOf } from './farm-lines.js';
import { breakdownOf, splitIncluded } from '../../shared/rules/pricing/totals.js';
import { DEFAULT_TAX_RATE } from '../../shared/rules/pricing/tax-rates.js';
import { farmWithdrawal } from './withdrawal-record.js';

/** A line's rate, base and IVA in cents (lines stored before IVA was recorded: their total at the default rate). */
function lineTax(line: ProductOrder): { taxRate: number; base: number; tax: number } {
  const taxRate = line.taxRate ?? line.product.taxRate ?? DEFAULT_TAX_RATE;
  if (line.base !== undefined && line.tax !== undefined) {
    return { taxRate, base: toCents(line.base), tax: toCents(line.tax) };
  }
  return { taxRate, ...splitIncluded(toCents(line.totalPrice), taxRate) };
}

/**
 * The order with only `producerId`'s lines (every line for null), its status and totals computed from those
 * lines, its payment, and nothing of the rest: no cart lines, no order totals, no coupon, no other farm's
 * prices. `lineItems` are the lines' stored items (their commission and net: farm-lines.ts); without them the
 * lines carry none.
 */
export function producerView(
  order: Order,
  producerId: string | null,
  lineItems: readonly Record<string, unknown>[] = [],
): ProducerOrderView {
  const payment = farmPaymentOf(order.payment);
  const stored = new Map(lineItems.map((item) => [String(item.id ?? ''), item]));
  const productOrders = order.productOrders
    .filter((productOrder) => producerId === null || productOrder.producerId === producerId)
    .map((productOrder): FarmProductOrder => ({
      ...productOrder,
      ...settlementOf(stored.get(productOrder.id) ?? { status: productOrder.status }),
      payment,
    }));
  const statuses = productOrders.map((productOrder) => productOrder.status);
  const live = productOrders.filter((productOrder) => productOrder.status !== 'cancelled');
  const totalCents = live.reduce((sum, productOrder) => sum + toCents(productOrder.totalPrice), 0);
  const shippingCents = live.reduce((sum, productOrder) => sum + toCents(productOrder.shipping ?? 0), 0);
  const delivery = order.deliveries?.find((entry) => entry.producerId === producerId);
  // Issue 31: the withdrawals from these lines, each with only this farm's lines (every line for null).
  const withdrawals = (order.withdrawals ?? []).flatMap((withdrawal) => {
    const own = producerId === null ? withdrawal : farmWithdrawal(withdrawal, producerId);
    return own ? [own] : [];
  });
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
    payment,
    totalPrice: fromCents(totalCents),
    shippingTotal: fromCents(shippingCents),
    taxBreakdown: breakdownOf(live.map(lineTax)).map((entry) => ({
      rate: entry.rate,
      base: fromCents(entry.base),
      tax: fromCents(entry.tax),
    })),
    ...(delivery ? { delivery } : {}),
    ...(withdrawals.length > 0 ? { withdrawals } : {}),
    productOrdersCount: productOrders.length,
    completedProductOrders: completedLines(statuses),
    productOrders,
    createdAt: order.createdAt,
    orderCreatedAt: order.orderCreatedAt ?? order.createdAt,
    updatedAt: order.updatedAt,
    lastUpdatedAt: order.lastUpdatedAt ?? order.updatedAt,
  };
}
