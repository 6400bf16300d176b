/**
 * The harvest calendar on the real local stack (docs/harvest-calendar.md): a farm's dispatch calendar in its
 * profile (bad input refused in Spanish, nothing written), the dispatch dates the cart, checkout and order
 * answer, pre-orders (their ready date on the lines, refused past their close or beyond the expected harvest,
 * nothing written), the farm's pick list (JSON, Spanish CSV, PDF) and pickup slots with a capacity that is
 * never oversold, even under concurrency.
 */
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../shared/contracts/carts/entities.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { Product } from '../../shared/contracts/products/entities.js';
import type { UserProfile } from '../../shared/contracts/profile/entities.js';
import type { CartSlotsAnswer, FarmSlotsAnswer, Picklist } from '../../shared/contracts/harvest/entities.js';
import { dispatchDateFor, nextCutoff } from '../../shared/rules/calendar/dispatch.js';
import { addDays, madridClock, madridToday, weekdayOf } from '../../shared/utils/madrid-time.js';
import { cartKeys, productKeys } from '../../services/lib/data/keys.js';
import { addItem, api, checkout, freshConsumer, freshProducer, freshProduct, SHIPPING } from './commerce.js';
import { getItem, ordersOf, stockOf, updateItem } from './table.js';
import { dailyPickupProfile } from '../support/farm-profiles.js';
import { seededTokens } from './accounts.js';
import { baseUrl, bearer, call, eventually, noStack, postJson } from './helpers.js';

const putProfile = (token: string, body: unknown) =>
  api<{ profile: UserProfile }>('/v1/users/profile', token, { method: 'PUT', body });

/** A schedule whose cut-off is three days from today (never near "now" while the test runs). */
function safeSchedule() {
  const weekday = weekdayOf(madridToday(new Date()));
  return { cutoffWeekday: (weekday + 3) % 7, cutoffTime: '18:00', dispatchWeekday: (weekday + 5) % 7 };
}

describe.skipIf(noStack)('harvest calendar', () => {
  it("keeps a farm's dispatch calendar; refuses a weekday of 7, 25:00 and a consumer's calendar, writing nothing", async () => {
    const farm = await freshProducer('hv-cal');
    const schedule = safeSchedule();
    const saved = await putProfile(farm.token, { schedule, holidays: ['2026-12-25', '2026-12-08'] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.profile).toMatchObject({ schedule, holidays: ['2026-12-08', '2026-12-25'] });

    for (const [body, message] of [
      [
        { schedule: { ...schedule, cutoffWeekday: 7 } },
        'El día de la semana debe ser un número del 0 (domingo) al 6 (sábado).',
      ],
      [
        { schedule: { ...schedule, cutoffTime: '25:00' } },
        'La hora debe tener el formato HH:MM, entre 00:00 y 23:59.',
      ],
      [
        { holidays: ['2026-02-30'] },
        'Cada fecha sin envíos debe ser una fecha real con el formato AAAA-MM-DD.',
      ],
      [
        { pickupSlots: [{ weekday: 6, from: '10:00', to: '12:00', capacity: 3 }] },
        'Para publicar franjas de recogida, indica antes dónde se recoge en tus condiciones de envío.',
      ],
    ] as const) {
      const refused = await putProfile(farm.token, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.status.message).toBe(message);
    }
    const after = await api<{ profile: UserProfile }>('/v1/users/profile', farm.token);
    expect(after.body.data.profile).toMatchObject({
      schedule,
      holidays: ['2026-12-08', '2026-12-25'],
      pickupSlots: [],
    });

    const consumer = await freshConsumer('hv-cal-c');
    const refused = await putProfile(consumer.token, { schedule });
    expect(refused.status).toBe(422);
    expect(refused.body.status.message).toBe(
      'Solo las fincas tienen calendario de envíos, fechas sin envíos y franjas de recogida.',
    );
  });

  it('dates the cart, the checkout and the order by the farm calendar, and lists the day in the pick list', async () => {
    const farm = await freshProducer('hv-day');
    const schedule = safeSchedule();
    await putProfile(farm.token, { schedule });
    const product = await freshProduct(farm.token, { stock: 6, name: `Pitahaya del día ${Date.now()}` });
    const buyer = await freshConsumer('hv-day-c');
    await addItem(buyer.token, product.productId, 2);

    const now = new Date();
    const expected = dispatchDateFor({ schedule, holidays: [] }, now);
    const cutoff = nextCutoff(schedule, now);
    const cart = (await api<{ cart: Cart }>('/v1/carts', buyer.token)).body.data.cart;
    expect(cart.items[0]?.dispatchDate).toBe(expected);
    expect(cart.farms[0]).toMatchObject({
      dispatchDate: expected,
      cutoff: { date: cutoff.date, time: '18:00', at: cutoff.at.toISOString() },
    });

    const placed = await checkout(buyer.token);
    expect(placed.status).toBe(201);
    const order = placed.body.data.order;
    expect(order.productOrders[0]?.dispatchDate).toBe(expected);
    expect(order.deliveries?.[0]?.dispatchDate).toBe(expected);
    const read = await api<{ order: Order }>(`/v1/orders/${order.id}`, buyer.token);
    expect(read.body.data.order.productOrders[0]?.dispatchDate).toBe(expected);

    const list = await api<{ picklist: Picklist }>(
      `/v1/orders/producer/picklist?date=${expected}`,
      farm.token,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.picklist.byProduct).toEqual([
      expect.objectContaining({ productId: product.productId, quantity: 2, orders: 1 }),
    ]);
    expect(list.body.data.picklist.byOrder[0]).toMatchObject({
      orderId: order.id,
      customer: SHIPPING.fullName,
      delivery: { mode: 'delivery', address: SHIPPING.address, postalCode: SHIPPING.postalCode },
    });

    const csv = await fetch(`${baseUrl}/v1/orders/producer/picklist?date=${expected}&format=csv`, {
      headers: bearer(farm.token),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const csvBytes = new Uint8Array(await csv.arrayBuffer());
    // UTF-8 with a byte order mark, as a Spanish spreadsheet opens it.
    expect([...csvBytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvText = new TextDecoder().decode(csvBytes);
    expect(csvText).toContain('Producto;Cantidad;Unidad;Pedidos');
    const pdfAnswer = await fetch(`${baseUrl}/v1/orders/producer/picklist?date=${expected}&format=pdf`, {
      headers: bearer(farm.token),
    });
    expect(pdfAnswer.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdfAnswer.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    // Another farm's list is not this farm's to see; a date that does not exist is refused in Spanish.
    const other = await freshProducer('hv-day-o');
    expect(
      (await api(`/v1/orders/producer/picklist?date=${expected}&producerId=${farm.userId}`, other.token))
        .status,
    ).toBe(403);
    const bad = await api('/v1/orders/producer/picklist?date=2026-02-30', farm.token);
    expect(bad.status).toBe(422);
    expect(bad.body.status.message).toBe('El día debe ser una fecha real con el formato AAAA-MM-DD.');
    expect((await api('/v1/orders/producer/picklist', farm.token)).status).toBe(422);
    expect((await api(`/v1/orders/producer/picklist?date=${expected}`, buyer.token)).status).toBe(403);

    // At the cut-off the farm is told once: a notice and an e-mail (kind picklist) with the day's list.
    const after = new Date(cutoff.at.getTime() + 60_000).toISOString();
    for (let run = 0; run < 2; run += 1) {
      const ran = await postJson('/_local/schedules/run', { job: 'cutoffs', now: after });
      expect(ran.status, ran.text).toBe(200);
    }
    const mails = await eventually(async () => {
      const found = (
        await call<{ messages: { to: string; kind: string; subject?: string; text?: string }[] }>(
          '/_local/outbox',
        )
      ).body.messages.filter((message) => message.to === farm.email && message.kind === 'picklist');
      if (found.length === 0) throw new Error('no picklist e-mail yet');
      return found;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Lista de preparación del');
    expect(mails[0]?.text).toContain(`2 kg de ${product.name}`);
    const notices = await api<{ notifications: { title: string; link?: string }[] }>(
      '/v1/notifications/mine?limit=100',
      farm.token,
    );
    expect(
      notices.body.data.notifications.filter((n) => n.title.startsWith('Lista de preparación')),
    ).toHaveLength(1);

    const days = await api<{ dispatchDays: { date: string; orders: number }[] }>(
      '/v1/orders/producer/dispatch-days',
      farm.token,
    );
    expect(days.body.data.dispatchDays).toContainEqual(
      expect.objectContaining({ date: expected, orders: 1 }),
    );
  });

  it('sells a pre-order until it closes and up to the expected harvest; its lines leave on the ready date', async () => {
    const farm = await freshProducer('hv-pre');
    const product = await freshProduct(farm.token, { stock: 5 });
    const readyFrom = addDays(madridToday(new Date()), 40);
    const past = await api<{ product: Product }>(`/v1/products/${product.productId}`, farm.token, {
      method: 'PUT',
      body: { preorder: { readyFrom, closesAt: new Date(Date.now() - 60_000).toISOString() } },
    });
    expect(past.status).toBe(422);
    expect(past.body.status.message).toBe('El cierre de las reservas ya ha pasado: elige una fecha futura.');

    const closesAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const set = await api<{ product: Product }>(`/v1/products/${product.productId}`, farm.token, {
      method: 'PUT',
      body: { availability: 'preorder', preorder: { readyFrom, closesAt } },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.product).toMatchObject({
      availability: 'preorder',
      preorder: { readyFrom, closesAt },
    });
    const listed = await api<{ products: Product[] }>(
      `/v1/products?availability=preorder&limit=50`,
      farm.token,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.products.every((p) => p.availability === 'preorder')).toBe(true);

    const buyer = await freshConsumer('hv-pre-c');
    // Beyond the expected harvest: refused, nothing in the cart.
    expect((await addItem(buyer.token, product.productId, 6)).status).toBe(409);
    await addItem(buyer.token, product.productId, 2);
    const cart = (await api<{ cart: Cart }>('/v1/carts', buyer.token)).body.data.cart;
    expect(cart.items[0]?.product.readyFrom).toBe(readyFrom);
    expect(cart.items[0]?.dispatchDate).toBe(readyFrom);
    const placed = await checkout(buyer.token);
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.productOrders[0]).toMatchObject({ readyFrom, dispatchDate: readyFrom });
    expect(await stockOf(product.productId)).toBe(3);

    // Closed since the cart was filled: 409 in Spanish, nothing written (stock, cart, orders).
    const late = await freshConsumer('hv-pre-l');
    await addItem(late.token, product.productId, 1);
    await updateItem(productKeys.item(product.productId), {
      UpdateExpression: 'SET preorder.closesAt = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    });
    const cartBefore = await getItem(cartKeys.item(late.userId));
    const refused = await checkout(late.token);
    expect(refused.status).toBe(409);
    expect(refused.body.status.message).toContain('ya están cerradas');
    expect(await stockOf(product.productId)).toBe(3);
    expect(await getItem(cartKeys.item(late.userId))).toEqual(cartBefore);
    expect(await ordersOf(late.userId)).toHaveLength(0);
  });

  it('books pickup slots within their capacity, never more under concurrency; a slot not offered is 422', async () => {
    const farm = await freshProducer('hv-slot');
    const today = madridToday(new Date());
    // A slot every day of the week from 08:00 to 09:00 (the first one tomorrow or later is offered).
    const saved = await putProfile(farm.token, dailyPickupProfile(2));
    expect(saved.status).toBe(200);
    const product = await freshProduct(farm.token, { stock: 50 });
    const buyers = await Promise.all([1, 2, 3, 4].map((n) => freshConsumer(`hv-slot-${n}`)));
    for (const buyer of buyers) await addItem(buyer.token, product.productId, 1);

    const offered = await api<CartSlotsAnswer>('/v1/carts/pickup-slots', buyers[0]!.token);
    expect(offered.status).toBe(200);
    const first = offered.body.data.farms[0]?.slots[0];
    expect(first).toMatchObject({ from: '08:00', to: '09:00', capacity: 2, left: 2 });
    expect(first!.date > today || madridClock(new Date()).time < '08:00').toBe(true);
    const choice = { producerId: farm.userId, date: first!.date, from: '08:00' };

    const wrong = await api('/v1/orders/checkout', buyers[0]!.token, {
      method: 'POST',
      body: { shippingInfo: SHIPPING, pickupSlots: [{ ...choice, from: '10:00' }] },
    });
    expect(wrong.status).toBe(422);
    const missing = await api('/v1/orders/checkout', buyers[0]!.token, {
      method: 'POST',
      body: { shippingInfo: SHIPPING, pickupFrom: [farm.userId] },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.status.message).toContain('Elige una franja para recoger tu pedido');

    const answers = await Promise.all(
      buyers.map((buyer) =>
        api<{ order: Order }>('/v1/orders/checkout', buyer.token, {
          method: 'POST',
          body: { shippingInfo: SHIPPING, pickupSlots: [choice] },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409]);
    const placed = answers.find((answer) => answer.status === 201)!.body.data.order;
    expect(placed.deliveries?.[0]).toMatchObject({
      mode: 'pickup',
      pickupSlot: { date: choice.date, from: '08:00', to: '09:00' },
    });
    expect(answers.find((answer) => answer.status === 409)!.body.status.message).toContain(
      'se acaba de llenar',
    );

    const farmView = await api<FarmSlotsAnswer>(
      `/v1/orders/producer/pickup-slots?from=${choice.date}`,
      farm.token,
    );
    const slot = farmView.body.data.slots.find(
      (entry) => entry.date === choice.date && entry.from === '08:00',
    );
    expect(slot).toMatchObject({ capacity: 2, taken: 2 });
    expect(slot?.orders).toHaveLength(2);

    // A cancel gives its place back.
    const winner = buyers[answers.findIndex((answer) => answer.body.data?.order?.id === placed.id)]!;
    const loser = buyers[answers.findIndex((answer) => answer.status === 409)]!;
    expect((await api(`/v1/orders/${placed.id}`, winner.token, { method: 'DELETE' })).status).toBe(200);
    const again = await api<CartSlotsAnswer>('/v1/carts/pickup-slots', loser.token);
    expect(again.body.data.farms[0]?.slots.find((entry) => entry.date === choice.date)?.left).toBe(1);

    // An admin's cancel gives it back too: the place the loser takes now is free again after it.
    const taken = await api<{ order: Order }>('/v1/orders/checkout', loser.token, {
      method: 'POST',
      body: { shippingInfo: SHIPPING, pickupSlots: [choice] },
    });
    expect(taken.status).toBe(201);
    // The other buyer refused at first still has a cart to look with.
    const watcher = buyers.find((buyer, n) => answers[n]!.status === 409 && buyer !== loser)!;
    const full = await api<CartSlotsAnswer>('/v1/carts/pickup-slots', watcher.token);
    expect(full.body.data.farms[0]?.slots.find((entry) => entry.date === choice.date)?.left).toBe(0);
    const { admin } = await seededTokens();
    const cancelled = await api(`/v1/orders/${taken.body.data.order.id}/status`, admin, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    const freed = await api<CartSlotsAnswer>('/v1/carts/pickup-slots', watcher.token);
    expect(freed.body.data.farms[0]?.slots.find((entry) => entry.date === choice.date)?.left).toBe(1);
  });
});
