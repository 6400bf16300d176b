/**
 * A product order as its farm sees it (the farm's list and order page): the line with its order's payment
 * `{method, status}` (and, ours, the deadline while unpaid and when it was paid), and what the shop keeps of it
 * (commission rate, commission and the farm's net, recorded at checkout: checkout-plan.ts). A cancelled line
 * carries no commission: nothing is charged on it.
 *
 * The list reads lines from the farm's index, where the order item is not: the payments of a page's orders are
 * one BatchGetItem of their order items (projected to the payment), so every line says its order's payment as
 * it is now, whatever wrote it (the webhook, an admin's transfer mark, a cancel).
 */
import { batchGetItems } from '../lib/data/batch-get.js';
import type { FarmProductOrder, ProductOrderPayment } from '../../shared/contracts/orders/entities.js';
import type { Payment } from '../../shared/contracts/payments/entities.js';
import { awaitsPayment } from '../../shared/rules/payment-state.js';
import { orderKeys } from '../lib/data/keys.js';
import { readEnv } from '../lib/env.js';
import { toProductOrder } from './order-record.js';
import { paymentOf } from './payment/payment.js';

type Item = Record<string, unknown>;

/** The part of an order's payment its farms see. */
export function farmPaymentOf(payment: Payment): ProductOrderPayment {
  return {
    method: payment.method,
    status: payment.status,
    ...(awaitsPayment(payment) && payment.dueAt ? { dueAt: payment.dueAt } : {}),
    paidAt: payment.paidAt,
  };
}

const money = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** What the shop keeps of a line and what its farm is owed for it (none on a cancelled line). */
export function settlementOf(item: Item): Pick<FarmProductOrder, 'commissionRate' | 'commission' | 'net'> {
  const commission = money(item.commission);
  if (item.status === 'cancelled' || commission === undefined) return {};
  const rate = money(item.commissionRate);
  const net = money(item.net);
  return {
    ...(rate === undefined ? {} : { commissionRate: rate }),
    commission,
    ...(net === undefined ? {} : { net }),
  };
}

/** A stored line with its order's payment, as the farm screens read it. */
export const toFarmProductOrder = (item: Item, payment: ProductOrderPayment): FarmProductOrder => ({
  ...toProductOrder(item),
  ...settlementOf(item),
  payment,
});

/** What paymentOf reads of an order item (its status and total for orders stored before payments). */
const PAYMENT_PROJECTION = 'PK, SK, payment, #status, totalPrice, updatedAt, lastUpdatedAt';

/** The payments of these orders, by order id (one BatchGetItem per 100 orders; unknown ones are absent). */
export async function readOrderPayments(orderIds: readonly string[]): Promise<Map<string, Payment>> {
  const items = await batchGetItems(
    readEnv().tableName,
    [...new Set(orderIds)].map((id) => orderKeys.item(id)),
    { projection: PAYMENT_PROJECTION, names: { '#status': 'status' } },
  );
  const found = new Map<string, Payment>();
  for (const item of items) {
    const orderId = String(item.PK ?? '').replace(/^ORDER#/, '');
    if (orderId) found.set(orderId, paymentOf(item));
  }
  return found;
}

/**
 * The farm's view of listed lines: each with its order's payment. A line whose order item is missing (never
 * the case on a consistent table) reads its own method, pending.
 */
export async function farmLinesOf(items: readonly Item[]): Promise<FarmProductOrder[]> {
  const payments = await readOrderPayments(items.map((item) => String(item.orderId ?? '')));
  return items.map((item) => {
    const payment = payments.get(String(item.orderId ?? ''));
    return toFarmProductOrder(
      item,
      payment
        ? farmPaymentOf(payment)
        : {
            method:
              item.paymentMethod === 'card' || item.paymentMethod === 'bank_transfer'
                ? item.paymentMethod
                : 'cash_on_delivery',
            status: 'pending',
          },
    );
  });
}
