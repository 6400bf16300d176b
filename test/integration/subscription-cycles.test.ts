/**
 * The `subscriptions` job on the real local stack (docs/subscriptions.md, "The cycle job"): a due cycle is placed
 * as a normal order (order.subscriptionId, today's prices and shipping, stock taken in the checkout's
 * transaction), a product short of stock is left out and the consumer told, a retried or concurrent run never
 * places a second order, and before the next cut-off the consumer is reminded and told of a price rise; a
 * cycle's order gets its farm's invoice once paid and its lines in the farm's ledger like any order; a farm with
 * a dispatch calendar has its boxes go out on its dispatch days, closed and placed at its own cut-off.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../shared/contracts/invoices/entities.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { BalanceAnswer } from '../../shared/contracts/payments/contract.js';
import type { Subscription } from '../../shared/contracts/subscriptions/entities.js';
import { addDays, madridInstant } from '../../shared/rules/subscriptions/cycle-dates.js';
import { madridToday, weekdayOf } from '../../shared/utils/madrid-time.js';
import { formatMoney } from '../../shared/utils/money.js';
import { runSchedule } from '../support/schedules.js';
import {
  api,
  freshConsumer,
  freshProducer,
  freshProduct,
  freshWeeklyProduct,
  subscribeWeekly,
  farmFiscal,
} from './commerce.js';
import { call, eventually, noStack, stack } from './helpers.js';
import { ordersOf, stockOf, table } from './table.js';
import { seededSuite } from './suite.js';

const tokens = seededSuite();

type Answer = { subscription: Subscription };

async function noticesOf(userId: string): Promise<{ event: string; message: string }[]> {
  const { Items = [] } = await table().send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'NOTIFICATION#' },
    }),
  );
  return Items.map((item) => ({ event: String(item.event), message: String(item.message) }));
}

describe.skipIf(noStack)('the subscriptions job', () => {
  it('places each due cycle once as a normal order, leaving out what is short and telling the consumer', async () => {
    const { token, userId, email } = await freshConsumer('cycle');
    const [box, scarce] = await Promise.all([
      freshWeeklyProduct(tokens.producer, { price: 5, stock: 10 }),
      freshWeeklyProduct(tokens.producer, { price: 3, stock: 1 }),
    ]);
    const { id, nextOrderDate, cutoffAt } = (
      await subscribeWeekly(
        token,
        [
          [box.productId, 2],
          [scarce.productId, 2],
        ],
        'cash_on_delivery',
      )
    ).subscription;
    const orderDay = new Date(madridInstant(nextOrderDate, '08:00'));

    // Before the cycle's cut-off (the seeded farm's own: its calendar closes on Tuesday at 18:00 for Friday's
    // boxes) nothing is placed.
    await runSchedule('subscriptions', new Date(Date.parse(cutoffAt) - 60_000));
    expect(await ordersOf(userId)).toHaveLength(0);

    // On the day, two runs at once and a retry: one order.
    await Promise.all([runSchedule('subscriptions', orderDay), runSchedule('subscriptions', orderDay)]);
    await runSchedule('subscriptions', orderDay);
    const orders = await ordersOf(userId);
    expect(orders).toHaveLength(1);
    const orderId = String(orders[0]?.id);
    const order = (await api<{ order: Order }>(`/v1/orders/${orderId}`, token)).body.data.order;
    expect(order).toMatchObject({ subscriptionId: id, paymentMethod: 'cash_on_delivery', status: 'pending' });
    expect(order.productOrders.map((line) => [line.productId, line.quantity, line.price])).toEqual([
      [box.productId, 2, 5],
    ]);
    expect(order.itemsTotal).toBe(10);
    expect(order.totalPrice).toBe(order.itemsTotal + order.shippingTotal);
    expect(await stockOf(box.productId)).toBe(8);
    expect(await stockOf(scarce.productId)).toBe(1);

    const after = (await api<Answer>(`/v1/subscriptions/${id}`, token)).body.data.subscription;
    expect(after.nextOrderDate > nextOrderDate).toBe(true);
    expect(after.cycles).toEqual([{ date: nextOrderDate, orderId, missing: [scarce.name] }]);
    const notices = await noticesOf(userId);
    expect(notices.filter((notice) => notice.event === 'subscription_missing')).toEqual([
      {
        event: 'subscription_missing',
        message: `Esta vez tu caja sale sin ${scarce.name}: no quedan existencias. El resto va en camino.`,
      },
    ]);
    // And by e-mail (kind subscription), once; the run just before the cut-off reminded the consumer too.
    const mails = await eventually(async () => {
      const outbox = await call<{ messages: { to: string; kind: string; subject?: string }[] }>(
        '/_local/outbox',
      );
      const mine = outbox.body.messages.filter((m) => m.to === email && m.kind === 'subscription');
      expect(mine).toHaveLength(2);
      return mine;
    });
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Falta algo en tu caja',
      'Tu caja sale pronto',
    ]);
  });

  it('reminds before the cut-off once, telling of a price rise since the last cycle', async () => {
    const { token, userId } = await freshConsumer('cycle-rise');
    const product = await freshWeeklyProduct(tokens.producer, { price: 4, stock: 10 });
    const { id, cutoffAt } = (await subscribeWeekly(token, [[product.productId, 1]], 'bank_transfer'))
      .subscription;
    const raised = await api(`/v1/products/${product.productId}`, tokens.producer, {
      method: 'PUT',
      body: { price: 4.5 },
    });
    expect(raised.status).toBe(200);
    const dayBefore = new Date(Date.parse(cutoffAt) - 24 * 3_600_000);
    await runSchedule('subscriptions', dayBefore);
    await runSchedule('subscriptions', dayBefore);
    const notices = await noticesOf(userId);
    expect(notices.filter((notice) => notice.event === 'subscription_reminder')).toHaveLength(1);
    const rise = notices.filter((notice) => notice.event === 'subscription_price_rise');
    expect(rise).toHaveLength(1);
    expect(rise[0]?.message).toMatch(
      `«${product.name}» pasa de ${formatMoney(4)} a ${formatMoney(4.5)}. Puedes cambiar tu caja hasta el `,
    );
    expect((await api<Answer>(`/v1/subscriptions/${id}`, token)).body.data.subscription.status).toBe(
      'active',
    );
  });

  it("gives a cycle's order its farm's invoice once paid and its lines in the farm's ledger, as any order", async () => {
    const farm = await freshProducer('cycle-books');
    const fiscal = farmFiscal('Cajas de Prueba, S.L.');
    expect((await api('/v1/users/profile', farm.token, { method: 'PUT', body: { fiscal } })).status).toBe(
      200,
    );
    const product = await freshWeeklyProduct(farm.token, { price: 6.5, stock: 10, taxRate: 4 });
    const { token, userId } = await freshConsumer('cycle-books');
    const { nextOrderDate } = (await subscribeWeekly(token, [[product.productId, 2]], 'bank_transfer'))
      .subscription;
    await runSchedule('subscriptions', new Date(madridInstant(nextOrderDate, '08:00')));
    const [placed] = await ordersOf(userId);
    const orderId = String(placed?.id);
    const order = (await api<{ order: Order }>(`/v1/orders/${orderId}`, token)).body.data.order;
    // A farm without a calendar sends the cycle on its order date.
    expect(order.productOrders.map((line) => line.dispatchDate)).toEqual([nextOrderDate]);

    // The farm's ledger has the line at once (recorded by the checkout's plan): unpaid, with its commission.
    const ledgerLines = async () =>
      (await api<BalanceAnswer>('/v1/orders/producer/balance', farm.token)).body.data.lines.filter(
        (line) => line.orderId === orderId,
      );
    const [unpaid] = await ledgerLines();
    expect(unpaid).toMatchObject({
      bucket: 'unpaid',
      method: 'bank_transfer',
      quantity: 2,
      amount: order.productOrders[0]!.totalPrice,
    });
    expect(unpaid!.commission).toBeGreaterThan(0);
    expect(unpaid!.net).toBeCloseTo(unpaid!.amount - unpaid!.commission, 2);
    expect(await api<{ invoices: Invoice[] }>(`/v1/orders/${orderId}/invoices`, token)).toMatchObject({
      body: { data: { invoices: [] } },
    });

    const paid = await api(`/v1/orders/${orderId}/payment`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'paid' },
    });
    expect(paid.status, paid.text).toBe(200);
    const invoices = await eventually(async () => {
      const answer = await api<{ invoices: Invoice[] }>(`/v1/orders/${orderId}/invoices`, token);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.invoices.filter((invoice) => invoice.number)).toHaveLength(1);
      return answer.body.data.invoices;
    }, 20_000);
    expect(invoices[0]).toMatchObject({ producerId: farm.userId, total: order.totalPrice });
    const [pending] = await eventually(async () => {
      const lines = await ledgerLines();
      expect(lines.map((line) => line.bucket)).toEqual(['pending']);
      return lines;
    });
    const balance = (await api<BalanceAnswer>('/v1/orders/producer/balance', farm.token)).body.data.balance;
    expect(balance.pendingAmount).toBeCloseTo(pending!.net, 2);
  });

  it("sends a box on its farm's dispatch day, closed and placed at the farm's own cut-off", async () => {
    const farm = await freshProducer('cycle-calendar');
    // A cut-off two days from today at 12:00 and a dispatch three days after it: never the shop's default
    // (two days before at 18:00), and never near the test's own time.
    const today = weekdayOf(madridToday(new Date()));
    const schedule = {
      cutoffWeekday: (today + 2) % 7,
      cutoffTime: '12:00',
      dispatchWeekday: (today + 5) % 7,
    };
    const saved = await api('/v1/users/profile', farm.token, { method: 'PUT', body: { schedule } });
    expect(saved.status, saved.text).toBe(200);
    const product = await freshWeeklyProduct(farm.token, { stock: 10 });
    // What «Suscríbete» says before subscribing (public): the farm's first box, not the shop's default.
    const first = await api<{ nextOrderDate: string; cutoffAt: string }>(
      `/v1/subscriptions/first-box/${product.productId}`,
    );
    expect(first.status, first.text).toBe(200);
    const plain = await freshProduct(farm.token, { stock: 10 });
    expect((await api(`/v1/subscriptions/first-box/${plain.productId}`)).status).toBe(404);
    const { token, userId } = await freshConsumer('cycle-calendar');
    const { id, nextOrderDate, cutoffAt } = (
      await subscribeWeekly(token, [[product.productId, 1]], 'cash_on_delivery')
    ).subscription;
    expect(weekdayOf(nextOrderDate)).toBe(schedule.dispatchWeekday);
    expect(nextOrderDate).toBe(addDays(madridToday(new Date()), 5));
    expect(cutoffAt).toBe(madridInstant(addDays(nextOrderDate, -3), '12:00'));
    expect(first.body.data).toMatchObject({ nextOrderDate, cutoffAt });

    // A minute before the farm's cut-off the box may still change: nothing placed.
    await runSchedule('subscriptions', new Date(Date.parse(cutoffAt) - 60_000));
    expect(await ordersOf(userId)).toHaveLength(0);
    // At the cut-off (three days before the box goes out) it is placed, its line leaving on the dispatch day.
    await runSchedule('subscriptions', new Date(cutoffAt));
    const orders = await ordersOf(userId);
    expect(orders).toHaveLength(1);
    const order = (await api<{ order: Order }>(`/v1/orders/${String(orders[0]?.id)}`, token)).body.data.order;
    expect(order.subscriptionId).toBe(id);
    expect(order.productOrders.map((line) => line.dispatchDate)).toEqual([nextOrderDate]);
    const after = (await api<Answer>(`/v1/subscriptions/${id}`, token)).body.data.subscription;
    expect(after.nextOrderDate).toBe(addDays(nextOrderDate, 7));
    expect(after.cutoffAt).toBe(madridInstant(addDays(nextOrderDate, 4), '12:00'));
  });
});
