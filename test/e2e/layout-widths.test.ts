/**
 * Layout at phone and laptop widths (docs/storefront-quality.md, "Content cannot break the layout"), in Chromium
 * on the real local stack:
 * - no word is broken inside ("Últim o acces o", "Pendien-te") on the shopper's, the producer's and the admin's
 *   main pages at 360, 390, 1280 and 1366 px (test/support/word-breaks.ts); each page is loaded once and looked
 *   at in the four widths; at 360 and 390 px no page scrolls sideways (test/support/sideways-scroll.ts), and the
 *   photos in its main part load (no blank thumbnail);
 * - the phone header is one row at 360 px with units in the cart;
 * - two or more URGENT notices show as one bar with an "n avisos" button that shows them all;
 * - an admin browsing during maintenance sees the bar saying so, with the link to the switch.
 * One Chromium, one signed-in context per role. Screenshots land in test-results/ (layout-*.png): home, the
 * catalog with a category, a farm page and the checkout's review at 390 px (whole page), the admin's users at
 * 1366 px.
 */
import { join } from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { SHOTS, fullPageShot } from '../support/screenshots.js';
import { storeSession, type NewContext } from '../support/pages.js';
import {
  apiCall,
  signIn,
  signUp,
  testAccount,
  type Credentials,
  type SessionTokens,
} from '../support/shop-api.js';
import { sidewaysScroll } from '../support/sideways-scroll.js';
import { brokenWords, describeBrokenWords } from '../support/word-breaks.js';
import { slugOf } from '../../shared/rules/farm-page.js';
import { SEED_FARMS } from '../../infra/local/seed/farms.js';
import { SEED_PRODUCTS } from '../../infra/local/seed/products.js';
import { baseUrl } from '../support/stack-under-test.js';
import { ADMIN, PRODUCER } from '../support/seeded-accounts.js';

const WIDTHS = [360, 390, 1280, 1366] as const;
const HEIGHT = 800;
/** The widths at which no page may scroll sideways. */
const PHONES: readonly number[] = [360, 390];
/** The first seeded farm's page (infra/local/seed/farms.ts). */
const FARM_PATH = `/fincas/${slugOf(SEED_FARMS[0]!.name)}`;
const CATEGORY_PATH = '/products?category=fruta-fresca';
/** Whole-page screenshots at 390 px, by path. */
const PHONE_SHOTS: Record<string, string> = {
  '/': 'layout-home-390.png',
  [CATEGORY_PATH]: 'layout-catalog-category-390.png',
  [FARM_PATH]: 'layout-farm-390.png',
  '/checkout': 'layout-checkout-review-390.png',
};
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const CONSUMER = testAccount('anchos', 'Inés Anchos');
const SEEDED_PRODUCTS = new Set(SEED_PRODUCTS.map((product) => product.id));

/** Waits until the page has no loading state left: spinners, skeletons, busy regions. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect
    .poll(
      () =>
        page.evaluate<boolean>(
          `!document.querySelector('[aria-busy="true"], .skeleton, [class*="--skeleton"], .route-skeleton--home') &&
           ![...document.querySelectorAll('[role="status"]')].some((node) => /Cargando/.test(node.textContent))`,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * The photos in the page's main part that did not load (a blank thumbnail): each is scrolled into view
 * (lazy ones load only then), and after they have all finished, those with no pixels are named.
 */
async function blankPhotos(page: Page): Promise<string[]> {
  const images = page.locator('main img');
  for (let index = 0; index < (await images.count()); index += 1) {
    await images.nth(index).scrollIntoViewIfNeeded();
  }
  const done = `[...document.querySelectorAll('main img')].every((image) => image.complete)`;
  await expect.poll(() => page.evaluate<boolean>(done), { timeout: 10_000 }).toBe(true);
  const blank = await page.evaluate<string[]>(
    `[...document.querySelectorAll('main img')]
       .filter((image) => image.naturalWidth === 0)
       .map((image) => image.currentSrc || image.src)`,
  );
  await page.evaluate('window.scrollTo(0, 0)');
  return blank;
}

/**
 * «Cargar más» under the admin's orders shows exactly when the list's answer hands a next page, and never
 * under a list shorter than the page it asked for.
 */
async function loadMoreProblems(page: Page, answer: Response): Promise<string[]> {
  const limit = Number(new URL(answer.url()).searchParams.get('limit'));
  const { data } = (await answer.json()) as { data: { orders: unknown[]; nextToken?: string | null } };
  const more = await page.getByRole('button', { name: 'Cargar más' }).count();
  const problems: string[] = [];
  if (more !== (data.nextToken ? 1 : 0)) {
    problems.push(
      `/admin/orders: «Cargar más» ${more ? 'shown' : 'missing'} (next page: ${Boolean(data.nextToken)})`,
    );
  }
  if (data.orders.length < limit && data.nextToken) {
    problems.push(`/admin/orders: a next page after ${data.orders.length} of ${limit} orders`);
  }
  return problems;
}

/** A context of the suite's Chromium with `tokens` stored the way the app keeps a session (none: signed out). */
async function roleContext(newContext: NewContext, tokens?: SessionTokens): Promise<BrowserContext> {
  const context = await newContext({ viewport: { width: WIDTHS[0], height: HEIGHT } });
  if (tokens) {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/about`);
    await storeSession(page, tokens);
    await page.close();
  }
  return context;
}

const tokensOf = async (account: Credentials): Promise<SessionTokens> => {
  const answer = await apiCall<SessionTokens>('/oauth/auth/login', {
    method: 'POST',
    body: JSON.stringify(account),
  });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe.skipIf(!chromiumAvailable() || !baseUrl)('layout at phone and laptop widths', () => {
  const newContext = browserForSuite();
  const contexts: Partial<Record<'visitor' | 'consumer' | 'producer' | 'admin', BrowserContext>> = {};
  const cleanups: (() => Promise<unknown>)[] = [];
  let adminToken = '';
  let productId = '';
  let producerOrderId = '';

  beforeAll(async () => {
    const consumerToken = await signUp(CONSUMER, 'consumer');
    adminToken = await signIn(ADMIN);
    const producerTokens = await tokensOf(PRODUCER);
    const products = await apiCall<{ data: { products: { productId: string; stock: number }[] } }>(
      '/v1/products?limit=12',
    );
    productId = products.body.data.products.find((product) => product.stock > 5)?.productId ?? '';
    expect(productId).not.toBe('');
    // Units in the fresh consumer's cart: the header's count, the cart and the checkout have something to show.
    const added = await apiCall('/v1/carts/items', {
      method: 'POST',
      token: consumerToken,
      body: JSON.stringify({ productId, quantity: 3 }),
    });
    expect(added.status).toBeLessThan(300);
    const lines = (
      await apiCall<{ data: { orders: { orderId: string; productId: string; status: string }[] } }>(
        '/v1/orders/producer?limit=100',
        { token: producerTokens.access_token },
      )
    ).body.data.orders;
    // An order of seeded products only: a product another file of this stack made may be gone, its photo with it
    // (harvest-calendar deletes its pre-order product after its order), and the page would show a blank photo.
    const seededOnly = (orderId: string) =>
      lines.filter((line) => line.orderId === orderId).every((line) => SEEDED_PRODUCTS.has(line.productId));
    producerOrderId =
      lines.find((line) => line.status !== 'cancelled' && seededOnly(line.orderId))?.orderId ??
      lines.find((line) => seededOnly(line.orderId))?.orderId ??
      '';
    expect(producerOrderId).not.toBe('');
    // A saved address fills the checkout, so its review shows an address, the lines and the total.
    const saved = await apiCall('/v1/users/profile', {
      method: 'PUT',
      token: consumerToken,
      body: JSON.stringify({
        shippingAddress: {
          fullName: CONSUMER.fullName,
          address: 'Avenida de la Constitución 21, 4º B',
          city: 'Sevilla',
          postalCode: '41004',
          phone: '600 123 456',
        },
      }),
    });
    expect(saved.status).toBe(200);
    contexts.visitor = await roleContext(newContext);
    contexts.consumer = await roleContext(newContext, await tokensOf(CONSUMER));
    contexts.producer = await roleContext(newContext, producerTokens);
    contexts.admin = await roleContext(newContext, await tokensOf(ADMIN));
  });

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  });

  it('breaks no word inside on the main pages at 360, 390, 1280 and 1366 px, nor scrolls sideways on a phone', async () => {
    const pages: [keyof typeof contexts, string][] = [
      ['visitor', '/'],
      ['visitor', '/products'],
      ['visitor', CATEGORY_PATH],
      ['visitor', `/products/${productId}`],
      ['visitor', FARM_PATH],
      ['consumer', '/cart'],
      ['consumer', '/checkout'],
      ['consumer', '/profile'],
      ['producer', '/producer/dashboard'],
      ['producer', '/producer/products'],
      ['producer', `/producer/orders/${producerOrderId}`],
      ['admin', '/admin/dashboard'],
      ['admin', '/admin/users'],
      ['admin', '/admin/orders'],
      ['admin', '/admin/products'],
      ['admin', '/admin/coupons'],
      ['admin', '/admin/payments'],
    ];
    const problems: string[] = [];
    const errors: string[] = [];
    for (const [role, path] of pages) {
      const page = await contexts[role]!.newPage();
      page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`));
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      const orderList =
        path === '/admin/orders'
          ? page.waitForResponse((answer) => new URL(answer.url()).pathname === '/v1/orders')
          : null;
      await page.goto(`${baseUrl}${path}`);
      await settled(page);
      if (orderList) problems.push(...(await loadMoreProblems(page, await orderList)));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        // Two frames: the container queries and the resize observers have answered.
        await page.evaluate(
          'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
        );
        problems.push(...describeBrokenWords(`${path} @${width}`, await brokenWords(page)));
        if (PHONES.includes(width)) {
          const sideways = await sidewaysScroll(page);
          if (sideways.overflow > 0) {
            problems.push(
              `${path} @${width}: scrolls sideways by ${sideways.overflow} px: ${sideways.culprits.join('; ')}`,
            );
          }
        }
        if (width === 390) {
          problems.push(...(await blankPhotos(page)).map((src) => `${path} @${width}: blank photo ${src}`));
          if (PHONE_SHOTS[path]) await fullPageShot(page, PHONE_SHOTS[path]);
        }
        if (path === '/admin/users' && width === 1366) {
          await page.screenshot({ path: join(SHOTS, 'layout-admin-users-1366.png') });
        }
      }
      await page.close();
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('keeps the phone header to one row at 360 px with units in the cart', async () => {
    const page = await contexts.consumer!.newPage();
    await page.setViewportSize({ width: 360, height: HEIGHT });
    await page.goto(`${baseUrl}/products/${productId}`);
    await settled(page);
    await page.getByTestId('cart-count').waitFor();
    const rows = await page.evaluate<{ header: number; tops: number[] }>(`(() => {
      const top = (selector) => Math.round(document.querySelector(selector).getBoundingClientRect().top);
      return {
        header: document.querySelector('.site-header').getBoundingClientRect().height,
        tops: ['.brand', '.site-header__actions', '.cart-link', '.menu-toggle'].map(top),
      };
    })()`);
    expect(rows.header).toBeLessThan(80);
    expect(Math.max(...rows.tops) - Math.min(...rows.tops)).toBeLessThan(14);
    await page.screenshot({
      path: join(SHOTS, 'layout-header-360.png'),
      clip: { x: 0, y: 0, width: 360, height: 160 },
    });
    await page.close();
  });

  it('shows one URGENT bar at a time, the others behind "n avisos"', async () => {
    for (const title of [`Corte de carreteras ${RUN}`, `Huelga de transporte ${RUN}`]) {
      const created = await apiCall<{ data: { notification: { id: string } } }>('/v1/notifications', {
        method: 'POST',
        token: adminToken,
        body: JSON.stringify({
          type: 'WARNING',
          priority: 'URGENT',
          title,
          message: 'Los pedidos de esta semana pueden llegar con uno o dos días de retraso. Te avisaremos.',
        }),
      });
      expect(created.status).toBe(201);
      const id = created.body.data.notification.id;
      cleanups.push(() => apiCall(`/v1/notifications/${id}`, { method: 'DELETE', token: adminToken }));
    }
    const summary = await apiCall<{ data: { urgent: unknown[] } }>('/v1/notifications/summary');
    const count = summary.body.data.urgent.length;
    expect(count).toBeGreaterThanOrEqual(2);

    const page = await contexts.visitor!.newPage();
    await page.setViewportSize({ width: 360, height: HEIGHT });
    await page.goto(`${baseUrl}/products`);
    const more = page.getByRole('button', { name: `Ver los ${count} avisos` });
    await more.waitFor();
    const bars = page.getByTestId('urgent-banner');
    expect(await bars.count()).toBe(1);
    await expect.poll(() => bars.first().textContent()).toContain(`Huelga de transporte ${RUN}`);
    // Header and bar together leave most of the screen to the page.
    const covered = await page.evaluate<number>(
      `document.querySelector('.site-header').getBoundingClientRect().height +
       document.querySelector('.urgent-banners').getBoundingClientRect().height`,
    );
    expect(covered).toBeLessThan(HEIGHT * 0.4);
    await page.screenshot({ path: join(SHOTS, 'layout-urgent-360.png') });
    await more.click();
    await expect.poll(() => bars.count()).toBe(count);
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await more.click();
    await expect.poll(() => bars.count()).toBe(1);
    await page.close();
    // Gone again for the files that run after this one.
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('tells an admin browsing during maintenance that the shop is closed, with the way to the switch', async () => {
    const setMaintenance = (enabled: boolean) =>
      apiCall('/v1/notifications/maintenance', {
        method: 'PUT',
        token: adminToken,
        body: JSON.stringify({ enabled, message: 'Volvemos enseguida.' }),
      });
    expect((await setMaintenance(true)).status).toBe(200);
    try {
      const page = await contexts.admin!.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${baseUrl}/admin/users`);
      const bar = page.getByRole('region', { name: 'Modo mantenimiento' });
      await bar.waitFor();
      await expect.poll(() => bar.textContent()).toContain('solo los administradores pueden usarla');
      await page.screenshot({ path: join(SHOTS, 'layout-maintenance-390.png') });
      await bar.getByRole('link', { name: 'Desactivarlo en el panel' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/dashboard');
      await page.getByTestId('maintenance-switch').waitFor();
      await page.close();
    } finally {
      expect((await setMaintenance(false)).status).toBe(200);
    }
  });
});
