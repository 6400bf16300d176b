/**
 * Browser journey of issue 29-A against the real local stack: a farm with a card order (paid at the local
 * Stripe-compatible server) and a bank transfer order (placed through the checkout in the browser, not paid).
 * What each page and the packing slip say of the money, from the order's real payment:
 *   - no page of the journey throws or logs a console error (watchedPage's `errors`, `consoleErrors`), the
 *     transfer confirmation also after the cart's background clear (it no longer sends a DELETE of the cart the
 *     checkout deleted); «Mis pedidos» says each order's payment;
 *   - the farm's list keeps the unpaid transfer apart under «Esperando el pago» (with its deadline) and the paid
 *     card order under «Pendientes», each with its payment; the card order's page and packing slip say it is paid
 *     in advance (never «contra reembolso»), the transfer's say to wait, with no step forward;
 *   - the admin's order list shows the payment column.
 * Screenshots at phone (360 px) and desktop (1366 px) widths land in test-results/farm-money-*.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_CLEAR_AFTER_CHECKOUT_MS } from '../../shared/constants/cart.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { formatMoney } from '../../shared/utils/money.js';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { addToCart, openPage, signedInPage, fillDelivery, confirmedOrderId } from '../support/pages.js';
import { fullPageShot, SHOTS } from '../support/screenshots.js';
import {
  apiCall,
  moveFarmOrder,
  placeOrder,
  register,
  signIn,
  testAccount,
  TO_DELIVERED,
  publicProduct,
  payAtStandIn,
} from '../support/shop-api.js';
import { DESKTOP, NARROW_PHONE as PHONE, RUN, desktopAndPhone } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { ADMIN } from '../support/seeded-accounts.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

const FARM = testAccount('dinero', 'Finca del Dinero');
const SHOPPER = testAccount('paga', 'Inés Paga');
const NAME = `Esqueje de pitahaya del Dinero ${RUN}`;
const SHIPPING = {
  fullName: SHOPPER.fullName,
  address: 'Calle de la Moneda 3',
  city: 'Almería',
  postalCode: '04001',
  phone: '+34 600 333 444',
};

/** The packing slip as printed (the print stylesheet shows it alone). */
async function printedSlip(page: Page, file: string): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  const text = (await page.getByTestId('packing-slip').innerText()).replace(/\u00a0/g, ' ');
  await page.screenshot({ path: join(SHOTS, file), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  return text;
}

/** Polls on a shared, busy machine: the counters and lists follow within seconds, not at once. */
const SLOW = { timeout: 20_000 };

/** An amount as the pages write it, with a plain space before «€». */
const money = (euros: number) => formatMoney(euros).replace(/\u00a0/g, ' ');

describe.skipIf(!chromiumAvailable() || !baseUrl)('the money of a farm’s orders on every screen', () => {
  const newContext = browserForSuite();
  let farmToken = '';
  let productId = '';
  let cardOrderId = '';
  let transferOrderId = '';

  beforeAll(async () => {
    await Promise.all([register(FARM, 'producer'), register(SHOPPER, 'consumer')]);
    farmToken = await signIn(FARM);
    productId = await publicProduct(farmToken, {
      name: NAME,
      shortDescription: 'Esqueje para la prueba del dinero.',
      price: 12.5,
      stock: 10,
      unit: 'esqueje',
    });
    // The card order, placed over the API and paid at the local provider's hosted page.
    const shopperToken = await signIn(SHOPPER);
    const placed = await placeOrder<{ order: { id: string }; payment: { redirectUrl: string } }>(
      shopperToken,
      [[productId, 4]],
      { shippingInfo: SHIPPING, paymentMethod: 'card' },
    );
    cardOrderId = placed.order.id;
    await payAtStandIn(placed.payment.redirectUrl);
  });

  it('the shopper places a transfer in the browser: no console error on its confirmation; the guest cart fits', async () => {
    // A visitor's cart at 360 px: the summary's figures stay inside their card.
    const guest = await openPage(newContext, '/', { viewport: PHONE });
    await addToCart(guest.page, productId, NAME, 1);
    await guest.page.goto(`${baseUrl}/cart`);
    const summary = guest.page.locator('.cart-summary');
    await summary.getByTestId('order-total').waitFor();
    await fullPageShot(guest.page, 'farm-money-guest-cart-phone.png');
    const overflow = await summary.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await noSidewaysScroll(guest.page, PHONE.width);
    expect(guest.errors).toEqual([]);
    expect(guest.consoleErrors).toEqual([]);
    await guest.context.close();

    const { page, errors, consoleErrors } = await signedInPage(newContext, SHOPPER, '/cart', {
      viewport: PHONE,
    });
    await addToCart(page, productId, NAME, 0);
    // The page's clock is moved on below instead of waited for (installed before the checkout page loads).
    await page.clock.install();
    await page.goto(`${baseUrl}/checkout`);
    await page.getByRole('radio', { name: 'Transferencia bancaria' }).check();
    await fillDelivery(page, SHIPPING);
    await page.getByRole('button', { name: 'Comprar y pagar' }).click();
    transferOrderId = await confirmedOrderId(page);
    await page.getByTestId('bank-transfer').waitFor();
    // The cart's background clear runs CART_CLEAR_AFTER_CHECKOUT_MS after the checkout: the clock is moved on by
    // that much. It reads the cart (GET), and deletes it only when the read answers lines: the checkout deleted it,
    // so none, and nothing follows. Still no error in the console.
    const backgroundRead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/v1/carts' && response.request().method() === 'GET',
    );
    await page.clock.runFor(CART_CLEAR_AFTER_CHECKOUT_MS);
    const read = await backgroundRead;
    expect(read.status()).toBe(200);
    expect(((await read.json()) as { data: { cart: { items: unknown[] } } }).data.cart.items).toEqual([]);
    await fullPageShot(page, 'farm-money-transfer-confirmation-phone.png');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);

    await page.goto(`${baseUrl}/orders`);
    const cards = page.getByTestId('order-card');
    await cards.first().waitFor();
    const cardOf = (id: string) => cards.filter({ hasText: `Pedido ${orderReference(id)}` });
    await expect
      .poll(async () => (await cardOf(cardOrderId).innerText()).replace(/\s+/g, ' '), SLOW)
      .toContain('Tarjeta Pagado');
    expect((await cardOf(transferOrderId).innerText()).replace(/\s+/g, ' ')).toContain(
      'Transferencia Pago pendiente',
    );
    await noSidewaysScroll(page, PHONE.width);
    await fullPageShot(page, 'farm-money-my-orders-phone.png');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 90_000);

  it('the farm sees the unpaid transfer apart and the paid card order as work, with their payments', async () => {
    for (const [viewport, suffix] of desktopAndPhone(PHONE)) {
      const { page, errors, consoleErrors } = await signedInPage(newContext, FARM, '/producer/orders', {
        viewport,
      });
      await expect.poll(async () => page.getByTestId('producer-order-row').count(), SLOW).toBe(2);
      // The tab counts come from the counters the events function keeps: they follow within moments (longer on a
      // busy machine), so the list is read again until they do.
      const tabCount = (stage: string) =>
        page.getByTestId(`po-tab-${stage}`).locator('.tab__count').innerText();
      expect(await page.getByTestId('po-tab-awaiting_payment').innerText()).toContain('Esperando el pago');
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByTestId('producer-order-row').first().waitFor();
            return [await tabCount('awaiting_payment'), await tabCount('pending')];
          },
          { timeout: 90_000, interval: 2_000 },
        )
        .toEqual(['1', '1']);
      const rowOf = (id: string) =>
        page.getByTestId('producer-order-row').filter({ hasText: orderReference(id) });
      const transferRow = (await rowOf(transferOrderId).innerText()).replace(/\s+/g, ' ');
      expect(transferRow).toContain('Esperando el pago');
      expect(transferRow).toContain('Hasta el');
      expect(transferRow).toContain('Transferencia Pago pendiente');
      expect(transferRow).toContain('1 esqueje');
      const cardRow = (await rowOf(cardOrderId).innerText()).replace(/\s+/g, ' ');
      expect(cardRow).toContain('Tarjeta Pagado');
      expect(cardRow).toContain('4 esquejes');
      await fullPageShot(page, `farm-money-list-${suffix}.png`);

      await page.getByTestId('po-tab-awaiting_payment').click();
      await expect.poll(async () => page.getByTestId('producer-order-row').count(), SLOW).toBe(1);
      await noSidewaysScroll(page, viewport.width);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    }
  }, 240_000);

  it('the card order’s page and packing slip say it is paid: nothing to collect', async () => {
    for (const [viewport, suffix] of desktopAndPhone(PHONE)) {
      const { page, errors, consoleErrors } = await signedInPage(
        newContext,
        FARM,
        `/producer/orders/${cardOrderId}`,
        {
          viewport,
        },
      );
      const note = page.getByTestId('po-payment-note');
      await note.waitFor();
      expect(await note.innerText()).toBe('Pagado por adelantado (tarjeta): no cobres nada al entregar.');
      expect((await page.getByTestId('po-payment').innerText()).replace(/\s+/g, ' ')).toContain(
        'Tarjeta Pagado',
      );
      expect(await page.locator('main').innerText()).not.toMatch(/contra (reembolso|entrega)/i);
      // The line: 4 esquejes, goods 50 €, the shipping share, the shop's 10 % on the goods only (5 €).
      const money = (await page.getByTestId('po-line-money').innerText()).replace(/\s+/g, ' ');
      expect(money).toContain('Productos 50,00 €');
      expect(money).toContain('Comisión (10 %) −5,00 €');
      await page.getByRole('button', { name: 'Empezar a preparar' }).waitFor();
      await noSidewaysScroll(page, viewport.width);
      await fullPageShot(page, `farm-money-card-order-${suffix}.png`);
      const slip = await printedSlip(page, `farm-money-card-slip-${suffix}.png`);
      expect(slip).toContain('Pagado por adelantado (tarjeta). No cobrar nada al entregar.');
      expect(slip).not.toMatch(/contra (reembolso|entrega)/i);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    }
  });

  it('the unpaid transfer’s page and packing slip say to wait, with no step forward', async () => {
    expect(transferOrderId).not.toBe('');
    const { page, errors, consoleErrors } = await signedInPage(
      newContext,
      FARM,
      `/producer/orders/${transferOrderId}`,
      {
        viewport: PHONE,
      },
    );
    const note = page.getByTestId('po-payment-note');
    await note.waitFor();
    expect(await note.innerText()).toMatch(
      /^Esperando la transferencia del cliente\. No prepares nada todavía: te avisaremos en cuanto llegue\. Si no llega antes del .+, el pedido se cancela solo\.$/,
    );
    const line = page.getByTestId('po-line');
    await line.getByText('Esperando el pago', { exact: true }).waitFor();
    expect(await line.getByRole('button').allInnerTexts()).toEqual(['Cancelar este producto']);
    expect(await page.getByRole('button', { name: 'Empezar a preparar' }).count()).toBe(0);
    await noSidewaysScroll(page, PHONE.width);
    await fullPageShot(page, 'farm-money-transfer-order-phone.png');
    const slip = await printedSlip(page, 'farm-money-transfer-slip-phone.png');
    expect(slip).toContain('Pago pendiente: no entregar hasta que el pedido esté pagado.');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('the admin’s order list says each order’s payment', async () => {
    const { page, errors, consoleErrors } = await signedInPage(newContext, ADMIN, '/admin/orders', {
      viewport: DESKTOP,
    });
    const rows = page.getByTestId('admin-order');
    await rows.first().waitFor();
    const rowOf = (id: string) => rows.filter({ hasText: orderReference(id) });
    expect(transferOrderId).not.toBe('');
    await expect.poll(async () => rowOf(transferOrderId).count(), SLOW).toBe(1);
    expect((await rowOf(transferOrderId).innerText()).replace(/\s+/g, ' ')).toContain(
      'Transferencia Pago pendiente',
    );
    expect((await rowOf(cardOrderId).innerText()).replace(/\s+/g, ' ')).toContain('Tarjeta Pagado');
    await fullPageShot(page, 'farm-money-admin-orders-desktop.png');
    await page.goto(`${baseUrl}/admin/dashboard`);
    // The lines waiting for their money are said apart from the farms' work.
    await expect
      .poll(async () => page.getByTestId('admin-awaiting-payment').innerText(), SLOW)
      .toMatch(/^Esperando el pago: \d+ líneas? en los últimos 30 días/);
    await page.locator('[data-testid="admin-figures"]:not([aria-busy])').waitFor();
    await fullPageShot(page, 'farm-money-admin-dashboard-desktop.png');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('a pay-on-delivery order partly delivered says what is left; a cancelled card order, nothing to collect', async () => {
    const shopperToken = await signIn(SHOPPER);
    // Another farm's product from the catalog: the order has two farms' parts.
    const catalog = await apiCall<{ data: { products: { productId: string; producerId: string }[] } }>(
      '/v1/products?limit=20',
    );
    const other = catalog.body.data.products.find((product) => product.productId !== productId);
    expect(other).toBeDefined();
    const cash = await placeOrder<{
      order: { id: string; productOrders: { productId: string; totalPrice: number }[] };
    }>(
      shopperToken,
      [
        [productId, 1],
        [other?.productId ?? '', 1],
      ],
      { shippingInfo: SHIPPING },
    );
    const cashOrderId = cash.order.id;
    // This farm's part: its line with its share of the farm's shipping (what it collects on delivery).
    const farmPart = money(
      cash.order.productOrders
        .filter((line) => line.productId === productId)
        .reduce((sum, line) => sum + line.totalPrice, 0),
    );
    await moveFarmOrder(farmToken, cashOrderId, TO_DELIVERED);

    const shopper = await signedInPage(newContext, SHOPPER, `/orders/${cashOrderId}`, { viewport: PHONE });
    const due = shopper.page.getByTestId('cash-due');
    await due.waitFor();
    expect((await due.innerText()).replace(/\u00a0/g, ' ')).toMatch(
      new RegExp(
        `^Ya pagaste ${farmPart} al recibir parte del pedido\\. Te queda por pagar .+ € al recibir el resto\\.$`,
      ),
    );
    await noSidewaysScroll(shopper.page, PHONE.width);
    await fullPageShot(shopper.page, 'farm-money-cash-partly-delivered-phone.png');
    expect(shopper.errors).toEqual([]);
    expect(shopper.consoleErrors).toEqual([]);
    await shopper.context.close();

    const farm = await signedInPage(newContext, FARM, `/producer/orders/${cashOrderId}`, { viewport: PHONE });
    const note = farm.page.getByTestId('po-payment-note');
    await note.waitFor();
    expect((await note.innerText()).replace(/\u00a0/g, ' ')).toBe(
      `Pago contra reembolso: cobraste ${farmPart} al entregar.`,
    );
    expect(await printedSlip(farm.page, 'farm-money-cash-slip-phone.png')).toContain('Nada que cobrar.');
    await fullPageShot(farm.page, 'farm-money-cash-order-phone.png');

    // An unpaid card order the shopper cancels: nothing to collect, «Pago anulado».
    const card = await placeOrder(shopperToken, [[productId, 1]], {
      shippingInfo: SHIPPING,
      paymentMethod: 'card',
    });
    const cancelledId = card.order.id;
    const cancelled = await apiCall(`/v1/orders/${cancelledId}`, { method: 'DELETE', token: shopperToken });
    expect(cancelled.status).toBe(200);
    await farm.page.goto(`${baseUrl}/producer/orders/${cancelledId}`);
    await note.waitFor();
    expect(await note.innerText()).toBe('Cancelado: no hay nada que cobrar.');
    expect((await farm.page.getByTestId('po-payment').innerText()).replace(/\s+/g, ' ')).toContain(
      'Tarjeta Pago anulado',
    );
    await fullPageShot(farm.page, 'farm-money-cancelled-card-phone.png');
    expect(farm.errors).toEqual([]);
    expect(farm.consoleErrors).toEqual([]);
  }, 120_000);
});
