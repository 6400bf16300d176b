/**
 * «Avísame» on the real local stack (docs/harvest-calendar.md "«Avísame»"): a consumer asks to be told when an
 * out-of-stock product is back or a pre-order opens (201; again: 200), a product that can be ordered now is 409
 * and an unknown one 404, a farm cannot (403); the `cutoffs` job tells the consumer once (notification and
 * e-mail kind `alert`) when the product can be ordered, and not before; removing the alert answers it inactive.
 */
import { describe, expect, it } from 'vitest';
import type { StockAlertAnswer } from '../../shared/contracts/harvest/entities.js';
import { ALERT_MESSAGES } from '../../shared/messages/calendar-validation.js';
import { addDays, madridToday } from '../../shared/utils/madrid-time.js';
import { runSchedule } from '../support/schedules.js';
import { api, freshConsumer, freshProducer, freshProduct } from './commerce.js';
import { eventually, noStack, outbox } from './helpers.js';
import { noticesOf } from './table.js';
import { seededSuite } from './suite.js';

seededSuite();

const alertNotices = (userId: string) => noticesOf(userId, 'stock_alert');

const alertPath = (productId: string) => `/v1/products/${productId}/alert`;

describe.skipIf(noStack)('«Avísame»', () => {
  it('tells a consumer once when an out-of-stock product is back; refuses what needs no alert', async () => {
    const farm = await freshProducer('alert-farm');
    const product = await freshProduct(farm.token, {
      stock: 0,
      name: `Pitahaya agotada ${Date.now().toString(36)}`,
    });
    const inStock = await freshProduct(farm.token, { stock: 5 });
    const buyer = await freshConsumer('alert-buyer');

    const none = await api<StockAlertAnswer>(alertPath(product.productId), buyer.token);
    expect(none.status, none.text).toBe(200);
    expect(none.body.data.alert).toEqual({ productId: product.productId, active: false });

    const created = await api<StockAlertAnswer>(alertPath(product.productId), buyer.token, {
      method: 'POST',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.status.message).toBe(ALERT_MESSAGES.created);
    expect(created.body.data.alert).toMatchObject({
      productId: product.productId,
      active: true,
      waitsFor: 'stock',
    });
    const again = await api<StockAlertAnswer>(alertPath(product.productId), buyer.token, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(again.body.status.message).toBe(ALERT_MESSAGES.exists);

    const needless = await api(alertPath(inStock.productId), buyer.token, { method: 'POST' });
    expect(needless.status).toBe(409);
    expect(needless.body.status.message).toBe(ALERT_MESSAGES.notNeeded);
    const unknown = await api(alertPath('00000000-0000-4000-8000-000000000000'), buyer.token, {
      method: 'POST',
    });
    expect(unknown.status).toBe(404);
    expect((await api(alertPath(product.productId), farm.token, { method: 'POST' })).status).toBe(403);

    // Still out of stock: the job tells nothing.
    await runSchedule('cutoffs', new Date());
    expect(await alertNotices(buyer.userId)).toEqual([]);

    const restocked = await api(`/v1/products/${product.productId}`, farm.token, {
      method: 'PUT',
      body: { stock: 4 },
    });
    expect(restocked.status, restocked.text).toBe(200);
    await Promise.all([runSchedule('cutoffs', new Date()), runSchedule('cutoffs', new Date())]);
    await runSchedule('cutoffs', new Date());
    expect(await alertNotices(buyer.userId)).toEqual([
      {
        title: `Ya puedes pedir ${product.name}`,
        message: `«${product.name}» vuelve a estar disponible. Pídelo antes de que se acabe.`,
      },
    ]);
    const mails = await eventually(async () => {
      const mine = (await outbox()).filter((m) => m.to === buyer.email && m.kind === 'alert');
      expect(mine).toHaveLength(1);
      return mine;
    });
    expect(mails[0]?.subject).toBe(`Ya puedes pedir ${product.name}`);
    // Told: the alert is gone.
    const after = await api<StockAlertAnswer>(alertPath(product.productId), buyer.token);
    expect(after.body.data.alert.active).toBe(false);
  });

  it('tells a consumer when a pre-order opens, not before; an alert removed tells nothing', async () => {
    const farm = await freshProducer('alert-open');
    const product = await freshProduct(farm.token, { stock: 30 });
    const opensAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const set = await api(`/v1/products/${product.productId}`, farm.token, {
      method: 'PUT',
      body: {
        availability: 'preorder',
        preorder: {
          readyFrom: addDays(madridToday(new Date()), 40),
          opensAt,
          closesAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        },
      },
    });
    expect(set.status, set.text).toBe(200);
    const [waiting, leaving] = await Promise.all([
      freshConsumer('alert-open-1'),
      freshConsumer('alert-open-2'),
    ]);
    for (const buyer of [waiting, leaving]) {
      const created = await api<StockAlertAnswer>(alertPath(product.productId), buyer.token, {
        method: 'POST',
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body.data.alert.waitsFor).toBe('opening');
    }
    const removed = await api<StockAlertAnswer>(alertPath(product.productId), leaving.token, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.alert.active).toBe(false);

    // The day before it opens: nothing.
    await runSchedule('cutoffs', new Date(Date.parse(opensAt) - 86_400_000));
    expect(await alertNotices(waiting.userId)).toEqual([]);
    // Once open: told once.
    const open = new Date(Date.parse(opensAt) + 60_000);
    await runSchedule('cutoffs', open);
    await runSchedule('cutoffs', open);
    expect(await alertNotices(waiting.userId)).toEqual([
      {
        title: `Abren las reservas de ${product.name}`,
        message: `Ya puedes reservar «${product.name}» de la próxima cosecha.`,
      },
    ]);
    expect(await alertNotices(leaving.userId)).toEqual([]);
  });
});
