/**
 * Browser test of administration (docs/administration.md) against the real local stack: the seeded admin filters
 * the users to producers, deactivates a farm made for this test (its products leave the storefront and it can no
 * longer sign in), exports the filtered list as CSV and reads it back (UTF-8 with BOM), changes an order's
 * status with a note and sees the audit entry, creates a coupon that a consumer then uses at checkout, and sees
 * the sale on the analytics page. axe-core finds no serious problem on the admin screens, and every admin screen
 * is looked at on a desktop (1366x900) and a phone (390x844, no horizontal scroll); screenshots land in
 * test-results/admin-*.png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { SHOTS, fullPageShot } from '../support/screenshots.js';
import { signedInPage } from '../support/pages.js';
import {
  apiCall,
  checkout,
  createProduct,
  login,
  moveFarmOrder,
  signUp,
  testAccount,
} from '../support/shop-api.js';
import { readCsv } from '../../web/src/lib/testing/read-csv.js';
import { DESKTOP, PHONE, RUN } from '../support/browser-run.js';
import { seriousProblems } from '../support/axe.js';
import { baseUrl } from '../support/stack-under-test.js';
import { ADMIN } from '../support/seeded-accounts.js';

/** The farm the admin deactivates. */
const CLOSED_FARM = testAccount('admin-finca', 'Finca Peña, "La Ñ"');
/** The farm whose product is sold in this test. */
const SELLING_FARM = testAccount('admin-venta', 'Finca Los Almendros');
const CONSUMER = testAccount('admin-cliente', 'Lucía Compras');
const CLOSED_PRODUCT = `Pitahaya de la finca cerrada ${RUN}`;
const SOLD_PRODUCT = `Caja de pitahayas ${RUN}`;
const COUPON = `E2E${RUN.toUpperCase().replace(/[^A-Z0-9]/g, '')}`.slice(0, 30);
const SHIPPING = { fullName: 'Lucía Compras', address: 'Calle Mayor 7', city: 'Murcia', postalCode: '30001' };

/** A product of the farm behind `token` for this test (20 boxes, the test photo); answers its id. */
const farmProduct = (token: string, name: string, price: number) =>
  createProduct(token, {
    name,
    shortDescription: 'Producto de la prueba de administración.',
    price,
    stock: 20,
    unit: 'caja',
  });

/** An admin screen on the desktop: its screenshot (admin-<screen>-desktop.png), axe-core's serious problems to `problems`. */
async function lookAt(page: Page, screen: string, problems: string[]): Promise<void> {
  await fullPageShot(page, `admin-${screen}-desktop.png`);
  problems.push(...(await seriousProblems(page, screen)));
}

/** Whether the storefront lists a product of that exact name (anonymous catalog search). */
async function inStorefront(name: string): Promise<boolean> {
  const { body } = await apiCall<{ data: { products: { name: string }[] } }>(
    `/v1/products?q=${encodeURIComponent(name)}&limit=50`,
  );
  return body.data.products.some((product) => product.name === name);
}

describe.skipIf(!chromiumAvailable() || !baseUrl)('administration in the browser', () => {
  const newContext = browserForSuite();
  let closedFarmId = '';
  let consumerToken = '';
  let sellerToken = '';
  let soldProductId = '';

  beforeAll(async () => {
    const [closedToken, sellingToken, buyerToken] = await Promise.all([
      signUp(CLOSED_FARM, 'producer'),
      signUp(SELLING_FARM, 'producer'),
      signUp(CONSUMER, 'consumer'),
    ]);
    consumerToken = buyerToken;
    sellerToken = sellingToken;
    const info = await apiCall<{ id: string }>('/oauth/auth/user-info', { token: closedToken });
    closedFarmId = info.body.id;
    await farmProduct(closedToken, CLOSED_PRODUCT, 7.5);
    soldProductId = await farmProduct(sellingToken, SOLD_PRODUCT, 88.8);
  });

  const adminPage = (path: string, viewport = DESKTOP) =>
    signedInPage(newContext, ADMIN, path, { viewport, acceptDownloads: true });

  it('filters producers, deactivates one (its products leave the shop, it cannot sign in) and exports the CSV', async () => {
    await expect.poll(() => inStorefront(CLOSED_PRODUCT), { timeout: 15_000 }).toBe(true);
    const { page, errors } = await adminPage('/admin/users');
    const problems: string[] = [];
    await page.getByTestId('admin-user').first().waitFor();
    await page
      .getByRole('navigation', { name: 'Administración' })
      .getByRole('link', { name: 'Usuarios' })
      .waitFor();

    // Producers whose e-mail starts like the test farm's.
    await page.getByLabel('Rol', { exact: true }).selectOption('producer');
    await page.getByLabel('El email empieza por').fill(CLOSED_FARM.username.split('@')[0]!);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL(/role=producer/);
    const rows = page.getByTestId('admin-user');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.first().textContent()).toContain(CLOSED_FARM.username);
    expect(await rows.first().textContent()).toContain('Productor');
    await lookAt(page, 'users', problems);

    // Deactivate it, after the confirmation.
    await rows
      .first()
      .getByRole('button', { name: /^Desactivar a / })
      .click();
    const dialog = page.getByRole('alertdialog', { name: /^¿Desactivar a / });
    await dialog.getByRole('button', { name: 'Desactivar cuenta' }).click();
    await page.getByText('ya no puede iniciar sesión.').first().waitFor();
    await expect.poll(async () => (await rows.first().textContent()) ?? '').toContain('Inactivo');

    // Its products leave the storefront, and it can no longer sign in.
    await expect.poll(() => inStorefront(CLOSED_PRODUCT), { timeout: 35_000 }).toBe(false);
    await expect
      .poll(async () => (await login(CLOSED_FARM)).status, { timeout: 35_000 })
      .toBeGreaterThanOrEqual(400);
    expect((await login(CLOSED_FARM)).status).toBeLessThan(500);

    // The filtered list as CSV, read back.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
    // The browser is the run's shared one, reached over a connection: the file is copied here to be read.
    const saved = join(SHOTS, `admin-users-${RUN}.csv`);
    await download.saveAs(saved);
    const bytes = readFileSync(saved);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = readCsv(bytes.toString('utf8').slice(1));
    expect(csv[0]).toEqual([
      'ID',
      'Email',
      'Nombre completo',
      'Rol',
      'Estado',
      'Alta',
      'Último acceso',
      'Productos',
      'Ganancias',
      'Pedidos',
    ]);
    expect(csv).toHaveLength(2);
    expect(csv[1]?.slice(0, 5)).toEqual([
      closedFarmId,
      CLOSED_FARM.username,
      CLOSED_FARM.fullName,
      'Productor',
      'Inactivo',
    ]);

    // The user's page.
    await rows.first().getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/admin/users/${closedFarmId}$`));
    await page.getByTestId('user-details').waitFor();
    await page.getByTestId('user-products').waitFor();
    await lookAt(page, 'user', problems);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("changes an order's status with a note, creates a coupon a consumer uses, and sees the sale in the analytics", async () => {
    const { page, errors } = await adminPage('/admin/coupons');
    const problems: string[] = [];

    // A coupon made in the browser...
    await page.getByLabel('Código').fill(COUPON.toLowerCase());
    await page.getByLabel('Descuento (%)').fill('10');
    await page.getByLabel('Usos máximos').fill('5');
    await page.getByRole('button', { name: 'Crear cupón' }).click();
    await page.getByText(`Cupón ${COUPON} creado.`).waitFor();
    const couponRow = page.getByTestId('admin-coupon').filter({ hasText: COUPON });
    expect(await couponRow.textContent()).toContain('0 de 5');
    await lookAt(page, 'coupons', problems);

    // ...that a consumer uses: 3 boxes at 88,80 € = 266,40 €, minus 10 %.
    const added = await apiCall('/v1/carts/items', {
      method: 'POST',
      token: consumerToken,
      body: JSON.stringify({ productId: soldProductId, quantity: 3 }),
    });
    expect([200, 201]).toContain(added.status);
    const applied = await apiCall('/v1/carts/coupon', {
      method: 'POST',
      token: consumerToken,
      body: JSON.stringify({ couponCode: COUPON }),
    });
    expect(applied.status).toBe(200);
    const { order } = await checkout<{
      order: { id: string; totalPrice: number; coupon?: { code: string } };
    }>(consumerToken, { shippingInfo: SHIPPING });
    expect(order.coupon?.code).toBe(COUPON);
    expect(order.totalPrice).toBeCloseTo(239.76, 2);
    await page.reload();
    await expect
      .poll(
        async () => (await page.getByTestId('admin-coupon').filter({ hasText: COUPON }).textContent()) ?? '',
        {
          timeout: 10_000,
        },
      )
      .toContain('1 de 5');

    // The order among all orders, then its status changed with a note.
    await page
      .getByRole('navigation', { name: 'Administración' })
      .getByRole('link', { name: 'Pedidos' })
      .click();
    await page.waitForURL(/\/admin\/orders$/);
    await page.getByTestId('admin-order').first().waitFor();
    await lookAt(page, 'orders', problems);
    await page.goto(`${baseUrl}/admin/orders/${order.id}`);
    await page.getByTestId('product-order').first().waitFor();
    await page.getByLabel('Nuevo estado').selectOption('organizing');
    await page.getByLabel(/Nota/).fill('Confirmado por teléfono con la clienta');
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    const audit = page.getByTestId('order-audit');
    await audit.waitFor();
    const entry = (await audit.locator('li').first().textContent()) ?? '';
    expect(entry).toContain('Pendiente → En preparación');
    expect(entry).toContain('Confirmado por teléfono con la clienta');
    await expect
      .poll(() =>
        page.getByTestId('product-order').first().locator('[data-status]').getAttribute('data-status'),
      )
      .toBe('organizing');
    await lookAt(page, 'order', problems);

    // Paid on delivery: the sale is money in once the farm delivers it (docs/payments.md), then it shows.
    await moveFarmOrder(sellerToken, order.id, ['ready_to_ship', 'shipped', 'delivered']);

    // The sale on the analytics page (the counters follow the stream within moments).
    await page.goto(`${baseUrl}/admin/analytics?period=7d`);
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: '30 días' }).click();
          await page.getByRole('button', { name: '7 días' }).click();
          return (
            (await page
              .getByTestId('analytics-top-products')
              .textContent()
              .catch(() => '')) ?? ''
          );
        },
        { timeout: 20_000 },
      )
      .toContain(SOLD_PRODUCT);
    expect(await page.getByTestId('analytics-top-producers').textContent()).toContain(SELLING_FARM.fullName);
    await page.getByTestId('sales-chart').locator('canvas').first().waitFor();
    await lookAt(page, 'analytics', problems);

    await page.goto(`${baseUrl}/admin/products`);
    await page.getByTestId('admin-product').first().waitFor();
    await lookAt(page, 'products', problems);
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.getByTestId('admin-figures').waitFor();
    await page.getByTestId('admin-user-stats').waitFor();
    await lookAt(page, 'dashboard', problems);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('every admin screen holds on a phone', async () => {
    const { page, errors } = await adminPage('/admin/dashboard', PHONE);
    const screens: [string, string][] = [
      ['/admin/dashboard', 'admin-figures'],
      ['/admin/users', 'admin-user'],
      ['/admin/products', 'admin-product'],
      ['/admin/orders', 'admin-order'],
      ['/admin/coupons', 'admin-coupon'],
      ['/admin/analytics', 'analytics'],
    ];
    const problems: string[] = [];
    for (const [path, testId] of screens) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByTestId(testId).first().waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth'), path).toBeLessThanOrEqual(
        PHONE.width,
      );
      await fullPageShot(page, `admin-${path.split('/')[2]}-phone.png`);
      problems.push(...(await seriousProblems(page, `${path} (phone)`)));
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});
