/**
 * Card subscriptions on the real local stack and the local Stripe stand-in (docs/subscriptions.md, "Card"): the
 * card saved on the provider's page in setup mode activates the box; each cycle is charged off-session; the card
 * that always needs authentication leaves the cycle's order awaiting payment, tells the consumer, and a second
 * failed cycle pauses the subscription.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { Subscription } from '../../shared/contracts/subscriptions/entities.js';
import { madridInstant } from '../../shared/rules/subscriptions/cycle-dates.js';
import { runSchedule } from '../support/schedules.js';
import { askCardBox, saveCard, untilActive } from './card-boxes.js';
import { api } from './commerce.js';
import { noStack, stack } from './helpers.js';
import { ordersOf, table } from './table.js';
import { seededSuite } from './suite.js';

const tokens = seededSuite();
type Answer = { subscription: Subscription; setupUrl?: string };

async function events(userId: string): Promise<string[]> {
  const { Items = [] } = await table().send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'NOTIFICATION#' },
    }),
  );
  return Items.map((item) => String(item.event));
}

/** A card box saved with `card`: answers the consumer and the subscription once active. */
async function cardBox(card: string) {
  const { consumer, subscription, setupUrl } = await askCardBox(tokens.producer, 'sub-card', 9);
  expect(subscription.status).toBe('incomplete');
  expect(setupUrl).toMatch(/^http/);
  // Nothing can be changed before the card is saved.
  const early = await api(`/v1/subscriptions/${subscription.id}`, consumer.token, {
    method: 'PATCH',
    body: { skipNext: true },
  });
  expect(early.status).toBe(409);
  expect(await saveCard(setupUrl, card)).toBe('succeeded');
  return { consumer, subscription: await untilActive(consumer.token, subscription.id) };
}

const dayOf = (date: string) => new Date(madridInstant(date, '08:00'));

describe.skipIf(noStack)('card subscriptions', () => {
  it('saves the card in setup mode, then charges each cycle off-session: the order is paid', async () => {
    const { consumer, subscription } = await cardBox('4242424242424242');
    expect(subscription.cardLast4).toBe('4242');
    await runSchedule('subscriptions', dayOf(subscription.nextOrderDate));
    const [placed] = await ordersOf(consumer.userId);
    const order = (await api<{ order: Order }>(`/v1/orders/${String(placed?.id)}`, consumer.token)).body.data
      .order;
    expect(order).toMatchObject({ subscriptionId: subscription.id, paymentMethod: 'card' });
    expect(order.payment.status).toBe('paid');
  });

  it('leaves the order awaiting payment when the card needs authentication, and pauses after two failed cycles', async () => {
    const { consumer, subscription } = await cardBox('4000002760003184');
    await runSchedule('subscriptions', dayOf(subscription.nextOrderDate));
    const [first] = await ordersOf(consumer.userId);
    const order = (await api<{ order: Order }>(`/v1/orders/${String(first?.id)}`, consumer.token)).body.data
      .order;
    expect(order.status).toBe('pending');
    expect(['pending', 'failed']).toContain(order.payment.status);
    expect(order.payment.dueAt).toBeTruthy();
    // The order's page offers «Reintentar el pago» while it awaits payment (card-payments.test.ts covers the
    // retry page itself: here the job ran as if it were the cycle's day, days ahead of the provider's clock).
    const once = (await api<Answer>(`/v1/subscriptions/${subscription.id}`, consumer.token)).body.data
      .subscription;
    expect(once).toMatchObject({ status: 'active', failedCharges: 1 });
    expect(await events(consumer.userId)).toContain('subscription_charge_failed');

    await runSchedule('subscriptions', dayOf(once.nextOrderDate));
    expect(await ordersOf(consumer.userId)).toHaveLength(2);
    const twice = (await api<Answer>(`/v1/subscriptions/${subscription.id}`, consumer.token)).body.data
      .subscription;
    expect(twice).toMatchObject({ status: 'paused', pauseReason: 'failed_charges', failedCharges: 2 });
    expect(await events(consumer.userId)).toContain('subscription_paused');
  });
});
