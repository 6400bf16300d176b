import { describe, expect, it } from 'vitest';
import { checkCoupon, subtotalCentsOf } from '../carts/index.js';
import { NOW, coupon, line, productState, storedCart } from '../carts/testing.js';
import { planCheckout, type CheckoutInput } from './checkout-plan.js';
import { newPayment } from './payment/payment.js';

const SHIPPING = { fullName: 'Ana', address: 'Calle 1', city: 'Murcia', postalCode: '30001' };

function input(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  const a = productState({ productId: 'a', price: 20.7, producerId: 'farm-1', producerName: 'Finca 1' });
  const b = productState({ productId: 'b', price: 9.5, producerId: 'farm-2', producerName: 'Finca 2' });
  const c = productState({ productId: 'c', price: 1.99, producerId: 'farm-1', producerName: 'Finca 1' });
  const cart = storedCart([line(a, 1), line(b, 2), line(c, 3)]);
  return {
    userId: 'u-consumer',
    consumer: { fullName: 'Ana Ruiz', email: 'ana@example.com' },
    cart,
    products: new Map([a, b, c].map((p) => [p.productId, p])),
    coupon: null,
    shippingInfo: SHIPPING,
    terms: new Map(),
    payment: { method: 'cash_on_delivery', commissionRate: 10 },
    now: NOW,
    ...overrides,
  };
}

const ids = () => {
  let n = 0;
  return () => `id-${n++}`;
};

describe('planning a checkout', () => {
  it('makes a pending order and a pending product order per line, with totals in cents', () => {
    const plan = planCheckout(input(), ids());
    expect(plan.order).toMatchObject({
      id: 'id-0',
      orderId: 'id-0',
      userId: 'u-consumer',
      status: 'pending',
      subtotal: 45.67,
      discount: 0,
      totalPrice: 45.67,
      paymentMethod: 'cash_on_delivery',
      producerCount: 2,
      productOrdersCount: 3,
      completedProductOrders: 0,
      createdAt: NOW.toISOString(),
      orderCreatedAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      lastUpdatedAt: NOW.toISOString(),
      consumerInfo: { userId: 'u-consumer', fullName: 'Ana Ruiz', email: 'ana@example.com' },
      shippingInfo: SHIPPING,
      producerIds: ['farm-1', 'farm-2'],
    });
    // Equal to producerIds at checkout: not stored (the stats read producerIds then).
    expect(plan.order).not.toHaveProperty('activeProducerIds');
    // The cart's lines as the product orders keep them (the order item stores none: order-record.ts).
    expect(plan.order.items.map((item) => [item.id, item.productId, item.quantity])).toEqual([
      ['id-1', 'a', 1],
      ['id-2', 'b', 2],
      ['id-3', 'c', 3],
    ]);
    expect(plan.order.coupon).toBeUndefined();
    expect(plan.coupon).toBeNull();
    expect(
      plan.productOrders.map((po) => [po.id, po.productId, po.producerId, po.quantity, po.totalPrice]),
    ).toEqual([
      ['id-1', 'a', 'farm-1', 1, 20.7],
      ['id-2', 'b', 'farm-2', 2, 19],
      ['id-3', 'c', 'farm-1', 3, 5.97],
    ]);
    for (const po of plan.productOrders) {
      expect(po).toMatchObject({ orderId: 'id-0', status: 'pending', userId: 'u-consumer', discount: 0 });
      expect(po.history).toEqual([{ status: 'pending', at: NOW.toISOString(), by: 'u-consumer' }]);
      expect(po.product).toMatchObject({
        productId: po.productId,
        shortDescription: 'Dulce y jugosa',
        unit: 'kg',
      });
    }
  });

  it('shares a discount across product orders in proportion, adding up exactly', () => {
    const base = input();
    const rules = coupon({ type: 'percent', value: 10, maxUses: 100, oncePerCustomer: true });
    const check = checkCoupon(rules, {
      subtotalCents: subtotalCentsOf(base.cart.items),
      now: NOW,
      usedInOrder: null,
    });
    const plan = planCheckout({ ...base, coupon: { definition: rules, check } }, ids());
    expect(plan.order).toMatchObject({
      subtotal: 45.67,
      discount: 4.57,
      totalPrice: 41.1,
      coupon: { code: 'BIENVENIDA10', type: 'percent', value: 10, discount: 4.57 },
      couponCounted: true,
      couponCustomerUse: true,
    });
    expect(plan.coupon).toEqual({ code: 'BIENVENIDA10', countUse: true, maxUses: 100, customerUse: true });
    // A coupon without a limit is counted too (the admin's "Usos"), with no limit to check.
    const { maxUses: _limit, ...unlimited } = rules;
    const counted = planCheckout({ ...base, coupon: { definition: unlimited, check } }, ids());
    expect(counted.coupon).toEqual({ code: 'BIENVENIDA10', countUse: true, customerUse: true });
    expect(counted.order).toMatchObject({ couponCounted: true });
    const shares = plan.productOrders.map((po) => Math.round((po.discount ?? 0) * 100));
    expect(shares).toEqual([207, 190, 60]);
    const totals = plan.productOrders.map((po) => Math.round(po.totalPrice * 100));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(4110);
    for (const po of plan.productOrders)
      expect(Math.round(((po.subtotal ?? 0) - (po.discount ?? 0)) * 100)).toBe(
        Math.round(po.totalPrice * 100),
      );
  });

  it('ignores a coupon that does not apply and keeps the idempotency key', () => {
    const rules = coupon({ minTotal: 100 });
    const base = input();
    const check = checkCoupon(rules, { subtotalCents: 4567, now: NOW, usedInOrder: null });
    const plan = planCheckout(
      { ...base, coupon: { definition: rules, check }, idempotencyKey: 'k-1' },
      ids(),
    );
    expect(plan.order).toMatchObject({ discount: 0, totalPrice: 45.67, idempotencyKey: 'k-1' });
    expect(plan.coupon).toBeNull();
  });

  it('records the payment: its method, pending, for what the shopper pays; a transfer says its reference', () => {
    const cash = planCheckout(input(), ids());
    // The new payment record (its shape: payment/payment.test.ts) for the 45.67 the shopper pays.
    expect(cash.order.payment).toEqual(newPayment('cash_on_delivery', 4567, ''));
    expect(cash.order.paymentMethod).toBe('cash_on_delivery');
    const transfer = planCheckout(
      input({ payment: { method: 'bank_transfer', commissionRate: 10 } }),
      () => 'a1b2c3d4-0000-4000-8000-00000000abcd',
    );
    expect(transfer.order.payment).toMatchObject({ method: 'bank_transfer', reference: '0000ABCD' });
  });

  it("records each line's commission and the farm's net amount, in cents, after its share of the discount", () => {
    const rules = coupon({ type: 'fixed', value: 4 });
    const check = checkCoupon(rules, { subtotalCents: 4567, now: NOW, usedInOrder: null });
    const plan = planCheckout(
      input({
        coupon: { definition: rules, check },
        payment: { method: 'cash_on_delivery', commissionRate: 12.5 },
      }),
      ids(),
    );
    plan.settlements.forEach((settlement, index) => {
      const paid = Math.round((plan.productOrders[index]?.totalPrice ?? 0) * 100);
      expect(settlement.commissionRate).toBe(12.5);
      expect(Math.round(settlement.commission * 100)).toBe(Math.round(paid * 0.125));
      expect(Math.round((settlement.commission + settlement.net) * 100)).toBe(paid);
    });
  });

  it("charges each farm's shipping with its lines, takes no commission on it, and collects at a farm for free", () => {
    const terms = new Map([
      ['farm-1', { flatFee: 4.9, freeFrom: null, pickup: { address: 'Finca 1', hours: 'L-V' } }],
      ['farm-2', { flatFee: 3, freeFrom: 10, pickup: null }],
    ]);
    const delivered = planCheckout(input({ terms }), ids());
    // Farm 1: 20,70 + 5,97 = 26,67 € plus 4,90 €; farm 2: 19,00 € reaches its 10 € threshold.
    expect(delivered.order).toMatchObject({ itemsTotal: 45.67, shippingTotal: 4.9, totalPrice: 50.57 });
    expect(delivered.productOrders.map((line) => line.shipping)).toEqual([3.8, 0, 1.1]);
    expect(delivered.order.deliveries).toEqual([
      { producerId: 'farm-1', producerName: 'Finca 1', mode: 'delivery', shipping: 4.9 },
      { producerId: 'farm-2', producerName: 'Finca 2', mode: 'delivery', shipping: 0 },
    ]);
    delivered.settlements.forEach((settlement, index) => {
      const line = delivered.productOrders[index];
      const goods = Math.round(((line?.subtotal ?? 0) - (line?.discount ?? 0)) * 100);
      expect(Math.round(settlement.commission * 100)).toBe(Math.round(goods * 0.1));
      expect(Math.round((settlement.commission + settlement.net) * 100)).toBe(
        Math.round((line?.totalPrice ?? 0) * 100),
      );
    });
    expect(delivered.order.payment.amount).toBe(50.57);

    const collected = planCheckout(input({ terms, pickupFrom: new Set(['farm-1']) }), ids());
    expect(collected.order).toMatchObject({ shippingTotal: 0, totalPrice: 45.67 });
    expect(collected.order.deliveries?.[0]).toMatchObject({
      mode: 'pickup',
      shipping: 0,
      pickup: { address: 'Finca 1' },
    });
  });
});
