/**
 * Browser test of the account screens against the real local stack (cognito-local, gateway, handlers): a new
 * visitor who wanted /profile signs up, confirms with the code from the local outbox, signs in, lands on
 * /profile, renames themself and signs out from the header; the demo producer and consumer meet their guards;
 * a forgotten password reset through the UI; a fresh account deleted from /profile with its password. A wrong password is a
 * component test (LoginScreen.test.tsx: the alert, still /login, no token) with the server's own answer in
 * test/integration/auth.test.ts.
 * Screenshots (desktop 1280x800 and phone 390x844) of /login, /register, /confirm-account and /profile land in
 * test-results/ (gitignored). The demo accounts are only signed in, never changed.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { SHOTS } from '../support/screenshots.js';
import { fillLogin, openPage } from '../support/pages.js';
import { PHONE, RUN } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'Pitahaya123!';

const uniqueEmail = (label: string) => `e2e-${label}-${RUN}@pitahaya.test`;

interface OutboxMessage {
  to: string;
  kind: 'signup' | 'reset';
  code: string;
  at: string;
}

/** The newest code of `kind` sent to `to` (the outbox lists newest first), waiting a little for it. */
async function outboxCode(to: string, kind: OutboxMessage['kind'], notBefore = 0): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${baseUrl}/_local/outbox`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const found = messages.find(
      (message) => message.to === to && message.kind === kind && Date.parse(message.at) >= notBefore,
    );
    if (found) return found.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${kind} code for ${to} in the outbox`);
}

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A confirmed consumer account made through the API (for the flows that change an account). */
async function freshAccount(label: string, fullName: string): Promise<string> {
  const email = uniqueEmail(label);
  const signup = await postJson('/oauth/auth/signup', { username: email, password: PASSWORD, fullName });
  expect(signup.status).toBe(201);
  const code = await outboxCode(email, 'signup');
  expect((await postJson('/oauth/auth/confirm', { username: email, confirmationCode: code })).status).toBe(
    200,
  );
  return email;
}

describe.skipIf(!chromiumAvailable() || !baseUrl)('account screens in the browser', () => {
  const newContext = browserForSuite();

  const open = (path: string, viewport = DESKTOP) => openPage(newContext, path, { viewport });

  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
  const input = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  const signIn = (page: Page, email: string, password: string) =>
    fillLogin(page, { username: email, password });

  /** A fresh account signed in through /login, on its /profile. */
  const onOwnProfile = async (prefix: string, fullName: string) => {
    const email = await freshAccount(prefix, fullName);
    const { page } = await open('/login?redirect=%2Fprofile');
    await signIn(page, email, PASSWORD);
    await page.waitForURL(/\/profile$/);
    return { email, page };
  };

  it('signs up from /profile, confirms with the outbox code, signs in back to /profile, edits the name, signs out', async () => {
    const email = uniqueEmail('nueva');
    const { page, errors } = await open('/profile');
    await page.waitForURL(/\/login\?redirect=%2Fprofile$/);
    await heading(page, 'Iniciar sesión');
    // The page is named in words, not as a path.
    expect(await page.getByText('Inicia sesión para ir a tu perfil.').isVisible()).toBe(true);
    expect(await page.locator('main code').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'auth-login-desktop.png'), fullPage: true });

    await page.getByRole('link', { name: 'Crear cuenta' }).last().click();
    await page.waitForURL(/\/register\?redirect=%2Fprofile$/);
    await heading(page, 'Crear cuenta');
    // The shared schema's messages, on the fields, before anything is sent.
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('Nombre completo es requerido').waitFor();
    expect(await input(page, 'Nombre completo').getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => page.evaluate<string>('document.activeElement?.getAttribute("name")'))
      .toBe('fullName');
    await page.screenshot({ path: join(SHOTS, 'auth-register-errors-desktop.png'), fullPage: true });

    await input(page, 'Nombre completo').fill('Lucía Nueva');
    await input(page, 'Email').fill(email);
    await input(page, 'Contraseña').fill(PASSWORD);
    await input(page, 'Repite la contraseña').fill(PASSWORD);
    expect(await page.locator('[data-rule][data-met="true"]').count()).toBe(5);
    await page.screenshot({ path: join(SHOTS, 'auth-register-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await page.waitForURL(/\/confirm-account\?/);
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile');
    await heading(page, 'Confirmar cuenta');
    expect(await input(page, 'Email').inputValue()).toBe(email);
    await page.screenshot({ path: join(SHOTS, 'auth-confirm-desktop.png'), fullPage: true });
    const code = await outboxCode(email, 'signup');
    await input(page, 'Código de verificación').fill(code);
    await page.getByRole('button', { name: 'Confirmar cuenta' }).click();

    // Signed in with the password typed at sign-up (kept in this tab's memory), straight back to /profile.
    await page.waitForURL(/\/profile$/);
    await page.getByRole('status').filter({ hasText: 'Cuenta confirmada. Ya iniciaste sesión.' }).waitFor();
    await heading(page, 'Mi perfil');
    const main = page.getByRole('main');
    await main.getByText('Lucía Nueva').first().waitFor();
    expect(await main.getByText(email).first().isVisible()).toBe(true);
    expect(await main.getByText('Cliente', { exact: true }).isVisible()).toBe(true);
    expect(
      await page.evaluate<string | null>(
        "JSON.parse(localStorage.getItem('token_metadata') || 'null')?.type",
      ),
    ).toBe('LOGIN');
    await page.screenshot({ path: join(SHOTS, 'auth-profile-desktop.png'), fullPage: true });

    await page.getByRole('button', { name: 'Editar datos' }).click();
    await input(page, 'Nombre completo').fill('Lucía Renombrada');
    await input(page, 'Ciudad (opcional)').fill('Cartagena');
    await page.screenshot({ path: join(SHOTS, 'auth-profile-edit-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByRole('status').filter({ hasText: 'Perfil actualizado correctamente.' }).waitFor();
    await main.getByText('Lucía Renombrada').first().waitFor();
    expect(await main.getByText('Cartagena').isVisible()).toBe(true);
    // The header follows, and the change survives a reload (it is on the server).
    const account = page.getByRole('button', { name: /Lucía Renombrada/ });
    await account.waitFor();
    await page.reload();
    await page.getByRole('main').getByText('Cartagena').waitFor();

    await page.getByRole('button', { name: /Lucía Renombrada/ }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('status').filter({ hasText: 'Sesión cerrada correctamente.' }).waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('refresh_token')")).toBeNull();
    expect(await page.getByRole('link', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('sends the demo producer to /producer/dashboard', async () => {
    const { page } = await open('/login');
    await heading(page, 'Iniciar sesión');
    await signIn(page, 'productor@pitahaya.test', 'Productor123!');
    await page.waitForURL(/\/producer\/dashboard$/);
    await heading(page, 'Panel de productor');
    // The account menu arrives in a chunk of its own (the first-load budget, docs/performance.md): wait for it.
    await page.getByRole('button', { name: /Finca Pitahaya del Valle/ }).waitFor();
  });

  it('denies the demo consumer the producer dashboard', async () => {
    const { page } = await open('/producer/dashboard');
    await page.waitForURL(/\/login\?redirect=%2Fproducer%2Fdashboard$/);
    await signIn(page, 'cliente@pitahaya.test', 'Cliente123!');
    await page.waitForURL(/\/access-denied$/);
    await heading(page, 'Acceso denegado');
  });

  it('resets a forgotten password with the outbox code, then signs in with the new one', async () => {
    const email = await freshAccount('olvido', 'Olga Olvido');
    const { page } = await open('/login');
    await heading(page, 'Iniciar sesión');
    await input(page, 'Email').fill(email);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.waitForURL(/\/forgot-password\?/);
    await heading(page, 'Recuperar contraseña');
    expect(await input(page, 'Email').inputValue()).toBe(email);
    const asked = Date.now() - 1_000;
    await page.getByRole('button', { name: 'Enviar código' }).click();

    await page.waitForURL(/\/reset-password\?/);
    await heading(page, 'Restablecer contraseña');
    expect(await input(page, 'Email').inputValue()).toBe(email);
    const code = await outboxCode(email, 'reset', asked);
    await input(page, 'Código de verificación').fill(code);
    await input(page, 'Nueva contraseña').fill('Dragon456!');
    await input(page, 'Repite la nueva contraseña').fill('Dragon456!');
    await page.screenshot({ path: join(SHOTS, 'auth-reset-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();

    await page.waitForURL(/\/login\?email=/);
    await page
      .getByRole('status')
      .filter({ hasText: 'Contraseña restablecida. Ya puedes iniciar sesión.' })
      .waitFor();
    await input(page, 'Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Email o contraseña incorrectos.' }).waitFor();
    await input(page, 'Contraseña').fill('Dragon456!');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Olga Olvido/ }).waitFor();
  });

  it('deletes a fresh account from /profile with its password (issue 31); it can no longer sign in', async () => {
    const { email, page } = await onOwnProfile('baja', 'Bruno Baja');
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await dialog.waitFor();
    await dialog.getByLabel('Contraseña').fill(PASSWORD);
    await page.screenshot({ path: join(SHOTS, 'auth-profile-delete-desktop.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('status').filter({ hasText: 'Tu cuenta se ha eliminado.' }).waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('access_token')")).toBeNull();
    await signIn(page, email, PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Email o contraseña incorrectos.' }).waitFor();
  });

  it('refreshes an expired token before a call, and ends a session whose refresh token is refused', async () => {
    const { page } = await onOwnProfile('caduca', 'Carla Caduca');
    await page.getByRole('button', { name: 'Editar datos' }).waitFor();
    const stored = () => page.evaluate<string | null>("localStorage.getItem('access_token')");
    const before = await stored();

    // Expired (inside the 5-minute margin): the save refreshes first, then sends the new token.
    await page.evaluate(`localStorage.setItem('expires_at', String(Date.now() + 60000))`);
    await page.getByRole('button', { name: 'Editar datos' }).click();
    await input(page, 'Ciudad (opcional)').fill('Lorca');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByRole('status').filter({ hasText: 'Perfil actualizado correctamente.' }).waitFor();
    expect(await stored()).not.toBe(before);
    expect(
      await page.evaluate<string | null>(
        "JSON.parse(localStorage.getItem('token_metadata') || 'null')?.type",
      ),
    ).toBe('REFRESH');

    // Expired again, and the refresh token no longer valid: forced logout to /login with the warning.
    await page.evaluate(
      `localStorage.setItem('expires_at', '0'); localStorage.setItem('refresh_token', 'x'.repeat(40))`,
    );
    await page.getByRole('button', { name: 'Editar datos' }).click();
    await input(page, 'Ciudad (opcional)').fill('Águilas');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.waitForURL(/\/login$/);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Sesión expirada. Por favor, inicia sesión nuevamente.' })
      .waitFor();
    expect(await stored()).toBeNull();
  });

  it('fits a phone: /login, /register, /confirm-account and /profile', async () => {
    const { page } = await open('/login', PHONE);
    await heading(page, 'Iniciar sesión');
    await noSidewaysScroll(page, PHONE.width);
    await page.screenshot({ path: join(SHOTS, 'auth-login-phone.png'), fullPage: true });

    await page.goto(`${baseUrl}/register`);
    await heading(page, 'Crear cuenta');
    await input(page, 'Contraseña').fill('pita1');
    await noSidewaysScroll(page, PHONE.width);
    await page.screenshot({ path: join(SHOTS, 'auth-register-phone.png'), fullPage: true });

    await page.goto(`${baseUrl}/confirm-account?email=${encodeURIComponent('ana.lopez@pitahaya.test')}`);
    await heading(page, 'Confirmar cuenta');
    await page.getByRole('button', { name: 'Confirmar cuenta' }).click();
    await page.getByText('El código de verificación es requerido').waitFor();
    await noSidewaysScroll(page, PHONE.width);
    await page.screenshot({ path: join(SHOTS, 'auth-confirm-phone.png'), fullPage: true });

    const email = await freshAccount('movil', 'María del Carmen Móvil');
    await page.goto(`${baseUrl}/login?redirect=%2Fprofile`);
    await signIn(page, email, PASSWORD);
    await page.waitForURL(/\/profile$/);
    await page.getByRole('main').getByText(email).first().waitFor();
    await noSidewaysScroll(page, PHONE.width);
    await page.screenshot({ path: join(SHOTS, 'auth-profile-phone.png'), fullPage: true });
  });
});
