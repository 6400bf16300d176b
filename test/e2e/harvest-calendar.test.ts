/**
 * Browser journey of the harvest calendar (docs/harvest-calendar.md) against the real local stack, at a
 * 360 px phone and a 1366 px laptop: the seeded farm Finca Pitahaya del Valle closes orders on Tuesday at 18:00
 * and sends on Friday. A pre-order of that farm says «Reserva: sale a partir del …» on its page; the cart and
 * the checkout say «Pide antes del martes a las 18:00 y sale el viernes …» for the farm and that the pre-order
 * leaves later on its own; the placed order's page says when each part leaves. The catalog's «Disponibilidad»
 * filter shows only pre-orders (or only what ships now); a farm with pickup slots sees each slot's orders on its
 * orders screen («Recogidas en la finca»); a consumer asks «Avísame» on a product out of stock.
 * Screenshots in test-results/harvest-*.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../shared/contracts/carts/entities.js';
import type { CartSlotsAnswer } from '../../shared/contracts/harvest/entities.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { SEED_PRODUCTS } from '../../infra/local/seed/products.js';
import { dispatchSentence, farmDispatchText, preorderLabel } from '../../shared/messages/calendar.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { addDays, madridToday } from '../../shared/utils/madrid-time.js';
import { appReady, browserForSuite, chromiumAvailable } from '../support/browser.js';
import { FERIA_DELIVERY, openPage, signedInPage, storeSession } from '../support/pages.js';
import { ensureShotsDir, fullPageShot } from '../support/screenshots.js';
import {
  apiCall,
  checkout,
  createProduct,
  fillCart,
  login,
  register,
  type SessionTokens,
  signIn,
  signUp,
  testAccount,
  untilPublic,
  publicProduct,
} from '../support/shop-api.js';
import { dailyPickupProfile } from '../support/farm-profiles.js';
import { DESKTOP, NARROW_PHONE as PHONE, RUN, seedImage } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { PRODUCER } from '../support/seeded-accounts.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

const CONSUMER = testAccount('cosecha', 'Lucía Cosecha');
const SHIPPING = { fullName: CONSUMER.fullName, ...FERIA_DELIVERY };
const IMAGE = seedImage('pitahaya-blanca.webp');
const VALLE = SEED_PRODUCTS.find(
  (item) => item.producer === 'productor' && item.isActive && item.stock > 20,
)!;

/** No sideways scroll, with a pixel of slack for a fractional layout width. */
const noHorizontalScroll = (page: Page) => noSidewaysScroll(page, (page.viewportSize()?.width ?? 0) + 1);

describe.skipIf(!chromiumAvailable() || !baseUrl)('harvest calendar in the browser', () => {
  const newContext = browserForSuite();
  let producerToken = '';
  let tokens: SessionTokens;
  let preorderId = '';
  const readyFrom = addDays(madridToday(new Date()), 45);

  beforeAll(async () => {
    ensureShotsDir();
    producerToken = await signIn(PRODUCER);
    preorderId = await createProduct(
      producerToken,
      {
        name: `Pitahaya de la próxima cosecha ${RUN}`,
        shortDescription: 'Se recoge a final de verano: resérvala ya.',
        price: 6.5,
        stock: 30,
        unit: 'kg',
      },
      IMAGE,
    );
    const set = await apiCall(`/v1/products/${preorderId}`, {
      method: 'PUT',
      token: producerToken,
      body: JSON.stringify({
        availability: 'preorder',
        preorder: { readyFrom, closesAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
      }),
    });
    expect(set.status).toBe(200);
    await untilPublic(preorderId);
    await register(CONSUMER, 'consumer');
    tokens = (await login(CONSUMER)).body as unknown as SessionTokens;
    await fillCart(tokens.access_token, [
      [VALLE.id, 2],
      [preorderId, 1],
    ]);
  });

  afterAll(async () => {
    if (preorderId) await apiCall(`/v1/products/${preorderId}`, { method: 'DELETE', token: producerToken });
  });

  it("shows the pre-order's date on its page, the farm's cut-off in the cart and the checkout", async () => {
    const cart = (await apiCall<{ data: { cart: Cart } }>('/v1/carts', { token: tokens.access_token })).body
      .data.cart;
    const farm = cart.farms.find((entry) => entry.producerId === cart.items[0]?.product.producerId)!;
    const sentence = farmDispatchText(farm, new Date())!;
    expect(sentence).toMatch(/^Pide (antes del martes|hoy antes de las) .*18:00 y sale el viernes \d+ de /);
    const today = madridToday(new Date());

    for (const [viewport, width] of [
      [PHONE, 360],
      [DESKTOP, 1366],
    ] as const) {
      const { page, errors } = await openPage(newContext, `/products/${preorderId}`, { viewport });
      await appReady(page);
      await expect
        .poll(() => page.getByTestId('preorder-note').first().textContent())
        .toContain(preorderLabel(readyFrom, today));
      await noHorizontalScroll(page);
      await fullPageShot(page, `harvest-product-${width}.png`);

      await storeSession(page, tokens);
      await page.goto(`${baseUrl}/cart`);
      await page.getByTestId('cart-group-dispatch').first().waitFor();
      expect(await page.getByTestId('cart-group-dispatch').first().textContent()).toBe(sentence);
      expect(await page.getByTestId('cart-line-later').first().textContent()).toBe(
        `${dispatchSentence(readyFrom, today)} (se envía aparte)`,
      );
      await noHorizontalScroll(page);
      await fullPageShot(page, `harvest-cart-${width}.png`);

      await page.goto(`${baseUrl}/checkout`);
      await page.getByTestId('checkout-group-dispatch').first().waitFor();
      expect(await page.getByTestId('checkout-group-dispatch').first().textContent()).toBe(sentence);
      await noHorizontalScroll(page);
      await fullPageShot(page, `harvest-checkout-${width}.png`);
      expect(errors).toEqual([]);
    }
  });

  it("says on the order's page when each part leaves", async () => {
    const { order } = await checkout<{ order: Order }>(tokens.access_token, { shippingInfo: SHIPPING });
    const first = order.deliveries?.[0]?.dispatchDate;
    expect(first).toBeDefined();
    expect(order.productOrders.find((line) => line.productId === preorderId)?.dispatchDate).toBe(readyFrom);
    for (const [viewport, width] of [
      [PHONE, 360],
      [DESKTOP, 1366],
    ] as const) {
      const { page } = await openPage(newContext, '/about', { viewport });
      await storeSession(page, tokens);
      await page.goto(`${baseUrl}/orders/${order.id}`);
      const note = page.getByTestId('order-farm-dispatch').first();
      await note.waitFor();
      const text = (await note.textContent()) ?? '';
      expect(text).toContain(dispatchSentence(first!, madridToday(new Date())));
      expect(text).toContain('(se envía aparte)');
      await noHorizontalScroll(page);
      await fullPageShot(page, `harvest-order-${width}.png`);
    }
  });

  it('filters the catalog to pre-orders only (or what ships now) from «Disponibilidad»', async () => {
    const name = `Pitahaya de la próxima cosecha ${RUN}`;
    for (const [viewport, width] of [
      [PHONE, 360],
      [DESKTOP, 1366],
    ] as const) {
      const { page, errors } = await openPage(newContext, '/products', { viewport });
      await page.locator('.product-card__producer').first().waitFor();
      if (width === 360) await page.getByRole('button', { name: 'Filtros', exact: true }).click();
      const availability = page.getByLabel('Disponibilidad');
      await availability.selectOption({ label: 'En reserva' });
      await page.waitForURL(/availability=preorder/);
      // Every card shown is a pre-order, this test's among them (the search index follows within seconds).
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.locator('.product-card').first().waitFor();
            return page.getByTestId('product-card').filter({ hasText: name }).count();
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      const cards = await page.getByTestId('product-card').count();
      expect(
        await page
          .getByTestId('product-card')
          .filter({ has: page.getByTestId('preorder-note') })
          .count(),
      ).toBe(cards);
      if (width === 360) await page.getByRole('button', { name: /^Filtros/ }).click();
      await expect.poll(() => page.getByLabel('Disponibilidad').inputValue()).toBe('preorder');
      await noHorizontalScroll(page);
      await fullPageShot(page, `harvest-catalog-preorder-${width}.png`);
      await page.getByLabel('Disponibilidad').selectOption({ label: 'Disponibles ya' });
      await page.waitForURL(/availability=in_stock/);
      await page.locator('.product-card').first().waitFor();
      await expect.poll(() => page.getByTestId('product-card').filter({ hasText: name }).count()).toBe(0);
      expect(errors).toEqual([]);
    }
  });

  it('shows a farm each pickup slot with the orders to hand over in it', async () => {
    const farm = testAccount('recogida', 'Finca Recogida');
    const farmToken = await signUp(farm, 'producer');
    const saved = await apiCall('/v1/users/profile', {
      method: 'PUT',
      token: farmToken,
      body: JSON.stringify(dailyPickupProfile(4)),
    });
    expect(saved.status).toBe(200);
    const productId = await publicProduct(
      farmToken,
      {
        name: `Pitahaya para recoger ${RUN}`,
        shortDescription: 'Se recoge en la finca.',
        price: 5,
        stock: 20,
        unit: 'kg',
      },
      IMAGE,
    );
    const buyer = testAccount('recoge', 'Mario Recoge');
    const buyerToken = await signUp(buyer, 'consumer');
    await fillCart(buyerToken, [[productId, 3]]);
    const offered = await apiCall<{ data: CartSlotsAnswer }>('/v1/carts/pickup-slots', { token: buyerToken });
    const farmSlots = offered.body.data.farms[0]!;
    const slot = farmSlots.slots[0]!;
    const { order } = await checkout<{ order: Order }>(buyerToken, {
      shippingInfo: { ...SHIPPING, fullName: 'Mario Recoge' },
      pickupSlots: [{ producerId: farmSlots.producerId, date: slot.date, from: slot.from }],
    });

    for (const [viewport, width] of [
      [PHONE, 360],
      [DESKTOP, 1366],
    ] as const) {
      const { page, errors } = await signedInPage(newContext, farm, '/producer/orders', { viewport });
      const lists = page.getByTestId('pickup-slot-lists');
      await lists.getByRole('heading', { name: 'Recogidas en la finca' }).waitFor();
      const booked = lists.getByTestId('pickup-slot').filter({ hasText: orderReference(order.id) });
      await booked.waitFor();
      expect(await booked.textContent()).toContain('1 de 4 plazas');
      expect(await booked.textContent()).toContain('3 unidades');
      await noHorizontalScroll(page);
      await fullPageShot(page, `harvest-pickup-slots-${width}.png`);
      expect(errors).toEqual([]);
    }
  });

  it('lets a consumer ask «Avísame» on a product out of stock', async () => {
    const soldOut = await publicProduct(
      producerToken,
      {
        name: `Pitahaya agotada ${RUN}`,
        shortDescription: 'Vuelve en unos días.',
        price: 5.5,
        stock: 0,
        unit: 'kg',
      },
      IMAGE,
    );
    try {
      for (const [viewport, width] of [
        [PHONE, 360],
        [DESKTOP, 1366],
      ] as const) {
        const { page, errors } = await openPage(newContext, '/about', { viewport });
        await storeSession(page, tokens);
        await page.goto(`${baseUrl}/products/${soldOut}`);
        const alert = page.getByTestId('stock-alert');
        const ask = alert.getByRole('button', { name: 'Avísame' });
        const cancel = alert.getByRole('button', { name: 'Ya no quiero el aviso' });
        // The first width asks; the second finds the alert already there and takes it back at the end.
        if (width === 360) await ask.click();
        await alert
          .getByText('Te avisaremos por correo y en tus notificaciones cuando se pueda pedir.')
          .waitFor();
        await noHorizontalScroll(page);
        await fullPageShot(page, `harvest-alert-${width}.png`);
        if (width === 1366) {
          await cancel.click();
          await ask.waitFor();
        }
        expect(errors).toEqual([]);
      }
    } finally {
      await apiCall(`/v1/products/${soldOut}`, { method: 'DELETE', token: producerToken });
    }
  });
});
