/**
 * Browser test of the buying loop against the real local stack: a visitor adds products of two producers to
 * the local cart, signs in as a consumer (a fresh account) and finds them merged into the server cart, applies
 * `bienvenida10`, checks out, lands on the confirmation, finds the order in /orders, cancels it, and the
 * product page shows the stock back. Also: an unknown order id never reads as confirmed, a visitor is asked
 * to sign in on a confirmation page, a producer at /checkout is told buying needs a consumer account and is
 * kept out of /orders. Screenshots (desktop 1366x900 and phone 390x844) land in test-results/.
 *
 * The first product is made for this test by the demo producer (5 in stock, so the product page shows the
 * count) and deleted at the end; the second is a seeded product of another farm, bought and given back.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { SHOTS, fullPageShot } from '../support/screenshots.js';
import { addToCart, openPage, fillDelivery, confirmedOrderId } from '../support/pages.js';
import {
  apiCall,
  register,
  signIn,
  stockOf,
  testAccount,
  publicProduct,
  removeProduct,
} from '../support/shop-api.js';
import { DESKTOP, PHONE, RUN, seedImage } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { PRODUCER } from '../support/seeded-accounts.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

const CONSUMER = testAccount('compra', 'Marta Compras');
/** Seeded "Mermelada de pitahaya roja" of Finca El Dragón (5,90 € / tarro). */
const JAM_ID = '3f6c2a10-7d41-4b1e-9a01-5e0c1a000007';
const NEW_NAME = `Pitahaya para comprar ${RUN}`;
const IMAGE = seedImage('pitahaya-blanca.webp');

describe.skipIf(!chromiumAvailable() || !baseUrl)('buying in the browser', () => {
  const newContext = browserForSuite();
  let producerToken = '';
  let productId = '';
  let jamStock = 0;

  beforeAll(async () => {
    // A product with 5 units, so its page shows "quedan N".
    producerToken = await signIn(PRODUCER);
    // The images function checks the photo a moment after the upload; until then the shop does not show it.
    productId = await publicProduct(
      producerToken,
      {
        name: NEW_NAME,
        shortDescription: 'Producto de la prueba de compra.',
        price: 4.2,
        stock: 5,
        unit: 'kg',
      },
      IMAGE,
    );
    jamStock = await stockOf(JAM_ID);
    // A fresh consumer: the demo accounts stay as they are, and BIENVENIDA10 is unused.
    await register(CONSUMER, 'consumer');
  });

  afterAll(async () => {
    if (productId && producerToken) {
      await removeProduct(productId, producerToken);
    }
  });

  const open = (path: string, viewport = DESKTOP) => openPage(newContext, path, { viewport });

  const cartLink = (page: Page) => page.getByRole('link', { name: /^Carrito,/ });

  /** Each cart line's name and the quantity in its picker. */
  async function lineQuantities(page: Page): Promise<[string, number][]> {
    const lines = page.getByTestId('cart-line');
    const found: [string, number][] = [];
    for (let index = 0; index < (await lines.count()); index += 1) {
      const line = lines.nth(index);
      found.push([
        (await line.getByRole('heading', { level: 3 }).textContent()) ?? '',
        Number(await line.getByRole('spinbutton').inputValue()),
      ]);
    }
    return found;
  }

  it('merges, applies the coupon, checks out, lists, cancels and gives the stock back', async () => {
    const { page, errors } = await open(`/products/${productId}`);

    // The visitor's local cart: two farms.
    await page.getByRole('heading', { level: 1, name: NEW_NAME }).waitFor();
    expect(await page.getByTestId('product-stock').textContent()).toBe('Pocas unidades (quedan 5)');
    await addToCart(page, productId, NEW_NAME, 1);
    await addToCart(page, JAM_ID, 'Mermelada de pitahaya roja', 0);
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Carrito, 3 unidades');
    await page.goto(`${baseUrl}/cart`);
    await page.getByTestId('cart-line').nth(1).waitFor();
    expect(await page.getByTestId('cart-group').count()).toBe(2);
    expect(await lineQuantities(page)).toEqual([
      [NEW_NAME, 2],
      ['Mermelada de pitahaya roja', 1],
    ]);
    expect(
      JSON.parse((await page.evaluate<string | null>("localStorage.getItem('local_cart')")) ?? '{}'),
    ).toMatchObject({
      id: 'local-cart',
      userId: 'anonymous',
      items: [
        { productId, quantity: 2 },
        { productId: JAM_ID, quantity: 1 },
      ],
    });
    await fullPageShot(page, 'cart-visitor-desktop.png');

    // Signing in as a consumer merges the local cart into the account's cart.
    await page.getByRole('link', { name: 'Iniciar sesión para comprar' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fcheckout/);
    await page.getByLabel('Email', { exact: true }).fill(CONSUMER.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(CONSUMER.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { level: 1, name: 'Finalizar compra' }).waitFor();
    await page.goto(`${baseUrl}/cart`);
    await page.getByLabel('Código de cupón').waitFor();
    expect(await lineQuantities(page)).toEqual([
      [NEW_NAME, 2],
      ['Mermelada de pitahaya roja', 1],
    ]);
    expect(await page.evaluate<string | null>("localStorage.getItem('local_cart')")).toContain('"items":[]');
    const consumerToken = await signIn(CONSUMER);
    const serverCart = await apiCall<{
      data: { cart: { items: { productId: string; quantity: number }[] } };
    }>('/v1/carts', { token: consumerToken });
    expect(serverCart.body.data.cart.items.map((item) => [item.productId, item.quantity])).toEqual([
      [productId, 2],
      [JAM_ID, 1],
    ]);

    // The coupon, typed in lower case.
    await page.getByLabel('Código de cupón').fill('bienvenida10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByTestId('coupon-applied').waitFor();
    expect(await page.getByTestId('coupon-applied').textContent()).toContain('BIENVENIDA10');
    // 2 x 4,20 + 5,90 = 14,30; 10 % off = 1,43; shipping of Finca Pitahaya del Valle 4,90 € (below its 40 €)
    // and of Finca El Dragón 5,50 € (below its 60 €): total 23,27.
    expect(await page.getByTestId('order-total').textContent()).toMatch(/^23,27\s€$/);
    await fullPageShot(page, 'cart-consumer-desktop.png');

    // Checkout: the form needs the address; payment on delivery is stated.
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Comprar y pagar' }).waitFor();
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe(CONSUMER.fullName);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(CONSUMER.username);
    // The shop's default method (pay on delivery) comes chosen.
    expect(await page.getByRole('radio', { name: 'Pago contra reembolso' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Comprar y pagar' }).click();
    await page.getByText('Dirección es requerida').waitFor();
    expect(await page.evaluate<string | null>('document.activeElement?.getAttribute("name") ?? null')).toBe(
      'address',
    );
    await page.getByLabel('Teléfono').fill('teléfono');
    await page.getByText('Formato de teléfono inválido').waitFor();
    await fullPageShot(page, 'checkout-errors-desktop.png');
    await fillDelivery(page);
    await fullPageShot(page, 'checkout-desktop.png');
    const checkout = page.waitForResponse(
      (response) => response.url().endsWith('/v1/orders/checkout') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Comprar y pagar' }).click();
    const answer = await checkout;
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]+$/);

    // The confirmation, and a cart emptied by the clear event.
    const orderId = await confirmedOrderId(page);
    await page.getByRole('heading', { level: 1, name: '¡Gracias! Tu pedido está confirmado' }).waitFor();
    expect(await page.getByTestId('order-farm').count()).toBe(2);
    expect(await page.getByTestId('order-total').textContent()).toMatch(/^23,27\s€$/);
    await expect.poll(() => cartLink(page).getAttribute('aria-label')).toBe('Carrito, vacío');
    await fullPageShot(page, 'confirmation-desktop.png');
    expect(await stockOf(productId)).toBe(3);

    // The product page shows the stock the order took.
    await page.goto(`${baseUrl}/products/${productId}`);
    await expect
      .poll(() => page.getByTestId('product-stock').textContent())
      .toBe('Pocas unidades (quedan 3)');

    // The order in /orders (after the 500 ms delay), then its page.
    await page.goto(`${baseUrl}/orders`);
    await page.getByTestId('order-card').first().waitFor();
    expect(await page.getByTestId('order-card').count()).toBe(1);
    expect(await page.getByTestId('order-card').first().textContent()).toContain('Pendiente');
    await fullPageShot(page, 'orders-desktop.png');
    await page.getByTestId('order-card').first().getByRole('link').click();
    await page.waitForURL(new RegExp(`/orders/${orderId}$`));
    await page.getByRole('button', { name: 'Cancelar pedido' }).waitFor();
    expect(await page.getByTestId('product-order').count()).toBe(2);
    await fullPageShot(page, 'order-desktop.png');

    // Cancel: a confirmation dialog first, then every part is cancelled.
    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Cancelar este pedido?' });
    await dialog.waitFor();
    await page.screenshot({ path: join(SHOTS, 'order-cancel-dialog-desktop.png') });
    await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
    await page.getByRole('status').filter({ hasText: 'Pedido cancelado' }).first().waitFor();
    await expect
      .poll(() =>
        page
          .locator('[data-testid=product-order] [data-status]')
          .evaluateAll((els) => els.map((el) => el.textContent)),
      )
      .toEqual(['Cancelado', 'Cancelado']);
    await fullPageShot(page, 'order-cancelled-desktop.png');

    // The stock is back on the product page.
    await page.goto(`${baseUrl}/products/${productId}`);
    await expect
      .poll(() => page.getByTestId('product-stock').textContent())
      .toBe('Pocas unidades (quedan 5)');
    expect(await stockOf(JAM_ID)).toBe(jamStock);

    // An unknown id is never a confirmed order.
    await page.goto(`${baseUrl}/order-confirmation/abc123`);
    await page.getByTestId('confirmation-not-found').waitFor();
    expect(await page.getByText(/confirmado/i).count()).toBe(0);

    // The phone: the order list and the order.
    const phone = await open('/login?redirect=%2Forders', PHONE);
    await phone.page.getByLabel('Email', { exact: true }).fill(CONSUMER.username);
    await phone.page.getByLabel('Contraseña', { exact: true }).fill(CONSUMER.password);
    await phone.page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await phone.page.waitForURL(/\/orders$/);
    await phone.page.getByTestId('order-card').first().waitFor();
    await noSidewaysScroll(phone.page, PHONE.width);
    await fullPageShot(phone.page, 'orders-phone.png');
    await phone.page.goto(`${baseUrl}/orders/${orderId}`);
    await phone.page.getByTestId('product-order').first().waitFor();
    await noSidewaysScroll(phone.page, PHONE.width);
    await fullPageShot(phone.page, 'order-phone.png');

    // A visitor at the confirmation is asked to sign in; nothing reads as confirmed.
    const visitor = await open(`/order-confirmation/${orderId}`);
    await visitor.page.getByTestId('confirmation-sign-in').waitFor();
    expect(await visitor.page.getByText(/confirmado/i).count()).toBe(0);

    expect([...errors, ...phone.errors, ...visitor.errors]).toEqual([]);
  });

  it('shows the cart on a phone, and tells a producer that buying needs a consumer account', async () => {
    const phone = await open(`/products/${JAM_ID}`, PHONE);
    await addToCart(phone.page, JAM_ID, 'Mermelada de pitahaya roja', 1);
    await phone.page.goto(`${baseUrl}/cart`);
    await phone.page.getByTestId('cart-line').first().waitFor();
    await noSidewaysScroll(phone.page, PHONE.width);
    await fullPageShot(phone.page, 'cart-visitor-phone.png');

    // The same browser signs in as a producer: the cart stays local, checkout explains why not.
    await phone.page.goto(`${baseUrl}/login?redirect=%2Fcheckout`);
    await phone.page.getByLabel('Email', { exact: true }).fill(PRODUCER.username);
    await phone.page.getByLabel('Contraseña', { exact: true }).fill(PRODUCER.password);
    await phone.page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await phone.page.waitForURL(/\/checkout$/);
    await phone.page.getByTestId('checkout-consumer-only').waitFor();
    await fullPageShot(phone.page, 'checkout-producer-phone.png');
    await expect.poll(() => cartLink(phone.page).getAttribute('aria-label')).toBe('Carrito, 2 unidades');
    await phone.page.goto(`${baseUrl}/orders`);
    await phone.page.waitForURL(/\/access-denied$/);
    expect(phone.errors).toEqual([]);
  });
});
