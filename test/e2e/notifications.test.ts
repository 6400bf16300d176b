/**
 * Browser tests of notifications and the contact inbox against the real local stack:
 *   - a visitor sends the contact form (the shop's copy lands in the outbox) and an admin reads it in
 *     /admin/messages (the dashboard counts it), then marks it handled;
 *   - an admin posts an URGENT notice in /admin/notifications and a visitor sees the banner on every page,
 *     closes it, and it stays closed;
 *   - a consumer's order (placed through the API) reaches the producer's bell at once (its e-mail waits for the
 *     farm's daily summary): the badge counts it, the panel shows 'Nuevo pedido ...' marked new, and opening it
 *     marks everything read.
 * Screenshots (desktop 1366x900, phone 390x844) land in test-results/.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../infra/local/seed/products.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { fullPageShot } from '../support/screenshots.js';
import { openPage, signInAt } from '../support/pages.js';
import { apiCall, placeOrder, register, signIn } from '../support/shop-api.js';
import { DESKTOP, PHONE, RUN } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { ADMIN, PRODUCER } from '../support/seeded-accounts.js';

/** A seeded product of Finca Pitahaya del Valle (productor@pitahaya.test). */
const PRODUCT = SEED_PRODUCTS.find((product) => product.producer === 'productor' && product.isActive)!;

interface OutboxMessage {
  to: string;
  kind: string;
  subject?: string;
  text?: string;
  code?: string;
}

/** Waits for the first outbox message that `match` accepts. */
async function outboxMessage(match: (message: OutboxMessage) => boolean): Promise<OutboxMessage> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { body } = await apiCall<{ messages: OutboxMessage[] }>('/_local/outbox');
    const found = body.messages.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The expected e-mail never reached the outbox');
}

/** Waits for the producer's own notice titled `title`. */
async function producerNotice(title: string): Promise<void> {
  const token = await signIn(PRODUCER);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { body } = await apiCall<{ data: { notifications: { title: string }[] } }>(
      '/v1/notifications/mine?limit=100',
      { token },
    );
    if (body.data.notifications.some((notice) => notice.title === title)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The producer was never told of the order');
}

/** A fresh confirmed consumer (sign-up code from the outbox); answers their access token. */
async function freshConsumer(): Promise<string> {
  const account = { username: `e2e-aviso-${RUN}@pitahaya.test`, password: 'Pitahaya123!' };
  await register({ ...account, fullName: 'Rosa Avisos' }, 'consumer');
  return signIn(account);
}

describe.skipIf(!chromiumAvailable() || !baseUrl)(
  'notifications and the contact inbox in the browser',
  () => {
    const newContext = browserForSuite();
    const cleanups: (() => Promise<unknown>)[] = [];

    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    });

    const open = (path: string, viewport = DESKTOP) => openPage(newContext, path, { viewport });

    const noHorizontalScroll = (page: Page) =>
      page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

    it('a visitor sends the contact form and an admin reads it in the inbox', async () => {
      const subject = `Pedido al por mayor ${RUN}`;
      const { page, errors } = await open('/contact');
      await page.getByLabel('Nombre').fill('Carmen Ortega');
      await page.getByLabel('Email').fill(`carmen-${RUN}@example.com`);
      await page.getByLabel('Asunto').fill(subject);
      await page.getByLabel('Mensaje').fill('Hola, ¿venden cajas de 10 kg para una frutería? Gracias.');
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await page.getByRole('heading', { name: '¡Gracias, Carmen Ortega!' }).waitFor();
      await fullPageShot(page, 'contact-sent-desktop.png');

      // The shop's copy, with the sender as reply-to.
      const copy = await outboxMessage(
        (message) => message.kind === 'contact' && message.subject === `Contacto: ${subject}`,
      );
      expect(copy.to).toBe('contacto@pitahaya.test');
      expect(copy.text).toContain('cajas de 10 kg');

      // The admin: the dashboard counts it, the inbox shows it, opening it reads it.
      await signInAt(page, ADMIN, '/admin/dashboard');
      await page.getByTestId('unread-messages').waitFor();
      expect(Number(await page.locator('.unread-messages__count').textContent())).toBeGreaterThanOrEqual(1);
      await page.getByRole('link', { name: 'Abrir la bandeja' }).click();
      await page.getByRole('heading', { level: 1, name: 'Mensajes de contacto' }).waitFor();
      const row = page.getByRole('button', { name: new RegExp(subject) });
      await row.waitFor();
      expect(await row.textContent()).toContain('Nuevo');
      await row.click();
      await page.getByRole('heading', { level: 2, name: subject }).waitFor();
      expect(await page.locator('.message-detail__text').textContent()).toContain('¿venden cajas de 10 kg');
      await expect.poll(async () => (await row.textContent()) ?? '').not.toContain('Nuevo');
      expect(await page.getByRole('link', { name: 'Responder por email' }).getAttribute('href')).toMatch(
        /^mailto:carmen-/,
      );
      await page.getByRole('button', { name: 'Marcar como atendido' }).click();
      await page.getByRole('button', { name: 'Reabrir' }).waitFor();
      await expect.poll(async () => (await row.textContent()) ?? '').toContain('Atendido');
      await fullPageShot(page, 'admin-messages-desktop.png');
      expect(errors).toEqual([]);

      // The same inbox on a phone: no sideways scrolling.
      const phone = await open('/', PHONE);
      await signInAt(phone.page, ADMIN, `/admin/messages`);
      await phone.page.getByRole('button', { name: new RegExp(subject) }).click();
      await phone.page.getByRole('heading', { level: 2, name: subject }).waitFor();
      expect(await noHorizontalScroll(phone.page)).toBe(true);
      await fullPageShot(phone.page, 'admin-messages-phone.png');
    });

    it('an admin posts an URGENT notice and a visitor sees the banner on every page', async () => {
      const title = `Corte de envíos ${RUN}`;
      const { page, errors } = await open('/');
      await signInAt(page, ADMIN, '/admin/notifications');
      await page.getByRole('heading', { level: 1, name: 'Notificaciones' }).waitFor();
      // The schema's messages, before anything is sent.
      await page.getByRole('button', { name: 'Publicar notificación' }).click();
      await page.getByText('El título es requerido').waitFor();
      await page.getByLabel('Título').fill(title);
      await page.getByLabel('Mensaje').fill('Mañana no salen pedidos por la huelga de transporte.');
      await page.getByLabel('Tipo').selectOption('WARNING');
      await page.getByLabel('Prioridad').selectOption('URGENT');
      await page.getByRole('button', { name: 'Publicar notificación' }).click();
      await page.getByRole('heading', { level: 3, name: title }).waitFor();
      await fullPageShot(page, 'admin-notifications-desktop.png');
      // The expiry's date and time picker stays inside the composer's card.
      const card = (await page.locator('.notice-composer').boundingBox())!;
      const picker = (await page.getByLabel('Vence').boundingBox())!;
      expect(picker.x + picker.width).toBeLessThanOrEqual(card.x + card.width);
      expect(errors).toEqual([]);

      // The same screen on a phone: no sideways scrolling.
      const adminPhone = await open('/', PHONE);
      await signInAt(adminPhone.page, ADMIN, '/admin/notifications');
      await adminPhone.page.getByRole('heading', { level: 3, name: title }).waitFor();
      expect(await noHorizontalScroll(adminPhone.page)).toBe(true);
      await fullPageShot(adminPhone.page, 'admin-notifications-phone.png');
      const admin = await signIn(ADMIN);
      const listed = await apiCall<{ data: { notifications: { id: string; title: string }[] } }>(
        '/v1/notifications?priority=URGENT',
      );
      const created = listed.body.data.notifications.find((notice) => notice.title === title);
      expect(created).toBeDefined();
      cleanups.push(() => apiCall(`/v1/notifications/${created?.id}`, { method: 'DELETE', token: admin }));

      // A visitor on a phone: the banner on the home page and on another page, closed for good.
      const visitor = await open('/', PHONE);
      const banner = visitor.page.getByTestId('urgent-banner').filter({ hasText: title });
      await banner.waitFor();
      expect(await noHorizontalScroll(visitor.page)).toBe(true);
      await visitor.page.screenshot({ path: 'test-results/urgent-banner-phone.png' });
      await visitor.page.goto(`${baseUrl}/products`);
      await banner.waitFor();
      await banner.getByRole('button', { name: `Cerrar el aviso: ${title}` }).click();
      await banner.waitFor({ state: 'detached' });
      await visitor.page.goto(`${baseUrl}/faq`);
      await visitor.page.getByRole('heading', { level: 1 }).waitFor();
      await visitor.page.getByRole('button', { name: /^Notificaciones/ }).waitFor();
      expect(await banner.count()).toBe(0);
      expect(visitor.errors).toEqual([]);
    });

    it("a consumer's new order shows in the producer's bell", async () => {
      const consumer = await freshConsumer();
      const placed = await placeOrder(consumer, [[PRODUCT.id, 2]], {
        shippingInfo: {
          fullName: 'Rosa Avisos',
          address: 'Calle Real 3',
          city: 'Almería',
          postalCode: '04001',
        },
      });
      const orderId = placed.order.id;
      cleanups.push(() => apiCall(`/v1/orders/${orderId}`, { method: 'DELETE', token: consumer }));
      const title = `Nuevo pedido ${orderReference(orderId)}`;
      // Derived from the table's stream a moment after the order (its e-mail copy waits for the farm's daily
      // summary: docs/notifications.md).
      await producerNotice(title);

      for (const [viewport, shot] of [
        [DESKTOP, 'bell-producer-desktop.png'],
        [PHONE, 'bell-producer-phone.png'],
      ] as const) {
        const { page, errors } = await open('/', viewport);
        await signInAt(page, PRODUCER, '/producer/dashboard');
        const bell = page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ });
        if (shot === 'bell-producer-desktop.png') {
          await bell.waitFor();
          expect(Number(await page.getByTestId('notification-count').textContent())).toBeGreaterThanOrEqual(
            1,
          );
        }
        await page.getByRole('button', { name: /^Notificaciones/ }).click();
        const item = page.locator('.notice-item').filter({ hasText: title });
        await item.waitFor();
        if (shot === 'bell-producer-desktop.png') expect(await item.textContent()).toContain('Nueva');
        expect(await item.getByRole('link', { name: 'Ver pedido' }).getAttribute('href')).toBe(
          `/producer/orders/${orderId}`,
        );
        // Opening the panel marked everything read.
        await page.getByRole('button', { name: 'Notificaciones, ninguna sin leer' }).waitFor();
        expect(await noHorizontalScroll(page)).toBe(true);
        await page.screenshot({ path: `test-results/${shot}` });
        await page.keyboard.press('Escape');
        await page.locator('#panel-notificaciones').waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
      }
    });
  },
);
