/**
 * A box whose address is in a zone the shop no longer serves, on the real local stack (docs/subscriptions.md,
 * "An address the shop no longer serves"): the job run at its cycle pauses the subscription (its state says
 * why), places and charges nothing, and tells the consumer once (a notification and an e-mail); another run
 * tells nothing more; a new address in a served zone puts the box back on and the next run places its order.
 * When the shop serves the zone again, the job puts a box paused for it back on by itself.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { Subscription } from '../../shared/contracts/subscriptions/entities.js';
import { CHECKOUT_PRICING_MESSAGES as PRICING_MESSAGES } from '../../shared/messages/pricing.js';
import { SUBSCRIPTION_NOTICES as N } from '../../shared/messages/subscriptions.js';
import { madridInstant, spanishDay } from '../../shared/rules/subscriptions/cycle-dates.js';
import { runSchedule } from '../support/schedules.js';
import { api, freshConsumer, freshWeeklyProduct, serveRemoteZones, SHIPPING } from './commerce.js';
import { call, eventually, noStack } from './helpers.js';
import { noticesOf, ordersOf } from './table.js';
import { seededSuite } from './suite.js';

const tokens = seededSuite();

type Answer = { subscription: Subscription };
const CANARIAS = { ...SHIPPING, city: 'Las Palmas de Gran Canaria', postalCode: '35001' };

/** The messages of a consumer's notices of one event. */
const messagesOf = async (userId: string, event: string): Promise<string[]> =>
  (await noticesOf(userId, event)).map((notice) => notice.message);

async function mailsTo(email: string): Promise<(string | undefined)[]> {
  const outbox = await call<{ messages: { to: string; kind: string; subject?: string }[] }>('/_local/outbox');
  return outbox.body.messages
    .filter((m) => m.to === email && m.kind === 'subscription')
    .map((m) => m.subject);
}

/** A weekly box to Canarias, subscribed while the shop served it. */
async function boxToCanarias(prefix: string) {
  const consumer = await freshConsumer(prefix);
  const product = await freshWeeklyProduct(tokens.producer, { price: 5, stock: 10 });
  const body = {
    items: [{ productId: product.productId, quantity: 1 }],
    interval: 'weekly',
    shippingInfo: CANARIAS,
    paymentMethod: 'cash_on_delivery',
  };
  // Refused while the shop does not serve Canarias, nothing written.
  const refused = await api<Answer>('/v1/subscriptions', consumer.token, { method: 'POST', body });
  expect(refused.status).toBe(422);
  expect(refused.body.status.message).toBe(PRICING_MESSAGES.zoneNotServed);
  expect(
    (await api<{ subscriptions: Subscription[] }>('/v1/subscriptions', consumer.token)).body.data
      .subscriptions,
  ).toEqual([]);
  const restore = await serveRemoteZones(tokens.admin, true);
  try {
    const created = await api<Answer>('/v1/subscriptions', consumer.token, { method: 'POST', body });
    expect(created.status, created.text).toBe(201);
    return { ...consumer, subscription: created.body.data.subscription };
  } finally {
    await restore();
  }
}

describe.skipIf(noStack)('a box whose zone the shop no longer serves', () => {
  it('is paused at its cycle and the consumer told once; a served address puts it back on', async () => {
    const { token, userId, email, subscription } = await boxToCanarias('zone');
    const { id, nextOrderDate } = subscription;
    const orderDay = new Date(madridInstant(nextOrderDate, '08:00'));

    await runSchedule('subscriptions', orderDay);
    expect(await ordersOf(userId)).toHaveLength(0);
    const paused = (await api<Answer>(`/v1/subscriptions/${id}`, token)).body.data.subscription;
    expect(paused).toMatchObject({ status: 'paused', pauseReason: 'zone_not_served' });
    expect(paused.nextOrderDate > nextOrderDate).toBe(true);
    expect(paused.cycles).toEqual([{ date: nextOrderDate, orderId: null, missing: [] }]);
    const told = N.zonePaused('Canarias', '35001', spanishDay(nextOrderDate));
    expect(told).toContain('Cambia la dirección de envío en «Mis suscripciones»');
    expect(await messagesOf(userId, 'subscription_zone_paused')).toEqual([told]);
    await eventually(async () => expect(await mailsTo(email)).toEqual([N.zonePausedTitle]));

    // The next runs (the same day, the day after) tell nothing more and place nothing.
    await runSchedule('subscriptions', orderDay);
    await runSchedule('subscriptions', new Date(orderDay.getTime() + 24 * 3_600_000));
    expect(await noticesOf(userId, 'subscription_zone_paused')).toHaveLength(1);
    expect(await ordersOf(userId)).toHaveLength(0);
    expect((await api<Answer>(`/v1/subscriptions/${id}`, token)).body.data.subscription).toEqual(paused);

    // Resuming as it is, or moving to another zone the shop does not serve: 422, nothing written.
    for (const body of [{ status: 'active' }, { shippingInfo: { ...CANARIAS, postalCode: '38001' } }]) {
      const refused = await api<Answer>(`/v1/subscriptions/${id}`, token, { method: 'PATCH', body });
      expect(refused.status, refused.text).toBe(422);
      expect(refused.body.errors).toContainEqual({
        field: 'shippingInfo.postalCode',
        message: PRICING_MESSAGES.zoneNotServed,
      });
    }
    expect((await api<Answer>(`/v1/subscriptions/${id}`, token)).body.data.subscription).toEqual(paused);

    // A served address: the box goes on at its next open date.
    const moved = await api<Answer>(`/v1/subscriptions/${id}`, token, {
      method: 'PATCH',
      body: { shippingInfo: SHIPPING },
    });
    expect(moved.status, moved.text).toBe(200);
    const resumed = moved.body.data.subscription;
    expect(resumed).toMatchObject({ status: 'active', shippingInfo: SHIPPING });
    expect(resumed.pauseReason).toBeUndefined();
    expect(resumed.nextOrderDate >= paused.nextOrderDate).toBe(true);

    await runSchedule('subscriptions', new Date(madridInstant(resumed.nextOrderDate, '08:00')));
    const orders = await ordersOf(userId);
    expect(orders).toHaveLength(1);
    const order = (await api<{ order: Order }>(`/v1/orders/${String(orders[0]?.id)}`, token)).body.data.order;
    expect(order).toMatchObject({ subscriptionId: id, shippingInfo: { postalCode: '30001' } });
    expect(await noticesOf(userId, 'subscription_zone_paused')).toHaveLength(1);
  });

  it('is put back on by the job once the shop serves the zone again', async () => {
    const { token, userId, email, subscription } = await boxToCanarias('zone-back');
    const { id, nextOrderDate } = subscription;
    const orderDay = new Date(madridInstant(nextOrderDate, '08:00'));
    await runSchedule('subscriptions', orderDay);
    expect((await api<Answer>(`/v1/subscriptions/${id}`, token)).body.data.subscription.status).toBe(
      'paused',
    );

    const restore = await serveRemoteZones(tokens.admin, true);
    try {
      await runSchedule('subscriptions', orderDay);
      await runSchedule('subscriptions', orderDay);
      const back = (await api<Answer>(`/v1/subscriptions/${id}`, token)).body.data.subscription;
      expect(back.status).toBe('active');
      expect(back.nextOrderDate > nextOrderDate).toBe(true);
      expect(await noticesOf(userId, 'subscription_zone_resumed')).toHaveLength(1);
      await eventually(async () =>
        expect((await mailsTo(email)).sort()).toEqual([N.zonePausedTitle, N.zoneResumedTitle].sort()),
      );
      await runSchedule('subscriptions', new Date(madridInstant(back.nextOrderDate, '08:00')));
      expect(await ordersOf(userId)).toHaveLength(1);
    } finally {
      await restore();
    }
  });
});
