/**
 * The checkout's one TransactWriteItems, built from a plan (pure, no I/O). In this order:
 *   - per cart line, the product's stock decrement, conditioned on: the product exists, is active, has the
 *     units and still has the price the cart shows (so no oversell and no silent price change); on its stock
 *     item when its stock is apart (services/products/product-stock.ts), else on its item;
 *   - the order and its product orders (put only if absent); a card order's item carries the Checkout Session made
 *     for it before the transaction (`paymentSessionIds`, docs/payments.md "Card");
 *   - the coupon: its use counter when it has maxUses (conditioned on active and not used up) and the
 *     consumer's use when it is once per customer (put only if absent);
 *   - the idempotency item (put only if absent or expired): a concurrent retry with the same key fails here;
 *   - the cart delete, conditioned on the version that was read: a cart changed meanwhile refuses the order.
 *   - the payment's deadline item for an order paid later (card, transfer: payment/due.ts);
 *   - issue 32: a place in each pickup slot chosen, conditioned on the slot holding fewer orders than its
 *     capacity (pickup-slot-items.ts);
 * At most 40 + 1 + 40 + 2 + 1 + 1 + 1 + 10 = 96 items, below DynamoDB's 100 per transaction.
 * `slots` tells which item is where, to read the cancellation reasons.
 */
import { IDEMPOTENCY_WINDOW_HOURS } from '../../shared/constants/orders.js';
import { sameVersionCondition, COUPON_USE_ENTITY } from '../carts/index.js';
import { lineItemWithSettlement, orderItem } from './order-record.js';
import { cartKeys, couponKeys, orderKeys, productKeys } from '../lib/data/keys.js';
import { STOCK_APART } from '../products/index.js';
import { paymentKeys } from '../lib/data/money-keys.js';
import { PAYMENT_DUE_ENTITY } from './payment/due.js';
import type { CheckoutPlan } from './checkout-plan.js';
import type { TransactItem } from './order-transaction-parts.js';
import { slotBookingItem } from './pickup-slot-items.js';

export const IDEMPOTENCY_ENTITY = 'CheckoutIdempotency';
const HOUR_SECONDS = 60 * 60;

export interface CheckoutSlots {
  /** Stock decrement of each cart line, in cart order. */
  products: number[];
  order: number;
  productOrders: number[];
  couponCounter: number | null;
  couponCustomerUse: number | null;
  idempotency: number | null;
  paymentDue: number | null;
  /** Issue 32: the place taken in each chosen pickup slot. */
  pickupSlots: number[];
  /** Null for an order placed without a cart (a subscription's cycle). */
  cart: number | null;
}

export interface CheckoutTransaction {
  items: TransactItem[];
  slots: CheckoutSlots;
}

export interface CheckoutWriteOptions {
  tableName: string;
  /** The version of the cart that was read; absent for an order placed without a cart (a subscription's cycle). */
  cartVersion?: number;
  idempotencyKey?: string;
  /** A card order's Checkout Session, made before the transaction: recorded on the order item. */
  paymentSessionId?: string;
}

/** Epoch seconds when an idempotency item written at `now` stops counting. */
export const idempotencyExpiry = (now: Date): number =>
  Math.floor(now.getTime() / 1000) + IDEMPOTENCY_WINDOW_HOURS * HOUR_SECONDS;

export function checkoutTransaction(plan: CheckoutPlan, options: CheckoutWriteOptions): CheckoutTransaction {
  const TableName = options.tableName;
  const { order } = plan;
  const items: TransactItem[] = [];
  const add = (item: TransactItem): number => items.push(item) - 1;

  // The stock item of a product whose stock is apart holds copies of the fields conditioned on (the same names),
  // so its product item and none of its index copies is written; a product of the old shape is sold from its item,
  // only while it has no stock item (a migration that moved it meanwhile refuses this one: it runs again).
  const apart = new Set(plan.stockApart);
  const products = order.items.map((line) =>
    add({
      Update: {
        TableName,
        Key: apart.has(line.productId) ? productKeys.stock(line.productId) : productKeys.item(line.productId),
        UpdateExpression: 'SET #stock = #stock - :quantity',
        // A pre-order is sold only until it closes (issue 32): a close passed since it was read refuses too.
        ConditionExpression:
          'attribute_exists(PK) AND #isActive = :true AND #stock >= :quantity AND #price = :price' +
          ' AND (attribute_not_exists(#availability) OR #availability <> :preorder OR #preorder.#closesAt > :now)' +
          (apart.has(line.productId) ? '' : ' AND attribute_not_exists(#stockApart)'),
        ExpressionAttributeNames: {
          '#stock': 'stock',
          '#isActive': 'isActive',
          '#price': 'price',
          '#availability': 'availability',
          '#preorder': 'preorder',
          '#closesAt': 'closesAt',
          ...(apart.has(line.productId) ? {} : { '#stockApart': STOCK_APART }),
        },
        ExpressionAttributeValues: {
          ':quantity': line.quantity,
          ':true': true,
          ':price': line.price,
          ':preorder': 'preorder',
          ':now': order.createdAt,
        },
      },
    }),
  );
  const absent = { ConditionExpression: 'attribute_not_exists(PK)' };
  // The same string set a retry adds its sessions to (payment/card-sessions.ts).
  const session = options.paymentSessionId ? { paymentSessionIds: new Set([options.paymentSessionId]) } : {};
  const orderSlot = add({ Put: { TableName, Item: { ...orderItem(order), ...session }, ...absent } });
  // Each line's item also records its commission and the farm's net amount (what the farm is owed for it),
  // and whether it waits for the order's money (then it sits in the farm's «Esperando el pago» partition).
  const productOrders = plan.productOrders.map((productOrder, position) =>
    add({
      Put: {
        TableName,
        Item: lineItemWithSettlement(productOrder, position, plan.settlements[position]),
        ...absent,
      },
    }),
  );

  let couponCounter: number | null = null;
  let couponCustomerUse: number | null = null;
  if (plan.coupon?.countUse) {
    const max = plan.coupon.maxUses;
    couponCounter = add({
      Update: {
        TableName,
        Key: couponKeys.item(plan.coupon.code),
        UpdateExpression: 'SET #uses = if_not_exists(#uses, :zero) + :one',
        ConditionExpression:
          'attribute_exists(PK) AND #active = :true' +
          (max === undefined ? '' : ' AND (attribute_not_exists(#uses) OR #uses < :max)'),
        ExpressionAttributeNames: { '#uses': 'usesCount', '#active': 'isActive' },
        ExpressionAttributeValues: {
          ':zero': 0,
          ':one': 1,
          ':true': true,
          ...(max === undefined ? {} : { ':max': max }),
        },
      },
    });
  }
  if (plan.coupon?.customerUse) {
    couponCustomerUse = add({
      Put: {
        TableName,
        Item: {
          ...couponKeys.customerUse(plan.coupon.code, order.userId),
          entity: COUPON_USE_ENTITY,
          code: plan.coupon.code,
          userId: order.userId,
          orderId: order.id,
          createdAt: order.createdAt,
        },
        ...absent,
      },
    });
  }

  let idempotency: number | null = null;
  if (options.idempotencyKey) {
    const now = new Date(order.createdAt);
    idempotency = add({
      Put: {
        TableName,
        Item: {
          ...orderKeys.idempotency(order.userId, options.idempotencyKey),
          entity: IDEMPOTENCY_ENTITY,
          userId: order.userId,
          key: options.idempotencyKey,
          orderId: order.id,
          createdAt: order.createdAt,
          expiresAt: idempotencyExpiry(now),
        },
        ConditionExpression: 'attribute_not_exists(PK) OR #expiresAt <= :now',
        ExpressionAttributeNames: { '#expiresAt': 'expiresAt' },
        ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000) },
      },
    });
  }

  // An order paid later (card, transfer) waits in the sweeper's list until paid or past its deadline.
  const dueAt = order.payment.dueAt;
  const paymentDue = dueAt
    ? add({
        Put: {
          TableName,
          Item: { ...paymentKeys.due(dueAt, order.id), entity: PAYMENT_DUE_ENTITY, orderId: order.id, dueAt },
          ...absent,
        },
      })
    : null;

  // Issue 32: a place in each pickup slot chosen, only while the slot has one left (never oversold).
  const pickupSlots = plan.slots.map((slot) =>
    add(slotBookingItem(TableName, slot.producerId, slot, order.id)),
  );

  const cartVersion = options.cartVersion;
  const cart =
    cartVersion === undefined
      ? null
      : add({
          Delete: { TableName, Key: cartKeys.item(order.userId), ...sameVersionCondition(cartVersion) },
        });

  return {
    items,
    slots: {
      products,
      order: orderSlot,
      productOrders,
      couponCounter,
      couponCustomerUse,
      idempotency,
      paymentDue,
      pickupSlots,
      cart,
    },
  };
}
