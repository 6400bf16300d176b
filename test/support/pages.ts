/**
 * The browser tests' page steps: a page in a new context with its uncaught errors collected, opened at a path
 * or signed in through the login screen, and a session stored the way the app keeps one (no login screen).
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

import type { Credentials, SessionTokens } from './shop-api.js';
import { baseUrl } from './stack-under-test.js';

/** What browserForSuite() (browser.ts) answers: a new context of the suite's Chromium. */
export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/**
 * A page in a new context; `errors` collects the page's uncaught errors, `consoleErrors` what it logs as errors
 * on every page it visits (a failed request shows there as «Failed to load resource: …», followed here by its
 * URL), for the journeys that assert a clean console.
 */
export async function watchedPage(newContext: NewContext, options: BrowserContextOptions = {}) {
  const context = await newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
  });
  return { page, context, errors, consoleErrors };
}

/** watchedPage() with `path` of the app loaded. */
export async function openPage(newContext: NewContext, path: string, options: BrowserContextOptions = {}) {
  const opened = await watchedPage(newContext, options);
  await opened.page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  return opened;
}

/** Fills in the login screen's form with `account` and sends it. */
export async function fillLogin(page: Page, account: Credentials): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(account.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** Signs in through /login with `path` as the redirect, and waits until the app is there. */
export async function signInAt(page: Page, account: Credentials, path: string): Promise<void> {
  await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(path)}`);
  await fillLogin(page, account);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

/** watchedPage() signed in as `account` at `path` (signInAt). */
export async function signedInPage(
  newContext: NewContext,
  account: Credentials,
  path: string,
  options: BrowserContextOptions = {},
) {
  const opened = await watchedPage(newContext, options);
  await signInAt(opened.page, account, path);
  return opened;
}

/** Adds `extraUnits` + 1 units of a product from its page to the cart, and waits for the confirmation. */
export async function addToCart(page: Page, id: string, name: string, extraUnits: number): Promise<void> {
  await page.goto(`${baseUrl}/products/${id}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  for (let unit = 0; unit < extraUnits; unit += 1) {
    await page.getByRole('button', { name: 'Añadir una unidad' }).click();
  }
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await page.getByRole('status').filter({ hasText: 'Producto añadido al carrito' }).first().waitFor();
}

/** Stores a signed-in session in the page's localStorage the way the app keeps one (the page must be open). */
export async function storeSession(page: Page, tokens: SessionTokens): Promise<void> {
  const entries = {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    id_token: tokens.id_token,
    expires_at: String(Date.now() + (tokens.expires_in ?? 3600) * 1000),
    token_metadata: JSON.stringify({
      type: 'LOGIN',
      createdAt: new Date().toISOString(),
      source: 'login_endpoint',
      sessionId: 'e2e',
    }),
  };
  await page.evaluate(
    Object.entries(entries)
      .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
      .join(''),
  );
}

/** The delivery fields of the checkout and subscribe forms. */
export interface Delivery {
  phone: string;
  address: string;
  city: string;
  postalCode: string;
}

/** The delivery most browser files give: a street in Málaga. */
export const HUERTA_DELIVERY: Delivery = {
  phone: '+34 600 111 222',
  address: 'Calle de la Huerta 8',
  city: 'Málaga',
  postalCode: '29001',
};

/** A flat in Sevilla: the delivery of the checkout review and the harvest calendar's shopper. */
export const FERIA_DELIVERY: Delivery = {
  phone: '600 123 456',
  address: 'Calle Feria 12, 3º A',
  city: 'Sevilla',
  postalCode: '41003',
};

/** Fills in the delivery fields of the form on `page` (checkout or subscribe). */
export async function fillDelivery(page: Page, delivery: Delivery = HUERTA_DELIVERY): Promise<void> {
  await page.getByLabel('Teléfono').fill(delivery.phone);
  await page.getByLabel('Dirección', { exact: true }).fill(delivery.address);
  await page.getByLabel('Ciudad', { exact: true }).fill(delivery.city);
  await page.getByLabel('Código postal', { exact: true }).fill(delivery.postalCode);
}

/** Waits for the provider's hosted payment page (the local Stripe stand-in) and types its test card there. */
export async function fillTestCard(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
}

/** Waits for the order confirmation page and answers the id of its order (the last part of its address). */
export async function confirmedOrderId(page: Page): Promise<string> {
  await page.waitForURL(/\/order-confirmation\//);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}
