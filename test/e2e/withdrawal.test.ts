/**
 * Browser journey of the withdrawal function (docs/legal.md, "The withdrawal function") against the real local
 * stack: a shopper buys with a card (the hosted page of the local Stripe server), the farm delivers; on a 360 px
 * phone the shopper's order offers «Desistir del contrato aquí», which opens /desistimiento on that order: step 1
 * chooses the line, step 2 confirms with «Confirmar desistimiento», and the page says the acknowledgement was
 * e-mailed (the outbox has it). The farm marks the goods received on its order page (after a confirmation); the
 * shopper's order then says «Reembolsado» once the provider confirms the card refund, and the admin's order shows
 * the withdrawal received. The footer's «Desistir del contrato aquí» reaches the page signed out; axe-core finds
 * nothing serious on /desistimiento (signed out, each step); no sideways scroll at 360 px. Screenshots:
 * test-results/withdrawal-*.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import {
  addToCart,
  openPage,
  signedInPage,
  fillDelivery,
  fillTestCard,
  confirmedOrderId,
} from '../support/pages.js';
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
import { DESKTOP, NARROW_PHONE as PHONE, RUN } from '../support/browser-run.js';
import { seriousProblems } from '../support/axe.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';
import { baseUrl } from '../support/stack-under-test.js';
import { ADMIN } from '../support/seeded-accounts.js';

const FARM = testAccount('desiste-finca', 'Finca Desistida');
const SHOPPER = testAccount('desiste', 'Elena Desiste');
const NAME = `Mermelada de pitahaya ${RUN}`;

/** Closes the shop's global notices (a seeded one sits over the page), so the screenshots show the screen. */
async function closeNotices(page: Page) {
  for (const close of await page.getByRole('button', { name: /^Cerrar el aviso/ }).all())
    if (await close.isVisible()) await close.click().catch(() => undefined);
}

describe.skipIf(!chromiumAvailable() || !baseUrl)('the withdrawal function in the browser', () => {
  const newContext = browserForSuite();
  let farmToken = '';
  let productId = '';
  let orderId = '';

  beforeAll(async () => {
    farmToken = await signUp(FARM, 'producer');
    await register(SHOPPER, 'consumer');
    productId = await publicProduct(farmToken, {
      name: NAME,
      shortDescription: 'Producto de la prueba de desistimiento.',
      price: 10,
      stock: 10,
      unit: 'kg',
    });
  });

  afterAll(async () => {
    if (productId) await removeProduct(productId, farmToken);
  });

  it('the footer reaches /desistimiento signed out: it asks to sign in, and says the other ways', async () => {
    const { page, errors } = await openPage(newContext, '/', { viewport: DESKTOP });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Desistir del contrato aquí' }).click();
    await page.waitForURL((url) => url.pathname === '/desistimiento');
    await page.getByRole('heading', { level: 1, name: 'Desistir del contrato' }).waitFor();
    await page.locator('#contenido').getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    expect(await seriousProblems(page)).toEqual([]);
    await fullPageShot(page, 'withdrawal-signed-out-desktop.png');
    expect(errors).toEqual([]);
  });

  it('buys with a card, gets the goods, withdraws in two steps on a phone, and sees the refund', async () => {
    // Buys: the card on the provider's hosted page.
    const { page, errors } = await signedInPage(newContext, SHOPPER, '/cart', { viewport: DESKTOP });
    await addToCart(page, productId, NAME, 1);
    await page.goto(`${baseUrl}/checkout`);
    await page.getByRole('radio', { name: 'Tarjeta' }).check();
    await fillDelivery(page);
    await page.getByRole('button', { name: 'Comprar y pagar' }).click();
    await fillTestCard(page);
    await page.getByRole('button', { name: 'Pagar' }).click();
    orderId = await confirmedOrderId(page);
    await page.locator('[data-payment-status="paid"]').first().waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);

    // Gets the goods.
    await moveFarmLines(farmToken, orderId, TO_DELIVERED);

    // Withdraws on a 360 px phone, from the order page.
    const phone = await signedInPage(newContext, SHOPPER, `/orders/${orderId}`, { viewport: PHONE });
    const card = phone.page.getByTestId('order-withdrawals');
    await card.getByText(/Puedes desistir de la compra de un producto de este pedido/).waitFor();
    await closeNotices(phone.page);
    await noSidewaysScroll(phone.page);
    await fullPageShot(phone.page, 'withdrawal-order-phone.png');
    await card.getByRole('link', { name: 'Desistir del contrato aquí' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/desistimiento');
    const choose = phone.page.getByTestId('withdrawal-choose');
    await choose.getByRole('checkbox', { name: new RegExp(NAME) }).waitFor();
    // Nothing chosen: it says so before anything is sent.
    await choose.getByRole('button', { name: 'Continuar' }).click();
    await choose.getByText('Elige al menos un producto del pedido.').waitFor();
    await choose.getByRole('checkbox', { name: new RegExp(NAME) }).check();
    await choose.getByLabel(/Motivo/).fill('Ya no la necesito');
    await noSidewaysScroll(phone.page);
    expect(await seriousProblems(phone.page)).toEqual([]);
    await fullPageShot(phone.page, 'withdrawal-step1-phone.png');
    await choose.getByRole('button', { name: 'Continuar' }).click();

    const confirm = phone.page.getByTestId('withdrawal-confirm');
    await expect(confirm.textContent()).resolves.toMatch(/Te devolveremos \d+,\d\d\s€ a tu tarjeta/);
    await noSidewaysScroll(phone.page);
    expect(await seriousProblems(phone.page)).toEqual([]);
    await fullPageShot(phone.page, 'withdrawal-step2-phone.png');
    await confirm.getByRole('button', { name: 'Confirmar desistimiento' }).click();
    const done = phone.page.getByTestId('withdrawal-done');
    await done.getByText('Hemos recibido tu desistimiento.', { exact: false }).waitFor();
    await expect(done.textContent()).resolves.toContain('Desistimiento solicitado');
    await noSidewaysScroll(phone.page);
    await fullPageShot(phone.page, 'withdrawal-done-phone.png');
    expect(phone.errors).toEqual([]);

    // The acknowledgement on a durable medium: queued with the withdrawal, sent by the events function.
    await expect
      .poll(
        async () => {
          const outbox = await fetch(`${baseUrl}/_local/outbox`);
          const { messages } = (await outbox.json()) as { messages: { to: string; subject?: string }[] };
          return messages.some(
            (message) => message.to === SHOPPER.username && message.subject?.startsWith('Acuse de recibo'),
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // The farm marks the goods received, after a confirmation.
    const farm = await signedInPage(newContext, FARM, `/producer/orders/${orderId}`, { viewport: PHONE });
    const farmCard = farm.page.getByTestId('farm-withdrawals');
    await farmCard.getByText('Desistimiento solicitado').waitFor();
    await closeNotices(farm.page);
    await noSidewaysScroll(farm.page);
    await fullPageShot(farm.page, 'withdrawal-farm-phone.png');
    await farmCard.getByRole('button', { name: 'Marcar como recibido' }).click();
    await farm.page.getByRole('button', { name: 'Sí, marcar como recibido' }).click();
    await farm.page.getByText('Devolución recibida. El reembolso se tramita ahora.').first().waitFor();
    expect(farm.errors).toEqual([]);

    // The shopper sees the refund once the provider confirms it.
    const after = await signedInPage(newContext, SHOPPER, `/orders/${orderId}`, { viewport: DESKTOP });
    await expect
      .poll(
        async () => {
          await after.page.reload();
          await after.page.getByTestId('payment-facts').waitFor();
          return after.page.locator('[data-payment-status="refunded"]').count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await after.page.getByTestId('order-withdrawals').getByText('Devolución recibida').first().waitFor();
    // The line was delivered and given back.
    await after.page.getByTestId('product-order').getByText('Devuelto').waitFor();
    await closeNotices(after.page);
    await fullPageShot(after.page, 'withdrawal-refunded-desktop.png');
    expect(after.errors).toEqual([]);

    // The admin's order shows it received.
    const admin = await signedInPage(newContext, ADMIN, `/admin/orders/${orderId}`, { viewport: DESKTOP });
    await admin.page.getByTestId('admin-withdrawals').getByText('Devolución recibida').first().waitFor();
    await closeNotices(admin.page);
    await fullPageShot(admin.page, 'withdrawal-admin-desktop.png');
  }, 150_000);
});
