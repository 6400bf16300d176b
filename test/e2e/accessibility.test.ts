/**
 * Accessibility in the browser: axe-core (WCAG 2.x A and AA rules) on every public page and the account
 * screens at 1366 px, and the main shopping pages again at 390 px, on the real local stack. No serious or
 * critical violation may appear; the moderate and minor ones are printed for a person to look at.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it, type TestContext } from 'vitest';
import { BLOG_CATEGORIES, BLOG_POSTS } from '../../shared/blog.js';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/** Seeded "Pitahaya roja premium". */
const PRODUCT_ID = '3f6c2a10-7d41-4b1e-9a01-5e0c1a000001';
const CONSUMER = { username: 'cliente@pitahaya.test', password: 'Cliente123!' };

/** Every public route of the SPA (docs/web.md, "Routes and guards") with a real id where it takes one. */
const PUBLIC_PAGES = [
  '/',
  '/products',
  '/products?q=pitahaya&maxPrice=10',
  `/products/${PRODUCT_ID}`,
  '/products/no-existe',
  '/blog',
  `/blog/${BLOG_POSTS[0]!.id}`,
  `/blog/category/${BLOG_CATEGORIES[0]!.id}`,
  '/about',
  '/contact',
  '/faq',
  '/guide',
  '/privacy',
  '/terms',
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
const PHONE_PAGES = ['/', '/products', `/products/${PRODUCT_ID}`, '/blog', '/login', '/register'];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

  /** The page is done loading: its h1 is there and no skeleton, spinner or "Cargando..." is left. */
  async function settled(page: Page) {
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
    await settled(page);
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
    const page = await (await context(DESKTOP)).newPage();
    const serious: Finding[] = [];
    for (const path of PUBLIC_PAGES) serious.push(...(await audit(page, path)));
    expect(serious).toEqual([]);
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

    // Signed in: the profile.
    const response = await page.request.post(`${baseUrl}/oauth/auth/login`, { data: CONSUMER });
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
    serious.push(...(await audit(page, '/profile')));
    expect(serious).toEqual([]);
  }, 180_000);
});
