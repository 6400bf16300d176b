/**
 * Browser journey of issue 21 (totals, shipping and billing) against the real local stack: the demo consumer
 * (cliente@pitahaya.test) puts products of two farms in the cart and sees them in two groups, each with its
 * shipping and how far free shipping is; at checkout collects Finca Pitahaya del Valle's part at the farm (the
 * seed's farm with pickup), asks for a complete invoice with NIF 12345678Z, and sees the review priced without
 * that farm's shipping; the confirmation shows the pickup, the other farm's shipping, the total, the IVA per
 * rate and the billing details. Then the farms deliver their lines (the order is paid on delivery), each issues
 * its invoice, and the consumer's order page lists both with a PDF link that downloads a PDF. The order is
 * cancelled at the end when it still can be (the demo data stays as it was). Screenshots (1366 and 390 px)
 * land in test-results/.
 */
import { pdfTextRuns } from '../../services/invoices/pdf-text.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { addToCart, signedInPage } from '../support/pages.js';
import { fullPageShot } from '../support/screenshots.js';
import { apiCall, moveFarmLines, signIn, TO_DELIVERED } from '../support/shop-api.js';
import { DESKTOP, PHONE } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { CONSUMER, DRAGON, PRODUCER as VALLE } from '../support/seeded-accounts.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

/** Seeded "Pitahaya roja premium" of Finca Pitahaya del Valle (6,90 €, IVA 4 %; the farm offers pickup). */
const RED = { id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000001', name: 'Pitahaya roja premium' };
/** Seeded "Mermelada de pitahaya roja" of Finca El Dragón (5,90 €, IVA 10 %; 5,50 € shipping, free from 60 €). */
const JAM = { id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000007', name: 'Mermelada de pitahaya roja' };
const PICKUP = 'Camino de los Llanos 12, 04700 El Ejido (Almería)';

/** A text as the page reads it (amounts carry a no-break space). */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe.skipIf(!chromiumAvailable() || !baseUrl)('totals, shipping and invoices in the browser', () => {
  const newContext = browserForSuite();
  let consumerToken = '';
  let orderId = '';

  beforeAll(async () => {
    consumerToken = await signIn(CONSUMER);
    // The demo consumer's cart starts empty for this journey.
    await apiCall('/v1/carts/items', { method: 'DELETE', token: consumerToken });
  });

  afterAll(async () => {
    if (orderId) {
      await apiCall(`/v1/orders/${orderId}`, { method: 'DELETE', token: consumerToken }).catch(
        () => undefined,
      );
    }
  });

  it('buys from two farms, collects one part at the farm with a complete invoice, and sees the totals', async () => {
    const { page, errors } = await signedInPage(newContext, CONSUMER, '/products', { viewport: DESKTOP });
    await addToCart(page, RED.id, RED.name, 1);
    await addToCart(page, JAM.id, JAM.name, 0);

    // The cart: one group per farm, each with its shipping and how far free shipping is.
    await page.goto(`${baseUrl}/cart`);
    const groups = page.getByTestId('cart-group');
    await expect.poll(() => groups.count()).toBe(2);
    const valle = groups.filter({ hasText: 'Finca Pitahaya del Valle' });
    const dragon = groups.filter({ hasText: 'Finca El Dragón' });
    expect(plain(await valle.getByTestId('cart-group-shipping').textContent())).toBe('Envío: 4,90 €');
    expect(plain(await valle.getByTestId('cart-group-missing').textContent())).toBe(
      'Te faltan 26,20 € para el envío gratis',
    );
    expect(plain(await dragon.getByTestId('cart-group-shipping').textContent())).toBe('Envío: 5,50 €');
    // 13,80 + 5,90 of products, 10,40 of shipping.
    expect(plain(await page.getByTestId('order-total').textContent())).toBe('30,10 €');
    expect(plain(await page.getByTestId('order-tax').textContent())).toMatch(/IVA 4 %: .*IVA 10 %: /);
    await fullPageShot(page, 'totals-cart-desktop.png');
    await page.setViewportSize(PHONE);
    await fullPageShot(page, 'totals-cart-phone.png');
    await noSidewaysScroll(page, PHONE.width);
    await page.setViewportSize(DESKTOP);

    // Checkout: pickup at Finca Pitahaya del Valle, a complete invoice.
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const review = page.getByTestId('checkout-review');
    await expect
      .poll(async () => plain(await review.getByTestId('order-total').textContent()))
      .toBe('30,10 €');
    for (const [label, value] of [
      ['Nombre completo', 'Cliente Demo'],
      ['Dirección', 'Calle Mayor 1'],
      ['Ciudad', 'Sevilla'],
      ['Código postal', '41001'],
    ] as const) {
      const input = page.getByLabel(label, { exact: true });
      if (!(await input.inputValue()).trim()) await input.fill(value);
    }
    const choice = page.getByTestId('delivery-choice');
    await expect.poll(() => choice.count()).toBe(1);
    expect(plain(await choice.textContent())).toContain(PICKUP);
    await choice.getByRole('radio', { name: 'Recoger en la finca' }).check();
    // The review drops that farm's shipping at once: 30,10 - 4,90.
    await expect
      .poll(async () => plain(await review.getByTestId('order-total').textContent()))
      .toBe('25,20 €');
    expect(plain(await review.getByTestId('checkout-group-delivery').first().textContent())).toBe(
      `Recogida en la finca: ${PICKUP}, De lunes a viernes, de 9:00 a 14:00`,
    );
    await page.getByRole('checkbox', { name: 'Quiero factura completa' }).check();
    await page.getByLabel('NIF, NIE o CIF', { exact: true }).fill('12345678Z');
    await page.getByLabel('Nombre o razón social', { exact: true }).fill('Cliente Demo');
    await fullPageShot(page, 'totals-checkout-desktop.png');
    await page.setViewportSize(PHONE);
    await fullPageShot(page, 'totals-checkout-phone.png');
    await noSidewaysScroll(page, PHONE.width);
    await page.setViewportSize(DESKTOP);

    const placed = page.waitForRequest(
      (request) => request.url().endsWith('/v1/orders/checkout') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Comprar y pagar' }).click();
    const body = (await placed).postDataJSON() as { pickupFrom?: string[]; billing?: unknown };
    expect(body.pickupFrom).toHaveLength(1);
    expect(body.billing).toEqual({ nif: '12345678Z', name: 'Cliente Demo' });

    // The confirmation: pickup, the other farm's shipping, the totals with the IVA, the billing.
    await page.waitForURL((url) => url.pathname.startsWith('/order-confirmation/'));
    orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const confirmation = page.getByTestId('order-confirmation');
    await confirmation.waitFor();
    const deliveries = (await confirmation.getByTestId('order-farm-delivery').allTextContents()).map(plain);
    expect(deliveries).toContain(`Recogida en la finca: ${PICKUP}, De lunes a viernes, de 9:00 a 14:00`);
    expect(deliveries).toContain('Envío: 5,50 €');
    expect(plain(await confirmation.getByTestId('order-items-total').textContent())).toBe('19,70 €');
    expect(plain(await confirmation.getByTestId('order-shipping-total').textContent())).toBe('5,50 €');
    expect(plain(await confirmation.getByTestId('order-total').textContent())).toBe('25,20 €');
    expect(plain(await confirmation.getByTestId('order-tax').textContent())).toMatch(
      /IVA incluido.*IVA 4 %: .*IVA 10 %: /,
    );
    // The fiscal address, not given, is the shipping address: it follows the name.
    expect(plain(await confirmation.getByTestId('order-billing').textContent())).toContain(
      'Factura completa a nombre de Cliente Demo (NIF 12345678Z)',
    );
    await fullPageShot(page, 'totals-confirmation-desktop.png');
    await page.setViewportSize(PHONE);
    await fullPageShot(page, 'totals-confirmation-phone.png');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("lists each farm's invoice once its part is delivered (paid on delivery), and the PDF downloads", async () => {
    expect(orderId).not.toBe('');
    // Each farm takes its line through its steps to delivered.
    for (const farm of [VALLE, DRAGON]) {
      await moveFarmLines(await signIn(farm), orderId, TO_DELIVERED);
    }

    // The invoices are issued from the table's stream a moment later.
    const { page, errors } = await signedInPage(
      newContext,
      CONSUMER,
      `/orders/${encodeURIComponent(orderId)}`,
      {
        viewport: DESKTOP,
      },
    );
    const invoices = page.getByTestId('order-invoice');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'Facturas' }).waitFor();
          return page.getByRole('link', { name: /^Descargar la factura .* en PDF$/ }).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(2);
    expect(plain(await invoices.first().textContent())).toMatch(/Factura completa/);
    const href = await page
      .getByRole('link', { name: /^Descargar la factura .* en PDF$/ })
      .first()
      .getAttribute('href');
    const pdf = await fetch(new URL(href ?? '', baseUrl));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    // Its text (real text, as a reader shows it): a complete invoice of one of the two farms to the buyer.
    const text = pdfTextRuns(bytes).join('\n');
    expect(text).toMatch(/Finca Pitahaya del Valle S\.L\.|Finca El Dragón S\.L\./);
    expect(text).toMatch(/NIF: (B04123451|B29123452)/);
    for (const expected of ['Factura', 'Cliente Demo', '12345678Z', 'IVA', 'Total'])
      expect(text).toContain(expected);
    await fullPageShot(page, 'totals-invoices-desktop.png');
    await page.setViewportSize(PHONE);
    await fullPageShot(page, 'totals-invoices-phone.png');
    expect(errors).toEqual([]);
    // Delivered: nothing left to cancel.
    orderId = '';
  });
});
