/**
 * The order's DynamoDB items and their way back to the API's entities. One order item (orderKeys.item: the
 * consumer's list on GSI1, the month shard on LINES4, the reference on LINES3) and one item per product order
 * (orderKeys.productOrder: the producer's list on LINES1, by stage on LINES3; the LINES indexes keys only:
 * services/lib/data/line-keys.ts), all under PK ORDER#<id> so one Query reads the whole order.
 * Each item carries everything a DynamoDB Streams consumer needs to derive counters and notifications later
 * (consumer id, producer id, amounts, status, dates): nothing else has to be read to react to a change.
 */
import type {
  Order,
  OrderSummary,
  ProductOrder,
  ProductOrderHistoryEntry,
} from '../../shared/contracts/orders/entities.js';
import { fromCents, toCents } from '../../shared/utils/money.js';
import type { MoneyTotals } from '../../shared/rules/pricing/entities.js';
import { DEFAULT_TAX_RATE } from '../../shared/rules/pricing/tax-rates.js';
import { splitIncluded } from '../../shared/rules/pricing/totals.js';
import { lineStage } from '../../shared/rules/payment-state.js';
import { orderKeys, productOrderStageKeys } from '../lib/data/keys.js';
import { harvestKeys } from '../lib/data/selling-keys.js';
import { paymentOf } from './payment/payment.js';

export const ORDER_ENTITY = 'Order';
export const PRODUCT_ORDER_ENTITY = 'ProductOrder';

import { isWithdrawalItem, toWithdrawal } from './withdrawal-record.js';
import { itemsOfLines } from './items-of-lines.js';
import { fullLineItem, storedLineFields, storedSnapshot } from './line-snapshot.js';
import { fullOrderItem, storedOrderFields } from './stored-order.js';

type Item = Record<string, unknown>;

/** What the order item stores beyond the entity (used by cancel to give a coupon use back). */
export interface OrderBookkeeping {
  producerIds: string[];
  /**
   * Producers with at least one line not cancelled (kept by cancel and status changes; absent after checkout,
   * when it would equal producerIds): the stats count an order once per producer while it is in this list.
   */
  activeProducerIds?: string[];
  /** Bumped by every write after checkout; status changes are conditioned on the version they read. */
  version?: number;
  /** The coupon's use counter was incremented at checkout (coupons with maxUses). */
  couponCounted?: boolean;
  /** A once-per-customer use of the coupon was recorded at checkout. */
  couponCustomerUse?: boolean;
  idempotencyKey?: string;
  /** The shop's account a bank transfer goes to, as it was at checkout (the consumer's e-mail says it). */
  transferAccount?: { iban: string; holder: string };
  /** The card payment's PaymentIntent at the provider, once paid (refunds go to it). */
  paymentIntentId?: string;
}

export type StoredOrder = OrderSummary & OrderBookkeeping;

/**
 * The order's item, with its `items` (the cart's lines as its product orders keep them, items-of-lines.ts): every
 * list of orders (the consumer's, the admins' of up to 1,000, the search) and the stream's notices answer from
 * the order items alone. An order item without them (written by the checkout for a while, docs/cost.md "The
 * order's copy of its lines, kept") is answered from its lines (order-items.ts).
 */
export function orderItem(order: StoredOrder): Item {
  return {
    ...orderKeys.item(order.id),
    ...orderKeys.indexes(order.userId, order.createdAt, order.id),
    entity: ORDER_ENTITY,
    // Without what a read gives back (stored-order.ts).
    ...storedOrderFields(order as unknown as Item),
  };
}

/** A product order's item; `position` keeps the cart's line order. */
export function productOrderItem(productOrder: ProductOrder, position: number): Item {
  return {
    ...orderKeys.productOrder(productOrder.orderId, productOrder.id),
    ...orderKeys.productOrderIndexes(
      productOrder.producerId,
      productOrder.status,
      productOrder.createdAt,
      productOrder.id,
    ),
    // Issue 32: a farm's lines by the day they leave (its pick list; docs/harvest-calendar.md).
    ...(productOrder.dispatchDate
      ? harvestKeys.dispatch(
          productOrder.producerId,
          productOrder.dispatchDate,
          productOrder.createdAt,
          productOrder.id,
        )
      : {}),
    ...(productOrder.pickupSlot
      ? harvestKeys.pickup(
          productOrder.producerId,
          productOrder.pickupSlot.date,
          productOrder.pickupSlot.from,
          productOrder.createdAt,
          productOrder.id,
        )
      : {}),
    entity: PRODUCT_ORDER_ENTITY,
    // Without what a read gives back: the snapshot's fields the line carries, a new line's updatedAt and its
    // history's checkout step (line-snapshot.ts).
    ...storedLineFields(productOrder),
    product: storedSnapshot(productOrder),
    position,
  };
}

/**
 * A new line's item with what checkout records for its farm (commission, net, method, whether its money is
 * awaited): a line waiting for its order's money sits in its farm's `awaiting_payment` LINES3 partition
 * (shared/rules/payment-state.ts lineStage) until the money arrives (payment/settle.ts moves it).
 */
export function lineItemWithSettlement(
  productOrder: ProductOrder,
  position: number,
  settlement: { awaitingPayment?: boolean } | undefined,
): Item {
  const item = { ...productOrderItem(productOrder, position), ...settlement };
  if (settlement?.awaitingPayment !== true) return item;
  return {
    ...item,
    ...productOrderStageKeys(
      productOrder.producerId,
      lineStage(productOrder.status, settlement.awaitingPayment),
      productOrder.createdAt,
      productOrder.id,
    ),
  };
}

const ORDER_FIELDS = [
  'id',
  'orderId',
  'userId',
  'items',
  'totalPrice',
  'subtotal',
  'discount',
  'itemsTotal',
  'shippingTotal',
  'discountTotal',
  'taxBreakdown',
  'deliveries',
  'billing',
  'coupon',
  'paymentMethod',
  'status',
  'shippingInfo',
  'producerCount',
  'productOrdersCount',
  'completedProductOrders',
  'lineStatusCounts',
  'createdAt',
  'orderCreatedAt',
  'updatedAt',
  'lastUpdatedAt',
  'consumerInfo',
  'audit',
  'subscriptionId',
] as const;

const PRODUCT_ORDER_FIELDS = [
  'id',
  'orderId',
  'productId',
  'producerId',
  'producerName',
  'userId',
  'quantity',
  'price',
  'status',
  'product',
  'totalPrice',
  'subtotal',
  'discount',
  'shipping',
  'taxRate',
  'base',
  'tax',
  'notes',
  'buyerName',
  'buyerCity',
  'history',
  'tracking',
  'returnedAt',
  // Issue 31: the withdrawal that took the line (docs/legal.md).
  'withdrawalId',
  'readyFrom',
  'dispatchDate',
  'pickupSlot',
  'createdAt',
  'updatedAt',
] as const;

const pick = (item: Item, fields: readonly string[]): Item =>
  Object.fromEntries(
    fields.filter((field) => item[field] !== undefined).map((field) => [field, item[field]]),
  );

export const isOrderItem = (item: Item | undefined): item is Item =>
  !!item && item.SK === 'ORDER' && typeof item.id === 'string';
export const isProductOrderItem = (item: Item | undefined): item is Item =>
  !!item && typeof item.SK === 'string' && item.SK.startsWith('PO#');

/**
 * The totals of an order stored before they existed: its items and discount, no shipping, the whole total at
 * the default IVA rate (those orders recorded no rates).
 */
function legacyTotals(item: Item): MoneyTotals {
  const totalCents = toCents(Number(item.totalPrice) || 0);
  const discountCents = toCents(Number(item.discount) || 0);
  const { base, tax } = splitIncluded(totalCents, DEFAULT_TAX_RATE);
  return {
    itemsTotal: fromCents(totalCents + discountCents),
    shippingTotal: 0,
    discountTotal: fromCents(discountCents),
    taxBreakdown: [{ rate: DEFAULT_TAX_RATE, base: fromCents(base), tax: fromCents(tax) }],
  };
}

/** The order as a list shows it (no product orders, no keys or bookkeeping). */
export function toOrderSummary(stored: Item): OrderSummary {
  const item = fullOrderItem(stored);
  const summary = pick(item, ORDER_FIELDS) as unknown as OrderSummary;
  return {
    ...(Array.isArray(item.taxBreakdown) ? {} : legacyTotals(item)),
    ...summary,
    payment: paymentOf(item),
  };
}

export function toProductOrder(item: Item): ProductOrder {
  return pick(fullLineItem(item), PRODUCT_ORDER_FIELDS) as unknown as ProductOrder;
}

/**
 * The order as its consumer sees it: without the admins' audit trail (staff names and notes). The notes an admin
 * wrote also sit in the lines' history, as a farm's notes do.
 */
export function withoutAudit<T extends { audit?: unknown }>(order: T): Omit<T, 'audit'> {
  const { audit: _audit, ...rest } = order;
  return rest;
}

/** The bookkeeping of an order item. */
export function bookkeepingOf(item: Item): OrderBookkeeping {
  return {
    producerIds: Array.isArray(item.producerIds) ? (item.producerIds as string[]) : [],
    ...(Array.isArray(item.activeProducerIds)
      ? { activeProducerIds: item.activeProducerIds as string[] }
      : {}),
    ...(typeof item.version === 'number' ? { version: item.version } : {}),
    couponCounted: item.couponCounted === true,
    couponCustomerUse: item.couponCustomerUse === true,
    ...(typeof item.idempotencyKey === 'string' ? { idempotencyKey: item.idempotencyKey } : {}),
    ...(typeof item.paymentIntentId === 'string' ? { paymentIntentId: item.paymentIntentId } : {}),
  };
}

/**
 * The order with its product orders (in cart line order) from the items under its partition; `lines` are the
 * lines' stored items in the same order (with what checkout recorded for their farms).
 */
export function assembleOrder(items: readonly Item[]): { order: Order; stored: Item; lines: Item[] } | null {
  const stored = items.find(isOrderItem);
  if (!stored) return null;
  const lines = items
    .filter(isProductOrderItem)
    .sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
  const productOrders = lines.map(toProductOrder);
  const summary = toOrderSummary(stored);
  // An order item written since issue 35's cuts has no `items`: its lines are them (items-of-lines.ts).
  if (!Array.isArray(stored.items)) {
    summary.items = itemsOfLines(productOrders);
    summary.productOrdersCount ??= productOrders.length;
  }
  // Issue 31: the order's withdrawals, oldest first (answered only when there is one).
  const withdrawals = items
    .filter(isWithdrawalItem)
    .map(toWithdrawal)
    .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
  return {
    order: { ...summary, productOrders, ...(withdrawals.length > 0 ? { withdrawals } : {}) },
    stored,
    lines,
  };
}

export function historyEntry(
  status: ProductOrderHistoryEntry['status'],
  at: string,
  by: string,
  notes?: string,
): ProductOrderHistoryEntry {
  return notes ? { status, at, by, notes } : { status, at, by };
}
