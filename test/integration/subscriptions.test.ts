/**
 * Recurring boxes over HTTP on the real local stack (docs/subscriptions.md): a farm marks a product
 * subscribable, a consumer subscribes, lists, reads and changes the box until the cut-off; every refusal is
 * Spanish, with its status, and writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { subscriptionKeys } from '../../services/lib/data/selling-keys.js';
import type { Product } from '../../shared/contracts/products/entities.js';
import type { Subscription } from '../../shared/contracts/subscriptions/entities.js';
import { api, freshConsumer, freshProduct, SHIPPING, subscribeWeekly } from './commerce.js';
import { getItem } from './table.js';
import { seededSuite } from './suite.js';
import { noStack } from './helpers.js';

const tokens = seededSuite();

type Answer = { subscription: Subscription };
const subscribe = (token: string, body: Record<string, unknown>) =>
  api<Answer>('/v1/subscriptions', token, { method: 'POST', body });
const change = (token: string, id: string, body: Record<string, unknown>) =>
  api<Answer>(`/v1/subscriptions/${id}`, token, { method: 'PATCH', body });

async function boxProduct(intervals: string[] = ['weekly', 'monthly']): Promise<Product> {
  return freshProduct(tokens.producer, { price: 12.5, stock: 50, subscription: { intervals } });
}

describe.skipIf(noStack)('subscriptions over HTTP', () => {
  it('lets a farm mark a product subscribable and take it back (product form)', async () => {
    const product = await boxProduct(['weekly']);
    expect(product.subscription).toEqual({ intervals: ['weekly'] });
    const changed = await api<{ product: Product }>(`/v1/products/${product.productId}`, tokens.producer, {
      method: 'PUT',
      body: { subscription: { intervals: ['monthly', 'biweekly'] } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.product.subscription).toEqual({ intervals: ['biweekly', 'monthly'] });
    const bad = await api(`/v1/products/${product.productId}`, tokens.producer, {
      method: 'PUT',
      body: { subscription: { intervals: ['daily'] } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.status.message).toBe('Elige una frecuencia: semanal, quincenal o mensual');
    const cleared = await api<{ product: Product }>(`/v1/products/${product.productId}`, tokens.producer, {
      method: 'PUT',
      body: { subscription: null },
    });
    expect(cleared.body.data.product.subscription).toBeUndefined();
  });

  it('subscribes to a box paid by transfer: active, first date ahead of its cut-off, listed and read', async () => {
    const { token } = await freshConsumer('sub-ok');
    const product = await boxProduct();
    const { subscription } = await subscribeWeekly(token, [[product.productId, 2]], 'bank_transfer');
    expect(subscription).toMatchObject({
      status: 'active',
      interval: 'weekly',
      paymentMethod: 'bank_transfer',
      items: [{ productId: product.productId, quantity: 2, price: 12.5, name: product.name }],
      failedCharges: 0,
    });
    expect(subscription.nextOrderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(subscription.cutoffAt)).toBeGreaterThan(Date.now());
    const listed = await api<{ subscriptions: Subscription[] }>('/v1/subscriptions', token);
    expect(listed.body.data.subscriptions.map((s) => s.id)).toEqual([subscription.id]);
    const read = await api<Answer>(`/v1/subscriptions/${subscription.id}`, token);
    expect(read.body.data.subscription).toEqual(subscription);
    // Another consumer's subscription does not exist for them.
    const other = await freshConsumer('sub-other');
    const hidden = await api(`/v1/subscriptions/${subscription.id}`, other.token);
    expect(hidden.status).toBe(404);
    expect(hidden.body.status.message).toBe('Suscripción no encontrada');
    expect((await change(other.token, subscription.id, { status: 'paused' })).status).toBe(404);
  });

  it('refuses bad boxes in Spanish and writes nothing', async () => {
    const { token } = await freshConsumer('sub-bad');
    const [weekly, plain] = await Promise.all([boxProduct(['weekly']), freshProduct(tokens.producer)]);
    const base = { interval: 'weekly', shippingInfo: SHIPPING, paymentMethod: 'cash_on_delivery' };
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { ...base, items: [{ productId: plain.productId, quantity: 1 }] },
        422,
        `«${plain.name}» no se vende por suscripción`,
      ],
      [
        { ...base, interval: 'monthly', items: [{ productId: weekly.productId, quantity: 1 }] },
        422,
        `«${weekly.name}» no se ofrece con frecuencia mensual`,
      ],
      [{ ...base, items: [{ productId: 'no-such-product', quantity: 1 }] }, 404, 'Producto no encontrado'],
      [{ ...base, items: [] }, 422, 'Añade al menos un producto a tu caja'],
      [
        { ...base, items: [{ productId: weekly.productId, quantity: 0 }] },
        422,
        'La cantidad debe ser mayor a 0',
      ],
      [
        { ...base, interval: 'daily', items: [{ productId: weekly.productId, quantity: 1 }] },
        422,
        'Elige una frecuencia: semanal, quincenal o mensual',
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await subscribe(token, body);
      expect(answer.status, message).toBe(status);
      expect(answer.body.status.message).toBe(message);
    }
    const listed = await api<{ subscriptions: Subscription[] }>('/v1/subscriptions', token);
    expect(listed.body.data.subscriptions).toEqual([]);
    expect(
      (await subscribe(tokens.producer, { ...base, items: [{ productId: weekly.productId, quantity: 1 }] }))
        .status,
    ).toBe(403);
  });

  it('changes items, interval, skips, pauses, resumes and cancels; a cancelled box changes no more', async () => {
    const { token } = await freshConsumer('sub-change');
    const [a, b] = await Promise.all([boxProduct(), boxProduct(['weekly'])]);
    const { id, nextOrderDate } = (await subscribeWeekly(token, [[a.productId, 1]], 'cash_on_delivery'))
      .subscription;
    const items = await change(token, id, {
      items: [
        { productId: a.productId, quantity: 3 },
        { productId: b.productId, quantity: 1 },
      ],
    });
    expect(items.status).toBe(200);
    expect(items.body.data.subscription.items.map((i) => [i.productId, i.quantity])).toEqual([
      [a.productId, 3],
      [b.productId, 1],
    ]);
    // b is weekly only: the box cannot go monthly (nothing written).
    const monthly = await change(token, id, { interval: 'monthly' });
    expect(monthly.status).toBe(422);
    expect(monthly.body.status.message).toBe(`«${b.name}» no se ofrece con frecuencia mensual`);
    const skipped = await change(token, id, { skipNext: true });
    expect(skipped.body.data.subscription.nextOrderDate > nextOrderDate).toBe(true);
    const paused = await change(token, id, { status: 'paused' });
    expect(paused.body.data.subscription).toMatchObject({ status: 'paused', pauseReason: 'consumer' });
    const stored = await getItem(subscriptionKeys.item(id));
    expect(stored?.GSI2PK).toBeUndefined();
    const again = await change(token, id, { status: 'paused' });
    expect(again.status).toBe(409);
    expect(again.body.status.message).toBe('La suscripción ya está en pausa');
    const resumed = await change(token, id, { status: 'active' });
    expect(resumed.body.data.subscription.status).toBe('active');
    expect((await getItem(subscriptionKeys.item(id)))?.GSI2PK).toMatch(/^SUBSCRIPTIONS_DUE#/);
    const cancelled = await change(token, id, { status: 'cancelled' });
    expect(cancelled.body.data.subscription.status).toBe('cancelled');
    const after = await change(token, id, { status: 'active' });
    expect(after.status).toBe(409);
    expect(after.body.status.message).toBe('Esta suscripción está cancelada y no se puede cambiar');
    const empty = await change(token, id, {});
    expect(empty.status).toBe(422);
    expect(empty.body.status.message).toBe('No hay cambios que aplicar a la suscripción');
  });
});

describe.skipIf(noStack)("a farm's subscribers", () => {
  it('lists the subscribers of the farm with the coming weeks’ quantities; another farm sees none', async () => {
    const { token } = await freshConsumer('sub-farm');
    const product = await freshProduct(tokens.producer, {
      price: 7,
      stock: 20,
      subscription: { intervals: ['weekly'] },
    });
    const { id, nextOrderDate } = (await subscribeWeekly(token, [[product.productId, 3]], 'cash_on_delivery'))
      .subscription;
    type Farm = {
      subscribers: { subscriptionId: string; customer: string; nextOrderDate: string }[];
      forecast: { weekStart: string; products: { productId: string; quantity: number }[] }[];
    };
    const farm = await api<Farm>('/v1/subscriptions/producer', tokens.producer);
    expect(farm.status).toBe(200);
    expect(farm.body.data.subscribers.find((s) => s.subscriptionId === id)).toMatchObject({
      customer: SHIPPING.fullName,
      nextOrderDate,
    });
    const weeks = farm.body.data.forecast.filter((week) =>
      week.products.some((p) => p.productId === product.productId),
    );
    expect(weeks.length).toBeGreaterThanOrEqual(3);
    expect(weeks[0]?.products.find((p) => p.productId === product.productId)?.quantity).toBe(3);
    const other = await api<Farm>('/v1/subscriptions/producer', tokens.producerB);
    expect(other.body.data.subscribers.some((s) => s.subscriptionId === id)).toBe(false);
    expect((await api('/v1/subscriptions/producer', token)).status).toBe(403);
    const admin = await api('/v1/subscriptions/producer', tokens.admin);
    expect(admin.status).toBe(422);
  });
});

describe.skipIf(noStack)("the admins' subscriptions overview", () => {
  it('counts the subscriptions by status and the month’s cancellations; admins only', async () => {
    type Overview = {
      byStatus: Record<string, number>;
      churn: { month: string; started: number; cancelled: number }[];
    };
    const before = (await api<Overview>('/v1/subscriptions/admin', tokens.admin)).body.data;
    const { token } = await freshConsumer('sub-admin');
    const product = await boxProduct(['weekly']);
    const { subscription } = await subscribeWeekly(token, [[product.productId, 1]], 'cash_on_delivery');
    await change(token, subscription.id, { status: 'cancelled' });
    const after = await api<Overview>('/v1/subscriptions/admin', tokens.admin);
    expect(after.status).toBe(200);
    expect(after.body.data.byStatus.cancelled).toBe((before.byStatus.cancelled ?? 0) + 1);
    const month = (data: Overview) => data.churn.at(-1);
    expect(month(after.body.data)?.started).toBe((month(before)?.started ?? 0) + 1);
    expect(month(after.body.data)?.cancelled).toBe((month(before)?.cancelled ?? 0) + 1);
    expect((await api('/v1/subscriptions/admin', tokens.producer)).status).toBe(403);
  });
});
