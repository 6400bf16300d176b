/**
 * Browser journey of a card payment against the real local stack and its local Stripe-compatible server: a
 * shopper chooses "Tarjeta" at checkout, is sent to the hosted payment page, pays with Stripe's test card
 * 4242 4242 4242 4242, comes back to the confirmation, which shows "Pago pendiente" until the signed webhook
 * arrives and then "Pagado". The farm (a fresh one) sees the line in its "Cobros" page as pending, and as
 * available once delivered. Screenshots land in test-results/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { addToCart, signedInPage, fillDelivery, fillTestCard, confirmedOrderId } from '../support/pages.js';
import { fullPageShot } from '../support/screenshots.js';
import {
  moveFarmLines,
  register,
  signUp,
  testAccount,
  TO_DELIVERED,
  publicProduct,
  removeProduct,
} from '../support/shop-api.js';
import { DESKTOP, PHONE, RUN, seedImage } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';

const FARM = testAccount('finca', 'Finca Cobros');
const SHOPPER = testAccount('tarjeta', 'Lucía Tarjeta');
const NAME = `Pitahaya pagada con tarjeta ${RUN}`;
const IMAGE = seedImage('pitahaya-blanca.webp');

describe.skipIf(!chromiumAvailable() || !baseUrl)('card payment in the browser', () => {
  const newContext = browserForSuite();
  let farmToken = '';
  let productId = '';

  beforeAll(async () => {
    farmToken = await signUp(FARM, 'producer');
    productId = await publicProduct(
      farmToken,
      { name: NAME, shortDescription: 'Producto de la prueba de pago.', price: 10, stock: 5, unit: 'kg' },
      IMAGE,
    );
    await register(SHOPPER, 'consumer');
  });

  afterAll(async () => {
    if (productId) await removeProduct(productId, farmToken);
  });

  it('pays on the hosted page and sees "Pagado"; the farm sees its balance move', async () => {
    const { page, errors, consoleErrors } = await signedInPage(newContext, SHOPPER, '/cart', {
      viewport: DESKTOP,
    });
    await addToCart(page, productId, NAME, 1);
    await page.goto(`${baseUrl}/checkout`);
    await page.getByRole('radio', { name: 'Tarjeta' }).check();
    await fillDelivery(page);
    await page.getByRole('button', { name: 'Comprar y pagar' }).click();

    // The provider's hosted page (another origin): the card never touches the shop's pages.
    await fillTestCard(page);
    expect(new URL(page.url()).origin).not.toBe(new URL(baseUrl).origin);
    await fullPageShot(page, 'payment-hosted-page.png');
    await page.getByRole('button', { name: 'Pagar' }).click();

    const orderId = await confirmedOrderId(page);
    await page.locator('[data-payment-status="paid"]').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-payment-status="paid"]').first().textContent()).toBe('Pagado');
    await fullPageShot(page, 'payment-confirmed-desktop.png');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // The farm's "Cobros": the paid line waits for delivery, then it is available (net of 10 %).
    const farm = await signedInPage(newContext, FARM, '/producer/payouts', { viewport: PHONE });
    await farm.page.getByRole('heading', { level: 1, name: 'Cobros' }).waitFor();
    const figure = (label: string) =>
      farm.page.getByTestId('balance-figures').getByText(label, { exact: true }).locator('..');
    // 2 x 10 € less the 10 % commission on the goods, plus the farm's shipping (the shop's 4,90 €): 22,90 €.
    await expect.poll(async () => (await figure('Pendiente').textContent()) ?? '').toContain('22,90');
    await moveFarmLines(farmToken, orderId, TO_DELIVERED);
    await farm.page.reload();
    await farm.page.getByRole('heading', { level: 1, name: 'Cobros' }).waitFor();
    await expect.poll(async () => (await figure('Disponible').textContent()) ?? '').toContain('22,90');
    await fullPageShot(farm.page, 'payouts-producer-phone.png');
    expect(farm.errors).toEqual([]);
    expect(farm.consoleErrors).toEqual([]);
  }, 90_000);
});
