/**
 * Admin orders over HTTP on the real local stack: every order newest first with its filters (status, dates and
 * the producer, deduplicated and paged), opening any order with its audit trail, and the real whole-order status
 * change (PATCH /v1/orders/{id}/status): the lines follow, the audit entry is appended, cancel restores the stock,
 * every refusal with its message writes nothing, and the stats counters (derived from the table's stream) follow
 * an admin's change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { orderKeys } from '../../services/lib/data/keys.js';
import type { Order, OrderStatsReport, OrderSummary } from '../../shared/contracts/orders/entities.js';
import { GENERIC_MESSAGES } from '../../shared/messages/generic.js';
import { ORDER_MESSAGES } from '../../shared/messages/order.js';
import { VALIDATION_MESSAGES } from '../../shared/messages/validation.js';
import {
  api,
  freshConsumer,
  freshProducer,
  freshProduct,
  getProduct,
  placeOrder,
  orderOfTwo,
} from './commerce.js';
import { getItem } from './table.js';
import { seededSuite } from './suite.js';
import { eventually, noStack } from './helpers.js';

type ListData = { orders: OrderSummary[]; nextToken: string | null };

const tokens = seededSuite();
let adminId: string;

const subOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

const list = (token: string, query: Record<string, string> = {}) =>
  api<ListData>(`/v1/orders?${new URLSearchParams(query)}`, token);

const setOrderStatus = (token: string, orderId: string, body: unknown) =>
  api<{ order: Order }>(`/v1/orders/${orderId}/status`, token, { method: 'PATCH', body });

const openOrder = async (token: string, orderId: string) =>
  (await api<{ order: Order }>(`/v1/orders/${orderId}`, token)).body.data.order;

/** Every page of a list, following nextToken. */
async function allPages(token: string, query: Record<string, string>): Promise<string[][]> {
  const pages: string[][] = [];
  let nextToken = '';
  for (let round = 0; round < 20; round += 1) {
    const answer = await list(token, { ...query, ...(nextToken ? { nextToken } : {}) });
    expect(answer.status).toBe(200);
    pages.push(answer.body.data.orders.map((order) => order.id));
    if (!answer.body.data.nextToken) return pages;
    nextToken = answer.body.data.nextToken;
  }
  throw new Error('Too many pages');
}

describe.skipIf(noStack)('admin orders over HTTP', () => {
  beforeAll(() => {
    adminId = subOf(tokens.admin);
  });

  it('lists every order newest first, by status and dates, and refuses non-admin filters', async () => {
    const buyer = await freshConsumer('ao-list');
    const product = await freshProduct(tokens.producer, { stock: 10 });
    const older = await placeOrder(buyer.token, [[product.productId, 1]]);
    const newer = await placeOrder(buyer.token, [[product.productId, 1]]);

    const all = await list(tokens.admin, { limit: '5' });
    expect(all.status).toBe(200);
    expect(all.body.data.orders.slice(0, 2).map((order) => order.id)).toEqual([newer.id, older.id]);
    expect(all.body.data.orders[0]).not.toHaveProperty('productOrders');
    expect(all.body.data.orders[0]).not.toHaveProperty('GSI2PK');

    await setOrderStatus(tokens.admin, older.id, { status: 'organizing' });
    const organizing = await list(tokens.admin, { status: 'organizing', limit: '100' });
    expect(organizing.body.data.orders.map((order) => order.id)).toContain(older.id);
    expect(organizing.body.data.orders.every((order) => order.status === 'organizing')).toBe(true);
    const pending = await list(tokens.admin, { status: 'pending', limit: '100' });
    expect(pending.body.data.orders.map((order) => order.id)).toContain(newer.id);
    expect(pending.body.data.orders.map((order) => order.id)).not.toContain(older.id);

    const today = new Date().toISOString().slice(0, 10);
    const dated = await list(tokens.admin, { fromDate: today, toDate: today, limit: '100' });
    expect(dated.body.data.orders.map((order) => order.id)).toEqual(
      expect.arrayContaining([newer.id, older.id]),
    );
    expect(dated.body.data.orders.every((order) => order.createdAt.startsWith(today))).toBe(true);
    const past = await list(tokens.admin, { fromDate: '2020-01-01', toDate: '2020-01-31' });
    expect(past.body.data.orders).toEqual([]);

    const refused = await Promise.all([
      list(buyer.token, { producerId: 'una-finca' }),
      list(tokens.producer),
      list(tokens.admin, { producerId: 'no válido' }),
      list(tokens.admin, { status: 'perdido' }),
      list(tokens.admin, { fromDate: '2026-02-01', toDate: '2026-01-01' }),
      list(tokens.admin, { producerId: 'x', nextToken: all.body.data.nextToken ?? 'x' }),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 422, 422, 422, 422]);
    expect(refused.map((answer) => answer.body.status.message)).toEqual([
      ORDER_MESSAGES.adminFilterOnly,
      ORDER_MESSAGES.producerList,
      VALIDATION_MESSAGES.producerIdInvalid,
      VALIDATION_MESSAGES.orderStatusInvalid,
      VALIDATION_MESSAGES.dateRangeInvalid,
      GENERIC_MESSAGES.invalidPageToken,
    ]);
    // A consumer's own list and order never show the admins' audit trail.
    const mine = await list(buyer.token);
    expect(mine.body.data.orders.map((order) => order.id)).toEqual([newer.id, older.id]);
    expect(mine.body.data.orders[1]).not.toHaveProperty('audit');
  });

  it('filters by producer: each order with a line of the farm once, newest first, paged, by status', async () => {
    const [farm, buyer] = await Promise.all([freshProducer('ao-farm'), freshConsumer('ao-farm-buyer')]);
    const [a, b, other] = await Promise.all([
      freshProduct(farm.token, { stock: 20 }),
      freshProduct(farm.token, { stock: 20 }),
      freshProduct(tokens.producerB, { stock: 20 }),
    ]);
    const first = await placeOrder(buyer.token, [
      [a.productId, 1],
      [b.productId, 2],
      [other.productId, 1],
    ]);
    await placeOrder(buyer.token, [[other.productId, 1]]);
    const second = await placeOrder(buyer.token, [[b.productId, 1]]);
    const third = await placeOrder(buyer.token, [
      [a.productId, 1],
      [b.productId, 1],
    ]);

    const pages = await allPages(tokens.admin, { producerId: farm.userId, limit: '2' });
    expect(pages.flat()).toEqual([third.id, second.id, first.id]);
    expect(pages[0]).toHaveLength(2);
    const whole = await list(tokens.admin, { producerId: farm.userId });
    expect(whole.body.data.orders.map((order) => order.id)).toEqual([third.id, second.id, first.id]);
    expect(whole.body.data.orders[2]).toMatchObject({
      id: first.id,
      producerCount: 2,
      productOrdersCount: 3,
    });

    await setOrderStatus(tokens.admin, second.id, { status: 'cancelled' });
    const cancelled = await list(tokens.admin, { producerId: farm.userId, status: 'cancelled' });
    expect(cancelled.body.data.orders.map((order) => order.id)).toEqual([second.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await list(tokens.admin, { producerId: farm.userId, fromDate: today })).body.data.orders,
    ).toHaveLength(3);
    expect(
      (await list(tokens.admin, { producerId: farm.userId, toDate: '2020-01-01' })).body.data.orders,
    ).toEqual([]);
    expect((await list(tokens.admin, { producerId: 'nadie-vende-aqui' })).body.data.orders).toEqual([]);
  });

  it('advances a whole order: every line moves, the audit entry is recorded, the consumer sees the lines', async () => {
    const buyer = await freshConsumer('ao-advance');
    const { mine, order } = await orderOfTwo(
      buyer.token,
      [tokens.producer, { stock: 10 }, 1],
      [tokens.producerB, { stock: 10 }, 1],
    );

    const moved = await setOrderStatus(tokens.admin, order.id, {
      status: 'organizing',
      notes: 'Confirmado por teléfono',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.status.message).toBe(ORDER_MESSAGES.statusUpdated);
    const audit = moved.body.data.order.audit ?? [];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      from: 'pending',
      to: 'organizing',
      by: adminId,
      byName: 'Administración Pitahaya',
      notes: 'Confirmado por teléfono',
    });
    expect(Date.parse(audit[0]?.at ?? '')).not.toBeNaN();

    const opened = await openOrder(tokens.admin, order.id);
    expect(opened.status).toBe('organizing');
    expect(opened.audit).toEqual(audit);
    for (const line of opened.productOrders) {
      expect(line.status).toBe('organizing');
      expect(line.history?.at(-1)).toEqual({
        status: 'organizing',
        at: audit[0]?.at,
        by: adminId,
        notes: 'Confirmado por teléfono',
      });
    }
    const asConsumer = await openOrder(buyer.token, order.id);
    expect(asConsumer.status).toBe('organizing');
    expect(asConsumer).not.toHaveProperty('audit');

    // One farm moves its line on; the admin then brings the other one level: only it moves.
    const line = opened.productOrders.find((po) => po.productId === mine.productId);
    await api(`/v1/orders/${order.id}/products/${line?.id}/status`, tokens.producer, {
      method: 'PATCH',
      body: { status: 'ready_to_ship' },
    });
    const level = await setOrderStatus(tokens.admin, order.id, { status: 'ready_to_ship' });
    expect(level.status).toBe(200);
    expect(level.body.data.order.productOrders.map((po) => po.history?.length)).toEqual([3, 3]);
    await setOrderStatus(tokens.admin, order.id, { status: 'shipped' });
    const completed = await setOrderStatus(tokens.admin, order.id, {
      status: 'completed',
      notes: 'Entregado',
    });
    expect(completed.body.data.order).toMatchObject({ status: 'completed', completedProductOrders: 2 });
    expect(completed.body.data.order.audit?.map((entry) => `${entry.from}>${entry.to}`)).toEqual([
      'pending>organizing',
      'organizing>ready_to_ship',
      'ready_to_ship>shipped',
      'shipped>completed',
    ]);
    expect((await openOrder(buyer.token, order.id)).productOrders.map((po) => po.status)).toEqual([
      'delivered',
      'delivered',
    ]);
  });

  it('cancel restores the stock of every line; refusals say why and write nothing', async () => {
    const buyer = await freshConsumer('ao-cancel');
    const { mine, theirs, order } = await orderOfTwo(
      buyer.token,
      [tokens.producer, { stock: 10 }, 3],
      [tokens.producerB, { stock: 10 }, 2],
    );
    expect((await getProduct(mine.productId, tokens.producer)).stock).toBe(7);
    await setOrderStatus(tokens.admin, order.id, { status: 'organizing' });

    const stored = async () => JSON.stringify(await getItem(orderKeys.item(order.id)));
    const before = await stored();
    const refused = await Promise.all([
      setOrderStatus(tokens.admin, order.id, { status: 'organizing' }),
      setOrderStatus(tokens.admin, order.id, { status: 'shipped' }),
      setOrderStatus(tokens.admin, order.id, { status: 'pending' }),
      setOrderStatus(tokens.admin, order.id, { status: 'perdido' }),
      setOrderStatus(tokens.admin, order.id, { status: 'cancelled', notes: 'x'.repeat(501) }),
      setOrderStatus(tokens.admin, order.id, {}),
      setOrderStatus(tokens.admin, 'no-existe-este-pedido', { status: 'cancelled' }),
      setOrderStatus(tokens.producer, order.id, { status: 'cancelled' }),
      setOrderStatus(buyer.token, order.id, { status: 'cancelled' }),
      setOrderStatus('', order.id, { status: 'cancelled' }),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([
      409, 409, 409, 422, 422, 422, 404, 403, 403, 401,
    ]);
    expect(refused.slice(0, 5).map((answer) => answer.body.status.message)).toEqual([
      ORDER_MESSAGES.statusSame,
      ORDER_MESSAGES.statusSkip,
      ORDER_MESSAGES.statusBackwards,
      VALIDATION_MESSAGES.orderStatusInvalid,
      VALIDATION_MESSAGES.notesMax,
    ]);
    expect(refused[6]?.body.status.message).toBe(ORDER_MESSAGES.notFound);
    expect(refused[7]?.body.status.message).toBe(GENERIC_MESSAGES.forbidden);
    expect(await stored()).toBe(before);

    const cancelled = await setOrderStatus(tokens.admin, order.id, {
      status: 'cancelled',
      notes: 'Sin stock en bodega',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.order.status).toBe('cancelled');
    expect(cancelled.body.data.order.productOrders.map((po) => po.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(cancelled.body.data.order.audit?.at(-1)).toMatchObject({
      from: 'organizing',
      to: 'cancelled',
      by: adminId,
      notes: 'Sin stock en bodega',
    });
    expect((await getProduct(mine.productId, tokens.producer)).stock).toBe(10);
    expect((await getProduct(theirs.productId, tokens.producerB)).stock).toBe(10);
    const again = await setOrderStatus(tokens.admin, order.id, { status: 'organizing' });
    expect([again.status, again.body.status.message]).toEqual([409, ORDER_MESSAGES.statusFinal]);

    // A line that has shipped cannot be cancelled, so neither can the order.
    const shippedOrder = await placeOrder(buyer.token, [[mine.productId, 1]]);
    for (const status of ['organizing', 'ready_to_ship', 'shipped'])
      await setOrderStatus(tokens.admin, shippedOrder.id, { status });
    const stock = (await getProduct(mine.productId, tokens.producer)).stock;
    const shipped = await setOrderStatus(tokens.admin, shippedOrder.id, { status: 'cancelled' });
    expect([shipped.status, shipped.body.status.message]).toEqual([409, ORDER_MESSAGES.statusCancelShipped]);
    expect((await getProduct(mine.productId, tokens.producer)).stock).toBe(stock);
  });

  it("the stats counters follow an admin's change (fresh farm: exact figures)", async () => {
    const [farm, buyer] = await Promise.all([freshProducer('ao-stats'), freshConsumer('ao-stats-buyer')]);
    const product = await freshProduct(farm.token, { stock: 10, price: 4 });
    const kept = await placeOrder(buyer.token, [[product.productId, 2]]);
    const dropped = await placeOrder(buyer.token, [[product.productId, 1]]);
    const stats = async () =>
      (await api<{ stats: OrderStatsReport }>('/v1/orders/producer/stats', farm.token)).body.data.stats;
    // Paid on delivery: no money is in until the farm delivers (and collects).
    await eventually(async () =>
      expect(await stats()).toMatchObject({ totalOrders: 2, totalRevenue: 0, totalUnits: 3 }),
    );

    await setOrderStatus(tokens.admin, kept.id, { status: 'organizing' });
    await setOrderStatus(tokens.admin, dropped.id, { status: 'cancelled' });
    await eventually(async () =>
      expect(await stats()).toMatchObject({
        totalOrders: 1,
        totalRevenue: 0,
        totalUnits: 2,
        productOrders: 2,
        statusCounts: { pending: 0, organizing: 1, cancelled: 1 },
      }),
    );
    // Delivered: the revenue is what the line cost, shipping included (4,90 €, the shop's default, free only
    // from 40 €): 8 + 4,90.
    for (const status of ['ready_to_ship', 'shipped', 'delivered'] as const)
      await setOrderStatus(tokens.admin, kept.id, { status });
    await eventually(async () =>
      expect(await stats()).toMatchObject({ totalOrders: 1, totalRevenue: 12.9, totalUnits: 2 }),
    );
  });
});
