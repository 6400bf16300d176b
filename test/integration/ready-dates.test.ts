/**
 * A pre-order's ready date moved by its farm, on the real local stack (docs/harvest-calendar.md, "Pre-orders";
 * services/events/ready-dates.ts): the lines still waiting move to the new date (their readyFrom and
 * dispatchDate, and the farm's pick lists follow), and each buyer is told once (a notification and an e-mail)
 * that the order may be cancelled without cost.
 */
import { describe, expect, it } from 'vitest';
import type { Picklist } from '../../shared/contracts/harvest/entities.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { readyDateMovedText } from '../../shared/messages/calendar.js';
import { addDays, madridToday } from '../../shared/utils/madrid-time.js';
import { addItem, api, checkout, freshConsumer, freshProducer, freshProduct } from './commerce.js';
import { eventually, noStack, outbox } from './helpers.js';
import { noticesOf } from './table.js';
import { seededSuite } from './suite.js';

seededSuite();

const movedNotices = (userId: string) => noticesOf(userId, 'preorder_ready_moved');

describe.skipIf(noStack)("a pre-order's ready date moved", () => {
  it('moves the waiting lines and the pick list to the new date and tells the buyer once', async () => {
    const farm = await freshProducer('ready-move');
    const product = await freshProduct(farm.token, { stock: 10 });
    const readyFrom = addDays(madridToday(new Date()), 40);
    const later = addDays(readyFrom, 10);
    const closesAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const set = await api(`/v1/products/${product.productId}`, farm.token, {
      method: 'PUT',
      body: { availability: 'preorder', preorder: { readyFrom, closesAt } },
    });
    expect(set.status, set.text).toBe(200);
    const buyer = await freshConsumer('ready-move-c');
    expect((await addItem(buyer.token, product.productId, 2)).status).toBe(200);
    const placed = await checkout(buyer.token);
    expect(placed.status, placed.text).toBe(201);
    const orderId = placed.body.data.order.id;
    expect(placed.body.data.order.productOrders[0]).toMatchObject({ readyFrom, dispatchDate: readyFrom });

    const moved = await api(`/v1/products/${product.productId}`, farm.token, {
      method: 'PUT',
      body: { preorder: { readyFrom: later, closesAt } },
    });
    expect(moved.status, moved.text).toBe(200);
    // The stream moves the line a moment later.
    await eventually(async () => {
      const order = (await api<{ order: Order }>(`/v1/orders/${orderId}`, buyer.token)).body.data.order;
      expect(order.productOrders[0]).toMatchObject({ readyFrom: later, dispatchDate: later });
    }, 20_000);
    const text = readyDateMovedText(product.name, later);
    await eventually(async () => {
      expect(await movedNotices(buyer.userId)).toEqual([{ title: text.title, message: text.message }]);
      const mails = (await outbox()).filter((m) => m.to === buyer.email && m.subject === text.title);
      expect(mails).toHaveLength(1);
    }, 20_000);

    // The farm's pick lists follow: the line is in the new day's, no longer in the old one's.
    const listOf = async (date: string) =>
      (await api<{ picklist: Picklist }>(`/v1/orders/producer/picklist?date=${date}`, farm.token)).body.data
        .picklist;
    expect((await listOf(later)).byOrder.map((entry) => entry.orderId)).toEqual([orderId]);
    expect((await listOf(readyFrom)).byOrder).toEqual([]);
  });
});
