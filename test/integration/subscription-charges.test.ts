/**
 * A card cycle whose off-session charge was never sent, on the real local stack and the Stripe stand-in
 * (docs/subscriptions.md, "Card"): the job writes the cycle's order, then the provider cannot be reached (the
 * stand-in drops every PaymentIntent request: infra/local/faults.ts `dropAt`), so the run stops between the
 * order and the charge. A run within the grace leaves it; the first run after the grace charges it once (the
 * same Idempotency-Key), the order is paid, and later runs charge nothing more.
 */
import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { Subscription } from '../../shared/contracts/subscriptions/entities.js';
import { madridInstant } from '../../shared/rules/subscriptions/cycle-dates.js';
import { runSchedule } from '../support/schedules.js';
import { stripeSdk } from './card-money.js';
import { askCardBox, saveCard, untilActive } from './card-boxes.js';
import { api } from './commerce.js';
import { call, noStack } from './helpers.js';
import { ordersOf } from './table.js';
import { seededSuite } from './suite.js';

const tokens = seededSuite();
type Answer = { subscription: Subscription; setupUrl?: string };
const MINUTE = 60_000;

async function faults(body: Record<string, unknown>): Promise<void> {
  const answer = await call('/_local/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, answer.text).toBe(200);
}

/** The PaymentIntents the stand-in created for an order (from its events). */
async function intentsOf(orderId: string): Promise<string[]> {
  const ids = new Set<string>();
  for await (const event of stripeSdk().events.list({ type: 'payment_intent.*', limit: 100 })) {
    const intent = event.data.object as Stripe.PaymentIntent;
    if (intent.metadata?.orderId === orderId) ids.add(intent.id);
  }
  return [...ids];
}

/** A weekly card box, its card (4242: pays) saved on the stand-in's setup page. */
async function cardBox() {
  const { consumer, subscription, setupUrl } = await askCardBox(tokens.producer, 'sub-resend', 7);
  expect(await saveCard(setupUrl, '4242424242424242')).toBe('succeeded');
  return { consumer, subscription: await untilActive(consumer.token, subscription.id) };
}

describe.skipIf(noStack)('a card cycle whose charge was never sent', () => {
  it('is charged once by the first run after the grace, with the same Idempotency-Key', async () => {
    const { consumer, subscription } = await cardBox();
    const placedAt = new Date(madridInstant(subscription.nextOrderDate, '08:00'));
    const orderOf = async () => {
      const [placed] = await ordersOf(consumer.userId);
      return (await api<{ order: Order }>(`/v1/orders/${String(placed?.id)}`, consumer.token)).body.data
        .order;
    };

    // The run writes the cycle's order; its charge never reaches the provider.
    await faults({ dropAt: 'stripe:before:POST /v1/payment_intents' });
    try {
      await runSchedule('subscriptions', placedAt);
    } finally {
      await faults({ dropAt: null });
    }
    expect(await ordersOf(consumer.userId)).toHaveLength(1);
    const waiting = await orderOf();
    expect(waiting).toMatchObject({ subscriptionId: subscription.id, paymentMethod: 'card' });
    expect(waiting.payment.status).toBe('pending');
    expect(await intentsOf(waiting.id)).toEqual([]);

    // Within the grace (a run may still be charging it) nothing is sent.
    await runSchedule('subscriptions', new Date(placedAt.getTime() + 10 * MINUTE));
    expect(await intentsOf(waiting.id)).toEqual([]);
    expect((await orderOf()).payment.status).toBe('pending');

    // After it, the charge is sent once: the order is paid, with no second order and no notice of a failure.
    await runSchedule('subscriptions', new Date(placedAt.getTime() + 20 * MINUTE));
    const paid = await orderOf();
    expect(paid.payment.status).toBe('paid');
    const intents = await intentsOf(waiting.id);
    expect(intents).toHaveLength(1);
    await runSchedule('subscriptions', new Date(placedAt.getTime() + 40 * MINUTE));
    await runSchedule('subscriptions', new Date(placedAt.getTime() + 120 * MINUTE));
    expect(await intentsOf(waiting.id)).toEqual(intents);
    expect(await ordersOf(consumer.userId)).toHaveLength(1);
    const after = (await api<Answer>(`/v1/subscriptions/${subscription.id}`, consumer.token)).body.data
      .subscription;
    expect(after).toMatchObject({ status: 'active', failedCharges: 0 });
  });
});
