/**
 * Producer fulfilment over HTTP on the real local stack: the producer's product orders (list, filters, paging,
 * tab counts), the order as a producer sees it, status changes with every refusal of the original API, two concurrent
 * changes of one line (exactly one applies) and of two lines of one order (none lost), stock back on a farm's
 * cancel, the consumer's cancel rule, and stats that match the orders placed here (fresh farms, so the numbers
 * are exact), derived by the events function from the table's stream.
 */
import { describe, expect, it } from 'vitest';
import { SEED_ORDERS } from '../../infra/local/seed/orders.js';
import { orderKeys } from '../../services/lib/data/keys.js';
import type {
  Order,
  OrderStatsReport,
  ProducerOrderView,
  ProductOrder,
  ProductOrderStatusCounts,
} from '../../shared/contracts/orders/entities.js';
import { api, freshConsumer, freshProducer, freshProduct, placeOrder, orderOfTwo } from './commerce.js';
import { getItem, stockOf } from './table.js';
import { seededSuite } from './suite.js';
import { eventually, noStack } from './helpers.js';

type ListData = { orders: ProductOrder[]; nextToken: string | null; counts: ProductOrderStatusCounts };
type StatsData = { stats: OrderStatsReport };

const tokens = seededSuite();

const lineOf = (order: Order, productId: string): ProductOrder => {
  const line = order.productOrders.find((po) => po.productId === productId);
  if (!line) throw new Error(`No line of ${productId}`);
  return line;
};

const setStatus = (token: string, orderId: string, productOrderId: string, body: unknown) =>
  api<{ productOrder: ProductOrder; orderStatus: string }>(
    `/v1/orders/${orderId}/products/${productOrderId}/status`,
    token,
    { method: 'PATCH', body },
  );

const producerList = (token: string, query: Record<string, string> = {}) =>
  api<ListData>(`/v1/orders/producer?${new URLSearchParams(query)}`, token);

const consumerOrder = async (token: string, orderId: string) =>
  (await api<{ order: Order }>(`/v1/orders/${orderId}`, token)).body.data.order;

/**
 * A fresh farm and buyer, and the buyer's order of a product of the farm and one of producer B, each with `stock`
 * units: `units` of the farm's, then of B's.
 */
async function farmSale(prefix: string, stock: number, units: [mine: number, theirs: number]) {
  const [farm, buyer] = await Promise.all([freshProducer(prefix), freshConsumer(`${prefix}-buyer`)]);
  const sale = await orderOfTwo(
    buyer.token,
    [farm.token, { stock }, units[0]],
    [tokens.producerB, { stock }, units[1]],
  );
  return { farm, buyer, ...sale };
}

describe.skipIf(noStack)('producer fulfilment over HTTP', () => {
  it("lists only the farm's own lines, newest first, with buyer, filters, paging and tab counts", async () => {
    const [farm, buyer] = await Promise.all([freshProducer('po-list'), freshConsumer('po-buyer')]);
    const sale = await orderOfTwo(
      buyer.token,
      [farm.token, { stock: 20, price: 3 }, 2],
      [tokens.producerB, { stock: 20 }, 1],
    );
    const { mine, theirs, order: first } = sale;
    const second = await placeOrder(buyer.token, [[mine.productId, 1]]);

    const all = await producerList(farm.token);
    expect(all.status).toBe(200);
    expect(all.body.data.orders.map((po) => po.orderId)).toEqual([second.id, first.id]);
    expect(all.body.data.orders[1]).toMatchObject({
      orderId: first.id,
      productId: mine.productId,
      producerId: farm.userId,
      quantity: 2,
      price: 3,
      subtotal: 6,
      // A fresh farm ships on the shop's default terms: 4,90 €, free only from 40 €; its one line carries it.
      shipping: 4.9,
      totalPrice: 10.9,
      status: 'pending',
      buyerName: 'Ana Ruiz',
      buyerCity: 'Murcia',
      product: { name: mine.name },
    });
    expect(all.body.data.orders[0]).not.toHaveProperty('LINES1PK');
    expect(JSON.stringify(all.body.data.orders)).not.toContain(theirs.productId);

    const page1 = await producerList(farm.token, { limit: '1' });
    expect(page1.body.data.orders.map((po) => po.orderId)).toEqual([second.id]);
    const page2 = await producerList(farm.token, { limit: '1', nextToken: page1.body.data.nextToken ?? '' });
    expect(page2.body.data.orders.map((po) => po.orderId)).toEqual([first.id]);
    // The last page says it is the last: no token that would lead to an empty page.
    expect(page2.body.data.nextToken).toBeNull();

    await setStatus(farm.token, second.id, lineOf(second, mine.productId).id, { status: 'organizing' });
    const organizing = await producerList(farm.token, { status: 'organizing' });
    expect(organizing.body.data.orders.map((po) => po.orderId)).toEqual([second.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await producerList(farm.token, { fromDate: today, toDate: today })).body.data.orders,
    ).toHaveLength(2);
    expect((await producerList(farm.token, { toDate: '2020-01-01' })).body.data.orders).toEqual([]);

    await eventually(async () => {
      const counts = (await producerList(farm.token)).body.data.counts;
      expect(counts).toMatchObject({ all: 2, pending: 1, organizing: 1, cancelled: 0 });
      const dated = (await producerList(farm.token, { fromDate: today, toDate: today })).body.data.counts;
      expect(dated).toMatchObject({ all: 2, pending: 1, organizing: 1 });
    });

    const refused = await Promise.all([
      producerList(farm.token, { status: 'completed' }),
      producerList(farm.token, { fromDate: '2026-02-01', toDate: '2026-01-01' }),
      producerList(farm.token, { nextToken: page1.body.data.nextToken ?? '', status: 'pending' }),
      producerList(tokens.producer, { nextToken: page1.body.data.nextToken ?? '' }),
      producerList(farm.token, { producerId: 'otra-finca' }),
      producerList(buyer.token),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 403, 403]);
    expect(refused[0]?.body.status.message).toBe('Estado inválido para el ProductOrder.');
    expect(refused[4]?.body.status.message).toBe('No tienes permisos para realizar esta acción.');

    // Admins: one farm by producerId, or every farm (month shards).
    const byAdmin = await producerList(tokens.admin, { producerId: farm.userId });
    expect(byAdmin.body.data.orders.map((po) => po.orderId)).toEqual([second.id, first.id]);
    const everyone = await producerList(tokens.admin, { fromDate: today, limit: '100' });
    expect(everyone.status).toBe(200);
    const ids = everyone.body.data.orders.map((po) => po.id);
    expect(ids).toEqual(expect.arrayContaining(first.productOrders.map((po) => po.id)));
  });

  it('shows an order as the farm sees it: shipping info and only its own lines', async () => {
    const [farm, buyer] = await Promise.all([freshProducer('po-view'), freshConsumer('po-view-buyer')]);
    const [mine, theirs] = await Promise.all([
      freshProduct(farm.token, { stock: 5, price: 7.5 }),
      freshProduct(tokens.producerB, { stock: 5, price: 9 }),
    ]);
    const order = await placeOrder(buyer.token, [
      [theirs.productId, 1],
      [mine.productId, 2],
    ]);
    const view = await api<{ order: ProducerOrderView }>(`/v1/orders/producer/${order.id}`, farm.token);
    expect(view.status).toBe(200);
    expect(view.body.data.order).toMatchObject({
      id: order.id,
      status: 'pending',
      // 2 x 7,50 € + 4,90 € shipping (the shop's default for a fresh farm, free only from 40 €); never the other
      // farm's lines or shipping.
      totalPrice: 19.9,
      shippingTotal: 4.9,
      delivery: { producerId: farm.userId, mode: 'delivery', shipping: 4.9 },
      productOrdersCount: 1,
      shippingInfo: { fullName: 'Ana Ruiz', address: 'Calle Mayor 1', city: 'Murcia', postalCode: '30001' },
    });
    expect(view.body.data.order.productOrders.map((po) => po.productId)).toEqual([mine.productId]);
    expect(JSON.stringify(view.body.data.order)).not.toContain(theirs.productId);
    expect(view.body.data.order).not.toHaveProperty('items');

    const hidden = await Promise.all([
      api(`/v1/orders/producer/${order.id}`, tokens.producer),
      api('/v1/orders/producer/no-existe', farm.token),
    ]);
    for (const answer of hidden) {
      expect(answer.status).toBe(404);
      expect(answer.body.status.message).toBe('El pedido no fue encontrado.');
    }
    expect((await api(`/v1/orders/producer/${order.id}`, buyer.token)).status).toBe(403);
    const asAdmin = await api<{ order: ProducerOrderView }>(`/v1/orders/producer/${order.id}`, tokens.admin);
    expect(asAdmin.body.data.order.productOrders).toHaveLength(2);
  });

  it('moves a line step by step with notes and history; refuses everything else, writing nothing', async () => {
    const { farm, buyer, mine, theirs, order } = await farmSale('po-flow', 5, [1, 1]);
    const line = lineOf(order, mine.productId);
    const other = lineOf(order, theirs.productId);

    // Producer B on producer A's line: the original API's 403.
    const foreign = await setStatus(tokens.producerB, order.id, line.id, { status: 'organizing' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.status.message).toBe('No tienes permisos para actualizar este ProductOrder.');

    const steps = ['organizing', 'ready_to_ship', 'shipped'] as const;
    for (const status of steps) {
      const answer = await setStatus(farm.token, order.id, line.id, {
        status,
        ...(status === 'shipped' ? { notes: 'Enviado por mensajería refrigerada' } : {}),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.status.code).toBe('SUCCESS');
      expect(answer.body.data.productOrder).toMatchObject({ id: line.id, status });
      expect(answer.body.data.orderStatus).toBe('pending');
    }

    const seen = await consumerOrder(buyer.token, order.id);
    expect(seen.status).toBe('pending');
    expect(lineOf(seen, mine.productId)).toMatchObject({
      status: 'shipped',
      notes: 'Enviado por mensajería refrigerada',
    });
    expect(lineOf(seen, theirs.productId).status).toBe('pending');
    expect(lineOf(seen, mine.productId).history?.map((entry) => [entry.status, entry.by])).toEqual([
      ['pending', buyer.userId],
      ['organizing', farm.userId],
      ['ready_to_ship', farm.userId],
      ['shipped', farm.userId],
    ]);
    expect(lineOf(seen, mine.productId).history?.at(-1)?.notes).toBe('Enviado por mensajería refrigerada');
    const stored = await getItem(orderKeys.productOrder(order.id, line.id));
    expect(stored?.LINES3PK).toBe(`PRODUCER#${farm.userId}#STATUS#shipped`);

    // The consumer can no longer cancel: a line left pending.
    const cancel = await api(`/v1/orders/${order.id}`, buyer.token, { method: 'DELETE' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.status.message).toBe('El pedido no puede ser cancelado en su estado actual.');

    const before = await getItem(orderKeys.productOrder(order.id, line.id));
    const refusals = await Promise.all([
      setStatus(farm.token, order.id, line.id, { status: 'cancelled' }),
      setStatus(farm.token, order.id, line.id, { status: 'ready_to_ship' }),
      setStatus(farm.token, order.id, line.id, { status: 'shipped' }),
      setStatus(farm.token, order.id, line.id, { status: 'perdido' }),
      setStatus(farm.token, order.id, line.id, { status: 'delivered', notes: 'x'.repeat(501) }),
      setStatus(farm.token, order.id, line.id, {}),
      setStatus(farm.token, order.id, 'no-existe', { status: 'delivered' }),
      setStatus(farm.token, 'no-existe', line.id, { status: 'delivered' }),
      setStatus(buyer.token, order.id, line.id, { status: 'delivered' }),
      setStatus('', order.id, line.id, { status: 'delivered' }),
      setStatus(farm.token, order.id, line.id, '{"status":'),
    ]);
    expect(refusals.map((answer) => answer.status)).toEqual([
      409, 409, 409, 422, 422, 422, 404, 404, 403, 401, 400,
    ]);
    const conflict = 'El estado del ProductOrder no puede ser cambiado en su estado actual.';
    expect(refusals.slice(0, 3).map((answer) => answer.body.status.message)).toEqual([
      conflict,
      conflict,
      conflict,
    ]);
    expect(refusals[3]?.body.status.message).toBe('Estado inválido para el ProductOrder.');
    expect(refusals[4]?.body.errors).toEqual([
      { field: 'notes', message: 'Las notas no pueden superar los 500 caracteres' },
    ]);
    expect(await getItem(orderKeys.productOrder(order.id, line.id))).toEqual(before);

    // Delivering it and the other farm's line completes the order.
    expect((await setStatus(farm.token, order.id, line.id, { status: 'delivered' })).status).toBe(200);
    for (const status of ['organizing', 'ready_to_ship', 'shipped', 'delivered'])
      expect((await setStatus(tokens.producerB, order.id, other.id, { status })).status).toBe(200);
    const done = await consumerOrder(buyer.token, order.id);
    expect(done).toMatchObject({ status: 'completed', completedProductOrders: 2 });
    expect((await setStatus(farm.token, order.id, line.id, { status: 'cancelled' })).status).toBe(409);
  });

  it('two concurrent changes of one line: exactly one applies', async () => {
    const [farm, buyer] = await Promise.all([freshProducer('po-race'), freshConsumer('po-race-buyer')]);
    const product = await freshProduct(farm.token, { stock: 20 });
    // Two screens showing the line as pending: one moves it on, the other cancels it (the web sends the status
    // it shows as expectedStatus). Whatever the timing, one applies and the other is refused.
    for (let round = 0; round < 4; round += 1) {
      const order = await placeOrder(buyer.token, [[product.productId, 2]]);
      const line = order.productOrders[0] as ProductOrder;
      const stockBefore = await stockOf(product.productId);
      const answers = await Promise.all([
        setStatus(farm.token, order.id, line.id, { status: 'organizing', expectedStatus: 'pending' }),
        setStatus(farm.token, order.id, line.id, { status: 'cancelled', expectedStatus: 'pending' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)?.body.data.productOrder.status;
      const stored = lineOf(await consumerOrder(buyer.token, order.id), product.productId);
      expect(stored.status).toBe(winner);
      expect(stored.history).toHaveLength(2);
      expect(await stockOf(product.productId)).toBe(stockBefore + (winner === 'cancelled' ? 2 : 0));
      expect(answers.find((answer) => answer.status === 409)?.body.status.message).toBe(
        'El estado del ProductOrder no puede ser cambiado en su estado actual.',
      );
    }
    // The same move twice at once (the original API's body, no expectedStatus): it applies once.
    for (let round = 0; round < 3; round += 1) {
      const order = await placeOrder(buyer.token, [[product.productId, 1]]);
      const line = order.productOrders[0] as ProductOrder;
      const answers = await Promise.all(
        [1, 2, 3].map(() => setStatus(farm.token, order.id, line.id, { status: 'organizing' })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      const stored = lineOf(await consumerOrder(buyer.token, order.id), product.productId);
      expect(stored.history?.map((entry) => entry.status)).toEqual(['pending', 'organizing']);
    }
    const stale = await placeOrder(buyer.token, [[product.productId, 1]]);
    const staleLine = stale.productOrders[0] as ProductOrder;
    await setStatus(farm.token, stale.id, staleLine.id, { status: 'organizing' });
    const refused = await setStatus(farm.token, stale.id, staleLine.id, {
      status: 'cancelled',
      expectedStatus: 'pending',
    });
    expect(refused.status).toBe(409);
  });

  it('two farms changing their lines of one order at the same moment: no change is lost', async () => {
    const [farmA, farmB, buyer] = await Promise.all([
      freshProducer('po-two-a'),
      freshProducer('po-two-b'),
      freshConsumer('po-two-buyer'),
    ]);
    const [a, b] = await Promise.all([
      freshProduct(farmA.token, { stock: 10 }),
      freshProduct(farmB.token, { stock: 10 }),
    ]);
    for (let round = 0; round < 3; round += 1) {
      const order = await placeOrder(buyer.token, [
        [a.productId, 1],
        [b.productId, 1],
      ]);
      const answers = await Promise.all([
        setStatus(farmA.token, order.id, lineOf(order, a.productId).id, { status: 'organizing' }),
        setStatus(farmB.token, order.id, lineOf(order, b.productId).id, { status: 'organizing' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const stored = await consumerOrder(buyer.token, order.id);
      expect(stored.productOrders.map((po) => po.status)).toEqual(['organizing', 'organizing']);
      expect(stored.status).toBe('organizing');
      expect((await getItem(orderKeys.item(order.id)))?.version).toBe(2);
    }
  });

  it("a farm's cancel gives its units back; the consumer may still cancel the rest", async () => {
    const { farm, buyer, mine, theirs, order } = await farmSale('po-cancel', 8, [3, 2]);
    expect(await stockOf(mine.productId)).toBe(5);
    const cancelled = await setStatus(farm.token, order.id, lineOf(order, mine.productId).id, {
      status: 'cancelled',
      notes: 'Sin existencias de calibre grande',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.orderStatus).toBe('pending');
    expect(await stockOf(mine.productId)).toBe(8);
    expect((await getItem(orderKeys.item(order.id)))?.activeProducerIds).toEqual([theirs.producerId]);

    const rest = await api<{ order: Order }>(`/v1/orders/${order.id}`, buyer.token, { method: 'DELETE' });
    expect(rest.status).toBe(200);
    expect(rest.body.data.order.status).toBe('cancelled');
    expect(await stockOf(mine.productId)).toBe(8);
    expect(await stockOf(theirs.productId)).toBe(8);
    const history = lineOf(rest.body.data.order, mine.productId).history ?? [];
    expect(history.map((entry) => entry.status)).toEqual(['pending', 'cancelled']);
  });

  it('stats match the orders placed: distinct orders, revenue of the money in (pay on delivery: delivered), statuses, tops', async () => {
    const [farm, first, second] = await Promise.all([
      freshProducer('po-stats'),
      freshConsumer('po-stats-1'),
      freshConsumer('po-stats-2'),
    ]);
    const [big, small, elsewhere] = await Promise.all([
      freshProduct(farm.token, { stock: 50, price: 250, name: `Caja grande ${Date.now()}` }),
      freshProduct(farm.token, { stock: 50, price: 2.5, name: `Pitahaya suelta ${Date.now()}` }),
      freshProduct(tokens.producerB, { stock: 50, price: 4 }),
    ]);
    // 1: two lines of this farm in one order (counts once); 2: shared with another farm;
    // 3: the farm cancels its only line; 4: the consumer cancels the whole order.
    const order1 = await placeOrder(first.token, [
      [big.productId, 2],
      [small.productId, 1],
    ]);
    const order2 = await placeOrder(second.token, [
      [big.productId, 1],
      [elsewhere.productId, 1],
    ]);
    const order3 = await placeOrder(second.token, [[small.productId, 4]]);
    const order4 = await placeOrder(first.token, [[big.productId, 3]]);
    expect(
      (await setStatus(farm.token, order3.id, order3.productOrders[0]?.id ?? '', { status: 'cancelled' }))
        .status,
    ).toBe(200);
    expect((await api(`/v1/orders/${order4.id}`, first.token, { method: 'DELETE' })).status).toBe(200);
    expect(
      (await setStatus(farm.token, order1.id, lineOf(order1, big.productId).id, { status: 'organizing' }))
        .status,
    ).toBe(200);
    // Paid on delivery: order 2's line is money in once delivered (the farm collected it); order 1's is not yet.
    for (const status of ['organizing', 'ready_to_ship', 'shipped', 'delivered'] as const)
      expect(
        (await setStatus(farm.token, order2.id, lineOf(order2, big.productId).id, { status })).status,
      ).toBe(200);

    const expected = {
      producerId: farm.userId,
      totalOrders: 2,
      totalRevenue: 250,
      averageOrderValue: 125,
      totalUnits: 4,
      productOrders: 5,
      statusCounts: { pending: 1, organizing: 1, ready_to_ship: 0, shipped: 0, delivered: 1, cancelled: 2 },
      awaitingPayment: 0,
      // Products by the money in (units break ties; a product without revenue yet is not a top one).
      topProducts: [{ productId: big.productId, name: big.name, revenue: 250, units: 3 }],
    };
    const stats = await eventually(async () => {
      const answer = await api<StatsData>('/v1/orders/producer/stats?period=7d', farm.token);
      expect(answer.status).toBe(200);
      expect(answer.body.data.stats).toMatchObject(expected);
      return answer.body.data.stats;
    });
    expect(stats.series).toHaveLength(7);
    expect(stats.series.reduce((sum, point) => sum + point.orders, 0)).toBe(2);
    expect(stats.series.reduce((sum, point) => sum + point.revenue, 0)).toBeCloseTo(250, 2);
    expect(stats.series.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));

    // Every period counts the same orders (they were all placed today); 12m by month.
    for (const period of ['30d', '90d', '12m']) {
      const answer = await api<StatsData>(`/v1/orders/producer/stats?period=${period}`, farm.token);
      expect(answer.body.data.stats).toMatchObject({ ...expected, period });
    }
    const byDefault = await api<StatsData>('/v1/orders/producer/stats', farm.token);
    expect(byDefault.body.data.stats).toMatchObject({ period: '30d', granularity: 'day', totalOrders: 2 });
    expect(
      (await api<StatsData>('/v1/orders/producer/stats?period=12m', farm.token)).body.data.stats.series,
    ).toHaveLength(12);

    // Admins: the same figures by producerId; the shop's include this farm's revenue.
    const asAdmin = await api<StatsData>(
      `/v1/orders/producer/stats?period=7d&producerId=${farm.userId}`,
      tokens.admin,
    );
    expect(asAdmin.body.data.stats).toMatchObject(expected);
    const shop = await api<StatsData>('/v1/orders/stats?period=7d', tokens.admin);
    expect(shop.status).toBe(200);
    expect(shop.body.data.stats.producerId).toBeNull();
    expect(shop.body.data.stats.totalOrders).toBeGreaterThanOrEqual(3);
    expect(shop.body.data.stats.totalRevenue).toBeGreaterThanOrEqual(250);
    expect(shop.body.data.stats.orderStatusCounts?.cancelled).toBeGreaterThanOrEqual(2);
    expect(shop.body.data.stats.topProducers).toContainEqual({
      producerId: farm.userId,
      name: 'Cuenta po-stats',
      revenue: 250,
    });

    const refused = await Promise.all([
      api('/v1/orders/producer/stats?period=1y', farm.token),
      api('/v1/orders/producer/stats?producerId=otra', farm.token),
      api('/v1/orders/stats', farm.token),
      api('/v1/orders/producer/stats', first.token),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([422, 403, 403, 403]);
    expect(refused[0]?.body.status.message).toBe('El periodo debe ser 7d, 30d, 90d o 12m');
  });

  it("the demo producer's dashboard has numbers from the seeded orders", async () => {
    const seededLines = SEED_ORDERS.filter((order) => order.status !== 'cancelled').length;
    expect(seededLines).toBeGreaterThan(0);
    await eventually(async () => {
      const answer = await api<StatsData>('/v1/orders/producer/stats?period=90d', tokens.producer);
      expect(answer.body.data.stats.totalOrders).toBeGreaterThanOrEqual(3);
      expect(answer.body.data.stats.statusCounts.delivered).toBeGreaterThanOrEqual(1);
      expect(answer.body.data.stats.statusCounts.cancelled).toBeGreaterThanOrEqual(1);
      expect(answer.body.data.stats.topProducts.length).toBeGreaterThan(0);
    });
  });
});
