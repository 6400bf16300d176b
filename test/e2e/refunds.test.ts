/**
 * Browser journey of a refund by transfer (docs/payments.md, "Refunds") against the real local stack: a shopper
 * whose transfer order was paid cancels it, and the cancel dialog asks where to send the money back (the IBAN
 * checked before anything is sent); the order then says «Reembolso pendiente» and where the money goes. The
 * admin's «Reembolsos» screen shows the refund with that account; «Registrar devolución» asks first and takes
 * the bank's reference (required); the history (status «Todos») shows it returned with the reference and who
 * recorded it, and the shopper's order says «Reembolsado». Also looked at: the payouts section and its dialog
 * (who is paid and who is left out), a farm's «Cobros» without an IBAN, the shopper's refund account in the
 * profile. Desktop (1366x900) and phone (390x844, no sideways scroll); axe-core finds nothing serious on the
 * refunds screen; screenshots land in test-results/refunds-*.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { fullPageShot } from '../support/screenshots.js';
import { signedInPage } from '../support/pages.js';
import {
  apiCall,
  moveLine,
  placeOrder,
  register,
  signIn,
  testAccount,
  TO_DELIVERED,
  publicProduct,
} from '../support/shop-api.js';
import { DESKTOP, PHONE, RUN, desktopAndPhone } from '../support/browser-run.js';
import { seriousProblems } from '../support/axe.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';
import { baseUrl } from '../support/stack-under-test.js';
import { ADMIN } from '../support/seeded-accounts.js';

const FARM = testAccount('reembolso-finca', 'Finca Sin Cuenta');
/** A farm with an IBAN and money available: a payout run pays it, and leaves FARM out. */
const PAID_FARM = testAccount('reembolso-cobra', 'Finca Con Cuenta');
const SHOPPER = testAccount('reembolso', 'Marta Reembolso');
const NAME = `Pitahaya reembolsada ${RUN}`;
const SHIPPING = {
  fullName: 'Marta Reembolso',
  address: 'Calle Mayor 7',
  city: 'Murcia',
  postalCode: '30001',
};

/** A product of the farm behind `token`, once the storefront shows it. */
async function productOf(token: string, name: string): Promise<string> {
  const productId = await publicProduct(token, {
    name,
    shortDescription: 'Producto de la prueba de reembolsos.',
    price: 12.5,
    stock: 10,
    unit: 'kg',
  });
  return productId;
}

type PlacedOrder = { id: string; productOrders: { id: string }[] };

/** A transfer order of 2 units by the shopper, marked paid by the admin. */
async function paidOrder(shopperToken: string, adminToken: string, productId: string): Promise<PlacedOrder> {
  const { order } = await placeOrder<{ order: PlacedOrder }>(shopperToken, [[productId, 2]], {
    shippingInfo: SHIPPING,
    paymentMethod: 'bank_transfer',
  });
  const paid = await apiCall(`/v1/orders/${order.id}/payment`, {
    method: 'PATCH',
    token: adminToken,
    body: JSON.stringify({ status: 'paid' }),
  });
  expect(paid.status).toBe(200);
  return order;
}

/** The farm delivers its line: its net is available. */
async function deliver(farmToken: string, order: PlacedOrder) {
  await moveLine(farmToken, order.id, order.productOrders[0]!.id, TO_DELIVERED);
}

describe.skipIf(!chromiumAvailable() || !baseUrl)('refunds in the browser', () => {
  const newContext = browserForSuite();
  let orderId = '';

  beforeAll(async () => {
    await register(FARM, 'producer');
    await register(PAID_FARM, 'producer');
    await register(SHOPPER, 'consumer');
    const farmToken = await signIn(FARM);
    const paidFarmToken = await signIn(PAID_FARM);
    const shopperToken = await signIn(SHOPPER);
    const adminToken = await signIn(ADMIN);
    const account = await apiCall('/v1/users/profile', {
      method: 'PUT',
      token: paidFarmToken,
      body: JSON.stringify({
        payoutAccount: { iban: 'ES91 2100 0418 4502 0005 1332', holder: 'Finca Con Cuenta SL' },
      }),
    });
    expect(account.status).toBe(200);
    const productId = await productOf(farmToken, NAME);
    orderId = (await paidOrder(shopperToken, adminToken, productId)).id;
    // Both farms have money available: one with an IBAN, one without.
    await deliver(farmToken, await paidOrder(shopperToken, adminToken, productId));
    const paidFarmProduct = await productOf(paidFarmToken, `Pitahaya con cuenta ${RUN}`);
    await deliver(paidFarmToken, await paidOrder(shopperToken, adminToken, paidFarmProduct));
  });

  it('the shopper cancels a paid transfer order and says where the money goes back', async () => {
    const { page, errors, consoleErrors } = await signedInPage(newContext, SHOPPER, `/orders/${orderId}`, {
      viewport: PHONE,
    });
    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Cancelar este pedido?' });
    await expect(dialog.getByTestId('cancel-refund').textContent()).resolves.toMatch(
      /Te devolvemos 29,90\s€ por transferencia/,
    );
    await dialog.getByLabel(/IBAN/).fill('ES79 2100 0813 6101 2345 6780');
    await dialog.getByLabel(/Titular/).fill('Marta Reembolso');
    await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
    await dialog.getByText('El IBAN no es válido').waitFor();
    await fullPageShot(page, 'refunds-cancel-dialog-phone.png');
    await dialog.getByLabel(/IBAN/).fill('ES79 2100 0813 6101 2345 6789');
    await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
    await page.getByTestId('refund-note').waitFor();
    await expect(page.getByTestId('payment-facts').textContent()).resolves.toContain('Reembolso pendiente');
    await expect(page.getByTestId('refund-note').textContent()).resolves.toContain(
      'ES79 2100 0813 6101 2345 6789',
    );
    await noSidewaysScroll(page);
    await fullPageShot(page, 'refunds-order-owed-phone.png');
    await page.goto(`${baseUrl}/profile#cuenta-reembolsos`);
    await page.getByTestId('refund-account').getByText('ES79 2100 0813 6101 2345 6789').waitFor();
    await fullPageShot(page, 'refunds-profile-account-phone.png');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('the admin records the transfer back with its reference, after a confirmation, and finds it in the history', async () => {
    for (const [viewport, suffix] of desktopAndPhone(PHONE)) {
      const { page, errors, consoleErrors } = await signedInPage(newContext, ADMIN, '/admin/refunds', {
        viewport,
      });
      const row = page.getByTestId('refund-row').filter({ hasText: 'Marta Reembolso' });
      await row.waitFor();
      await expect(row.textContent()).resolves.toContain('ES79 2100 0813 6101 2345 6789');
      await noSidewaysScroll(page);
      await fullPageShot(page, `refunds-admin-open-${suffix}.png`);
      if (suffix === 'desktop') expect(await seriousProblems(page)).toEqual([]);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    }

    const { page, errors, consoleErrors } = await signedInPage(newContext, ADMIN, '/admin/refunds', {
      viewport: DESKTOP,
    });
    const row = page.getByTestId('refund-row').filter({ hasText: 'Marta Reembolso' });
    await row.getByRole('button', { name: /Registrar devolución/ }).click();
    const dialog = page.getByRole('dialog', { name: '¿Registrar la devolución?' });
    await expect(dialog.getByTestId('refund-account').textContent()).resolves.toContain('Marta Reembolso');
    await dialog.getByRole('button', { name: 'Registrar devolución' }).click();
    await dialog.getByRole('alert').getByText('Indica la referencia de la transferencia').waitFor();
    await fullPageShot(page, 'refunds-admin-settle-dialog-desktop.png');
    await dialog.getByLabel('Referencia de la transferencia').fill(`TRF-${RUN}`);
    await dialog.getByRole('button', { name: 'Registrar devolución' }).click();
    await page.getByText('Reembolso registrado como devuelto.').first().waitFor();

    await page.getByLabel('Estado').selectOption('all');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const settled = page.getByTestId('refund-row').filter({ hasText: `TRF-${RUN}` });
    await settled.waitFor();
    const text = (await settled.textContent()) ?? '';
    expect(text).toContain('Devuelto');
    expect(text).toMatch(/Por \S/);
    await fullPageShot(page, 'refunds-admin-history-desktop.png');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);

    const shopper = await signedInPage(newContext, SHOPPER, `/orders/${orderId}`, { viewport: DESKTOP });
    await shopper.page.getByTestId('payment-facts').locator('[data-payment-status="refunded"]').waitFor();
    await expect(shopper.page.getByTestId('payment-refunded').textContent()).resolves.toMatch(/29,90/);
    await fullPageShot(shopper.page, 'refunds-order-refunded-desktop.png');
    expect(shopper.errors).toEqual([]);
    expect(shopper.consoleErrors).toEqual([]);
  });

  it('shows the payouts, a farm without an IBAN left out, and warns that farm on its «Cobros» page', async () => {
    for (const [viewport, suffix] of desktopAndPhone(PHONE)) {
      const { page, errors, consoleErrors } = await signedInPage(newContext, ADMIN, '/admin/payments', {
        viewport,
      });
      await page.getByTestId('payouts-caption').waitFor();
      await noSidewaysScroll(page);
      await fullPageShot(page, `refunds-admin-payouts-${suffix}.png`);
      await page.getByRole('button', { name: 'Pagar a las fincas' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Pagar a las fincas?' });
      await expect(dialog.getByTestId('payout-plan-paid').textContent()).resolves.toContain(
        'Finca Con Cuenta',
      );
      await expect(dialog.getByTestId('payout-plan-skipped').textContent()).resolves.toMatch(
        /Finca Sin Cuenta: 27,40/,
      );
      await fullPageShot(page, `refunds-admin-payouts-dialog-${suffix}.png`);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    }
    const farm = await signedInPage(newContext, FARM, '/producer/payouts', { viewport: PHONE });
    await farm.page.getByTestId('payouts-no-destination').waitFor();
    await noSidewaysScroll(farm.page);
    await fullPageShot(farm.page, 'refunds-farm-cobros-no-iban-phone.png');
    expect(farm.errors).toEqual([]);
    expect(farm.consoleErrors).toEqual([]);
  });
});
