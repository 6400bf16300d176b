import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES } from '../../shared/constants/cart.js';
import { checkCoupon } from '../carts/index.js';
import { NOW, coupon, line, productState, storedCart } from '../carts/testing.js';
import { checkoutTransaction, idempotencyExpiry } from './checkout-transaction.js';
import { planCheckout } from './checkout-plan.js';

const SHIPPING = { fullName: 'Ana', address: 'Calle 1', city: 'Murcia', postalCode: '30001' };

function plan(
  lines: number,
  withCoupon = false,
  method: 'cash_on_delivery' | 'card' | 'bank_transfer' = 'cash_on_delivery',
  apart: readonly string[] = [],
) {
  const products = Array.from({ length: lines }, (_, i) => ({
    ...productState({ productId: `p${i}`, producerId: `farm-${i % 3}`, price: 2.5 }),
    ...(apart.includes(`p${i}`) ? { stockApart: true as const } : {}),
  }));
  const cart = storedCart(products.map((product) => line(product, 2)));
  const rules = coupon({ maxUses: 50, oncePerCustomer: true });
  return planCheckout({
    userId: 'u-consumer',
    consumer: {},
    cart,
    products: new Map(products.map((p) => [p.productId, p])),
    coupon: withCoupon
      ? {
          definition: rules,
          check: checkCoupon(rules, { subtotalCents: lines * 500, now: NOW, usedInOrder: null }),
        }
      : null,
    shippingInfo: SHIPPING,
    terms: new Map(),
    payment: { method, commissionRate: 10 },
    now: NOW,
  });
}

describe('the checkout transaction', () => {
  it("puts the lines of an order paid before work in their farm's «Esperando el pago»", () => {
    for (const method of ['card', 'bank_transfer'] as const) {
      const { items, slots } = checkoutTransaction(plan(1, false, method), {
        tableName: 't',
        cartVersion: 3,
      });
      expect(items[slots.productOrders[0] as number]?.Put?.Item).toMatchObject({
        status: 'pending',
        paymentMethod: method,
        awaitingPayment: true,
        LINES3PK: 'PRODUCER#farm-0#STATUS#awaiting_payment',
      });
    }
    const { items, slots } = checkoutTransaction(plan(1), { tableName: 't', cartVersion: 3 });
    expect(items[slots.productOrders[0] as number]?.Put?.Item).toMatchObject({
      awaitingPayment: false,
      LINES3PK: 'PRODUCER#farm-0#STATUS#pending',
    });
  });

  it('decrements each stock only if the product is active, has the units and keeps its price', () => {
    const { items, slots } = checkoutTransaction(plan(2), { tableName: 't', cartVersion: 3 });
    expect(slots).toEqual({
      products: [0, 1],
      order: 2,
      productOrders: [3, 4],
      couponCounter: null,
      couponCustomerUse: null,
      idempotency: null,
      paymentDue: null,
      pickupSlots: [],
      cart: 5,
    });
    expect(items[0]?.Update).toMatchObject({
      TableName: 't',
      Key: { PK: 'PRODUCT#p0', SK: 'PRODUCT' },
      UpdateExpression: 'SET #stock = #stock - :quantity',
      // A product of the old shape, sold from its item only while it has no stock item.
      ConditionExpression:
        'attribute_exists(PK) AND #isActive = :true AND #stock >= :quantity AND #price = :price' +
        ' AND (attribute_not_exists(#availability) OR #availability <> :preorder OR #preorder.#closesAt > :now)' +
        ' AND attribute_not_exists(#stockApart)',
      ExpressionAttributeNames: expect.objectContaining({ '#stockApart': 'stockApart' }),
      ExpressionAttributeValues: {
        ':quantity': 2,
        ':true': true,
        ':price': 2.5,
        ':preorder': 'preorder',
        ':now': NOW.toISOString(),
      },
    });
    expect(items[2]?.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(PK)',
      Item: {
        SK: 'ORDER',
        LINES6PK: 'CONSUMER#u-consumer',
        LINES4PK: 'ORDERS#2026-06',
        entity: 'Order',
        status: 'pending',
      },
    });
    expect(items[3]?.Put?.Item).toMatchObject({
      SK: expect.stringMatching(/^PO#/),
      LINES1PK: 'PRODUCER#farm-0',
      LINES3PK: 'PRODUCER#farm-0#STATUS#pending',
      entity: 'ProductOrder',
      position: 0,
    });
    expect(items[5]?.Delete).toEqual({
      TableName: 't',
      Key: { PK: 'USER#u-consumer', SK: 'CART' },
      ConditionExpression: '#version = :version',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':version': 3 },
    });
  });

  it('counts the coupon use, records the customer use and the idempotency key', () => {
    const { items, slots } = checkoutTransaction(plan(1, true), {
      tableName: 't',
      cartVersion: 1,
      idempotencyKey: 'k-1',
    });
    expect(items[slots.couponCounter ?? -1]?.Update).toMatchObject({
      Key: { PK: 'COUPON#BIENVENIDA10', SK: 'COUPON' },
      ExpressionAttributeValues: { ':max': 50, ':one': 1 },
    });
    expect(items[slots.couponCustomerUse ?? -1]?.Put).toMatchObject({
      Item: { PK: 'COUPON#BIENVENIDA10', SK: 'CUSTOMER#u-consumer', orderId: expect.any(String) },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(items[slots.idempotency ?? -1]?.Put).toMatchObject({
      Item: {
        PK: 'IDEMPOTENCY#u-consumer#k-1',
        SK: 'CHECKOUT',
        expiresAt: idempotencyExpiry(NOW),
        orderId: expect.any(String),
      },
      ConditionExpression: 'attribute_not_exists(PK) OR #expiresAt <= :now',
    });
    expect(idempotencyExpiry(NOW) - NOW.getTime() / 1000).toBe(24 * 3600);
  });

  it("writes a card order's Checkout Session, made before the transaction, in the order's own Put", () => {
    const card = plan(1, false, 'card');
    const { items, slots } = checkoutTransaction(card, {
      tableName: 't',
      cartVersion: 3,
      paymentSessionId: 'cs_1',
    });
    expect(items[slots.order]?.Put).toMatchObject({
      Item: { PK: `ORDER#${card.order.id}`, SK: 'ORDER', paymentSessionIds: new Set(['cs_1']) },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    // Without one (the provider out of reach, or another method), the item has no set (DynamoDB has no empty set).
    const without = checkoutTransaction(card, { tableName: 't', cartVersion: 3 });
    expect(without.items[without.slots.order]?.Put?.Item).not.toHaveProperty('paymentSessionIds');
  });

  it('fits DynamoDB’s 100 items with a full cart, a coupon and a key', () => {
    const { items } = checkoutTransaction(plan(CART_MAX_LINES, true), {
      tableName: 't',
      cartVersion: 1,
      idempotencyKey: 'k',
    });
    expect(items.length).toBe(85);
    expect(items.length).toBeLessThanOrEqual(100);
  });
  it('sells a product whose stock is apart from its stock item, with the same conditions, and leaves its item alone', () => {
    const { items } = checkoutTransaction(plan(2, false, 'cash_on_delivery', ['p1']), {
      tableName: 't',
      cartVersion: 3,
    });
    expect(items[0]?.Update?.Key).toEqual({ PK: 'PRODUCT#p0', SK: 'PRODUCT' });
    expect(items[1]?.Update).toMatchObject({
      Key: { PK: 'PRODUCT#p1', SK: 'STOCK' },
      UpdateExpression: 'SET #stock = #stock - :quantity',
      ConditionExpression:
        'attribute_exists(PK) AND #isActive = :true AND #stock >= :quantity AND #price = :price' +
        ' AND (attribute_not_exists(#availability) OR #availability <> :preorder OR #preorder.#closesAt > :now)',
    });
    expect(items[1]?.Update?.ExpressionAttributeNames).not.toHaveProperty('#stockApart');
    // No other action touches either product's item.
    const productKeysWritten = items
      .map((item) => item.Update?.Key ?? item.Put?.Item ?? item.Delete?.Key)
      .filter((key) => String(key?.PK).startsWith('PRODUCT#'));
    expect(productKeysWritten).toHaveLength(2);
  });
});
