/**
 * The public pages paint at once (docs/performance.md), on the real local stack with the production build:
 * - without JavaScript, /, /products and a product page already show the header, the page's first content (or
 *   its loading state, with 'Cargando...' for screen readers) and the footer; any other route shows a skeleton;
 * - their HTML carries its first view's CSS inline (the whole stylesheets, added after it, restyle nothing, on a
 *   phone and a desktop) and requests no script before it has painted (the route-preload tag holds the entry
 *   and the modules to preload; it requests them after the first paint);
 * - with JavaScript, the app takes the prerendered page over without an error, fetches each whole stylesheet
 *   once (after the first paint), asks
 *   the API for the page's data once (the HTML's preload is the request the page uses) and nothing on the
 *   page moves, the seeded URGENT notice's bar included (layout shift <= 0.02 on a phone, the CLS
 *   target of docs/performance.md); the product page shows its first view (photo, name, price) from the HTML
 *   on, and the app keeps those very elements (the photo that painted stays the page's largest paint); a legal
 *   page shows its text from the HTML on and the app keeps its elements, with no Intl object made;
 * - a signed-in visitor never gets the anonymous preloaded answer: the signed-in request goes on its own.
 * - and no Intl object is made while the app takes those pages over (docs/performance.md, "No Intl object at
 *   load": the product page's harvest date once cost 54 ms per load at 4x CPU).
 * Screenshots land in test-results/ (first-paint-*.png).
 */
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, type TestContext } from 'vitest';
import { SEED_PRODUCTS } from '../../infra/local/seed/products.js';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { SHOTS } from '../support/screenshots.js';
import { PHONE } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { PRODUCER } from '../support/seeded-accounts.js';

const DESKTOP = { width: 1366, height: 768 };
const PRODUCT = SEED_PRODUCTS.find((product) => product.isActive && product.images.length > 0);
const PRODUCT_PATH = `/products/${PRODUCT?.id ?? 'missing'}`;
/** The first seed farm's page (infra/local/seed): photos, a province and a story. */
const FARM_PATH = '/fincas/finca-pitahaya-del-valle';
const CLS_TARGET = 0.02;

/** Sums the page's layout shifts not caused by input, from the start of the load (buffered entries). */
const LAYOUT_SHIFT_SCRIPT = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/**
 * Records every Intl object made and every toLocale*String call with options or a locale (each makes one):
 * the first of a page loads the locale's data, tens of milliseconds on a phone (docs/performance.md, "No Intl
 * object at load"). `window.__intl` lists them, each with the first line of its caller.
 */
const INTL_SCRIPT = `
  window.__intl = [];
  const record = (name) => {
    const caller = (new Error().stack || '').split('\\n')[3] || '';
    window.__intl.push(name + ' ' + caller.trim());
  };
  for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'Collator', 'ListFormat']) {
    const Original = Intl[name];
    Intl[name] = new Proxy(Original, {
      construct(target, args) { record('Intl.' + name); return Reflect.construct(target, args); },
      apply(target, self, args) { record('Intl.' + name); return Reflect.apply(target, self, args); },
    });
  }
  for (const [owner, method] of [[Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString']]) {
    const original = owner[method];
    owner[method] = function (...args) { if (args.length > 0) record(method); return original.apply(this, args); };
  }
`;

describe.skipIf(!chromiumAvailable() || !baseUrl)('first paint of the public pages', () => {
  const newContext = browserForSuite();

  async function context(javaScriptEnabled = true, viewport = PHONE): Promise<BrowserContext> {
    return newContext({ viewport, javaScriptEnabled });
  }

  /** A page that records errors, the API requests it sends and the stylesheets it fetches. */
  async function watched(created: BrowserContext) {
    const page = await created.newPage();
    const errors: string[] = [];
    const api: string[] = [];
    const styles: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/products')) api.push(`${url.pathname}${url.search}`);
      if (request.resourceType() === 'stylesheet' || url.pathname.endsWith('.css')) styles.push(url.pathname);
    });
    return { page, errors, api, styles };
  }

  /** Ids of the URGENT notices a visitor sees now. */
  async function urgentIds(): Promise<string[]> {
    const response = await fetch(`${baseUrl}/v1/notifications/summary`);
    const body = (await response.json()) as { data?: { urgent?: { id: string }[] } };
    return (body.data?.urgent ?? []).map((notice) => notice.id);
  }

  async function hydrated(page: Page) {
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.locator('.skeleton, [aria-busy="true"]').count(), { timeout: 20_000 })
      .toBe(0);
  }

  it('shows header, first content and footer of /, /products and a product page without JavaScript', async () => {
    const page = await (await context(false)).newPage();

    await page.goto(`${baseUrl}/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Pitahayas frescas de fincas que conoces',
    );
    expect(await page.getByRole('link', { name: 'Pitahaya Marketplace, inicio' }).count()).toBe(1);
    expect(await page.locator('footer').getByRole('link', { name: 'Privacidad' }).count()).toBe(1);
    expect(
      await page.getByRole('status').filter({ hasText: 'Cargando productos destacados...' }).count(),
    ).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'first-paint-home-nojs.png') });

    await page.goto(`${baseUrl}/products`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Productos');
    expect(await page.getByTestId('catalog-skeleton').count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Cargando productos...' }).count()).toBe(1);
    // The page's CSS is inline; its code is named on the route-preload tag, requested after the first paint.
    expect(await page.locator('style[data-inlined-stylesheets]').count()).toBe(1);
    expect(
      await page.locator('link[rel="stylesheet"], link[rel="modulepreload"], script[type="module"]').count(),
    ).toBe(0);
    const tag = page.locator('script[data-entry]');
    expect(await tag.getAttribute('data-entry')).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(await tag.getAttribute('data-modulepreload')).toMatch(/\/assets\/ProductsScreen-[\w-]+\.js/);

    await page.goto(`${baseUrl}${PRODUCT_PATH}`);
    expect(await page.getByTestId('product-skeleton').count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Cargando producto...' }).count()).toBe(1);
    expect(await page.title()).toBe(`${PRODUCT?.name} · Pitahaya Marketplace`);
    expect(await page.locator(`link[rel="preload"][as="image"]`).count()).toBe(1);
    // Its first view shows from the HTML on: the photo (the preloaded one), the name, the price; the details
    // wait for the app (their placeholder above).
    const photo = page.getByTestId('gallery-main');
    expect(await photo.count()).toBe(1);
    expect(await photo.getAttribute('src')).toBe(
      await page.locator('link[rel="preload"][as="image"]').getAttribute('href'),
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(PRODUCT?.name);
    expect(await page.getByTestId('product-price').textContent()).toMatch(/^\d+,\d\d\s€/);
    expect(await page.locator('script[type="application/json"][data-product-first-view]').count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'first-paint-product-nojs.png') });

    await page.goto(`${baseUrl}/cart`);
    expect(await page.getByTestId('route-skeleton').count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Cargando...' }).count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
  });

  /**
   * The computed style of every element shown (and of its ::before and ::after), in document order, with the
   * skeletons' pulse stopped at its start.
   */
  const STYLES_SCRIPT = `(document.getAnimations().forEach((animation) => { animation.pause(); animation.currentTime = 0; }),
    [document.documentElement, document.body, ...document.body.querySelectorAll('*')]).flatMap((element) =>
    [null, '::before', '::after'].map((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      return element.tagName + (pseudo || '') + ' ' + [...style].map((name) => name + ':' + style.getPropertyValue(name)).join(';');
    }))`;

  // A shell inlines only the rules its first view uses (web/build/critical-css.ts); the whole stylesheets follow
  // after the first paint. They must change nothing of what the page shows: no restyle, no shift.
  for (const [label, path] of [
    ['home', '/'],
    ['catalog', '/products'],
    ['product page', PRODUCT_PATH],
    ['farm page', FARM_PATH],
    ['legal page', '/aviso-legal'],
  ] as const) {
    it(`inlines all the CSS the ${label}'s first view uses, on a phone and a desktop`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        // The page as its HTML paints it: none of its scripts runs (evaluate needs JavaScript on).
        const page = await (await context(true, viewport)).newPage();
        await page.route(/\.js$/, (route) => route.abort());
        // The after-paint script is inline (it would add the whole stylesheets itself): out of the HTML here.
        let withoutScript = '';
        await page.route(
          (url) => url.pathname === path,
          async (route) => {
            const response = await route.fetch();
            withoutScript = (await response.text()).replace(
              /<script data-entry=[^>]*>[\s\S]*?<\/script>/,
              '',
            );
            const {
              'content-encoding': _encoding,
              'content-length': _length,
              ...headers
            } = response.headers();
            await route.fulfill({ response, headers, body: withoutScript });
          },
        );
        await page.goto(`${baseUrl}${path}`);
        expect(withoutScript).not.toMatch(/<script(?![^>]*type="application\/)/); // data blocks do not run
        const inlined = (
          (await page.locator('style[data-inlined-stylesheets]').getAttribute('data-inlined-stylesheets')) ??
          ''
        )
          .split(' ')
          .filter(Boolean);
        expect(inlined.length).toBeGreaterThan(0);
        const before = await page.evaluate<string[]>(STYLES_SCRIPT);
        for (const href of inlined) await page.addStyleTag({ url: href }); // the whole stylesheet, after the inline rules
        expect(await page.locator('link[rel="stylesheet"]').count()).toBe(inlined.length);
        const after = await page.evaluate<string[]>(STYLES_SCRIPT);
        expect(after.length).toBe(before.length);
        expect(after.filter((style, index) => style !== before[index])).toEqual([]);
      }
    });
  }

  // On a phone the catalog's list filters are folded behind «Filtros»: their counts (GET /v1/products/facets)
  // are asked for once it opens, not with the page (catalog-filters.test.ts opens it).
  for (const [label, path, requests] of [
    ['home', '/', ['/v1/products?limit=6&sort=newest']],
    ['catalog', '/products', ['/v1/products?sort=newest&limit=12']],
    // The reviews under the details (docs/reviews.md) read their first page once the page is idle (after its first
    // view: ProductDetailScreen renders them in AfterFirstView).
    [
      'product page',
      PRODUCT_PATH,
      [
        `/v1/products/${PRODUCT?.id ?? 'missing'}`,
        `/v1/products/${PRODUCT?.id ?? 'missing'}/reviews?limit=5`,
      ],
    ],
  ] as const) {
    it(`takes the prerendered ${label} over without an error, only its API requests and no layout shift`, async () => {
      const created = await context();
      await created.addInitScript(LAYOUT_SHIFT_SCRIPT);
      await created.addInitScript(INTL_SCRIPT);
      // The seed has an URGENT notice: its bar arrives after the app, fixed to the bottom, moving nothing.
      expect((await urgentIds()).length).toBeGreaterThan(0);
      const { page, errors, api, styles } = await watched(created);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      await hydrated(page);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await page.getByTestId('urgent-banner').first().waitFor();
      // A part loaded after the first view has arrived (the product page's reviews), so its request is counted.
      if (requests.length > 1)
        await page.locator('#opiniones .reviews__summary, #opiniones .reviews__empty').first().waitFor();
      expect(errors).toEqual([]);
      expect([...api].sort()).toEqual([...requests].sort());
      // Each stylesheet whose first-view rules the shell has inline is fetched once, after the first paint,
      // and no other; the product page's reviews (a part after its first view, with its own chunk) bring their
      // own CSS.
      const inlined = (
        await page.locator('style[data-inlined-stylesheets]').getAttribute('data-inlined-stylesheets')
      )
        ?.split(' ')
        .filter(Boolean);
      expect(inlined?.length).toBeGreaterThan(0);
      expect(styles.filter((sheet) => inlined?.includes(sheet)).sort()).toEqual([...(inlined ?? [])].sort());
      if (label !== 'product page') expect([...styles].sort()).toEqual([...(inlined ?? [])].sort());
      const shift = await page.evaluate<number>('window.__layoutShift');
      expect(shift).toBeLessThanOrEqual(CLS_TARGET);
      // No Intl object while the app takes the page and its first parts over.
      expect(await page.evaluate<string[]>('window.__intl')).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `first-paint-${label.replace(' ', '-')}.png`) });
    });
  }

  // The whole stylesheets are separate requests that may arrive frames apart. Applied as each arrived, the first
  // alone put the inline rules BEFORE the file's own copies and the later files' rules after: index.css's grid
  // rule (auto-fill columns of 15rem) then beat the catalog's two columns on a phone (catalog.css, same
  // specificity, inline only) until ProductsScreen's file came: Lighthouse saw ul.product-grid move twice by
  // 0.51 (CLS 1.02). The after-paint script applies them together once the last has loaded (shared/utils/after-paint-script.ts).
  it('moves nothing on the catalog while its whole stylesheets arrive one by one', async () => {
    const html = await (await fetch(`${baseUrl}/products`)).text();
    const inlined = (/data-inlined-stylesheets="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
    expect(inlined.length).toBeGreaterThan(1);
    const [first, ...later] = inlined;
    const created = await context();
    await created.addInitScript(LAYOUT_SHIFT_SCRIPT);
    const { page, errors } = await watched(created);
    // The first stylesheet arrives; the others are held until it has loaded and two frames have passed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => later.includes(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${baseUrl}/products`, { waitUntil: 'commit' });
    // Polled by evaluate (the page's CSP forbids the string eval of waitForFunction).
    const firstApplied = `[...document.querySelectorAll('link[rel="stylesheet"]')].some((link) => link.sheet && link.getAttribute('href') === ${JSON.stringify(first)})`;
    await expect.poll(() => page.evaluate<boolean>(firstApplied), { timeout: 20_000 }).toBe(true);
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    expect(await page.evaluate<number>('window.__layoutShift')).toBe(0);
    release();
    await hydrated(page);
    expect(await page.locator('ul.catalog__grid > li').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(await page.evaluate<number>('window.__layoutShift')).toBeLessThanOrEqual(CLS_TARGET);
  });

  it("keeps the product page's first view from the HTML: the same photo element, name and price, nothing moved", async () => {
    const created = await context();
    await created.addInitScript(LAYOUT_SHIFT_SCRIPT);
    // The elements the HTML painted, before any script of the app runs.
    await created.addInitScript(`
      document.addEventListener('DOMContentLoaded', () => {
        window.__painted = ['[data-testid="gallery-main"]', 'h1', '[data-testid="product-price"]']
          .map((selector) => document.querySelector(selector));
      });
    `);
    const { page, errors } = await watched(created);
    await page.goto(`${baseUrl}${PRODUCT_PATH}`, { waitUntil: 'load' });
    await hydrated(page);
    expect(await page.getByTestId('product-stock').count()).toBe(1);
    const kept = await page.evaluate<boolean[]>(
      `['[data-testid="gallery-main"]', 'h1', '[data-testid="product-price"]']
        .map((selector, index) => window.__painted[index] !== null && window.__painted[index] === document.querySelector(selector))`,
    );
    expect(kept).toEqual([true, true, true]);
    expect(errors).toEqual([]);
    expect(await page.evaluate<number>('window.__layoutShift')).toBe(0);
  });

  it("paints a farm page's first view from its HTML and keeps it: the same photo and name, nothing moved, no Intl", async () => {
    // Without JavaScript: the farm shell with the farm's first view (its main photo, the preloaded one, and name).
    const plain = await (await context(false)).newPage();
    await plain.goto(`${baseUrl}${FARM_PATH}`);
    const photo = plain.locator('img.farm-page__main-photo');
    expect(await photo.getAttribute('fetchpriority')).toBe('high');
    expect(await photo.getAttribute('srcset')).toBe(
      await plain.locator('link[rel="preload"][as="image"]').getAttribute('imagesrcset'),
    );
    expect(await plain.getByRole('heading', { level: 1 }).textContent()).toBe('Finca Pitahaya del Valle');
    expect(await plain.getByTestId('farm-province').textContent()).toBe('Provincia de Almería');
    expect(await plain.locator('script[type="application/json"][data-farm-first-view]').count()).toBe(1);
    await plain.screenshot({ path: join(SHOTS, 'first-paint-farm-nojs.png') });

    const created = await context();
    await created.addInitScript(LAYOUT_SHIFT_SCRIPT);
    await created.addInitScript(INTL_SCRIPT);
    // The elements the HTML painted, before any script of the app runs.
    await created.addInitScript(`
      document.addEventListener('DOMContentLoaded', () => {
        window.__painted = ['img.farm-page__main-photo', 'h1', '[data-testid="farm-story"]']
          .map((selector) => document.querySelector(selector));
      });
    `);
    const { page, errors, api } = await watched(created);
    await page.goto(`${baseUrl}${FARM_PATH}`, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByTestId('farm-products').locator('[data-testid="product-card"]').first().waitFor();
    expect(await page.getByTestId('farm-terms').count()).toBe(1);
    const kept = await page.evaluate<boolean[]>(
      `['img.farm-page__main-photo', 'h1', '[data-testid="farm-story"]']
        .map((selector, index) => window.__painted[index] !== null && window.__painted[index] === document.querySelector(selector))`,
    );
    expect(kept).toEqual([true, true, true]);
    expect(errors).toEqual([]);
    // The farm (preloaded by its HTML), then its products.
    expect(api.filter((request) => request.startsWith('/v1/products/farms/'))).toEqual([
      '/v1/products/farms/finca-pitahaya-del-valle',
    ]);
    expect(api.filter((request) => request.startsWith('/v1/products?producerId='))).toHaveLength(1);
    expect(await page.evaluate<number>('window.__layoutShift')).toBe(0);
    expect(await page.evaluate<string[]>('window.__intl')).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'first-paint-farm-page.png') });
  });

  // A legal page's HTML holds its text (services/seo writes it into the legal shell, and the answer as JSON): the
  // app renders the JSON first, so it keeps the elements that painted, reads the text again (SWR) and adds
  // what follows the text (the storage list of /cookies) below it.
  it.each(['/aviso-legal', '/cookies'])(
    'keeps the text of %s from the HTML: the same heading and paragraphs, nothing moved, no Intl object',
    async (path) => {
      const noScript = await (await context(false)).newPage();
      await noScript.goto(`${baseUrl}${path}`);
      expect(await noScript.locator('.prose.legal section p').count()).toBeGreaterThan(0);
      expect(await noScript.getByRole('status').count()).toBe(0);
      expect(await noScript.locator('script[type="application/json"][data-legal-first-view]').count()).toBe(
        1,
      );
      await noScript.screenshot({ path: join(SHOTS, `first-paint-legal${path.replace('/', '-')}-nojs.png`) });

      const created = await context();
      await created.addInitScript(LAYOUT_SHIFT_SCRIPT);
      await created.addInitScript(INTL_SCRIPT);
      const SELECTORS = ['h1', '.prose.legal p', '.prose.legal section p'];
      await created.addInitScript(`
        document.addEventListener('DOMContentLoaded', () => {
          window.__painted = ${JSON.stringify(SELECTORS)}.map((selector) => document.querySelector(selector));
        });
      `);
      const { page, errors } = await watched(created);
      const texts: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/v1/legal/')) texts.push(url.pathname);
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      await hydrated(page);
      if (path === '/cookies') await page.locator('.legal-storage').waitFor();
      const kept = await page.evaluate<boolean[]>(
        `${JSON.stringify(SELECTORS)}.map((selector, index) => window.__painted[index] !== null && window.__painted[index] === document.querySelector(selector))`,
      );
      expect(kept).toEqual([true, true, true]);
      // The page reads its text itself once (the HTML's preload): a newer text replaces the HTML's.
      expect(texts).toEqual([`/v1/legal/texts${path}`]);
      expect(errors).toEqual([]);
      expect(await page.evaluate<number>('window.__layoutShift')).toBe(0);
      expect(await page.evaluate<string[]>('window.__intl')).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `first-paint-legal${path.replace('/', '-')}.png`) });
    },
  );

  it('replaces the catalog shell without an error when the link carries filters', async () => {
    const { page, errors } = await watched(await context());
    await page.goto(`${baseUrl}/products?q=roja&sort=price_asc`, { waitUntil: 'load' });
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Productos');
    expect(await page.getByText('Búsqueda: «roja»').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('sends a signed-in visitor its own request, not the anonymous preloaded answer', async (ctx: TestContext) => {
    const created = await context(true, DESKTOP);
    const { page, errors, api } = await watched(created);
    await page.goto(`${baseUrl}/about`);
    const response = await page.request.post(`${baseUrl}/oauth/auth/login`, {
      data: PRODUCER,
    });
    if (!response.ok()) ctx.skip(`auth API not available here (HTTP ${response.status()})`);
    const tokens = (await response.json()) as {
      access_token: string;
      refresh_token: string;
      id_token: string;
    };
    await page.evaluate(
      `localStorage.setItem('access_token', ${JSON.stringify(tokens.access_token)});` +
        `localStorage.setItem('refresh_token', ${JSON.stringify(tokens.refresh_token)});` +
        `localStorage.setItem('id_token', ${JSON.stringify(tokens.id_token)});` +
        `localStorage.setItem('expires_at', '${Date.now() + 3_600_000}');`,
    );
    const signedIn: boolean[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/products')
        signedIn.push(Boolean(request.headers().authorization));
    });
    api.length = 0;
    await page.goto(`${baseUrl}/products`, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByRole('button', { name: /Finca Pitahaya del Valle/ }).waitFor();
    // The preload (anonymous) and the app's own request with the token: two requests, the second signed.
    expect(signedIn).toEqual([false, true]);
    expect(errors).toEqual([]);
  });
});
