/**
 * Order events reach people, from the table's stream (services/events/order-notifications.ts): an order placed
 * by a test consumer notifies each producer in it ('Nuevo pedido ...', their own lines only; the e-mail copy in the
 * farm's daily summary, new-order-digest.test.ts); a line's status change (the real status route) notifies the consumer; the consumer's own cancel notifies the
 * producers (not the consumer); an order cancelled by the shop notifies the producers and the consumer once.
 * Everything derived is waited for with eventually(), and written exactly once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../shared/contracts/notifications/entities.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { stockedSeedProduct } from '../../infra/local/seed/products.js';
import { addItem, api, checkout, freshConsumer } from './commerce.js';
import { seededSuite } from './suite.js';
import { accessToken, eventually, noStack, outbox, type OutboxMessage } from './helpers.js';

const VALLE = stockedSeedProduct('productor');
const DRAGON = stockedSeedProduct('eldragon');

const mine = async (token: string) =>
  (await api<{ notifications: Notification[] }>('/v1/notifications/mine?limit=100', token)).body.data
    .notifications;

/** Waits for exactly one notification titled `title` among the caller's own and answers it. */
async function notified(token: string, title: string): Promise<Notification> {
  return eventually(async () => {
    const found = (await mine(token)).filter((notice) => notice.title === title);
    expect(found).toHaveLength(1);
    return found[0] as Notification;
  });
}

async function mailed(to: string, subject: string): Promise<OutboxMessage> {
  return eventually(async () => {
    const found = (await outbox()).filter((message) => message.to === to && message.subject === subject);
    expect(found).toHaveLength(1);
    return found[0] as OutboxMessage;
  });
}

/** A farm (or an admin) moves a line with the real status route of the orders service. */
async function moveLine(
  token: string,
  orderId: string,
  productOrderId: string,
  status: string,
  notes?: string,
) {
  const answer = await api(`/v1/orders/${orderId}/products/${productOrderId}/status`, token, {
    method: 'PATCH',
    body: { status, ...(notes ? { notes } : {}) },
  });
  expect(answer.status, answer.text).toBe(200);
}

describe.skipIf(noStack)('notifications of order events', () => {
  const tokens = seededSuite();
  let consumer: Awaited<ReturnType<typeof freshConsumer>>;
  let order: Order;
  let reference: string;

  /** The consumer checks out `lines` ([product, quantity]; 201): answers the order and its reference. */
  const ordered = async (lines: [string, number][]) => {
    for (const [productId, quantity] of lines)
      expect((await addItem(consumer.token, productId, quantity)).status).toBe(200);
    const placed = await checkout(consumer.token);
    expect(placed.status, placed.text).toBe(201);
    return { order: placed.body.data.order, ref: orderReference(placed.body.data.order.id) };
  };

  beforeAll(async () => {
    consumer = await freshConsumer('avisos-pedido');
    ({ order, ref: reference } = await ordered([
      [VALLE.id, 2],
      [DRAGON.id, 1],
    ]));
  });

  it('tells each producer about the new order at once, with their own lines only', async () => {
    const valle = await notified(tokens.producer, `Nuevo pedido ${reference}`);
    expect(valle).toMatchObject({
      scope: 'personal',
      type: 'SUCCESS',
      priority: 'HIGH',
      read: expect.any(Boolean),
      link: `/producer/orders/${order.id}`,
      orderId: order.id,
    });
    expect(valle.message).toContain(`${VALLE.name} × 2`);
    expect(valle.message).not.toContain(DRAGON.name);
    const dragon = await notified(tokens.producerB, `Nuevo pedido ${reference}`);
    expect(dragon.message).toContain(`${DRAGON.name} × 1`);
    expect(dragon.message).not.toContain(VALLE.name);

    // The seeded farms never chose how they hear of new orders by e-mail: the copy waits for their daily summary
    // (new-order-digest.test.ts has the summary, and a farm that chose one e-mail per order).
    // Nobody else hears about it: not the consumer, not another farm.
    expect((await mine(consumer.token)).some((notice) => notice.orderId === order.id)).toBe(false);
    const lapitaya = await accessToken('lapitaya@pitahaya.test', 'Pitaya123!');
    expect((await mine(lapitaya)).some((notice) => notice.orderId === order.id)).toBe(false);
  });

  it("the producer's summary counts it until they mark everything read", async () => {
    await notified(tokens.producer, `Nuevo pedido ${reference}`);
    const before = (
      await api<{ summary: { unreadCount: number } }>('/v1/notifications/summary', tokens.producer)
    ).body.data.summary;
    expect(before.unreadCount).toBeGreaterThanOrEqual(1);
    await api('/v1/notifications/read', tokens.producer, { method: 'POST' });
    const after = (
      await api<{ summary: { unreadCount: number } }>('/v1/notifications/summary', tokens.producer)
    ).body.data.summary;
    // Read now: only a notice that the stream delivered after the call (another test's order) may be unread.
    const unread = (await mine(tokens.producer)).filter((notice) => !notice.read);
    expect(unread.map((notice) => notice.title)).not.toContain(`Nuevo pedido ${reference}`);
    expect(after.unreadCount).toBeLessThanOrEqual(unread.length);
  });

  it("tells the consumer when a farm moves a line on, with the farm's note, and e-mails them", async () => {
    const line = order.productOrders.find((item) => item.productId === VALLE.id)!;
    await moveLine(tokens.producer, order.id, line.id, 'organizing', 'Sale mañana a primera hora');
    const notice = await notified(consumer.token, `Tu pedido ${reference}: En preparación`);
    expect(notice).toMatchObject({ type: 'INFO', link: `/orders/${order.id}` });
    expect(notice.message).toBe(
      `${VALLE.name} (Finca Pitahaya del Valle) pasó a «En preparación». Nota de la finca: Sale mañana a primera hora`,
    );
    const mail = await mailed(consumer.email, `Tu pedido ${reference}: En preparación`);
    expect(mail.text).toContain(`/orders/${order.id}`);

    await moveLine(tokens.producer, order.id, line.id, 'ready_to_ship');
    await notified(consumer.token, `Tu pedido ${reference}: Listo para envío`);
    // The producer who made the change hears nothing about it.
    expect((await mine(tokens.producer)).filter((item) => item.orderId === order.id)).toHaveLength(1);
  });

  it('tells the producers when the consumer cancels, and not the consumer', async () => {
    const { order: second, ref } = await ordered([[DRAGON.id, 1]]);
    await notified(tokens.producerB, `Nuevo pedido ${ref}`);
    const cancelled = await api(`/v1/orders/${second.id}`, consumer.token, { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    const notice = await notified(tokens.producerB, `Pedido ${ref} cancelado`);
    expect(notice).toMatchObject({
      type: 'WARNING',
      priority: 'HIGH',
      link: `/producer/orders/${second.id}`,
    });
    expect(notice.message).toContain('El cliente canceló el pedido');
    await mailed('eldragon@pitahaya.test', `Pedido ${ref} cancelado`);
    expect((await mine(tokens.producer)).some((item) => item.orderId === second.id)).toBe(false);
    expect((await mine(consumer.token)).some((item) => item.orderId === second.id)).toBe(false);
  });

  it('tells the consumer when a farm cancels its line, and nobody else', async () => {
    const line = order.productOrders.find((item) => item.productId === DRAGON.id)!;
    await moveLine(tokens.producerB, order.id, line.id, 'cancelled', 'Se nos acabó la cosecha');
    const notice = await notified(consumer.token, `Tu pedido ${reference}: Cancelado`);
    expect(notice).toMatchObject({ type: 'WARNING', priority: 'HIGH', link: `/orders/${order.id}` });
    expect(notice.message).toContain('Nota de la finca: Se nos acabó la cosecha');
    // The order goes on with the other farm's line: no order-level notice for anyone.
    expect((await mine(tokens.producer)).some((item) => item.title === `Pedido ${reference} cancelado`)).toBe(
      false,
    );
    expect(
      (await mine(consumer.token)).some((item) => item.title === `Tu pedido ${reference} fue cancelado`),
    ).toBe(false);
  });

  it('when a farm cancels the last line, tells the consumer once that the order was cancelled', async () => {
    const { order: third, ref } = await ordered([[DRAGON.id, 1]]);
    await notified(tokens.producerB, `Nuevo pedido ${ref}`);
    await moveLine(tokens.producerB, third.id, third.productOrders[0]!.id, 'cancelled');
    const yours = await notified(consumer.token, `Tu pedido ${ref} fue cancelado`);
    expect(yours.message).toContain(ref);
    await mailed(consumer.email, `Tu pedido ${ref} fue cancelado`);
    // One notice, not one for the line and one for the order; the farm that cancelled is not told.
    expect((await mine(consumer.token)).some((item) => item.title === `Tu pedido ${ref}: Cancelado`)).toBe(
      false,
    );
    expect((await mine(tokens.producerB)).some((item) => item.title === `Pedido ${ref} cancelado`)).toBe(
      false,
    );
  });

  it('tells the producers and, once, the consumer when the shop cancels the order', async () => {
    const { order: fourth, ref } = await ordered([
      [VALLE.id, 1],
      [DRAGON.id, 1],
    ]);
    await notified(tokens.producer, `Nuevo pedido ${ref}`);
    const cancelled = await api(`/v1/orders/${fourth.id}`, tokens.admin, { method: 'DELETE' });
    expect(cancelled.status, cancelled.text).toBe(200);
    for (const token of [tokens.producer, tokens.producerB]) {
      const notice = await notified(token, `Pedido ${ref} cancelado`);
      expect(notice.message).toContain('La tienda canceló el pedido');
    }
    const yours = await notified(consumer.token, `Tu pedido ${ref} fue cancelado`);
    expect(yours).toMatchObject({ type: 'WARNING', link: `/orders/${fourth.id}` });
    // The lines cancelled with the order give no notice of their own.
    expect((await mine(consumer.token)).some((item) => item.title === `Tu pedido ${ref}: Cancelado`)).toBe(
      false,
    );
  });
});
