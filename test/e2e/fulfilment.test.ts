/**
 * Browser test of producer fulfilment against the real local stack: a consumer buys from two producers (a farm
 * made for this test and the seeded Finca El Dragón) in the browser; producer A sees only their line in
 * /producer/orders, opens the order, moves the line to shipped step by step (the stepper offers only the allowed
 * moves) with a note, and the history shows it; the consumer's order page shows that line shipped and the other
 * pending; producer A's dashboard figures include the sale. Also: a farm's cancel through the confirmation
 * dialog gives the units back, the packing slip prints, axe-core finds no serious problem on the three screens,
 * and the screens hold on a phone. Screenshots (desktop
 * 1366x900 and phone 390x844) land in test-results/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { SHOTS, fullPageShot } from '../support/screenshots.js';
import { addToCart, signedInPage, fillDelivery, confirmedOrderId } from '../support/pages.js';
import { apiCall, createProduct, placeOrder, signUp, stockOf, testAccount } from '../support/shop-api.js';
import { DESKTOP, PHONE, RUN } from '../support/browser-run.js';
import { seriousProblems } from '../support/axe.js';
import { baseUrl } from '../support/stack-under-test.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

const FARM = testAccount('finca', 'Finca Las Palmeras');
const CONSUMER = testAccount('cliente', 'Elena Compras');
/** Seeded "Mermelada de pitahaya roja" of Finca El Dragón (5,90 € / tarro). */
const JAM_ID = '3f6c2a10-7d41-4b1e-9a01-5e0c1a000007';
const PRODUCT_NAME = `Pitahaya de Las Palmeras ${RUN}`;
const PRICE = 12.5;

describe.skipIf(!chromiumAvailable() || !baseUrl)('producer fulfilment in the browser', () => {
  const newContext = browserForSuite();
  let farmToken = '';
  let consumerToken = '';
  let productId = '';

  beforeAll(async () => {
    [farmToken, consumerToken] = await Promise.all([signUp(FARM, 'producer'), signUp(CONSUMER, 'consumer')]);
    productId = await createProduct(farmToken, {
      name: PRODUCT_NAME,
      shortDescription: 'Pitahaya roja de la finca de la prueba.',
      price: PRICE,
      stock: 9,
      unit: 'caja de 2 kg',
    });
  });

  const signedIn = (account: typeof FARM, path: string, viewport = DESKTOP) =>
    signedInPage(newContext, account, path, { viewport });

  const noHorizontalScroll = (page: Page) => noSidewaysScroll(page, PHONE.width);

  it('a farm ships its line of a two-farm order; the consumer sees it; the dashboard counts it', async () => {
    // The consumer buys from two farms in the browser.
    const consumer = await signedIn(CONSUMER, '/products');
    await addToCart(consumer.page, productId, PRODUCT_NAME, 1);
    await addToCart(consumer.page, JAM_ID, 'Mermelada de pitahaya roja', 0);
    await consumer.page.goto(`${baseUrl}/checkout`);
    await consumer.page.getByRole('button', { name: 'Comprar y pagar' }).waitFor();
    await fillDelivery(consumer.page, {
      phone: '+34 600 222 333',
      address: 'Avenida del Mar 3',
      city: 'Almería',
      postalCode: '04001',
    });
    await consumer.page.getByRole('button', { name: 'Comprar y pagar' }).click();
    const orderId = await confirmedOrderId(consumer.page);
    // The storefront's answer follows within the products function's 2 s page cache (docs/caching.md).
    await expect.poll(() => stockOf(productId), { timeout: 10_000 }).toBe(7);

    // Producer A: only their line, with the buyer and city, and the tab counts.
    const farm = await signedIn(FARM, '/producer/orders');
    const rows = farm.page.getByTestId('producer-order-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const row = (await rows.first().textContent()) ?? '';
    expect(row).toContain(PRODUCT_NAME);
    expect(row).toContain('Elena Compras');
    expect(row).toContain('Almería');
    expect(row).toContain('Pendiente');
    // 2 x 12,50 € and the farm's shipping (a new farm: the shop's 4,90 €, below its 40 €).
    expect(row).toMatch(/29,90\s€/);
    expect(await farm.page.getByText('Mermelada de pitahaya roja').count()).toBe(0);
    await expect
      .poll(() => farm.page.getByTestId('po-tab-pending').textContent(), { timeout: 10_000 })
      .toContain('1');
    await fullPageShot(farm.page, 'producer-orders-desktop.png');
    const problems = await seriousProblems(farm.page);

    // The order: shipping details, the stepper offers only the allowed moves.
    await rows.first().getByRole('link').click();
    await farm.page.waitForURL(new RegExp(`/producer/orders/${orderId}$`));
    const line = farm.page.getByTestId('po-line');
    await line.waitFor();
    expect(await line.count()).toBe(1);
    expect(await farm.page.getByText('Avenida del Mar 3').count()).toBeGreaterThan(0);
    const actions = async () =>
      line
        .locator('.po-controls__actions button')
        .evaluateAll((buttons) => buttons.map((b) => b.textContent));
    expect(await actions()).toEqual(['Empezar a preparar', 'Cancelar este producto']);
    await fullPageShot(farm.page, 'producer-order-desktop.png');
    problems.push(...(await seriousProblems(farm.page)));

    const move = async (label: string, status: string) => {
      await line.getByRole('button', { name: label }).click();
      await expect
        .poll(() => line.locator('.po-line__head [data-status]').getAttribute('data-status'))
        .toBe(status);
    };
    await move('Empezar a preparar', 'organizing');
    expect(await actions()).toEqual(['Marcar como listo para envío', 'Cancelar este producto']);
    await move('Marcar como listo para envío', 'ready_to_ship');
    await line.getByLabel('Nota para el cambio').fill('Enviado con frío, seguimiento PX-123');
    await move('Marcar como enviado', 'shipped');
    expect(await actions()).toEqual(['Marcar como entregado']);
    const history = line.getByTestId('po-history');
    await expect.poll(() => history.locator('li').count()).toBe(4);
    expect(await history.locator('li').first().textContent()).toContain('Enviado');
    expect(await history.locator('li').first().textContent()).toContain(
      'Enviado con frío, seguimiento PX-123',
    );
    expect(await history.locator('li').first().textContent()).toContain('Tú');
    await fullPageShot(farm.page, 'producer-order-shipped-desktop.png');

    // The packing slip is what prints.
    await farm.page.emulateMedia({ media: 'print' });
    expect(await farm.page.getByTestId('packing-slip').isVisible()).toBe(true);
    expect(await farm.page.getByTestId('packing-slip').textContent()).toContain('Avenida del Mar 3');
    await farm.page.screenshot({ path: join(SHOTS, 'producer-packing-slip-print.png'), fullPage: true });
    await farm.page.emulateMedia({ media: 'screen' });
    expect(await farm.page.getByTestId('packing-slip').isVisible()).toBe(false);

    // The consumer's order page: that line shipped, the other pending.
    await consumer.page.goto(`${baseUrl}/orders/${orderId}`);
    await consumer.page.getByTestId('product-order').nth(1).waitFor();
    const statuses = await consumer.page
      .getByTestId('product-order')
      .evaluateAll((lines) =>
        lines.map((el) => [
          el.querySelector('.order-parts__name')?.textContent,
          el.querySelector('[data-status]')?.getAttribute('data-status'),
        ]),
      );
    expect(statuses).toEqual(
      expect.arrayContaining([
        [PRODUCT_NAME, 'shipped'],
        ['Mermelada de pitahaya roja', 'pending'],
      ]),
    );
    await fullPageShot(consumer.page, 'consumer-order-part-shipped-desktop.png');

    // Producer A's dashboard counts the order (the counters follow the stream within moments); paid on
    // delivery and only shipped, it is no money in yet (docs/payments.md).
    await farm.page.goto(`${baseUrl}/producer/dashboard?period=7d`);
    const figures = farm.page.getByTestId('dash-figures');
    await expect
      .poll(async () => (await figures.textContent()) ?? '', { timeout: 15_000 })
      .toMatch(/Ingresos0,00\s€Pedidos1/);
    expect(await farm.page.getByTestId('dash-status-counts').textContent()).toContain('Enviado1');
    // Delivered, the cash is collected: the sale is revenue.
    const delivered = await apiCall(`/v1/orders/producer/${orderId}/status`, {
      method: 'PATCH',
      token: farmToken,
      body: JSON.stringify({ status: 'delivered' }),
    });
    expect(delivered.status).toBe(200);
    await expect
      .poll(
        async () => {
          await farm.page.reload();
          return (await figures.textContent()) ?? '';
        },
        { timeout: 15_000 },
      )
      .toMatch(/Ingresos29,90\s€Pedidos1Pedido medio29,90\s€Unidades vendidas2/);
    await farm.page.getByTestId('sales-chart').locator('canvas').first().waitFor();
    expect(await farm.page.getByTestId('dash-top-products').textContent()).toContain(PRODUCT_NAME);
    expect(await farm.page.getByTestId('dash-status-counts').textContent()).toContain('Entregado1');
    await fullPageShot(farm.page, 'producer-dashboard-desktop.png');
    problems.push(...(await seriousProblems(farm.page)));
    expect(problems).toEqual([]);

    expect([...consumer.errors, ...farm.errors]).toEqual([]);
  });

  it("a farm's cancel asks first and gives the units back; the screens hold on a phone", async () => {
    // One more order of the farm's product, placed through the API.
    const placed = await placeOrder(consumerToken, [[productId, 3]], {
      shippingInfo: {
        fullName: 'Elena Compras',
        address: 'Avenida del Mar 3',
        city: 'Almería',
        postalCode: '04001',
      },
    });
    // Read signed in: an anonymous read may be the products function's short cache of a read before the order.
    const stock = await stockOf(productId, consumerToken);

    const phone = await signedIn(FARM, '/producer/orders', PHONE);
    await phone.page.getByTestId('producer-order-row').nth(1).waitFor();
    await noHorizontalScroll(phone.page);
    await fullPageShot(phone.page, 'producer-orders-phone.png');

    await phone.page.goto(`${baseUrl}/producer/orders/${placed.order.id}`);
    const line = phone.page.getByTestId('po-line');
    await line.getByRole('button', { name: 'Cancelar este producto' }).click();
    const dialog = phone.page.getByRole('alertdialog', { name: '¿Cancelar este producto del pedido?' });
    await dialog.waitFor();
    await phone.page.screenshot({ path: join(SHOTS, 'producer-cancel-dialog-phone.png') });
    await dialog.getByRole('button', { name: 'Sí, cancelarlo' }).click();
    await expect
      .poll(() => line.locator('.po-line__head [data-status]').getAttribute('data-status'))
      .toBe('cancelled');
    await expect.poll(() => stockOf(productId), { timeout: 10_000 }).toBe(stock + 3);
    await noHorizontalScroll(phone.page);
    await fullPageShot(phone.page, 'producer-order-cancelled-phone.png');

    await phone.page.goto(`${baseUrl}/producer/dashboard`);
    await phone.page.getByTestId('sales-chart').locator('canvas').first().waitFor();
    await expect
      .poll(async () => (await phone.page.getByTestId('dash-status-counts').textContent()) ?? '', {
        timeout: 15_000,
      })
      .toContain('Cancelado1');
    await noHorizontalScroll(phone.page);
    await fullPageShot(phone.page, 'producer-dashboard-phone.png');
    expect(phone.errors).toEqual([]);
  });
});
