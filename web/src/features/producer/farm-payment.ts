/**
 * What a farm is told of the money of its part of an order, from the order's real payment (never a fixed
 * sentence): on its order page (farmPaymentNote) and on the packing slip (slipPaymentLine). Cash on delivery is
 * said only for pay-on-delivery orders; a card or transfer order paid in advance says not to collect anything;
 * one not paid yet says to wait. Also the farm's money figures of its lines (goods, shipping, commission).
 */
import type { ProducerOrderView } from '../../../../shared/contracts/orders/entities.js';
import { FARM_PAYMENT_TEXTS, SLIP_PAYMENT_TEXTS } from '../../../../shared/messages/payment-labels.js';
import { awaitsPayment, cashOnDelivery } from '../../../../shared/rules/payment-state.js';
import { fromCents, toCents } from '../../../../shared/utils/money.js';
import { formatDate, formatPrice } from '../../lib/format';

type View = Pick<ProducerOrderView, 'status' | 'payment' | 'productOrders'>;

/** The order's money is gone or never came: a cancelled part, or a payment refunded or no longer due. */
const nothingToCollect = (view: View): boolean =>
  view.status === 'cancelled' || ['expired', 'refunded'].includes(view.payment.status);

/** The sentence under the farm's figures: what to collect on delivery, or why not. */
export function farmPaymentNote(view: View): string {
  const { payment } = view;
  if (nothingToCollect(view)) return FARM_PAYMENT_TEXTS.cancelled;
  if (awaitsPayment(payment)) {
    const due = payment.dueAt ? formatDate(payment.dueAt) : null;
    return payment.method === 'card'
      ? FARM_PAYMENT_TEXTS.awaitingCard(due)
      : FARM_PAYMENT_TEXTS.awaitingTransfer(due);
  }
  if (payment.method !== 'cash_on_delivery') return FARM_PAYMENT_TEXTS.paid(payment.method);
  const cash = cashOnDelivery(view.productOrders);
  if (cash.dueCents > 0 && cash.collectedCents > 0)
    return FARM_PAYMENT_TEXTS.cashPartly(
      formatPrice(fromCents(cash.collectedCents)),
      formatPrice(fromCents(cash.dueCents)),
    );
  if (cash.dueCents > 0) return FARM_PAYMENT_TEXTS.cashDue(formatPrice(fromCents(cash.dueCents)));
  return FARM_PAYMENT_TEXTS.cashCollected(formatPrice(fromCents(cash.collectedCents)));
}

/** The packing slip's money line: what the farm collects at the door, if anything. */
export function slipPaymentLine(view: View): string {
  const { payment } = view;
  if (nothingToCollect(view)) return SLIP_PAYMENT_TEXTS.nothing;
  if (awaitsPayment(payment)) return SLIP_PAYMENT_TEXTS.awaiting;
  if (payment.method !== 'cash_on_delivery') return SLIP_PAYMENT_TEXTS.paid(payment.method);
  const { dueCents } = cashOnDelivery(view.productOrders);
  return dueCents > 0
    ? SLIP_PAYMENT_TEXTS.cashDue(formatPrice(fromCents(dueCents)))
    : SLIP_PAYMENT_TEXTS.nothing;
}

/** A line's money, in euros: the goods (after the coupon's share), its shipping share, the shop's commission. */
export interface LineMoney {
  goods: number;
  shipping: number;
  /** Null on a cancelled line, or one stored before commissions were recorded. */
  commission: number | null;
}

export function lineMoney(line: ProducerOrderView['productOrders'][number]): LineMoney {
  const shippingCents = toCents(line.shipping ?? 0);
  return {
    goods: fromCents(toCents(line.totalPrice) - shippingCents),
    shipping: fromCents(shippingCents),
    commission: line.status === 'cancelled' || line.commission === undefined ? null : line.commission,
  };
}

/** The farm's figures of its live lines: goods, shipping, the shop's commission and what the farm keeps. */
export function farmFigures(view: Pick<ProducerOrderView, 'productOrders'>): {
  goods: number;
  commission: number | null;
  net: number | null;
} {
  const live = view.productOrders.filter((line) => line.status !== 'cancelled');
  const goodsCents = live.reduce(
    (sum, line) => sum + toCents(line.totalPrice) - toCents(line.shipping ?? 0),
    0,
  );
  const recorded = live.every((line) => line.commission !== undefined && line.net !== undefined);
  if (!recorded || live.length === 0) return { goods: fromCents(goodsCents), commission: null, net: null };
  return {
    goods: fromCents(goodsCents),
    commission: fromCents(live.reduce((sum, line) => sum + toCents(line.commission ?? 0), 0)),
    net: fromCents(live.reduce((sum, line) => sum + toCents(line.net ?? 0), 0)),
  };
}
