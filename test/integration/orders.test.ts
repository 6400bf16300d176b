/**
 * The consumer's orders over HTTP on the real local stack: lists (newest first, status and date filters,
 * paging), who may read an order, cancel (stock back, statuses and history, refused once a farm moved a line
 * on, also when that happens between the read and the write), and the seeded demo orders.
 */
import { describe, expect, it } from 'vitest';
import { orderKeys } from '../../services/lib/data/keys.js';
import { fullOrderItem } from '../../services/orders/index.js';
import { SEED_ORDERS } from '../../infra/local/seed/orders.js';
import type { Order, OrderSummary } from '../../shared/contracts/orders/entities.js';
import { api, freshConsumer, freshProduct, placeOrder, unitsOf } from './commerce.js';
import { getItem, stockOf, updateItem } from './table.js';
import { seededSuite } from './suite.js';
import { noStack } from './helpers.js';

type ListData = { orders: OrderSummary[]; nextToken: string | null };
type OrderData = { order: Order };

const tokens = seededSuite();

const list = (token: string, query: Record<string, string> = {}) =>
  api<ListData>(`/v1/orders?${new URLSearchParams(query)}`, token);

/** What a farm does (docs/producer-fulfilment.md): moves a product order on (straight in the table). */
async function moveLine(orderId: string, productOrderId: string, status: string) {
  await updateItem(orderKeys.productOrder(orderId, productOrderId), {
    UpdateExpression: 'SET #status = :status',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status },
  });
}

describe.skipIf(noStack)('orders over HTTP', () => {
  it("lists a consumer's own orders newest first, with status and date filters and paging", async () => {
    const [buyer, other] = await Promise.all([freshConsumer('or-list'), freshConsumer('or-other')]);
    const product = await freshProduct(tokens.producer, { stock: 20 });
    const placed: Order[] = [];
    for (let i = 0; i < 3; i += 1) placed.push(await placeOrder(buyer.token, unitsOf(1, product)));
    await api(`/v1/orders/${placed[0]?.id}`, buyer.token, { method: 'DELETE' });
    await placeOrder(other.token, unitsOf(1, product));

    const all = await list(buyer.token);
    expect(all.status).toBe(200);
    expect(all.body.data.orders.map((order) => order.id)).toEqual(placed.map((order) => order.id).reverse());
    expect(all.body.data.nextToken).toBeNull();
    expect(all.body.data.orders[0]).not.toHaveProperty('productOrders');
    expect(all.body.data.orders[0]).not.toHaveProperty('PK');
    expect(all.body.data.orders[0]).not.toHaveProperty('producerIds');
    // The consumer's entry is the order's keys and status on LINES6 (no whole copy in GSI1): read by key.
    const newest = await getItem(orderKeys.item(placed[2]?.id ?? ''));
    expect(newest).toMatchObject({
      LINES6PK: `CONSUMER#${buyer.userId}`,
      LINES6SK: `${placed[2]?.createdAt}#${placed[2]?.id}`,
    });
    expect(newest).not.toHaveProperty('GSI1PK');
    // The order item keeps the lines the checkout answered: the list reads no line (docs/data-model.md).
    // Stored without what a read gives back (services/orders/stored-order.ts), read whole.
    const stored = (await getItem(orderKeys.item(placed[2]?.id ?? ''))) ?? {};
    expect(Array.isArray(stored.items)).toBe(true);
    expect(fullOrderItem(stored).items).toEqual(placed[2]?.items);
    expect(all.body.data.orders.map((order) => order.items)).toEqual(
      placed.map((order) => order.items).reverse(),
    );

    const first = await list(buyer.token, { limit: '2' });
    expect(first.body.data.orders).toHaveLength(2);
    expect(first.body.data.nextToken).toEqual(expect.any(String));
    const second = await list(buyer.token, { limit: '2', nextToken: first.body.data.nextToken ?? '' });
    expect(second.body.data.orders.map((order) => order.id)).toEqual([placed[0]?.id]);

    const cancelled = await list(buyer.token, { status: 'cancelled' });
    expect(cancelled.body.data.orders.map((order) => order.id)).toEqual([placed[0]?.id]);
    const pending = await list(buyer.token, { status: 'pending' });
    expect(pending.body.data.orders).toHaveLength(2);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(buyer.token, { fromDate: today, toDate: today })).body.data.orders).toHaveLength(3);
    expect((await list(buyer.token, { toDate: '2020-01-01' })).body.data.orders).toEqual([]);
    const later = placed[1]?.createdAt ?? '';
    expect((await list(buyer.token, { fromDate: later })).body.data.orders.map((o) => o.id)).toEqual([
      placed[2]?.id,
      placed[1]?.id,
    ]);

    const refused = await Promise.all([
      list(buyer.token, { status: 'perdido' }),
      list(buyer.token, { fromDate: '2026-02-01', toDate: '2026-01-01' }),
      list(buyer.token, { limit: '0' }),
      list(buyer.token, { nextToken: 'no-es-un-token' }),
      list(other.token, { limit: '2', nextToken: first.body.data.nextToken ?? '' }),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 422]);
  });

  it('answers 403 to a producer listing and lets an admin list every order by month', async () => {
    const producer = await list(tokens.producer);
    expect(producer.status).toBe(403);
    expect(producer.body.status.message).toBe(
      'Los productores consultan sus pedidos desde el panel de productor.',
    );
    const everyOrder = async (limit: string) => {
      const ids: string[] = [];
      let nextToken: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof list>> = await list(tokens.admin, {
          limit,
          ...(nextToken ? { nextToken } : {}),
        });
        expect(page.status).toBe(200);
        ids.push(...page.body.data.orders.map((order) => order.id));
        const dates = page.body.data.orders.map((order) => order.createdAt);
        expect(dates).toEqual([...dates].sort().reverse());
        nextToken = page.body.data.nextToken;
      } while (nextToken && ids.length < 2000);
      return ids;
    };
    const ids = await everyOrder('100');
    for (const seeded of SEED_ORDERS) expect(ids).toContain(seeded.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await everyOrder('3')).toEqual(ids);
    expect((await list(tokens.admin, { nextToken: 'eyJtb250aCI6IjE5OTktMDEifQ' })).status).toBe(422);
  });

  it('answers an order item written with its own copy of the cart lines (before issue 35) with that copy', async () => {
    const buyer = await freshConsumer('or-legacy');
    const product = await freshProduct(tokens.producer, { stock: 5 });
    const order = await placeOrder(buyer.token, unitsOf(1, product));
    const own = [{ ...order.items[0], id: 'linea-del-carrito' }];
    await updateItem(orderKeys.item(order.id), {
      UpdateExpression: 'SET #items = :items',
      ExpressionAttributeNames: { '#items': 'items' },
      ExpressionAttributeValues: { ':items': own },
    });
    const read = await api<OrderData>(`/v1/orders/${order.id}`, buyer.token);
    expect(read.body.data.order).toEqual({ ...order, items: own });
    const listed = await list(buyer.token);
    expect(listed.body.data.orders.find((entry) => entry.id === order.id)?.items).toEqual(own);
  });

  it('answers an order item stored without its copy of the lines (the checkout wrote some for a while) from its lines', async () => {
    const buyer = await freshConsumer('or-linesonly');
    const product = await freshProduct(tokens.producer, { stock: 5 });
    const order = await placeOrder(buyer.token, unitsOf(2, product));
    await updateItem(orderKeys.item(order.id), {
      UpdateExpression: 'REMOVE #items',
      ExpressionAttributeNames: { '#items': 'items' },
    });
    const read = await api<OrderData>(`/v1/orders/${order.id}`, buyer.token);
    expect(read.body.data.order).toEqual(order);
    const listed = await list(buyer.token);
    expect(listed.body.data.orders.find((entry) => entry.id === order.id)?.items).toEqual(order.items);
  });

  it('shows an order to its consumer and admins only', async () => {
    const [owner, stranger] = await Promise.all([freshConsumer('or-owner'), freshConsumer('or-stranger')]);
    const product = await freshProduct(tokens.producerB, { stock: 5 });
    const order = await placeOrder(owner.token, unitsOf(2, product));

    const mine = await api<OrderData>(`/v1/orders/${order.id}`, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.order).toEqual(order);
    const consumerPath = await api<OrderData>(`/v1/orders/consumer/${order.id}`, owner.token);
    expect(consumerPath.body.data.order).toEqual(order);
    expect((await api<OrderData>(`/v1/orders/${order.id}`, tokens.admin)).body.data.order.id).toBe(order.id);

    const hidden = await Promise.all([
      api(`/v1/orders/${order.id}`, stranger.token),
      api(`/v1/orders/consumer/${order.id}`, stranger.token),
      api(`/v1/orders/${order.id}`, tokens.producerB),
      api(`/v1/orders/no-existe`, owner.token),
      api(`/v1/orders/${order.id}`, stranger.token, { method: 'DELETE' }),
    ]);
    for (const answer of hidden) {
      expect(answer.status).toBe(404);
      expect(answer.body.status.message).toBe('El pedido no fue encontrado.');
    }
    expect((await api(`/v1/orders/consumer/${order.id}`, tokens.admin)).status).toBe(403);
    expect((await api('/v1/orders/a%20b', owner.token)).status).toBe(422);
    expect((await api(`/v1/orders/${order.id}`)).status).toBe(401);
  });

  it('cancels a pending order: statuses, history and stock back, and only once', async () => {
    const { token, userId } = await freshConsumer('or-cancel');
    const [a, b] = await Promise.all([
      freshProduct(tokens.producer, { stock: 6 }),
      freshProduct(tokens.producerB, { stock: 6 }),
    ]);
    const order = await placeOrder(token, unitsOf(2, a, b));
    expect(await stockOf(a.productId)).toBe(4);

    const answer = await api<OrderData>(`/v1/orders/${order.id}`, token, { method: 'DELETE' });
    expect(answer.status).toBe(200);
    expect(answer.body.status.code).toBe('SUCCESS');
    const cancelled = answer.body.data.order;
    expect(cancelled.status).toBe('cancelled');
    for (const po of cancelled.productOrders) {
      expect(po.status).toBe('cancelled');
      expect(po.history?.map((entry) => [entry.status, entry.by])).toEqual([
        ['pending', userId],
        ['cancelled', userId],
      ]);
    }
    const stored = await getItem(orderKeys.productOrder(order.id, cancelled.productOrders[0]?.id ?? ''));
    expect(stored?.LINES3PK).toBe(`PRODUCER#${a.producerId}#STATUS#cancelled`);
    expect(await stockOf(a.productId)).toBe(6);
    expect(await stockOf(b.productId)).toBe(6);

    const again = await api(`/v1/orders/${order.id}`, token, { method: 'DELETE' });
    expect(again.status).toBe(409);
    expect(again.body.status.message).toBe('El pedido no puede ser cancelado en su estado actual.');
    expect(await stockOf(a.productId)).toBe(6);
  });

  it('refuses to cancel once a farm moved a line on, writing nothing', async () => {
    const { token } = await freshConsumer('or-moved');
    const [a, b] = await Promise.all([
      freshProduct(tokens.producer, { stock: 5 }),
      freshProduct(tokens.producerB, { stock: 5 }),
    ]);
    const order = await placeOrder(token, unitsOf(1, a, b));
    await moveLine(order.id, order.productOrders[1]?.id ?? '', 'organizing');
    const answer = await api(`/v1/orders/${order.id}`, token, { method: 'DELETE' });
    expect(answer.status).toBe(409);
    expect(answer.body.status.message).toBe('El pedido no puede ser cancelado en su estado actual.');
    const after = await api<OrderData>(`/v1/orders/${order.id}`, token);
    expect(after.body.data.order.status).toBe('pending');
    expect(after.body.data.order.productOrders.map((po) => po.status)).toEqual(['pending', 'organizing']);
    expect(await stockOf(a.productId)).toBe(4);
  });

  it('lets only one of a cancel and a concurrent farm change win', async () => {
    const { token } = await freshConsumer('or-race');
    const product = await freshProduct(tokens.producer, { stock: 5 });
    const order = await placeOrder(token, unitsOf(1, product));
    const line = order.productOrders[0]?.id ?? '';
    // The farm's change is conditioned on pending, like the producer's status change: exactly one of them applies.
    const farm = updateItem(orderKeys.productOrder(order.id, line), {
      UpdateExpression: 'SET #status = :organizing',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':organizing': 'organizing', ':pending': 'pending' },
    }).then(
      () => true,
      () => false,
    );
    const [cancel, farmWon] = await Promise.all([
      api<OrderData>(`/v1/orders/${order.id}`, token, { method: 'DELETE' }),
      farm,
    ]);
    const after = (await api<OrderData>(`/v1/orders/${order.id}`, token)).body.data.order;
    const stock = await stockOf(product.productId);
    if (farmWon) {
      expect(cancel.status).toBe(409);
      expect(after.productOrders[0]?.status).toBe('organizing');
      expect(stock).toBe(4);
    } else {
      expect(cancel.status).toBe(200);
      expect(after.productOrders[0]?.status).toBe('cancelled');
      expect(stock).toBe(5);
    }
  });

  it("shows the demo consumer's seeded orders with their product orders and history", async () => {
    const answer = await list(tokens.consumer, { limit: '100' });
    expect(answer.status).toBe(200);
    const ids = answer.body.data.orders.map((order) => order.id);
    for (const seeded of SEED_ORDERS) expect(ids).toContain(seeded.id);

    const withCoupon = SEED_ORDERS.find((seeded) => seeded.couponCode);
    const detail = await api<OrderData>(`/v1/orders/${withCoupon?.id}`, tokens.consumer);
    const order = detail.body.data.order;
    expect(order).toMatchObject({ status: withCoupon?.status, coupon: { code: 'FRESCA5', discount: 5 } });
    // The seed prices its orders with the farms' terms: 32 € from the first farm (free only from 40 €) and
    // 2 x 6,80 € from La Pitaya (the shop's default, free only from 40 €) each pay 4,90 € shipping.
    expect(order).toMatchObject({ subtotal: 45.6, itemsTotal: 45.6, shippingTotal: 9.8, discountTotal: 5 });
    expect(order.productOrders.map((po) => po.shipping)).toEqual([4.9, 4.9]);
    expect(order.totalPrice).toBeCloseTo((order.subtotal ?? 0) + 4.9 + 4.9 - 5, 2);
    expect(order.productOrders).toHaveLength(withCoupon?.lines.length ?? 0);
    for (const po of order.productOrders) {
      expect(po.history?.[0]?.status).toBe('pending');
      expect(po.history?.at(-1)?.status).toBe(po.status);
    }

    const delivered = SEED_ORDERS.find((seeded) => seeded.status === 'completed');
    const refused = await api(`/v1/orders/${delivered?.id}`, tokens.consumer, { method: 'DELETE' });
    expect(refused.status).toBe(409);
  });
});
