/**
 * Storefront quality in the browser (docs/storefront-quality.md), on the real local stack at 390 px and 1366 px:
 * - a product whose name is one 100-character word and whose description holds a 300-character word and a
 *   long URL cannot widen the card, the product page or the producer's list; the URL stays text;
 * - the catalog on a phone: filters folded behind a button that counts them, products above the fold;
 * - the product link answers its Open Graph tags to a plain fetch (no JavaScript).
 * Screenshots land in test-results/ (quality-*.png). How the product form reads prices the Spanish way, refuses the
 * ambiguous "1.500" and counts characters is a component test (web/src/features/producer/ProductForm.test.tsx).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, type TestContext } from 'vitest';
import { REPO_ROOT } from '../../infra/local/config.js';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { fullPageShot } from '../support/screenshots.js';
import { storeSession, watchedPage } from '../support/pages.js';
import { removeProduct, sessionOrSkip, type SessionTokens } from '../support/shop-api.js';
import { PHONE } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { PRODUCER } from '../support/seeded-accounts.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

const DESKTOP = { width: 1366, height: 768 };
const RUN = Date.now().toString(36);

/** One unbroken word of `length` letters. */
const word = (length: number) => 'Pitahaya'.repeat(Math.ceil(length / 8)).slice(0, length);
const LONG_NAME = `${RUN}${word(100 - RUN.length)}`;
const LONG_WORD = word(300);
const LONG_URL = `https://www.finca-de-pitahayas-con-un-nombre-muy-largo.example/productos/pitahaya-roja?campania=otono-2026&ref=${RUN}`;
const LONG_DESCRIPTION = `${LONG_WORD} Más información en ${LONG_URL}`;

describe.skipIf(!chromiumAvailable() || !baseUrl)('storefront quality in the browser', () => {
  const newContext = browserForSuite();
  let tokens: SessionTokens | null = null;
  let productId: string | null = null;

  afterAll(async () => {
    if (productId && tokens) {
      await removeProduct(productId, tokens.access_token);
    }
  });

  async function signInApi(ctx: TestContext): Promise<SessionTokens> {
    tokens ??= await sessionOrSkip(ctx, PRODUCER);
    return tokens;
  }

  /** The long product, created once through the API with a real photo uploaded to its presigned URL. */
  async function longProduct(ctx: TestContext): Promise<string> {
    if (productId) return productId;
    const { access_token } = await signInApi(ctx);
    const image = readFileSync(join(REPO_ROOT, 'infra', 'local', 'seed', 'images', 'pitahaya-roja.webp'));
    const response = await fetch(`${baseUrl}/v1/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({
        name: LONG_NAME,
        shortDescription: LONG_DESCRIPTION,
        price: 7.5,
        stock: 40,
        unit: 'kg',
        requestUploadUrls: true,
        imageTypes: [{ filename: 'roja.webp', contentType: 'image/webp', isThumb: true, size: image.length }],
      }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as {
      data: { product: { productId: string }; uploadUrls: { url: string }[] };
    };
    productId = data.product.productId;
    const upload = await fetch(data.uploadUrls[0]!.url, {
      method: 'PUT',
      headers: { 'content-type': 'image/webp' },
      body: image,
    });
    expect(upload.ok).toBe(true);
    // Shown once the images function has checked the photo (and made its WebP variants) and the search index
    // has it: wait for that here, so the catalog page below never loads before it.
    const until = Date.now() + 30_000;
    for (;;) {
      const search = await fetch(`${baseUrl}/v1/products?q=${RUN}`);
      const found = (await search.json()) as { data?: { products?: { productId: string }[] } };
      if (found.data?.products?.some((product) => product.productId === productId)) break;
      if (Date.now() > until) throw new Error(`${productId} never reached the catalog`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return productId;
  }

  async function open(path: string, viewport: { width: number; height: number }, signedIn = false) {
    const { page, errors } = await watchedPage(newContext, { viewport });
    if (signedIn && tokens) {
      await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
      await storeSession(page, tokens);
    }
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    return { page, errors };
  }

  /** Nothing sticks out sideways: the page and every given element fit their width. */
  async function fits(page: Page, selector: string, viewport: { width: number }) {
    await noSidewaysScroll(page, viewport.width);
    const boxes = await page.locator(selector).evaluateAll((elements) =>
      elements.map((element) => ({
        right: element.getBoundingClientRect().right,
        scroll: element.scrollWidth,
        client: element.clientWidth,
      })),
    );
    expect(boxes.length, selector).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.right, selector).toBeLessThanOrEqual(viewport.width + 0.5);
      expect(box.scroll, selector).toBeLessThanOrEqual(box.client + 1);
    }
  }

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`keeps a 300-character word and a long URL inside the card, the product page and the producer list (${label})`, async (ctx) => {
      const id = await longProduct(ctx);

      // The card, found by searching a part of its name.
      const catalog = await open(`/products?q=${RUN}`, viewport);
      const card = catalog.page.getByTestId('product-card').filter({ hasText: RUN });
      await card.waitFor();
      await fits(catalog.page, '[data-testid="product-card"]', viewport);
      await fits(catalog.page, '[data-testid="product-card"] .product-card__title', viewport);
      await fullPageShot(catalog.page, `quality-card-${label}.png`);

      // The product page: name, breadcrumb and description wrap; the URL is text, not a link.
      const product = await open(`/products/${id}`, viewport);
      await product.page.getByRole('heading', { level: 1 }).waitFor();
      await fits(
        product.page,
        '.product-page__title, .product-page__description, .breadcrumbs, .product-page__info',
        viewport,
      );
      const description = product.page.locator('.product-page__description');
      expect(await description.textContent()).toBe(LONG_DESCRIPTION);
      expect(await product.page.locator(`a[href="${LONG_URL}"]`).count()).toBe(0);
      expect(await description.locator('a, script, iframe').count()).toBe(0);
      await fullPageShot(product.page, `quality-product-${label}.png`);

      // The producer's own list.
      const list = await open('/producer/products', viewport, true);
      const row = list.page.getByTestId('own-product').filter({ hasText: RUN });
      await row.waitFor();
      await fits(list.page, '[data-testid="own-product"], .own-item__name', viewport);
      await fullPageShot(list.page, `quality-producer-list-${label}.png`);

      expect([...catalog.errors, ...product.errors, ...list.errors]).toEqual([]);
    });
  }

  it('answers the product link with its Open Graph and Twitter tags to a plain fetch, escaped', async (ctx) => {
    const id = await longProduct(ctx);
    const response = await fetch(`${baseUrl}/products/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta property="og:title" content="${LONG_NAME}">`);
    expect(html).toContain(`<meta property="og:type" content="product">`);
    expect(html).toContain(`<meta property="product:price:amount" content="7.50">`);
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${baseUrl}/images/products/${id}/[^"]+\\.webp">`),
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<title>${LONG_NAME} · Pitahaya Marketplace</title>`);
    // The description is cut to 160 characters for previews; the full one is in the JSON-LD.
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect((JSON.parse(json) as { description: string }).description).toBe(LONG_DESCRIPTION);
  });

  it('folds the phone catalog filters behind a button that counts them, with products above the fold', async () => {
    const { page, errors } = await open('/products?q=pitahaya&maxPrice=20', PHONE);
    const firstCard = page.getByTestId('product-card').first();
    await firstCard.waitFor();
    const filters = page.getByRole('search', { name: 'Buscar y filtrar productos' });
    expect(await filters.isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Filtros (2 activos)' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const top = await firstCard.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(PHONE.height * 0.75);
    await fullPageShot(page, 'quality-catalog-phone.png');

    await toggle.click();
    expect(await filters.isVisible()).toBe(true);
    await page.getByLabel('Máximo').fill('');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await page.waitForURL(/\/products\?q=pitahaya$/);
    await page.getByRole('button', { name: 'Filtros (1 activo)' }).waitFor();
    expect(await filters.isVisible()).toBe(false);

    // A wide screen shows the filters beside the results, without the button.
    const wide = await open('/products', DESKTOP);
    await wide.page.getByTestId('product-card').first().waitFor();
    expect(await wide.page.getByRole('search', { name: 'Buscar y filtrar productos' }).isVisible()).toBe(
      true,
    );
    expect(await wide.page.locator('.catalog__filters-toggle').isVisible()).toBe(false);
    expect([...errors, ...wide.errors]).toEqual([]);
  });
});
