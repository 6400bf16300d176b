/**
 * Accessibility in the browser: axe-core (WCAG 2.x A and AA rules) on every public page (a farm's page and the
 * catalog with a category filter among them) and the account screens at 1366 px (the consumer's profile and
 * checkout with its review, a farm's profile with its page's card), and the main shopping pages again at 390 px,
 * on the real local stack. No serious or
 * critical violation may appear; the moderate and minor ones are printed for a person to look at.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, type TestContext } from 'vitest';
import { SEED_FARMS } from '../../infra/local/seed/farms.js';
import { BLOG_CATEGORIES, BLOG_POSTS } from '../../shared/content/blog.js';
import { LEGAL_PAGE_INFO, LEGAL_PAGES, WITHDRAWAL_PATH } from '../../shared/constants/legal-pages.js';
import { slugOf } from '../../shared/rules/farm-page.js';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { WCAG_TAGS } from '../support/axe.js';
import { PHONE } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { PRODUCER, CONSUMER } from '../support/seeded-accounts.js';

const DESKTOP = { width: 1366, height: 768 };
/** Seeded "Pitahaya roja premium". */
const PRODUCT_ID = '3f6c2a10-7d41-4b1e-9a01-5e0c1a000001';
/** Seeded «Finca Pitahaya del Valle»'s page (infra/local/seed/farms.ts: its slug from its name). */
const FARM_PAGE = `/fincas/${slugOf(SEED_FARMS[0]!.name)}`;
/** The catalog with a category filter on (the filter panel's counts, chips and the other filters). */
const CATALOG_FILTERED = '/products?category=fruta-fresca';

/** Every public route of the SPA (docs/web.md, "Routes and guards") with a real id where it takes one. */
const PUBLIC_PAGES = [
  '/',
  '/products',
  '/products?q=pitahaya&maxPrice=10',
  CATALOG_FILTERED,
  `/products/${PRODUCT_ID}`,
  FARM_PAGE,
  '/products/no-existe',
  '/blog',
  `/blog/${BLOG_POSTS[0]!.id}`,
  `/blog/category/${BLOG_CATEGORIES[0]!.id}`,
  '/about',
  '/contact',
  '/faq',
  '/guide',
  // The legal pages (docs/legal.md) and the withdrawal function's first step.
  ...LEGAL_PAGES.map((page) => LEGAL_PAGE_INFO[page].path),
  WITHDRAWAL_PATH,
  '/cart',
  '/order-confirmation/o-123',
  '/access-denied',
  '/una/ruta/que/no/existe',
];
/** The account screens (signed out), and the profile (signed in). */
const ACCOUNT_PAGES = [
  '/login',
  '/login?redirect=%2Fprofile',
  '/register',
  '/register-producer',
  '/confirm-account?email=ana%40example.es',
  '/forgot-password',
  '/reset-password?email=ana%40example.es',
];

/** Pages audited again on a phone (layout-dependent rules: target size, reflow, contrast over images). */
const PHONE_PAGES = [
  '/',
  '/products',
  CATALOG_FILTERED,
  `/products/${PRODUCT_ID}`,
  FARM_PAGE,
  '/blog',
  '/login',
  '/register',
];

interface Finding {
  page: string;
  rule: string;
  impact: string;
  nodes: string[];
}

describe.skipIf(!chromiumAvailable() || !baseUrl)('accessibility (axe-core)', () => {
  const newContext = browserForSuite();
  const minor: Finding[] = [];

  afterAll(async () => {
    if (minor.length > 0) console.info('axe: moderate/minor findings', JSON.stringify(minor, null, 2));
  });

  async function context(viewport: { width: number; height: number }) {
    return newContext({ viewport, reducedMotion: 'reduce' });
  }

  /**
   * The page is done loading: the app has rendered (not only the prerendered shell: a shell's path with a query
   * string, /products?category=..., shows the shell until the app replaces it), its h1 is there and no skeleton,
   * spinner or "Cargando..." is left.
   */
  async function settled(page: Page) {
    // React's first commit into #root is done: its root fiber has a rendered child.
    // (A function, not a string: the site's CSP refuses eval.) Test files have no DOM types: the page's own.
    await page.waitForFunction(
      () => {
        type Fiber = { stateNode?: { current?: { child?: unknown } } };
        const { document } = globalThis as unknown as {
          document: { getElementById(id: string): Record<string, Fiber> | null };
        };
        const root = document.getElementById('root');
        const key = root ? Object.keys(root).find((name) => name.startsWith('__reactContainer$')) : undefined;
        return Boolean(key && root?.[key]?.stateNode?.current?.child);
      },
      undefined,
      { timeout: 20_000 },
    );
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.locator('.skeleton, [aria-busy="true"]').count(), {
        timeout: 20_000,
      })
      .toBe(0);
  }

  async function audit(page: Page, path: string): Promise<Finding[]> {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await settled(page).catch((error: unknown) => {
      throw new Error(`${path} did not settle: ${String(error)}`);
    });
    const results = await new AxeBuilder({ page: page as never }).withTags(WCAG_TAGS).analyze();
    // axe really ran: a page passes dozens of checks.
    expect(results.passes.length, path).toBeGreaterThan(10);
    const findings = results.violations.map((violation) => ({
      page: path,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
    minor.push(...findings.filter((finding) => !['serious', 'critical'].includes(finding.impact)));
    return findings.filter((finding) => ['serious', 'critical'].includes(finding.impact));
  }

  it('sees a problem when there is one (an image without text alternative)', async () => {
    const page = await (await context(DESKTOP)).newPage();
    await page.goto(`${baseUrl}/about`, { waitUntil: 'load' });
    await settled(page);
    await page.evaluate(
      "document.querySelector('main').insertAdjacentHTML('beforeend', '<img src=\\'/favicon.svg\\'>')",
    );
    const results = await new AxeBuilder({ page: page as never }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => [violation.id, violation.impact])).toContainEqual([
      'image-alt',
      'critical',
    ]);
  });

  it('finds no serious or critical problem on the public pages', async () => {
    const browserContext = await context(DESKTOP);
    const page = await browserContext.newPage();
    // No page asks anything of a third party, and none sets a cookie (docs/legal.md, "Cookies and storage").
    const shop = new URL(baseUrl).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== shop) elsewhere.push(request.url());
    });
    const serious: Finding[] = [];
    for (const path of PUBLIC_PAGES) serious.push(...(await audit(page, path)));
    expect(serious).toEqual([]);
    expect(elsewhere).toEqual([]);
    expect(await browserContext.cookies()).toEqual([]);
  }, 180_000);

  it('finds no serious or critical problem on the main pages on a phone', async () => {
    const page = await (await context(PHONE)).newPage();
    const serious: Finding[] = [];
    for (const path of PHONE_PAGES) serious.push(...(await audit(page, path)));
    expect(serious).toEqual([]);
  }, 180_000);

  it('finds no serious or critical problem on the account screens, with errors shown, and the profile', async (ctx: TestContext) => {
    const page = await (await context(DESKTOP)).newPage();
    const serious: Finding[] = [];
    for (const path of ACCOUNT_PAGES) serious.push(...(await audit(page, path)));

    // A form showing its errors is audited too (messages linked to their fields).
    await page.goto(`${baseUrl}/register`, { waitUntil: 'load' });
    await settled(page);
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    const withErrors = await new AxeBuilder({ page: page as never }).withTags(WCAG_TAGS).analyze();
    serious.push(
      ...withErrors.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          page: '/register (errors)',
          rule: violation.id,
          impact: violation.impact ?? '',
          nodes: violation.nodes.map((node) => node.target.join(' ')),
        })),
    );

    // Signed in: the profile, and the checkout with a product in the cart (its form and its review).
    const token = await signIn(page, CONSUMER, ctx);
    serious.push(...(await audit(page, '/profile')));
    const auth = { authorization: `Bearer ${token}` };
    const cart = (await (
      await page.request.get(`${baseUrl}/v1/carts?allowEmpty=true`, { headers: auth })
    ).json()) as {
      data: { cart: { items: { itemId: string; productId: string }[] } };
    };
    const had = cart.data.cart.items.some((item) => item.productId === PRODUCT_ID);
    let added: string | undefined;
    if (!had) {
      const answer = await page.request.post(`${baseUrl}/v1/carts/items`, {
        headers: auth,
        data: { productId: PRODUCT_ID, quantity: 1 },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
      const body = (await answer.json()) as typeof cart;
      added = body.data.cart.items.find((item) => item.productId === PRODUCT_ID)?.itemId;
    }
    try {
      serious.push(...(await audit(page, '/checkout')));
      await page.getByTestId('checkout-review').waitFor();
    } finally {
      // The seeded consumer's cart as it was (other browser files use it).
      if (added) await page.request.delete(`${baseUrl}/v1/carts/items/${added}`, { headers: auth });
    }
    expect(serious).toEqual([]);
  }, 180_000);

  it("finds no serious or critical problem on a farm's profile with its page's card", async (ctx: TestContext) => {
    const page = await (await context(DESKTOP)).newPage();
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
    await signIn(page, PRODUCER, ctx);
    const serious = await audit(page, '/profile');
    await page.getByRole('heading', { name: 'Página de tu finca' }).waitFor();
    expect(serious).toEqual([]);
  }, 60_000);

  /** Signs in through the auth API and stores the session as the SPA does; answers the access token. */
  async function signIn(
    page: Page,
    account: { username: string; password: string },
    ctx: TestContext,
  ): Promise<string> {
    const response = await page.request.post(`${baseUrl}/oauth/auth/login`, { data: account });
    if (!response.ok()) ctx.skip(`auth API not available here (HTTP ${response.status()})`);
    const tokens = (await response.json()) as {
      access_token: string;
      refresh_token: string;
      id_token: string;
    };
    const metadata = {
      type: 'LOGIN',
      createdAt: new Date().toISOString(),
      source: 'login_endpoint',
      sessionId: 'axe',
    };
    await page.evaluate(
      `localStorage.setItem('access_token', ${JSON.stringify(tokens.access_token)});` +
        `localStorage.setItem('refresh_token', ${JSON.stringify(tokens.refresh_token)});` +
        `localStorage.setItem('id_token', ${JSON.stringify(tokens.id_token)});` +
        `localStorage.setItem('expires_at', '${Date.now() + 3_600_000}');` +
        `localStorage.setItem('token_metadata', ${JSON.stringify(JSON.stringify(metadata))});`,
    );
    return tokens.access_token;
  }
});
