/**
 * Checkout over HTTP on the real local stack: the order it writes (two farms, a coupon shared across the
 * product orders), every refusal with the original API's message and nothing written, the idempotent retry (also
 * concurrent), a once-per-customer coupon, and 20 consumers racing for the last 5 units (exactly 5 sold).
 */
import { describe, expect, it } from 'vitest';
import { cartKeys, couponKeys } from '../../services/lib/data/keys.js';
import type { Cart } from '../../shared/contracts/carts/entities.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { addItem, api, checkout, freshConsumer, freshProduct, getProduct, SHIPPING } from './commerce.js';
import { getItem, ordersOf, stockOf } from './table.js';
import { seededSuite } from './suite.js';
import { noStack } from './helpers.js';

const tokens = seededSuite();

const STOCK_GONE = 'Algunos productos ya no están disponibles. Revisa tu carrito.';
const PRICES_CHANGED = 'Los precios han cambiado. Revisa tu carrito.';

/** What a refused checkout must leave untouched: the cart item, the stock, no order. */
async function snapshot(userId: string, productIds: string[]) {
  const [cart, products, orders] = await Promise.all([
    getItem(cartKeys.item(userId)),
    Promise.all(productIds.map((id) => getProduct(id, tokens.producer))),
    ordersOf(userId),
  ]);
  return { cart, stock: products.map((product) => product.stock), orders: orders.length };
}

describe.skipIf(noStack)('checkout over HTTP', () => {
  it('needs a cart with lines: 404 without one, 403 when empty; consumers only', async () => {
    const { token } = await freshConsumer('co-none');
    const none = await checkout(token);
    expect(none.status).toBe(404);
    expect(none.body.status.message).toBe(
      'Tu carrito no fue encontrado. Agrega productos antes de hacer checkout.',
    );
    const product = await freshProduct(tokens.producer);
    const added = await addItem(token, product.productId, 1);
    await api(`/v1/carts/items/${added.body.data.cart.items[0]?.id}`, token, { method: 'DELETE' });
    const empty = await checkout(token);
    expect(empty.status).toBe(403);
    expect(empty.body.status.message).toBe(
      'Tu carrito está vacío o no tienes productos válidos para checkout.',
    );
    expect((await checkout(tokens.producer)).status).toBe(403);
    expect((await checkout('')).status).toBe(401);
  });

  it('checks the shipping info with the original messages and writes nothing', async () => {
    const { token, userId } = await freshConsumer('co-ship');
    const product = await freshProduct(tokens.producer, { stock: 4 });
    await addItem(token, product.productId, 2);
    const before = await snapshot(userId, [product.productId]);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...SHIPPING, fullName: ' ' }, 'Nombre completo es requerido'],
      [{ ...SHIPPING, address: '' }, 'Dirección es requerida'],
      [{ ...SHIPPING, city: undefined }, 'Ciudad es requerida'],
      [{ ...SHIPPING, postalCode: '' }, 'Código postal es requerido'],
      [{ ...SHIPPING, phone: '600-ABC' }, 'Formato de teléfono inválido'],
      [{ ...SHIPPING, email: 'ana@' }, 'Formato de email inválido'],
    ];
    const answers = await Promise.all(cases.map(([shipping]) => checkout(token, undefined, shipping)));
    answers.forEach((answer, index) => {
      expect(answer.status).toBe(422);
      expect(answer.body.status.message).toBe(cases[index]?.[1]);
      expect(answer.body.errors?.[0]?.field).toMatch(/^shippingInfo\./);
    });
    const missing = await api('/v1/orders/checkout', token, { method: 'POST', body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.status.message).toBe('Los datos de envío son requeridos');
    const badKey = await checkout(token, 'clave con espacios');
    expect(badKey.status).toBe(422);
    expect(await snapshot(userId, [product.productId])).toEqual(before);
  });

  it('turns the cart into one order with a product order per line and the discount shared', async () => {
    const { token, userId, email } = await freshConsumer('co-ok');
    const [a, b] = await Promise.all([
      freshProduct(tokens.producer, { price: 20.7, stock: 10 }),
      freshProduct(tokens.producerB, { price: 9.5, stock: 10 }),
    ]);
    await addItem(token, a.productId, 1);
    await addItem(token, b.productId, 2);
    await api('/v1/carts/coupon', token, { method: 'POST', body: { couponCode: 'bienvenida10' } });

    const answer = await checkout(token, `k-${userId}`);
    expect(answer.status).toBe(201);
    const order = answer.body.data.order;
    // 39,70 € of goods - 3,97 € (10 %) + each farm's shipping: 4,90 € for the first farm (20,70 €, free only
    // from 40 €) and 5,50 € for El Dragón (19 €, free only from 60 €).
    expect(order).toMatchObject({
      orderId: order.id,
      userId,
      status: 'pending',
      subtotal: 39.7,
      discount: 3.97,
      itemsTotal: 39.7,
      shippingTotal: 10.4,
      discountTotal: 3.97,
      totalPrice: 46.13,
      coupon: { code: 'BIENVENIDA10', type: 'percent', value: 10, discount: 3.97 },
      paymentMethod: 'cash_on_delivery',
      producerCount: 2,
      productOrdersCount: 2,
      completedProductOrders: 0,
      shippingInfo: SHIPPING,
      consumerInfo: { userId, email },
    });
    expect(order.orderCreatedAt).toBe(order.createdAt);
    expect(order.lastUpdatedAt).toBe(order.updatedAt);
    expect(order.items.map((item) => [item.productId, item.quantity, item.price])).toEqual([
      [a.productId, 1, 20.7],
      [b.productId, 2, 9.5],
    ]);
    expect(order.productOrders.map((po) => [po.productId, po.producerId, po.quantity, po.price])).toEqual([
      [a.productId, a.producerId, 1, 20.7],
      [b.productId, b.producerId, 2, 9.5],
    ]);
    expect(
      order.deliveries?.map((delivery) => [delivery.producerId, delivery.mode, delivery.shipping]),
    ).toEqual([
      [a.producerId, 'delivery', 4.9],
      [b.producerId, 'delivery', 5.5],
    ]);
    const shares = order.productOrders.map((po) => po.discount ?? 0);
    expect(shares).toEqual([2.07, 1.9]);
    // Each farm has one line here, so that line carries the farm's whole shipping.
    expect(order.productOrders.map((po) => po.shipping)).toEqual([4.9, 5.5]);
    // 20,70 - 2,07 + 4,90 and 19 - 1,90 + 5,50.
    expect(order.productOrders.map((po) => po.totalPrice)).toEqual([23.53, 22.6]);
    const paid = order.productOrders.reduce((sum, po) => sum + Math.round(po.totalPrice * 100), 0);
    expect(paid).toBe(4613);
    for (const po of order.productOrders) {
      expect(po).toMatchObject({ orderId: order.id, status: 'pending', userId });
      expect(po.history).toEqual([{ status: 'pending', at: order.createdAt, by: userId }]);
      expect(po.product).toMatchObject({
        productId: po.productId,
        isActive: true,
        producerId: po.producerId,
      });
    }

    expect((await api('/v1/carts', token)).status).toBe(404);
    expect(await stockOf(a.productId)).toBe(9);
    expect(await stockOf(b.productId)).toBe(8);
    const read = await api<{ order: Order }>(`/v1/orders/${order.id}`, token);
    expect(read.body.data.order).toEqual(order);
  });

  it('refuses when stock is gone or the product inactive, writing nothing', async () => {
    const { token, userId } = await freshConsumer('co-stock');
    const [a, b] = await Promise.all([
      freshProduct(tokens.producer, { stock: 3 }),
      freshProduct(tokens.producer, { stock: 3 }),
    ]);
    await addItem(token, a.productId, 2);
    await addItem(token, b.productId, 1);
    await api(`/v1/products/${a.productId}`, tokens.producer, { method: 'PUT', body: { stock: 1 } });
    const before = await snapshot(userId, [a.productId, b.productId]);
    const short = await checkout(token);
    expect(short.status).toBe(409);
    expect(short.body.status.message).toBe(STOCK_GONE);
    expect(await snapshot(userId, [a.productId, b.productId])).toEqual(before);

    await api(`/v1/products/${a.productId}`, tokens.producer, { method: 'PUT', body: { stock: 3 } });
    await api(`/v1/products/${b.productId}/status`, tokens.producer, {
      method: 'PATCH',
      body: { isActive: false },
    });
    const inactive = await checkout(token);
    expect(inactive.status).toBe(409);
    expect(inactive.body.status.message).toBe(STOCK_GONE);
    expect((await snapshot(userId, [a.productId, b.productId])).orders).toBe(0);
  });

  it('refuses when a price changed since it was added, writing nothing', async () => {
    const { token, userId } = await freshConsumer('co-price');
    const product = await freshProduct(tokens.producer, { price: 5, stock: 3 });
    await addItem(token, product.productId, 1);
    await api(`/v1/products/${product.productId}`, tokens.producer, { method: 'PUT', body: { price: 5.5 } });
    const before = await snapshot(userId, [product.productId]);
    const answer = await checkout(token);
    expect(answer.status).toBe(409);
    expect(answer.body.status.message).toBe(PRICES_CHANGED);
    expect(await snapshot(userId, [product.productId])).toEqual(before);
  });

  it('answers the same order to a retry with the same key, without a second order or decrement', async () => {
    const { token, userId } = await freshConsumer('co-retry');
    const product = await freshProduct(tokens.producer, { stock: 10 });
    await addItem(token, product.productId, 2);
    const key = `retry-${userId}`;
    const first = await checkout(token, key);
    expect(first.status).toBe(201);
    const again = await checkout(token, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.order.id).toBe(first.body.data.order.id);
    expect(await stockOf(product.productId)).toBe(8);
    expect(await ordersOf(userId)).toHaveLength(1);

    // Another key with an empty cart is a new checkout: 404, no cart any more.
    expect((await checkout(token, `${key}-b`)).status).toBe(404);
  });

  it('makes one order when the same key arrives several times at once', async () => {
    const { token, userId } = await freshConsumer('co-burst');
    const product = await freshProduct(tokens.producer, { stock: 10 });
    await addItem(token, product.productId, 3);
    const key = `burst-${userId}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout(token, key)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.order.id)).size).toBe(1);
    expect(await ordersOf(userId)).toHaveLength(1);
    expect(await stockOf(product.productId)).toBe(7);
  });

  it('lets a consumer use a once-per-customer coupon in one order, and again once it is cancelled', async () => {
    const { token, userId } = await freshConsumer('co-once');
    const product = await freshProduct(tokens.producer, { price: 10, stock: 10 });
    await addItem(token, product.productId, 1);
    await api('/v1/carts/coupon', token, { method: 'POST', body: { couponCode: 'BIENVENIDA10' } });
    const first = await checkout(token);
    expect(first.status).toBe(201);
    expect(await getItem(couponKeys.customerUse('BIENVENIDA10', userId))).toMatchObject({
      orderId: first.body.data.order.id,
    });

    await addItem(token, product.productId, 1);
    const refused = await api<{ cart: Cart }>('/v1/carts/coupon', token, {
      method: 'POST',
      body: { couponCode: 'BIENVENIDA10' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.status.message).toBe('Ya usaste el cupón BIENVENIDA10 en otro pedido.');

    const cancelled = await api(`/v1/orders/${first.body.data.order.id}`, token, { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(await getItem(couponKeys.customerUse('BIENVENIDA10', userId))).toBeUndefined();
    const applied = await api<{ cart: Cart }>('/v1/carts/coupon', token, {
      method: 'POST',
      body: { couponCode: 'BIENVENIDA10' },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data.cart.coupon?.discount).toBe(1);
  });

  it('sells exactly the last 5 units to 20 consumers racing for them', async () => {
    const product = await freshProduct(tokens.producer, { stock: 5, price: 7 });
    const consumers = [];
    for (let i = 0; i < 20; i += 1) consumers.push(await freshConsumer(`co-race-${i}`));
    for (const consumer of consumers)
      expect((await addItem(consumer.token, product.productId, 1)).status).toBe(200);

    const answers = await Promise.all(consumers.map((consumer) => checkout(consumer.token)));
    const sold = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) expect(answer.body.status.message).toBe(STOCK_GONE);
    expect(await stockOf(product.productId)).toBe(0);
    const orders = (await Promise.all(consumers.map((consumer) => ordersOf(consumer.userId)))).flat();
    expect(orders).toHaveLength(5);
  });
});
