/**
 * Browser test of the order screens of issue 23 on the real local stack: a consumer's order from two farms with
 * one line delivered and the other pending reads "En curso · 1 de 2 entregados" on a phone, with no "Cancelar
 * pedido" and the reason instead; an admin at 1366 px finds it by its reference and by the customer's e-mail in
 * /admin/orders, and its status menu offers only the moves the service accepts. Screenshots in test-results/.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { orderReference } from '../../shared/rules/order-labels.js';
import { browserForSuite, chromiumAvailable } from '../support/browser.js';
import { signedInPage } from '../support/pages.js';
import { fullPageShot } from '../support/screenshots.js';
import { moveLine, placeOrder, signIn, signUp, testAccount, TO_DELIVERED } from '../support/shop-api.js';
import { baseUrl } from '../support/stack-under-test.js';
import { ADMIN } from '../support/seeded-accounts.js';

const CONSUMER = testAccount('pedidos', 'Marta Pedidos');
/** Seeded products of two farms: Finca Pitahaya del Valle and Finca El Dragón. */
const PRODUCTS = ['3f6c2a10-7d41-4b1e-9a01-5e0c1a000001', '3f6c2a10-7d41-4b1e-9a01-5e0c1a000007'];
const SHIPPING = { fullName: 'Marta Pedidos', address: 'Calle Mayor 1', city: 'Murcia', postalCode: '30001' };

interface PlacedOrder {
  id: string;
  productOrders: { id: string; productId: string }[];
}

describe.skipIf(!chromiumAvailable() || !baseUrl)('order screens in the browser', () => {
  const newContext = browserForSuite();
  let order: PlacedOrder;

  beforeAll(async () => {
    const [consumerToken, adminToken] = await Promise.all([signUp(CONSUMER, 'consumer'), signIn(ADMIN)]);
    ({ order } = await placeOrder<{ order: PlacedOrder }>(
      consumerToken,
      PRODUCTS.map((productId) => [productId, 1] as const),
      { shippingInfo: SHIPPING },
    ));
    // The first farm delivers its line (an admin may move any line, one step at a time); the other stays pending.
    const line = order.productOrders.find((candidate) => candidate.productId === PRODUCTS[0]);
    await moveLine(adminToken, order.id, line!.id, TO_DELIVERED);
  });

  it('a mixed order on a phone: its label, no cancel button, and why', async () => {
    const { page, errors } = await signedInPage(newContext, CONSUMER, `/orders/${order.id}`, {
      viewport: { width: 390, height: 844 },
    });
    await expect
      .poll(() => page.getByTestId('order-cancel-reason').textContent())
      .toContain('Ya no se puede cancelar: alguna finca ya envió o entregó su parte.');
    expect(await page.locator('.status-badge').first().textContent()).toBe('En curso · 1 de 2 entregados');
    expect(await page.getByRole('button', { name: 'Cancelar pedido' }).count()).toBe(0);
    await fullPageShot(page, 'order-mixed-phone.png');
    await page.goto(`${baseUrl}/orders`);
    const card = page.getByTestId('order-card').filter({ hasText: orderReference(order.id) });
    await expect.poll(() => card.textContent()).toContain('En curso · 1 de 2 entregados');
    expect(errors).toEqual([]);
  });

  it('an admin finds it by reference and by e-mail, and its status menu offers only accepted moves', async () => {
    const { page, errors } = await signedInPage(newContext, ADMIN, '/admin/orders', {
      viewport: { width: 1366, height: 900 },
    });
    const search = async (term: string) => {
      await page.getByLabel('Buscar pedidos').fill(term);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === term);
      const rows = page.getByTestId('admin-order');
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain(orderReference(order.id));
      expect(await rows.first().textContent()).toContain('En curso · 1 de 2 entregados');
    };
    await search(orderReference(order.id));
    await search(CONSUMER.username);
    await fullPageShot(page, 'admin-order-search-desktop.png');
    await page.getByRole('link', { name: `Pedido ${orderReference(order.id)}` }).click();
    await page.getByTestId('product-order').first().waitFor();
    const options = await page.getByLabel('Nuevo estado').locator('option').allTextContents();
    expect(options).toEqual(['Elige un estado', 'En preparación']);
    expect(await page.getByTestId('order-cancel-reason').textContent()).toContain('alguna finca ya envió');
    expect(errors).toEqual([]);
  });
});
