/**
 * Browser test of the account journey of issue 23 against the local stack: a shopper with a cart signs up from
 * it, confirms with the e-mailed code and is signed in and taken on to the checkout without typing the password
 * again (phone width); «Reenviar código» sends a new code that confirms the account (laptop width); a password
 * changed on /profile keeps this device signed in, and only the new password signs in afterwards (laptop, with a
 * phone screenshot of the card). Screenshots land in test-results/ (gitignored).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, chromiumAvailable } from '../support/browser.js';
import { addToCart, fillLogin, openPage, signInAt } from '../support/pages.js';
import { SHOTS } from '../support/screenshots.js';
import { apiCall, register, signupCode } from '../support/shop-api.js';
import { PHONE, RUN } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

const LAPTOP = { width: 1366, height: 768 };
const PASSWORD = 'Pitahaya123!';
const JAM = { id: '3f6c2a10-7d41-4b1e-9a01-5e0c1a000007', name: 'Mermelada de pitahaya roja' };

const uniqueEmail = (label: string) => `e2e-cuenta-${label}-${RUN}@pitahaya.test`;

const input = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor();

describe.skipIf(!chromiumAvailable() || !baseUrl)('account journey in the browser', () => {
  const newContext = browserForSuite();

  it('signs up from the cart, confirms with the code and is signed in on the way to the checkout (phone)', async () => {
    const email = uniqueEmail('carrito');
    const { page, errors } = await openPage(newContext, '/', { viewport: PHONE });
    await addToCart(page, JAM.id, JAM.name, 0);
    await page.goto(`${baseUrl}/cart`);
    await page.getByRole('link', { name: 'Crear cuenta', exact: true }).last().click();
    await page.waitForURL(/\/register\?redirect=%2Fcheckout$/);

    await input(page, 'Nombre completo').fill('Carmen Carrito');
    await input(page, 'Email').fill(email);
    await input(page, 'Contraseña').fill(PASSWORD);
    await input(page, 'Repite la contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await page.waitForURL(/\/confirm-account\?/);
    await page.getByRole('button', { name: 'Reenviar código' }).waitFor();
    await noSidewaysScroll(page, PHONE.width);
    await page.screenshot({ path: join(SHOTS, 'account-confirm-phone.png'), fullPage: true });
    await input(page, 'Código de verificación').fill(await signupCode(email));
    await page.getByRole('button', { name: 'Confirmar cuenta' }).click();

    // No password typed again: signed in with the one typed at sign-up, and on to where the cart was going.
    await page.waitForURL(/\/checkout$/);
    await toast(page, 'Cuenta confirmada. Ya iniciaste sesión.');
    await page.getByRole('heading', { level: 1, name: 'Finalizar compra' }).waitFor();
    await page.getByRole('main').getByText(JAM.name).first().waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('refresh_token')")).not.toBeNull();
    expect(
      await page.evaluate<string>('sessionStorage.length + JSON.stringify(history.state)'),
    ).not.toContain(PASSWORD);
    expect(errors).toEqual([]);
  });

  it('«Reenviar código» sends a new code that confirms the account, then /login has the e-mail (laptop)', async () => {
    const email = uniqueEmail('reenvio');
    const signup = await apiCall('/oauth/auth/signup', {
      method: 'POST',
      body: JSON.stringify({ username: email, password: PASSWORD, fullName: 'Rita Reenvío' }),
    });
    expect(signup.status).toBe(201);
    const first = await signupCode(email);

    const { page, errors } = await openPage(
      newContext,
      `/confirm-account?email=${encodeURIComponent(email)}&redirect=%2Fcart`,
      { viewport: LAPTOP },
    );
    const asked = Date.now() - 1000;
    await page.getByRole('button', { name: 'Reenviar código' }).click();
    await toast(
      page,
      'Si hay una cuenta pendiente de confirmar con este email, te enviamos un código nuevo.',
    );
    // The button rests, saying for how long.
    const resting = page.getByRole('button', { name: /^Reenviar código \(\d+ s\)$/ });
    expect(await resting.getAttribute('aria-disabled')).toBe('true');
    await page.screenshot({ path: join(SHOTS, 'account-resend-laptop.png'), fullPage: true });

    let code = await signupCode(email, asked);
    for (let attempt = 0; code === first && attempt < 10; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      code = await signupCode(email, asked);
    }
    await input(page, 'Código de verificación').fill(code);
    await page.getByRole('button', { name: 'Confirmar cuenta' }).click();
    // This tab never had the password (another device, a reload): the sign-in screen, e-mail filled.
    await page.waitForURL(/\/login\?email=.*&redirect=%2Fcart$/);
    expect(await input(page, 'Email').inputValue()).toBe(email);
    expect(errors).toEqual([]);
  });

  it('changes the password on /profile, stays signed in here, and only the new one signs in (laptop)', async () => {
    const email = uniqueEmail('clave');
    const NEW_PASSWORD = 'Nueva-Clave-2026';
    await register({ username: email, password: PASSWORD, fullName: 'Pablo Clave' }, 'consumer');
    const { page, errors } = await openPage(newContext, '/', { viewport: LAPTOP });
    await signInAt(page, { username: email, password: PASSWORD }, '/profile');

    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await input(page, 'Contraseña actual').fill(PASSWORD);
    await input(page, 'Nueva contraseña').fill(NEW_PASSWORD);
    await input(page, 'Repite la nueva contraseña').fill(NEW_PASSWORD);
    expect(await page.locator('[data-rule][data-met="true"]').count()).toBe(5);
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page, PHONE.width);
    await page.screenshot({ path: join(SHOTS, 'account-password-phone.png'), fullPage: true });
    await page.setViewportSize(LAPTOP);
    await page.screenshot({ path: join(SHOTS, 'account-password-laptop.png'), fullPage: true });
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();

    await toast(page, 'Contraseña cambiada. Cerramos tus sesiones en otros dispositivos.');
    // Still signed in on this device (a new session), after a reload too.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();
    await page.getByRole('main').getByText('Pablo Clave').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');

    // Elsewhere: the old password is refused, the new one signs in.
    const other = await openPage(newContext, '/login', { viewport: LAPTOP });
    await fillLogin(other.page, { username: email, password: PASSWORD });
    await other.page.getByRole('alert').filter({ hasText: 'Email o contraseña incorrectos.' }).waitFor();
    await fillLogin(other.page, { username: email, password: NEW_PASSWORD });
    await other.page.waitForURL((url) => url.pathname === '/');
    expect([...errors, ...other.errors]).toEqual([]);
  });
});
