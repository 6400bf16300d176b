/**
 * Browser test of the web app shell: home, guards, not-found, the phone menu, keyboard access and the offline
 * promise (no outside requests, no inline scripts). The access-denied page is a component test
 * (web/src/app/router.test.tsx). Screenshots of the home page
 * (desktop 1280x800, phone 390x844) land in test-results/ (gitignored).
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { describe, expect, it, type TestContext } from 'vitest';
import { appReady, chromiumAvailable, browserForSuite } from '../support/browser.js';
import { SHOTS, fullPageShot } from '../support/screenshots.js';
import { storeSession } from '../support/pages.js';
import type { SessionTokens } from '../support/shop-api.js';
import { PHONE } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { PRODUCER } from '../support/seeded-accounts.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

const DESKTOP = { width: 1280, height: 800 };
const HERO = 'Pitahayas frescas de fincas que conoces';

interface Opened {
  page: Page;
  context: BrowserContext;
  response: Response | null;
  /** Uncaught exceptions in the page. */
  errors: string[];
  /** Every URL the page asked for. */
  requests: string[];
}

describe.skipIf(!chromiumAvailable() || !baseUrl)('web shell in the browser', () => {
  const newContext = browserForSuite();

  async function open(path: string, viewport = DESKTOP): Promise<Opened> {
    const context = await newContext({ viewport });
    const page = await context.newPage();
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => requests.push(request.url()));
    const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await appReady(page);
    return { page, context, response, errors, requests };
  }

  /** The featured products settle: cards, the empty note or the unavailable note (no skeletons left). */
  async function featuredSettled(page: Page) {
    // Locators, not waitForFunction: the real gateway's CSP forbids the string evaluation it relies on.
    await page
      .locator(
        '.product-card:not(.product-card--skeleton), [data-testid="featured-unavailable"], [data-testid="featured-empty"]',
      )
      .first()
      .waitFor({ timeout: 40_000 });
    expect(await page.locator('.product-card--skeleton').count()).toBe(0);
  }

  it('renders the home page: hero heading, header navigation, footer', async () => {
    const { page, errors, requests } = await open('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(HERO);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const label of ['Inicio', 'Productos', 'Blog', 'Guía', 'Preguntas frecuentes', 'Contacto']) {
      expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: /^Carrito/ }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Ver productos' }).getAttribute('href')).toBe('/products');
    // The footer's code arrives right after the shell's (the first-load budget, docs/performance.md): wait for it.
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.title()).toBe('Inicio · Pitahaya Marketplace');
    await featuredSettled(page);
    expect(await page.getByRole('heading', { name: 'Productos destacados' }).isVisible()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'home-desktop.png') });
    await fullPageShot(page, 'home-desktop-full.png');

    expect(errors).toEqual([]);
    // The site runs offline: nothing is fetched from another origin, and the only inline script (the shell's
    // after-paint script) is one the page's CSP allows by its hash (infra/security-headers.ts).
    const origin = new URL(baseUrl).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    const csp = (await fetch(new URL('/', baseUrl))).headers.get('content-security-policy') ?? '';
    const inline = await page
      .locator('script:not([src])')
      .evaluateAll((nodes) => nodes.map((n) => n.textContent));
    expect(inline).toHaveLength(1);
    for (const text of inline)
      expect(csp).toContain(
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
      );
  });

  it('sends a signed-out visitor from /profile to /login?redirect=%2Fprofile with a toast', async () => {
    const { page } = await open('/profile');
    await page.waitForURL(/\/login\?redirect=%2Fprofile$/);
    expect(new URL(page.url()).search).toBe('?redirect=%2Fprofile');
    const toast = page.getByRole('status').filter({ hasText: 'Inicia sesión para continuar.' });
    await toast.waitFor({ state: 'visible' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Iniciar sesión');
    await page.screenshot({ path: join(SHOTS, 'login-redirect-desktop.png') });
  });

  it('answers an unknown path with the SPA (HTTP 200) and shows the not-found page', async () => {
    const { page, response } = await open('/esta/pagina/no-existe');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }).getAttribute('href'),
    ).toBe('/');
    expect(await page.title()).toBe('Página no encontrada · Pitahaya Marketplace');
  });

  it('on a phone shows the menu button, and the menu opens and closes', async () => {
    const { page } = await open('/', PHONE);
    await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
    await featuredSettled(page);
    await page.screenshot({ path: join(SHOTS, 'home-phone.png') });
    await fullPageShot(page, 'home-phone-full.png');

    const button = page.getByRole('button', { name: 'Abrir menú' });
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const products = page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Productos' });
    expect(await products.isVisible()).toBe(false);
    // No horizontal scrolling on a phone.
    await noSidewaysScroll(page, PHONE.width);

    await button.click();
    const close = page.getByRole('button', { name: 'Cerrar menú' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect(await products.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'menu-phone.png') });

    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await products.click();
    await page.waitForURL(/\/products$/);
    expect(await page.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('reaches the skip link first with Tab, and it jumps to the main content', async () => {
    const { page } = await open('/about');
    await page.getByRole('heading', { level: 1, name: 'Sobre nosotros' }).waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate<{ text: string; href: string }>(
      "({ text: document.activeElement?.textContent, href: document.activeElement?.getAttribute('href') })",
    );
    expect(focused).toEqual({ text: 'Saltar al contenido', href: '#contenido' });
    expect(await page.getByRole('link', { name: 'Saltar al contenido' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate<string>('document.activeElement?.id')).toBe('contenido');
  });

  it('moves the focus to the new page heading after an in-app navigation', async () => {
    const { page } = await open('/');
    await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Preguntas frecuentes' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }).waitFor();
    await expect.poll(() => page.evaluate<string>('document.activeElement?.tagName')).toBe('H1');
    expect(await page.title()).toBe('Preguntas frecuentes · Pitahaya Marketplace');
  });

  /** Signs in through the auth API and stores the tokens the way the session keeps them. */
  async function signIn(ctx: TestContext, page: Page, username: string, password: string) {
    const response = await page.request.post(`${baseUrl}/oauth/auth/login`, { data: { username, password } });
    if (!response.ok()) ctx.skip(`auth API not available here (HTTP ${response.status()})`);
    const tokens = (await response.json()) as SessionTokens;
    await storeSession(page, tokens);
  }

  it('restores a stored session: the header shows the user, the guards follow the role, logout goes to /login', async (ctx) => {
    const { page } = await open('/');
    await signIn(ctx, page, PRODUCER.username, PRODUCER.password);
    await page.goto(`${baseUrl}/producer/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Panel de productor' }).waitFor();

    const account = page.getByRole('button', { name: /Finca Pitahaya del Valle/ });
    await account.click();
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator('#menu-cuenta');
    expect(await menu.getByRole('link', { name: 'Panel de productor' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Mi perfil' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Administración' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Iniciar sesión' }).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'producer-desktop.png') });
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/admin/users`);
    await page.waitForURL(/\/access-denied$/);
    await page.getByRole('heading', { level: 1, name: 'Acceso denegado' }).waitFor();

    await page.getByRole('button', { name: /Finca Pitahaya del Valle/ }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('status').filter({ hasText: 'Sesión cerrada correctamente.' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Inicia sesión para continuar.' }).count()).toBe(
      0,
    );
    expect(await page.evaluate<string | null>("localStorage.getItem('access_token')")).toBeNull();
    expect(await page.getByRole('link', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
  });

  it('clears a stored session the server no longer accepts, with a warning', async () => {
    const { page } = await open('/');
    await page.evaluate(
      "localStorage.setItem('access_token', 'not-a-token'); localStorage.setItem('refresh_token', 'not-a-refresh-token-either')",
    );
    await page.goto(`${baseUrl}/about`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Sesión inválida. Por favor, inicia sesión nuevamente.' })
      .waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('refresh_token')")).toBeNull();
    expect(await page.getByRole('link', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
  });
});
