/**
 * Browser test of the products screens against the real local stack: the catalog (search, price range, sort
 * and paging in the URL), a seeded product's page (gallery, price, stock, add to the local cart), and a
 * producer's whole product life (signed in through /login): create with two real images (presigned uploads),
 * find it in the catalog and on its page with the image loaded, edit the price and make the second photo the
 * main one, deactivate it (gone from the storefront), delete it.
 * Screenshots (desktop 1280x800 and phone 390x844) of the catalog, a product page, the producer's list and
 * the product form land in test-results/ (gitignored).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { REPO_ROOT } from '../../infra/local/config.js';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { SHOTS, fullPageShot } from '../support/screenshots.js';
import { fillLogin, openPage } from '../support/pages.js';
import { removeProduct, sessionOrSkip, type SessionTokens } from '../support/shop-api.js';
import { PHONE } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { PRODUCER } from '../support/seeded-accounts.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

const DESKTOP = { width: 1280, height: 800 };
/** Seeded "Pitahaya roja premium" (Finca Pitahaya del Valle): 6,90 € / kg, 120 in stock, two photos. */
const SEEDED_ID = '3f6c2a10-7d41-4b1e-9a01-5e0c1a000001';
const RUN = Date.now().toString(36);
const NEW_NAME = `Pitahaya de prueba ${RUN}`;

/** The prices shown on the catalog's cards, as numbers. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.catalog__grid .product-card__price').allTextContents();
  return texts.map((text) =>
    Number(text.split('€')[0]!.replace(/\s/g, '').replace('.', '').replace(',', '.')),
  );
}

describe.skipIf(!chromiumAvailable() || !baseUrl)('products in the browser', () => {
  const newContext = browserForSuite();
  let workDir: string;
  let imageFile: string;
  let secondImageFile: string;
  let tokens: SessionTokens | null = null;
  let createdId: string | null = null;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'pitahaya-e2e-'));
    imageFile = join(workDir, 'foto-prueba.webp');
    copyFileSync(join(REPO_ROOT, 'infra', 'local', 'seed', 'images', 'pitahaya-blanca.webp'), imageFile);
    secondImageFile = join(workDir, 'foto-segunda.webp');
    copyFileSync(join(REPO_ROOT, 'infra', 'local', 'seed', 'images', 'pitahaya-corte.webp'), secondImageFile);
  });

  afterAll(async () => {
    // Whatever the test left behind goes (the UI deletes it on success; this covers a failure half-way).
    if (createdId && tokens) {
      await removeProduct(createdId, tokens.access_token);
    }
    rmSync(workDir, { recursive: true, force: true });
  });

  const open = (path: string, viewport = DESKTOP) => openPage(newContext, path, { viewport });

  /** Signs in through the login screen (the guarded page sent us there) and waits to be back. */
  async function signInThroughUi(page: Page, back: RegExp) {
    await page.waitForURL(/\/login\?redirect=/);
    await fillLogin(page, PRODUCER);
    await page.waitForURL(back);
  }

  /** An access token straight from the auth API, for checks and clean-up outside the browser. */
  async function apiToken(ctx: TestContext): Promise<string> {
    tokens ??= await sessionOrSkip(ctx, PRODUCER);
    return tokens.access_token;
  }

  /** Catalog cards settled (no skeleton, no dimmed "updating" grid). */
  async function catalogSettled(page: Page) {
    await page
      .locator('.catalog__grid:not(.is-updating) [data-testid="product-card"], [data-testid="catalog-empty"]')
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('catalog-skeleton').count()).toBe(0);
  }

  /** The catalog's API answer for a query (every param given must be in it), then the cards settle. */
  async function listed(page: Page, action: () => Promise<unknown>, params: Record<string, string>) {
    const answer = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/v1/products' &&
        Object.entries(params).every(([name, value]) => url.searchParams.get(name) === value)
      );
    });
    await action();
    await answer;
    await catalogSettled(page);
  }

  const noHorizontalScroll = (page: Page) => noSidewaysScroll(page, PHONE.width);

  it('filters, sorts and pages the catalog through the URL', async () => {
    const { page, errors } = await open('/products');
    await catalogSettled(page);
    expect(await page.title()).toBe('Productos · Pitahaya Marketplace');
    expect(await page.getByTestId('product-card').count()).toBe(12);
    await fullPageShot(page, 'catalog-desktop.png');

    // Sort by price: the URL says so and the prices go up.
    await listed(page, () => page.getByLabel('Ordenar por').selectOption('price_asc'), { sort: 'price_asc' });
    await page.waitForURL(/\/products\?sort=price_asc$/);
    const ascending = await cardPrices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    // Price range 5..7 (typed the Spanish way): only prices inside it.
    await page.getByLabel('Mínimo').fill('5');
    await page.getByLabel('Máximo').fill('7,00');
    await listed(page, () => page.getByRole('button', { name: 'Aplicar filtros' }).click(), {
      minPrice: '5',
      maxPrice: '7',
      sort: 'price_asc',
    });
    await page.waitForURL(/minPrice=5&maxPrice=7&sort=price_asc$/);
    const inRange = await cardPrices(page);
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.every((price) => price >= 5 && price <= 7)).toBe(true);
    expect(inRange).toEqual([...inRange].sort((a, b) => a - b));

    // Search inside the range.
    await page.getByLabel('Buscar', { exact: true }).fill('mermelada');
    await listed(page, () => page.getByLabel('Buscar', { exact: true }).press('Enter'), { q: 'mermelada' });
    await page.waitForURL(/\?q=mermelada&minPrice=5&maxPrice=7&sort=price_asc$/);
    expect(await page.locator('.catalog__grid .product-card__title').allTextContents()).toEqual([
      'Mermelada de pitahaya roja',
    ]);

    // Nothing matches: the empty state and its way back.
    await page.goto(`${baseUrl}/products?q=kiwi-${RUN}`);
    await page.getByText('No encontramos productos con esos filtros').waitFor();
    await listed(page, () => page.getByRole('link', { name: 'Ver todos los productos' }).click(), {
      sort: 'newest',
    });
    await page.waitForURL(/\/products$/);

    // Paging: next pushes the token into the URL, previous takes it out; a link reopens the same page.
    await listed(page, () => page.getByRole('link', { name: /Siguiente/ }).click(), {});
    await page.waitForURL(/cursor=/);
    await expect.poll(() => page.locator('.catalog__page-info').textContent()).toContain('Página 2');
    const secondPageUrl = page.url();
    const secondPage = await page.locator('.catalog__grid .product-card__title').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: 'Paginación de productos' }).textContent()).toContain(
      'Página 2',
    );
    await page.getByRole('link', { name: /Anterior/ }).click();
    await page.waitForURL(/\/products$/);
    const shared = await open(secondPageUrl.replace(baseUrl, ''));
    await catalogSettled(shared.page);
    expect(await shared.page.locator('.catalog__grid .product-card__title').allTextContents()).toEqual(
      secondPage,
    );

    const phone = await open('/products', PHONE);
    await catalogSettled(phone.page);
    await noHorizontalScroll(phone.page);
    await fullPageShot(phone.page, 'catalog-phone.png');
    expect([...errors, ...phone.errors, ...shared.errors]).toEqual([]);
  });

  it('shows a seeded product with its gallery, price and stock, and adds it to the cart', async () => {
    const { page, errors } = await open(`/products/${SEEDED_ID}`);
    await page.getByRole('heading', { level: 1, name: 'Pitahaya roja premium' }).waitFor();
    expect(await page.getByTestId('product-price').textContent()).toMatch(/^6,90\s€ \/ kg$/);
    expect(await page.getByTestId('product-stock').textContent()).toBe('Disponible');
    expect(await page.getByText('Finca Pitahaya del Valle').isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate<number>('document.querySelector("[data-testid=gallery-main]").naturalWidth'))
      .toBeGreaterThan(0);
    const thumbs = page.getByRole('button', { name: /Ver foto/ });
    expect(await thumbs.count()).toBe(2);
    const firstSrc = await page.getByTestId('gallery-main').getAttribute('src');
    await thumbs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    expect(await thumbs.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('gallery-main').getAttribute('src')).not.toBe(firstSrc);
    await page.screenshot({ path: join(SHOTS, 'product-desktop.png'), fullPage: true });

    await page.getByRole('button', { name: 'Añadir una unidad' }).click();
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await page.getByRole('status').filter({ hasText: 'Producto añadido al carrito' }).waitFor();
    const cart = JSON.parse(
      (await page.evaluate<string | null>("localStorage.getItem('local_cart')")) ?? '{}',
    );
    expect(cart).toMatchObject({
      id: 'local-cart',
      userId: 'anonymous',
      items: [{ productId: SEEDED_ID, quantity: 2, price: 6.9 }],
      totalPrice: 13.8,
    });

    const phone = await open(`/products/${SEEDED_ID}`, PHONE);
    await phone.page.getByRole('heading', { level: 1, name: 'Pitahaya roja premium' }).waitFor();
    await noHorizontalScroll(phone.page);
    await fullPageShot(phone.page, 'product-phone.png');
    expect([...errors, ...phone.errors]).toEqual([]);
  });

  it('lets a producer create, find, edit, deactivate and delete a product with real images', async (ctx) => {
    const token = await apiToken(ctx);
    const { page, errors } = await open('/producer/products');
    await signInThroughUi(page, /\/producer\/products$/);

    // The list and the empty form, on both screens.
    await page.getByRole('heading', { level: 1, name: 'Mis productos' }).waitFor();
    await page.getByTestId('own-product').first().waitFor();
    await fullPageShot(page, 'producer-products-desktop.png');
    await page.getByRole('link', { name: '+ Nuevo producto' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nuevo producto' }).waitFor();

    // Validation first: Spanish messages on the fields.
    await page.getByRole('button', { name: 'Publicar producto' }).click();
    expect(await page.getByLabel('Nombre').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Se requiere imagen principal (thumbnail) para crear un producto').waitFor();

    // A name the producer already uses is flagged while typing.
    await page.getByLabel('Nombre').fill('pitahaya ROJA prémium');
    await page.getByText('Ya tienes un producto con ese nombre').waitFor();

    await page.getByLabel('Nombre').fill(NEW_NAME);
    await page
      .getByLabel('Descripción corta (opcional)')
      .fill('Producto creado por la prueba del navegador.');
    await page.getByLabel('Precio (€)').fill('7,25');
    await page.getByLabel('Unidad de venta').fill('kg');
    await page.getByLabel('Stock').fill('3');
    // The form asks for the category (the API takes a product without one as «otros»).
    await page.getByLabel('Categoría', { exact: true }).selectOption({ label: 'Fruta fresca' });
    await page.locator('input[type=file]').setInputFiles([imageFile, secondImageFile]);
    await page.getByRole('img', { name: 'Foto 1: foto-prueba.webp' }).waitFor();
    await page.getByRole('img', { name: 'Foto 2: foto-segunda.webp' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Foto principal' }).first().isChecked()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'product-form-desktop.png'), fullPage: true });

    // The upload goes straight to storage (presigned PUT); held back until its progress bar has shown.
    let uploads = 0;
    let progressShown = () => {};
    const held = new Promise<void>((resolve) => (progressShown = resolve));
    await page.route(
      (url) => url.searchParams.has('X-Amz-Signature'),
      async (route) => {
        uploads += 1;
        expect(route.request().method()).toBe('PUT');
        expect(route.request().headers()['content-type']).toBe('image/webp');
        await held;
        await route.continue();
      },
    );
    await page.getByRole('button', { name: 'Publicar producto' }).click();
    await page.getByRole('progressbar', { name: 'Subida de foto-prueba.webp' }).waitFor();
    progressShown();
    await page.waitForURL(/\/producer\/products$/, { timeout: 30_000 });
    await page.getByRole('status').filter({ hasText: 'Producto creado correctamente.' }).waitFor();
    expect(uploads).toBe(2);
    const row = page.getByTestId('own-product').filter({ hasText: NEW_NAME });
    await row.waitFor();
    const href = await row.getByRole('link', { name: NEW_NAME, exact: true }).getAttribute('href');
    createdId = decodeURIComponent(href!.replace('/products/', ''));
    expect(await row.getByRole('switch').getAttribute('aria-checked')).toBe('true');

    // An anonymous visitor finds it by its name and sees its photo.
    const visitor = await open(`/products`);
    await catalogSettled(visitor.page);
    await visitor.page.getByLabel('Buscar', { exact: true }).fill(NEW_NAME);
    await listed(visitor.page, () => visitor.page.getByRole('button', { name: 'Aplicar filtros' }).click(), {
      q: NEW_NAME,
    });
    expect(await visitor.page.locator('.catalog__grid .product-card__title').allTextContents()).toEqual([
      NEW_NAME,
    ]);
    await visitor.page.getByRole('link', { name: NEW_NAME, exact: true }).click();
    await visitor.page.getByRole('heading', { level: 1, name: NEW_NAME }).waitFor();
    expect(await visitor.page.getByTestId('product-price').textContent()).toMatch(/^7,25\s€ \/ kg$/);
    expect(await visitor.page.getByTestId('product-stock').textContent()).toBe('Pocas unidades (quedan 3)');
    await expect
      .poll(() =>
        visitor.page.evaluate<number>('document.querySelector("[data-testid=gallery-main]").naturalWidth'),
      )
      .toBeGreaterThan(0);

    // Edit the price and make the second (published) photo the main one.
    const readProduct = async () =>
      (
        (await (await fetch(`${baseUrl}/v1/products/${createdId}`)).json()) as {
          data: { product: { thumbnailUrl: string; imageUrls: string[] } };
        }
      ).data.product;
    const [firstUrl, secondUrl] = (await readProduct()).imageUrls;
    await row.getByRole('link', { name: `Editar ${NEW_NAME}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Editar producto' }).waitFor();
    expect(await page.getByLabel('Precio (€)').inputValue()).toBe('7,25');
    await page.getByLabel('Precio (€)').fill('9,40');
    const mainRadios = page.getByRole('radio', { name: 'Foto principal' });
    expect(await mainRadios.count()).toBe(2);
    await mainRadios.nth(1).check();
    expect(await mainRadios.first().isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.waitForURL(/\/producer\/products$/);
    await page.getByRole('status').filter({ hasText: 'Producto actualizado correctamente.' }).waitFor();
    expect(await readProduct()).toMatchObject({ thumbnailUrl: secondUrl, imageUrls: [secondUrl, firstUrl] });
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { level: 1, name: NEW_NAME }).waitFor();
    expect(await visitor.page.getByTestId('product-price').textContent()).toMatch(/^9,40\s€ \/ kg$/);
    expect(await visitor.page.getByTestId('gallery-main').getAttribute('src')).toBe(secondUrl);

    // Deactivate: it leaves the storefront (search and its page) for visitors.
    await page.getByTestId('own-product').filter({ hasText: NEW_NAME }).getByRole('switch').click();
    await page.getByRole('status').filter({ hasText: 'Producto desactivado.' }).waitFor();
    expect(
      await page
        .getByTestId('own-product')
        .filter({ hasText: NEW_NAME })
        .getByRole('switch')
        .getAttribute('aria-checked'),
    ).toBe('false');
    await visitor.page.goto(`${baseUrl}/products?q=${encodeURIComponent(NEW_NAME)}`);
    await visitor.page.getByText('No encontramos productos con esos filtros').waitFor();
    await visitor.page.goto(`${baseUrl}/products/${createdId}`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Producto no encontrado' }).waitFor();

    // Phone views of the producer screens.
    const phone = await open('/producer/products', PHONE);
    await signInThroughUi(phone.page, /\/producer\/products$/);
    await phone.page.getByTestId('own-product').first().waitFor();
    await noHorizontalScroll(phone.page);
    await fullPageShot(phone.page, 'producer-products-phone.png');
    await phone.page.goto(`${baseUrl}/producer/products/new`);
    await phone.page.getByRole('heading', { level: 1, name: 'Nuevo producto' }).waitFor();
    await phone.page.getByRole('button', { name: 'Publicar producto' }).click();
    await phone.page.locator('input[type=file]').setInputFiles(imageFile);
    await phone.page.getByRole('img', { name: 'Foto 1: foto-prueba.webp' }).waitFor();
    await noHorizontalScroll(phone.page);
    await phone.page.screenshot({ path: join(SHOTS, 'product-form-phone.png'), fullPage: true });

    // Delete it through the confirmation dialog (Escape cancels first).
    const ownRow = page.getByTestId('own-product').filter({ hasText: NEW_NAME });
    await ownRow.getByRole('button', { name: `Eliminar ${NEW_NAME}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `¿Eliminar «${NEW_NAME}»?` });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await ownRow.getByRole('button', { name: `Eliminar ${NEW_NAME}` }).click();
    await page.screenshot({ path: join(SHOTS, 'producer-delete-dialog.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Eliminar producto' }).click();
    await page.getByRole('status').filter({ hasText: 'Producto eliminado correctamente.' }).waitFor();
    expect(await page.getByTestId('own-product').filter({ hasText: NEW_NAME }).count()).toBe(0);
    const gone = await fetch(`${baseUrl}/v1/products/${createdId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.status).toBe(404);
    createdId = null;
    expect([...errors, ...visitor.errors, ...phone.errors]).toEqual([]);
  }, 180_000);
  it('tells the producer when a photo is in review or was refused (a text file named fake.png)', async (ctx) => {
    const token = await apiToken(ctx);
    const make = async (name: string) => {
      const response = await fetch(`${baseUrl}/v1/products`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          price: 5.5,
          requestUploadUrls: true,
          imageTypes: [{ filename: 'fake.png', contentType: 'image/png', isThumb: true }],
        }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: unknown }).data as {
        product: { productId: string };
        uploadUrls: { url: string }[];
      };
    };
    const pending = await make(`En revisión ${RUN}`);
    const refused = await make(`Foto falsa ${RUN}`);
    const ids = [pending.product.productId, refused.product.productId];
    try {
      await fetch(refused.uploadUrls[0]!.url, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: 'no soy un png',
      });
      const { page, errors } = await open('/producer/products');
      await signInThroughUi(page, /\/producer\/products$/);
      const refusedRow = page.getByTestId('own-product').filter({ hasText: `Foto falsa ${RUN}` });
      await refusedRow
        .getByTestId('image-notice')
        .filter({ hasText: 'La foto principal no es una imagen JPEG, PNG o WebP válida' })
        .waitFor({ timeout: 15_000 });
      const pendingRow = page.getByTestId('own-product').filter({ hasText: `En revisión ${RUN}` });
      await pendingRow
        .getByTestId('image-notice')
        .filter({ hasText: 'Foto principal en revisión' })
        .waitFor();
      await pendingRow.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, 'producer-image-notices-desktop.png') });
      const phone = await open('/producer/products', PHONE);
      await signInThroughUi(phone.page, /\/producer\/products$/);
      const phoneRow = phone.page.getByTestId('own-product').filter({ hasText: `Foto falsa ${RUN}` });
      await phoneRow.getByTestId('image-notice').waitFor();
      await phoneRow.scrollIntoViewIfNeeded();
      await phone.page.screenshot({ path: join(SHOTS, 'producer-image-notices-phone.png') });
      // Neither is in the storefront.
      for (const id of ids) expect((await fetch(`${baseUrl}/v1/products/${id}`)).status).toBe(404);
      expect([...errors, ...phone.errors]).toEqual([]);
    } finally {
      for (const id of ids) {
        await fetch(`${baseUrl}/v1/products/${id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
      }
    }
  }, 120_000);
});
