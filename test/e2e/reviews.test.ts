/**
 * Browser journey of verified reviews (docs/reviews.md) against the real local stack: a buyer whose line was
 * delivered (set up over the API) rates the product on its page at 360 px (stars, comment, «Compra verificada»,
 * no sideways scroll); the farm answers it from «Opiniones» on a laptop; the product page at desktop width shows
 * the summary, the distribution, the review with the farm's reply, the link to how reviews are checked, and the
 * product's card shows its stars in the catalog sorted by rating; the admin hides it with a reason. Screenshots
 * (phone 360x780, desktop 1366x900) land in test-results/.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { fullPageShot } from '../support/screenshots.js';
import { signedInPage } from '../support/pages.js';
import {
  createProduct,
  moveFarmOrder,
  placeOrder,
  signUp,
  testAccount,
  TO_DELIVERED,
} from '../support/shop-api.js';
import { DESKTOP, NARROW_PHONE as PHONE, RUN } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { ADMIN } from '../support/seeded-accounts.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

const FARM = testAccount('opina-f', 'Finca La Opinión');
const BUYER = testAccount('opina-c', 'Lucía Martín Sanz');
const NAME = `Pitahaya opinada ${RUN}`;
const COMMENT = 'Muy dulces y llegaron en su punto. Repetiré.';

describe.skipIf(!chromiumAvailable() || !baseUrl)('verified reviews in the browser', () => {
  const newContext = browserForSuite();
  let productId = '';

  beforeAll(async () => {
    const [farmToken, buyerToken] = await Promise.all([signUp(FARM, 'producer'), signUp(BUYER, 'consumer')]);
    productId = await createProduct(farmToken, {
      name: NAME,
      shortDescription: 'Pitahaya de la prueba de opiniones.',
      price: 7.5,
      stock: 5,
      unit: 'kg',
    });
    const placed = await placeOrder(buyerToken, [[productId, 1]], {
      shippingInfo: {
        fullName: BUYER.fullName,
        address: 'Calle Mayor 3',
        city: 'Granada',
        postalCode: '18001',
        phone: '+34 600 111 222',
      },
    });
    await moveFarmOrder(farmToken, placed.order.id, TO_DELIVERED);
  });

  it('the buyer rates the product on a phone: stars, comment, «Compra verificada»', async () => {
    const { page } = await signedInPage(newContext, BUYER, `/products/${productId}`, { viewport: PHONE });
    const section = page.locator('#opiniones');
    await section.getByRole('button', { name: 'Publicar opinión' }).waitFor();
    await section.getByRole('button', { name: 'Publicar opinión' }).click();
    await section.getByRole('alert').filter({ hasText: 'La puntuación debe ser' }).waitFor();
    await section.getByRole('radio', { name: /4 estrellas/ }).check();
    await section.getByLabel(/Comentario/).fill(COMMENT);
    await fullPageShot(page, 'reviews-phone-form.png');
    await section.getByRole('button', { name: 'Publicar opinión' }).click();
    await section.getByText('Tu opinión', { exact: true }).waitFor();
    const mine = section.locator('.reviews__mine');
    await mine.getByText('Compra verificada').waitFor();
    await mine.getByText('Lucía S.').waitFor();
    await noSidewaysScroll(page, PHONE.width);
    // The list and the summary follow from the stream a moment later; the buyer's own review shows once, as
    // «Tu opinión», and is left out of the list below it.
    const rated = section.getByRole('img', { name: 'Valoración: 4 de 5 (1 opinión)' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await section.getByText('Tu opinión', { exact: true }).waitFor();
          return rated.count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(1);
    expect(await section.getByTestId('review').count()).toBe(1);
    expect(await section.getByText(COMMENT).count()).toBe(1);
    await fullPageShot(page, 'reviews-phone-published.png');
  });

  it('the farm answers it from «Opiniones» on a laptop', async () => {
    const { page } = await signedInPage(newContext, FARM, '/producer/reviews', { viewport: DESKTOP });
    const card = page.getByTestId('managed-review').filter({ hasText: COMMENT });
    await card.getByRole('button', { name: /^Responder/ }).click();
    await card.getByLabel(/Tu respuesta/).fill('¡Gracias, Lucía! Nos alegra que te gustaran.');
    await card.getByRole('button', { name: 'Publicar respuesta' }).click();
    await card.getByRole('button', { name: /^Editar respuesta/ }).waitFor();
    await fullPageShot(page, 'reviews-farm-desktop.png');
  });

  it('the product page at desktop width shows the summary, the reply and how reviews are checked; cards show stars', async () => {
    const { page } = await signedInPage(newContext, BUYER, `/products/${productId}`, { viewport: DESKTOP });
    const section = page.locator('#opiniones');
    await section.getByText('¡Gracias, Lucía! Nos alegra que te gustaran.').first().waitFor();
    await section.getByRole('table', { name: 'Opiniones por número de estrellas' }).waitFor();
    expect(
      await section.getByRole('link', { name: 'Cómo comprobamos las opiniones' }).getAttribute('href'),
    ).toBe('/condiciones#opiniones-de-los-productos');
    await page.getByRole('link', { name: /Valoración: 4 de 5 \(1 opinión\)/ }).waitFor();
    await fullPageShot(page, 'reviews-product-desktop.png');

    await section.getByRole('link', { name: 'Cómo comprobamos las opiniones' }).click();
    await page.waitForURL((url) => url.pathname === '/condiciones');
    await page.getByRole('heading', { name: /Opiniones de los productos/ }).waitFor();

    await page.goto(`${baseUrl}/products?sort=rating&q=${encodeURIComponent('opinada')}`);
    const card = page.getByTestId('product-card').filter({ hasText: NAME });
    await card.getByRole('img', { name: 'Valoración: 4 de 5 (1 opinión)' }).waitFor();
    await fullPageShot(page, 'reviews-catalog-desktop.png');
  });

  it('the admin hides the review with a reason', async () => {
    const { page } = await signedInPage(newContext, ADMIN, '/admin/reviews', { viewport: PHONE });
    const card = page.getByTestId('managed-review').filter({ hasText: COMMENT });
    await card.getByRole('button', { name: /^Ocultar/ }).click();
    await card.getByLabel('Motivo para ocultarla').fill('Prueba de moderación');
    await card.getByRole('button', { name: 'Ocultar opinión' }).click();
    await card.getByText('Oculta', { exact: true }).waitFor();
    await noSidewaysScroll(page, PHONE.width);
    await fullPageShot(page, 'reviews-admin-phone.png');
  });
});
