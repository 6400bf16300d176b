/**
 * Browser test of issue 23's checkout against the real local stack, at phone (390 px) and laptop (1366 px)
 * widths, with a fresh consumer:
 * - with an empty cart, the catalog pages (/, /products) log no console error (GET /v1/carts answers 200 with
 *   allowEmpty) and use their preloaded first request (one request, unsigned; no "preloaded but not used");
 * - at /checkout, postcode 2801 and phone 12 are refused on their fields as the buyer leaves them, and
 *   «Comprar y pagar» sends nothing while they stand;
 * - the review shows the address, each farm's lines, shipping, IVA, the total the server's cart says, and the
 *   payment method, then «Comprar y pagar»; the order is placed and the address saved (box checked by default);
 * - the next checkout (on a phone) is filled with the saved address, which /profile shows too.
 * Screenshots in test-results/checkout-review-*.png.
 */
import { join } from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../shared/contracts/carts/entities.js';
import { formatMoney } from '../../shared/utils/money.js';
import { stockedSeedProduct } from '../../infra/local/seed/products.js';
import { appReady, browserForSuite, chromiumAvailable } from '../support/browser.js';
import { FERIA_DELIVERY, openPage, storeSession, type NewContext } from '../support/pages.js';
import { SHOTS, fullPageShot } from '../support/screenshots.js';
import { apiCall, fillCart, login, register, testAccount, type SessionTokens } from '../support/shop-api.js';
import { DESKTOP, PHONE } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

const CONSUMER = testAccount('revision', 'Carmen Revisa');
const ADDRESS = FERIA_DELIVERY;
const VALLE = stockedSeedProduct('productor');
const DRAGON = stockedSeedProduct('eldragon');

/** A page of the signed-in consumer; `problems` collects console errors and preload warnings. */
async function consumerPage(newContext: NewContext, tokens: SessionTokens, viewport = DESKTOP) {
  const opened = await openPage(newContext, '/about', { viewport });
  const problems: string[] = [...opened.errors];
  opened.page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'error' || /preload/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  await storeSession(opened.page, tokens);
  return { ...opened, problems };
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** The field's error, as a screen reader hears it with the field (its aria-describedby texts). */
async function described(page: Page, label: string): Promise<string> {
  const ids = ((await field(page, label).getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

/** No sideways scroll, with a pixel of slack for a fractional layout width. */
const noHorizontalScroll = (page: Page) => noSidewaysScroll(page, (page.viewportSize()?.width ?? 0) + 1);

describe.skipIf(!chromiumAvailable() || !baseUrl)('checkout review, saved address, quiet console', () => {
  const newContext = browserForSuite();
  let tokens: SessionTokens;

  beforeAll(async () => {
    await register(CONSUMER, 'consumer');
    const answer = await login(CONSUMER);
    expect(answer.status).toBe(200);
    tokens = answer.body as unknown as SessionTokens;
  });

  it('an empty cart and the catalog: no console error, the preloaded request is the one used', async () => {
    const { page, problems } = await consumerPage(newContext, tokens);
    const catalogRequests: { url: string; signed: boolean }[] = [];
    const cartAnswers: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/products')
        catalogRequests.push({ url: request.url(), signed: Boolean(request.headers().authorization) });
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/v1/carts') cartAnswers.push(response.status());
    });
    for (const [path, heading] of [
      ['/products', 'Productos'],
      ['/', null],
    ] as const) {
      catalogRequests.length = 0;
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      await appReady(page);
      if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByTestId('product-card').first().waitFor();
      await expect.poll(() => page.getByRole('link', { name: 'Carrito, vacío' }).count()).toBe(1);
      // Chromium says a preload went unused about 3 s after the load event.
      await page.waitForTimeout(3500);
      expect(catalogRequests, path).toHaveLength(1);
      expect(catalogRequests[0]?.signed, path).toBe(false);
    }
    expect(cartAnswers.length).toBeGreaterThan(0);
    expect(cartAnswers.every((status) => status === 200)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('refuses 2801 and 12 on their fields, reviews the right figures, places the order and saves the address', async () => {
    await fillCart(tokens.access_token, [
      [VALLE.id, 2],
      [DRAGON.id, 1],
    ]);
    const cart = (await apiCall<{ data: { cart: Cart } }>('/v1/carts', { token: tokens.access_token })).body
      .data.cart;
    const { page, problems } = await consumerPage(newContext, tokens);
    const orders: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/orders/checkout') orders.push(request.method());
    });
    await page.goto(`${baseUrl}/checkout`);
    const confirm = page.getByRole('button', { name: 'Comprar y pagar' });
    await confirm.waitFor();

    await field(page, 'Dirección').fill(ADDRESS.address);
    await field(page, 'Ciudad').fill(ADDRESS.city);
    await field(page, 'Código postal').fill('2801');
    await field(page, 'Teléfono').click();
    expect(await described(page, 'Código postal')).toContain('El código postal debe tener 5 cifras');
    await field(page, 'Teléfono').fill('12');
    await field(page, 'Provincia').click();
    expect(await described(page, 'Teléfono')).toContain('Formato de teléfono inválido');
    await confirm.click();
    await expect.poll(() => field(page, 'Código postal').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Teléfono').getAttribute('aria-invalid')).toBe('true');
    expect(orders).toEqual([]);
    await fullPageShot(page, 'checkout-review-refused-desktop.png');

    await field(page, 'Código postal').fill(ADDRESS.postalCode);
    await field(page, 'Teléfono').fill(ADDRESS.phone);
    const review = page.getByTestId('checkout-review');
    await expect
      .poll(() => review.getByTestId('checkout-review-address').textContent())
      .toContain(`${ADDRESS.postalCode} ${ADDRESS.city}`);
    const text = (await review.textContent()) ?? '';
    for (const line of cart.items) expect(text).toContain(line.product.name);
    expect(await review.getByTestId('checkout-group').count()).toBe(2);
    expect(text).toContain(formatMoney(cart.totalPrice));
    for (const farm of cart.farms ?? [])
      expect(text).toContain(farm.shipping > 0 ? `Envío: ${formatMoney(farm.shipping)}` : 'Envío gratis');
    for (const entry of cart.taxBreakdown ?? []) expect(text).toContain(formatMoney(entry.tax));
    expect(await review.getByTestId('checkout-review-payment').textContent()).toMatch(/^Método de pago: /);
    expect(await review.getByRole('button', { name: 'Comprar y pagar' }).count()).toBe(1);
    expect(
      await page.getByRole('checkbox', { name: 'Guardar esta dirección para la próxima vez' }).isChecked(),
    ).toBe(true);
    await noHorizontalScroll(page);
    await fullPageShot(page, 'checkout-review-desktop.png');

    await confirm.click();
    await page.waitForURL((url) => url.pathname.startsWith('/order-confirmation/'));
    expect(orders).toEqual(['POST']);
    expect(problems).toEqual([]);
  });

  it('fills the next checkout (on a phone) with the saved address, which /profile shows', async () => {
    await expect
      .poll(async () => {
        const profile = await apiCall<{ data: { profile: { shippingAddress?: unknown } } }>(
          '/v1/users/profile',
          { token: tokens.access_token },
        );
        return profile.body.data.profile.shippingAddress;
      })
      .toEqual({ fullName: CONSUMER.fullName, ...ADDRESS });
    await fillCart(tokens.access_token, [[DRAGON.id, 1]]);
    const { page, problems } = await consumerPage(newContext, tokens, PHONE);
    await page.goto(`${baseUrl}/checkout`);
    await page.getByRole('button', { name: 'Comprar y pagar' }).waitFor();
    expect(await field(page, 'Dirección').inputValue()).toBe(ADDRESS.address);
    expect(await field(page, 'Código postal').inputValue()).toBe(ADDRESS.postalCode);
    expect(await field(page, 'Teléfono').inputValue()).toBe(ADDRESS.phone);
    await noHorizontalScroll(page);
    await fullPageShot(page, 'checkout-review-phone.png');

    await page.goto(`${baseUrl}/profile`);
    const card = page.getByTestId('saved-address');
    await card.waitFor();
    expect(await card.textContent()).toContain(ADDRESS.address);
    await noHorizontalScroll(page);
    await card.screenshot({ path: join(SHOTS, 'checkout-review-profile-phone.png') });
    expect(problems).toEqual([]);
  });
});
