/**
 * How a farm hears of its new orders by e-mail (docs/notifications.md), on the real local stack: a farm that never
 * chose gets the bell's 'Nuevo pedido' at once and no e-mail for it; the `cutoffs` job the next morning (07:30
 * Madrid) sends it one summary of the day's orders, and a second run nothing more. A farm that chose «Un correo
 * por pedido» (PUT /v1/users/profile `newOrderEmails: each`) gets the e-mail at once, as before, and no summary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../shared/contracts/notifications/entities.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { UserProfile } from '../../shared/contracts/profile/entities.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { addDays, madridInstant, madridToday } from '../../shared/utils/madrid-time.js';
import { mailKeys, notificationKeys } from '../../services/lib/data/keys.js';
import { runSchedule } from '../support/schedules.js';
import { addItem, api, checkout, freshConsumer, freshProducer, freshProduct } from './commerce.js';
import { eventually, noStack, outbox, type OutboxMessage } from './helpers.js';
import { seededSuite } from './suite.js';
import { closeTable, getItem } from './table.js';

type Farm = Awaited<ReturnType<typeof freshProducer>>;

const mine = async (token: string) =>
  (await api<{ notifications: Notification[] }>('/v1/notifications/mine?limit=100', token)).body.data
    .notifications;

/** Waits for exactly one notification titled `title` among the caller's own and answers it. */
const notified = (token: string, title: string) =>
  eventually(async () => {
    const found = (await mine(token)).filter((notice) => notice.title === title);
    expect(found).toHaveLength(1);
    return found[0] as Notification;
  });

/** The e-mails the shop sent to `to` (not Cognito's sign-up code). */
const mailsTo = async (to: string) =>
  (await outbox()).filter((message) => message.to === to && message.kind !== 'signup');

describe.skipIf(noStack)(
  "a farm's new-order e-mails: one summary a day unless it chose one per order",
  () => {
    seededSuite();
    let daily: Farm;
    let each: Farm;
    let order: Order;
    let reference: string;
    let dailyProduct: string;

    beforeAll(async () => {
      [daily, each] = await Promise.all([freshProducer('resumen-dia'), freshProducer('resumen-cada')]);
      const [forDaily, forEach] = await Promise.all([
        freshProduct(daily.token, { stock: 5 }),
        freshProduct(each.token, { stock: 5 }),
      ]);
      dailyProduct = forDaily.name;
      const buyer = await freshConsumer('resumen-comprador');
      expect((await addItem(buyer.token, forDaily.productId, 2)).status).toBe(200);
      expect((await addItem(buyer.token, forEach.productId, 1)).status).toBe(200);
      // Chosen before the order: the farm's choice is read when the order's notices are written.
      const chosen = await api<{ profile: UserProfile }>('/v1/users/profile', each.token, {
        method: 'PUT',
        body: { newOrderEmails: 'each' },
      });
      expect(chosen.status, chosen.text).toBe(200);
      expect(chosen.body.data.profile.newOrderEmails).toBe('each');
      const placed = await checkout(buyer.token);
      expect(placed.status, placed.text).toBe(201);
      order = placed.body.data.order;
      reference = orderReference(order.id);
    });

    afterAll(() => closeTable());

    it('a farm that never chose reads «Un resumen al día» in its profile; a bad value is refused in Spanish', async () => {
      const profile = await api<{ profile: UserProfile }>('/v1/users/profile', daily.token);
      expect(profile.body.data.profile.newOrderEmails).toBe('daily');
      const refused = await api('/v1/users/profile', daily.token, {
        method: 'PUT',
        body: { newOrderEmails: 'weekly' },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        {
          field: 'newOrderEmails',
          message:
            'Los correos de pedidos nuevos deben ser daily (un resumen al día) o each (un correo por pedido).',
        },
      ]);
    });

    it('the bell tells both farms at once; only the farm that chose each order gets its e-mail now', async () => {
      const title = `Nuevo pedido ${reference}`;
      const dailyNotice = await notified(daily.token, title);
      await notified(each.token, title);
      const now = await eventually(async () => {
        const found = (await mailsTo(each.email)).filter((message) => message.subject === title);
        expect(found).toHaveLength(1);
        return found[0] as OutboxMessage;
      });
      expect(now.text).toContain(`/producer/orders/${order.id}`);
      // The other farm's notice was written without its e-mail, held for the summary (one transaction: both or none).
      const stored = await getItem(
        notificationKeys.personal(daily.userId, dailyNotice.createdAt, dailyNotice.id),
      );
      expect(stored).toMatchObject({ event: 'order_created', orderId: order.id, mailLater: true });
    });

    it("the next morning's job sends the farm one summary of the day, once; the other farm gets none", async () => {
      const notice = await notified(daily.token, `Nuevo pedido ${reference}`);
      const day = madridToday(new Date(notice.createdAt));
      // Before 07:00 nothing goes; at 07:30 the summary; a second run, nothing more.
      await runSchedule('cutoffs', madridInstant(addDays(day, 1), '06:45'));
      expect(await getItem(mailKeys.item(`new-orders-${daily.userId}-${day}`))).toBeUndefined();
      await runSchedule('cutoffs', madridInstant(addDays(day, 1), '07:30'));
      await runSchedule('cutoffs', madridInstant(addDays(day, 1), '07:45'));
      const summaries = await eventually(async () => {
        const found = (await mailsTo(daily.email)).filter((message) =>
          message.subject?.startsWith('Resumen del'),
        );
        expect(found).toHaveLength(1);
        return found;
      });
      const text = summaries[0]?.text ?? '';
      expect(summaries[0]?.kind).toBe('order');
      expect(text).toContain(`Pedido ${reference}, a las `);
      expect(text).toContain(`${dailyProduct} × 2`);
      expect(text).toContain('Importe de tus productos:');
      // Its links are on the site's address (SITE_URL completed when it was sent).
      expect(text).toMatch(new RegExp(`Ábrelo: http://\\S+/producer/orders/${order.id}\n`));
      expect(text).toMatch(/tu perfil: http:\/\/\S+\/profile#correos-pedidos/);
      // One e-mail in all for this farm: the summary, never the order's own.
      expect(await mailsTo(daily.email)).toHaveLength(1);
      expect(
        (await mailsTo(each.email)).filter((message) => message.subject?.startsWith('Resumen del')),
      ).toEqual([]);
    });
  },
);
