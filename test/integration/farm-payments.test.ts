/**
 * What a farm sees of the money, on the real local stack (docs/payments.md, "What a farm sees of the money";
 * docs/producer-fulfilment.md): a card order and a bank transfer not paid yet wait apart as «Esperando el
 * pago» (their own list stage and count, out of the pending work), every line answers its order's payment
 * {method, status} in the farm's list and order view, nothing can move them beyond pending before the money
 * arrives (409 for the farm's line move, its farm-wide move and an admin's whole-order change, writing
 * nothing), and once paid (the provider's webhook; an admin's transfer mark) they are the farm's work and its
 * revenue. A pay-on-delivery order is work at once and counts as revenue once delivered.
 */
import { describe, expect, it } from 'vitest';
import type { PlacedOrderAnswer, ProductOrderPage } from '../../shared/contracts/orders/contract.js';
import type { OrderStatsReport, ProducerOrderView } from '../../shared/contracts/orders/entities.js';
import { ORDER_PAYMENT_MESSAGES } from '../../shared/messages/order-payment.js';
import {
  SHIPPING,
  addItem,
  api,
  deliverFarmLines,
  freshConsumer,
  freshProducer,
  freshProduct,
  placeOrder,
} from './commerce.js';
import { baseUrl, eventually, noStack } from './helpers.js';
import { seededSuite } from './suite.js';

const tokens = seededSuite();

const list = (token: string, query: Record<string, string> = {}) =>
  api<ProductOrderPage>(`/v1/orders/producer?${new URLSearchParams(query)}`, token);
const view = async (token: string, orderId: string) =>
  (await api<{ order: ProducerOrderView }>(`/v1/orders/producer/${orderId}`, token)).body.data.order;
const stats = async (token: string) =>
  (await api<{ stats: OrderStatsReport }>('/v1/orders/producer/stats?period=7d', token)).body.data.stats;

async function payCard(url: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/_local/payments/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url, card: '4242424242424242' }),
  });
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { status: string }).status).toBe('succeeded');
}

describe.skipIf(noStack)("a farm's orders and their money", () => {
  it('keeps unpaid card and transfer orders apart, unmovable, until their money arrives', async () => {
    const [farm, buyer] = await Promise.all([freshProducer('fp-farm'), freshConsumer('fp-buyer')]);
    const product = await freshProduct(farm.token, { stock: 20, price: 12.5, unit: 'esqueje' });

    // A card order (its hosted page kept to pay it later) and a bank transfer.
    await addItem(buyer.token, product.productId, 2);
    const card = await api<PlacedOrderAnswer>('/v1/orders/checkout', buyer.token, {
      method: 'POST',
      body: { shippingInfo: SHIPPING, paymentMethod: 'card' },
    });
    expect(card.status, card.text).toBe(201);
    const cardOrder = card.body.data.order;
    const transfer = await placeOrder(buyer.token, [[product.productId, 1]], 'bank_transfer');

    // «Esperando el pago»: their own stage, with the deadline; not the farm's pending work.
    const awaiting = await list(farm.token, { status: 'awaiting_payment' });
    expect(awaiting.status).toBe(200);
    expect(awaiting.body.data.orders.map((line) => line.orderId).sort()).toEqual(
      [cardOrder.id, transfer.id].sort(),
    );
    for (const line of awaiting.body.data.orders) {
      expect(line.status).toBe('pending');
      expect(line.payment).toMatchObject({ status: 'pending', dueAt: expect.any(String), paidAt: null });
      // What the shop keeps: 10 % of the goods, never of the shipping.
      expect(line.commission).toBe(Math.round(line.quantity * 12.5 * 10) / 100);
    }
    expect(awaiting.body.data.orders.find((line) => line.orderId === cardOrder.id)?.payment.method).toBe(
      'card',
    );
    expect((await list(farm.token, { status: 'pending' })).body.data.orders).toEqual([]);
    const counts = await eventually(async () => {
      const answer = (await list(farm.token)).body.data.counts;
      expect(answer).toMatchObject({ awaiting_payment: 2, pending: 0, all: 2 });
      return answer;
    });
    expect(counts.organizing).toBe(0);

    // Nothing moves beyond pending: the farm's line, its farm-wide move, an admin's whole-order change.
    const cardLine = cardOrder.productOrders[0]?.id ?? '';
    const refusals = await Promise.all([
      api(`/v1/orders/${cardOrder.id}/products/${cardLine}/status`, farm.token, {
        method: 'PATCH',
        body: { status: 'organizing' },
      }),
      api(`/v1/orders/producer/${transfer.id}/status`, farm.token, {
        method: 'PATCH',
        body: { status: 'organizing' },
      }),
      api(`/v1/orders/${transfer.id}/status`, tokens.admin, {
        method: 'PATCH',
        body: { status: 'organizing' },
      }),
    ]);
    expect(refusals.map((answer) => answer.status)).toEqual([409, 409, 409]);
    for (const answer of refusals) expect(answer.body.status.message).toBe(ORDER_PAYMENT_MESSAGES.notPaidYet);
    const unchanged = await view(farm.token, transfer.id);
    expect(unchanged.productOrders.map((line) => [line.status, line.history?.length])).toEqual([
      ['pending', 1],
    ]);
    expect(unchanged.payment).toMatchObject({ method: 'bank_transfer', status: 'pending' });
    expect((await stats(farm.token)).totalRevenue).toBe(0);

    // The transfer arrives (an admin marks it): the farm's work now, paid, and revenue.
    const marked = await api(`/v1/orders/${transfer.id}/payment`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'paid' },
    });
    expect(marked.status).toBe(200);
    const pending = await list(farm.token, { status: 'pending' });
    expect(pending.body.data.orders.map((line) => [line.orderId, line.payment.status])).toEqual([
      [transfer.id, 'paid'],
    ]);
    expect(pending.body.data.orders[0]?.payment).not.toHaveProperty('dueAt');

    // The card is paid at the provider: its webhook makes it the farm's work, which may now move.
    await payCard(card.body.data.payment?.redirectUrl ?? '');
    await eventually(async () => {
      const answer = await list(farm.token, { status: 'awaiting_payment' });
      expect(answer.body.data.orders).toEqual([]);
    });
    const paidView = await view(farm.token, cardOrder.id);
    expect(paidView.payment).toMatchObject({ method: 'card', status: 'paid', paidAt: expect.any(String) });
    expect(paidView.productOrders[0]?.payment.status).toBe('paid');
    const moved = await api(`/v1/orders/${cardOrder.id}/products/${cardLine}/status`, farm.token, {
      method: 'PATCH',
      body: { status: 'organizing' },
    });
    expect(moved.status, moved.text).toBe(200);

    // The counters follow: no line waits, the revenue is the two orders' money (goods and shipping).
    await eventually(async () => {
      expect((await list(farm.token)).body.data.counts).toMatchObject({
        awaiting_payment: 0,
        pending: 1,
        organizing: 1,
        all: 2,
      });
      const report = await stats(farm.token);
      expect(report.awaitingPayment).toBe(0);
      expect(report.totalRevenue).toBeCloseTo(cardOrder.totalPrice + transfer.totalPrice, 2);
    });
  });

  it('treats a pay-on-delivery order as work at once, and its money as revenue once delivered', async () => {
    const [farm, buyer] = await Promise.all([freshProducer('fp-cash'), freshConsumer('fp-cash-buyer')]);
    const product = await freshProduct(farm.token, { stock: 10, price: 6 });
    const order = await placeOrder(buyer.token, [[product.productId, 3]]);
    const listed = await list(farm.token, { status: 'pending' });
    expect(listed.body.data.orders.map((line) => [line.orderId, line.payment])).toEqual([
      [order.id, { method: 'cash_on_delivery', status: 'pending', paidAt: null }],
    ]);
    await eventually(async () => expect((await stats(farm.token)).totalOrders).toBe(1));
    expect((await stats(farm.token)).totalRevenue).toBe(0);

    await deliverFarmLines(farm.token, order.id);
    const delivered = await view(farm.token, order.id);
    expect(delivered.payment).toMatchObject({ method: 'cash_on_delivery', status: 'paid' });
    await eventually(async () =>
      expect((await stats(farm.token)).totalRevenue).toBeCloseTo(order.totalPrice, 2),
    );
  });

  it('refuses a stage that is not one with the list’s Spanish message', async () => {
    const answer = await list(tokens.producer, { status: 'awaiting' });
    expect(answer.status).toBe(422);
    expect(answer.body.status.message).toBe('Estado inválido para el ProductOrder.');
  });
});
