/**
 * The `subscriptions` job on the real local stack (docs/subscriptions.md, "The cycle job"): a due cycle is placed
 * as a normal order (order.subscriptionId, today's prices and shipping, stock taken in the checkout's
 * transaction), a product short of stock is left out and the consumer told, a retried or concurrent run never
 * places a second order, and before the next cut-off the consumer is reminded and told of a price rise.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { Subscription } from '../../shared/contracts/subscriptions/entities.js';
import { madridInstant } from '../../shared/rules/subscriptions/cycle-dates.js';
import { formatMoney } from '../../shared/utils/money.js';
import { runSchedule } from '../support/schedules.js';
import { api, freshConsumer, freshProduct, SHIPPING } from './commerce.js';
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
      freshProduct(tokens.producer, { price: 5, stock: 10, subscription: { intervals: ['weekly'] } }),
      freshProduct(tokens.producer, { price: 3, stock: 1, subscription: { intervals: ['weekly'] } }),
    ]);
    const created = await api<Answer>('/v1/subscriptions', token, {
      method: 'POST',
      body: {
        items: [
          { productId: box.productId, quantity: 2 },
          { productId: scarce.productId, quantity: 2 },
        ],
        interval: 'weekly',
        shippingInfo: SHIPPING,
        paymentMethod: 'cash_on_delivery',
      },
    });
    expect(created.status).toBe(201);
    const { id, nextOrderDate } = created.body.data.subscription;
    const orderDay = new Date(madridInstant(nextOrderDate, '08:00'));

    // The day before: nothing is placed.
    await runSchedule('subscriptions', new Date(orderDay.getTime() - 24 * 3_600_000));
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
    // And by e-mail (kind subscription), once.
    const mails = await eventually(async () => {
      const outbox = await call<{ messages: { to: string; kind: string; subject?: string }[] }>(
        '/_local/outbox',
      );
      const mine = outbox.body.messages.filter((m) => m.to === email && m.kind === 'subscription');
      expect(mine).toHaveLength(1);
      return mine;
    });
    expect(mails[0]?.subject).toBe('Falta algo en tu caja');
  });

  it('reminds before the cut-off once, telling of a price rise since the last cycle', async () => {
    const { token, userId } = await freshConsumer('cycle-rise');
    const product = await freshProduct(tokens.producer, {
      price: 4,
      stock: 10,
      subscription: { intervals: ['weekly'] },
    });
    const created = await api<Answer>('/v1/subscriptions', token, {
      method: 'POST',
      body: {
        items: [{ productId: product.productId, quantity: 1 }],
        interval: 'weekly',
        shippingInfo: SHIPPING,
        paymentMethod: 'bank_transfer',
      },
    });
    const { id, cutoffAt } = created.body.data.subscription;
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
});
