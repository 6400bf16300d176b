/**
 * Browser journey of a recurring box (docs/subscriptions.md) on the real local stack: a farm's product sold by
 * subscription shows «Suscríbete» on its page; a shopper on a 360 px phone subscribes (weekly, pay on delivery),
 * lands on /suscripciones with the next box and its cut-off, skips the next box and pauses it; on a desktop the
 * same page, and the farm sees the subscriber and the coming weeks on its dashboard. A box the shop paused
 * because it no longer sends to its address says why, with the address form open, and goes on with a served
 * address. Screenshots land in test-results/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { signedInPage, fillDelivery } from '../support/pages.js';
import { fullPageShot } from '../support/screenshots.js';
import { madridInstant } from '../../shared/rules/subscriptions/cycle-dates.js';
import { runSchedule } from '../support/schedules.js';
import {
  apiCall,
  createProduct,
  register,
  removeProduct,
  signIn,
  signUp,
  testAccount,
  untilPublic,
} from '../support/shop-api.js';
import { DESKTOP, NARROW_PHONE as PHONE, RUN, seedImage } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { ADMIN } from '../support/seeded-accounts.js';

const FARM = testAccount('cajas', 'Finca Cajas');
const SHOPPER = testAccount('sub', 'Marta Caja');
const ISLANDER = testAccount('subzona', 'Nieves Isla');
const NAME = `Caja semanal de pitahayas ${RUN}`;
const IMAGE = seedImage('pitahaya-blanca.webp');

describe.skipIf(!chromiumAvailable() || !baseUrl)('subscriptions in the browser', () => {
  const newContext = browserForSuite();
  let farmToken = '';
  let productId = '';

  beforeAll(async () => {
    farmToken = await signUp(FARM, 'producer');
    productId = await createProduct(
      farmToken,
      { name: NAME, shortDescription: 'Una caja cada semana.', price: 18, stock: 40, unit: 'caja' },
      IMAGE,
    );
    const marked = await apiCall(`/v1/products/${productId}`, {
      method: 'PUT',
      token: farmToken,
      body: JSON.stringify({ subscription: { intervals: ['weekly', 'monthly'] } }),
    });
    expect(marked.status).toBe(200);
    await untilPublic(productId);
    await register(SHOPPER, 'consumer');
  });

  afterAll(async () => {
    if (productId) await removeProduct(productId, farmToken);
  });

  it('subscribes on a phone, skips and pauses; the farm sees the subscriber on its dashboard', async () => {
    // Signed in where the login is asked for (the product page is public), then to the product.
    const { page, errors } = await signedInPage(newContext, SHOPPER, '/suscripciones', { viewport: PHONE });
    await page.getByText('Todavía no tienes suscripciones').waitFor();
    await page.goto(`${baseUrl}/products/${productId}`);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const offer = page.getByTestId('product-subscribe');
    // The first box's date is its farm's (GET /v1/subscriptions/first-box/{productId}).
    await expect
      .poll(() => offer.textContent())
      .toMatch(/Recíbelo con frecuencia semanal o mensual\. Primera caja: [a-zé]+ \d+ de [a-z]+\./);
    await fullPageShot(page, 'subscriptions-product-phone.png');
    await offer.getByRole('link', { name: 'Suscríbete' }).click();

    await page.getByRole('heading', { level: 1, name: 'Suscríbete' }).waitFor();
    await page.getByLabel('Cantidad en cada caja').fill('2');
    await fillDelivery(page);
    await page.getByRole('radio', { name: /contra reembolso/ }).check();
    await fullPageShot(page, 'subscriptions-subscribe-phone.png');
    await page.getByRole('button', { name: 'Suscribirme' }).click();

    await page.waitForURL(/\/suscripciones$/);
    const card = page.getByTestId('subscription-card');
    await card.getByText('Activa').waitFor();
    await expect(card.getByTestId('subscription-next').textContent()).resolves.toMatch(
      /^Próxima caja: .+\. Puedes cambiarla hasta el .+ a las 18:00\.$/,
    );
    const before = await card.getByTestId('subscription-next').textContent();
    await card.getByRole('button', { name: 'Saltar la próxima' }).click();
    await card.getByText('Saltamos la próxima caja.').waitFor();
    expect(await card.getByTestId('subscription-next').textContent()).not.toBe(before);
    await fullPageShot(page, 'subscriptions-list-phone.png');
    await card.getByRole('button', { name: 'Pausar' }).click();
    await card.getByText('En pausa', { exact: true }).waitFor();
    // Nothing is wider than the phone.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(errors).toEqual([]);

    const desktop = await signedInPage(newContext, SHOPPER, '/suscripciones', { viewport: DESKTOP });
    await desktop.page.getByTestId('subscription-card').getByRole('button', { name: 'Reanudar' }).click();
    await desktop.page.getByText('Suscripción reanudada.').waitFor();
    await fullPageShot(desktop.page, 'subscriptions-list-desktop.png');

    const farm = await signedInPage(newContext, FARM, '/producer/dashboard', { viewport: DESKTOP });
    const subscribers = farm.page.getByTestId('dash-subscribers');
    await subscribers.getByText(`Marta Caja · 2 × ${NAME}`).waitFor();
    await expect(farm.page.getByTestId('dash-forecast').textContent()).resolves.toContain(
      `2 caja de ${NAME}`,
    );
    await fullPageShot(farm.page, 'subscriptions-farm-dashboard-desktop.png');
  });

  it('says why a box is paused for its zone, and a served address puts it back on (phone)', async () => {
    const islander = await signUp(ISLANDER, 'consumer');
    const admin = await signIn(ADMIN);
    const settings = async (remoteZonesEnabled: boolean | null) => {
      const read = await apiCall<{ data: { settings: Record<string, unknown> & { shipping: object } } }>(
        '/v1/payments/settings',
        { token: admin },
      );
      const { methods, defaultMethod, commissionRate, bankAccount, shipping } = read.body.data.settings;
      const changed = await apiCall('/v1/payments/settings', {
        method: 'PUT',
        token: admin,
        body: JSON.stringify({
          methods,
          defaultMethod,
          commissionRate,
          bankAccount,
          shipping: { ...shipping, remoteZonesEnabled: remoteZonesEnabled ?? false },
        }),
      });
      expect(changed.status).toBe(200);
    };
    await settings(true);
    let nextOrderDate = '';
    try {
      const created = await apiCall<{ data: { subscription: { nextOrderDate: string } } }>(
        '/v1/subscriptions',
        {
          method: 'POST',
          token: islander,
          body: JSON.stringify({
            items: [{ productId, quantity: 1 }],
            interval: 'weekly',
            shippingInfo: {
              fullName: 'Nieves Isla',
              address: 'Calle Triana 10',
              city: 'Las Palmas de Gran Canaria',
              postalCode: '35002',
            },
            paymentMethod: 'cash_on_delivery',
          }),
        },
      );
      expect(created.status).toBe(201);
      nextOrderDate = created.body.data.subscription.nextOrderDate;
    } finally {
      await settings(false);
    }
    await runSchedule('subscriptions', new Date(madridInstant(nextOrderDate, '08:00')));

    const { page, errors } = await signedInPage(newContext, ISLANDER, '/suscripciones', { viewport: PHONE });
    const card = page.getByTestId('subscription-card');
    await card.getByText('En pausa', { exact: true }).waitFor();
    await expect(card.getByTestId('subscription-paused').textContent()).resolves.toContain(
      'La pausamos porque ahora no enviamos a Canarias (código postal 35002)',
    );
    const form = card.getByRole('form', { name: 'Nueva dirección de envío' });
    await fullPageShot(page, 'subscriptions-zone-paused-phone.png');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      PHONE.width,
    );
    await form.getByLabel('Dirección').fill('Calle Mayor 1');
    await form.getByLabel('Ciudad').fill('Murcia');
    await form.getByLabel(/Código postal/).fill('30001');
    await form.getByRole('button', { name: 'Guardar la dirección' }).click();
    await card.getByText('Dirección cambiada: tu caja sigue.').waitFor();
    await card.getByText('Activa').waitFor();
    await card.getByTestId('subscription-next').waitFor();
    await fullPageShot(page, 'subscriptions-zone-resumed-phone.png');
    expect(errors).toEqual([]);
  });
});
