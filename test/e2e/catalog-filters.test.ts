/**
 * The catalog's filters and cards in the browser (issue 23), on the real local stack and its seed:
 * - category with counts (the count shown is what the filter finds), variety and farm, all in the URL;
 * - the phone's «Filtros» disclosure holds them; keyboard: arrows move between categories;
 * - «Añadir al carrito» on a card, then «Ver carrito» in the toast opens the cart with the product;
 * - the product page shows «Variedad», «Origen» and «Cosecha»;
 * - origin and harvest window (phone): from the «Filtros» disclosure, counts, the URL, the keyboard.
 * Screenshots: test-results/catalog-filters-{phone,desktop}.png, catalog-origin-harvest-phone.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { fullPageShot } from '../support/screenshots.js';
import { watchedPage } from '../support/pages.js';
import { DESKTOP, PHONE } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';

/** Seeded: Finca Pitahaya del Valle's red pitahaya (infra/local/seed/products.ts). */
const PREMIUM_ID = '3f6c2a10-7d41-4b1e-9a01-5e0c1a000001';

/** "Productos 1 a 12", "2 productos": the number of products the results heading counts on one page. */
async function shownCount(page: Page): Promise<number> {
  const heading = page.locator('#catalog-results-title');
  await heading.filter({ hasText: /\d+ productos?$/ }).waitFor();
  return Number(/(\d+) productos?$/.exec((await heading.textContent()) ?? '')?.[1]);
}

describe.skipIf(!chromiumAvailable() || !baseUrl)('catalog filters and cards in the browser', () => {
  const newContext = browserForSuite();

  async function open(path: string, viewport: { width: number; height: number }) {
    const opened = await watchedPage(newContext, { viewport });
    await opened.page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    return opened;
  }

  it('filters by category with counts, by variety and by farm, in the URL (laptop)', async () => {
    const { page, errors } = await open('/products', DESKTOP);
    const categories = page.getByRole('group', { name: 'Categoría' });
    const plants = categories.getByRole('radio', { name: /^Plantas y esquejes/ });
    // The counts arrive beside the categories (GET /v1/products/facets).
    const plantsLabel = plants.locator('xpath=..');
    await plantsLabel.filter({ hasText: /\d/ }).waitFor();
    const label = await plantsLabel.textContent();
    const counted = Number(/(\d+)/.exec(label ?? '')?.[1]);
    expect(counted).toBeGreaterThanOrEqual(2);
    await plants.check();
    await page.waitForURL(/category=plantas-esquejes/);
    expect(await shownCount(page)).toBe(counted);
    // Keyboard: the arrow moves to the next category and applies it.
    await plants.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/category=cajas-regalos/);
    expect(await categories.getByRole('radio', { name: /^Cajas y regalos/ }).isChecked()).toBe(true);
    await categories.getByRole('radio', { name: /^Todas/ }).check();
    await page.waitForURL((url) => !url.search.includes('category'));

    await page.getByLabel('Variedad').selectOption('amarilla');
    await page.waitForURL(/variety=amarilla/);
    await page.getByRole('link', { name: 'Pitahaya amarilla colombiana' }).waitFor();
    expect(await shownCount(page)).toBeGreaterThanOrEqual(1);
    await page.getByLabel('Variedad').selectOption('');

    const farm = page.getByLabel('Finca');
    await farm.locator('option', { hasText: 'Huerta La Pitaya' }).waitFor({ state: 'attached' });
    const value = await farm.locator('option', { hasText: 'Huerta La Pitaya' }).getAttribute('value');
    await farm.selectOption(value ?? '');
    await page.waitForURL(new RegExp(`producerId=${value}`));
    // The page of that farm replaces the whole catalog's (the previous one stays dimmed while it loads).
    await expect
      .poll(async () => [...new Set(await page.locator('.product-card__producer').allTextContents())], {
        timeout: 30_000,
      })
      .toEqual(['Huerta La Pitaya']);
    await page.getByRole('link', { name: 'Sirope de pitahaya' }).waitFor();
    const option = await farm.locator('option', { hasText: 'Huerta La Pitaya' }).textContent();
    expect(await shownCount(page)).toBe(Number(/\((\d+)\)/.exec(option ?? '')?.[1]));
    await fullPageShot(page, 'catalog-filters-desktop.png');
    expect(errors).toEqual([]);
  });

  it('adds to the cart from a card and follows «Ver carrito»; the product page shows variety, origin, harvest (phone)', async () => {
    const { page, errors } = await open('/products?variety=amarilla', PHONE);
    await page.getByRole('link', { name: 'Pitahaya amarilla colombiana' }).waitFor();
    const toggle = page.getByRole('button', { name: 'Filtros (1 activo)' });
    expect(await page.getByRole('group', { name: 'Categoría' }).isVisible()).toBe(false);
    await toggle.click();
    // Folded on a phone, the list filters render once «Filtros» opens (web/src/lib/deferred-part.tsx).
    await page.getByRole('group', { name: 'Categoría' }).waitFor();
    expect(await page.getByRole('group', { name: 'Categoría' }).isVisible()).toBe(true);
    await fullPageShot(page, 'catalog-filters-phone.png');
    await toggle.click();
    // The seed's urgent notice bar sits over the bottom of a phone's screen: closed, as a shopper would.
    await page
      .getByRole('button', { name: /^Cerrar el aviso/ })
      .first()
      .click();

    await page.getByRole('button', { name: /^Añadir al carrito.*Pitahaya amarilla colombiana$/ }).click();
    await page.getByText('Producto añadido al carrito').waitFor();
    await page.getByRole('link', { name: 'Ver carrito' }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByRole('link', { name: 'Pitahaya amarilla colombiana' }).first().waitFor();

    await page.goto(`${baseUrl}/products/${PREMIUM_ID}`, { waitUntil: 'load' });
    const facts = page.getByTestId('product-facts');
    await facts.waitFor();
    const text = (await facts.textContent()) ?? '';
    expect(text).toContain('VariedadRoja de pulpa roja');
    expect(text).toContain('OrigenEl Ejido, Almería');
    expect(text).toMatch(/Cosecha\d{1,2} de [a-z]+ de \d{4}/);
    expect(errors).toEqual([]);
  });

  it('filters by origin and by harvest window with counts, from the phone’s «Filtros», in the URL and by keyboard', async () => {
    const { page, errors } = await open('/products', PHONE);
    // The page is interactive once its products show (the prerendered shell comes first).
    await page.locator('.product-card__producer').first().waitFor();
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await page.getByRole('group', { name: 'Categoría' }).waitFor();
    const origin = page.getByLabel('Origen');
    // Seeded: Huerta La Pitaya's five products come from «Fuente Álamo, Murcia», two harvested within 7 days.
    const place = origin.locator('option', { hasText: /^Fuente Álamo, Murcia \(\d+\)$/ });
    await place.waitFor({ state: 'attached' });
    const inPlace = Number(/\((\d+)\)/.exec((await place.textContent()) ?? '')?.[1]);
    expect(inPlace).toBeGreaterThanOrEqual(5);
    // The harvest counts under that origin (the previous counts stay on screen while they load).
    const counted = page.waitForResponse(
      (response) => response.url().includes('/v1/products/facets') && response.url().includes('origin='),
    );
    await origin.selectOption({ label: (await place.textContent()) ?? '' });
    await counted;
    await page.waitForURL(/origin=Fuente\+%C3%81lamo%2C\+Murcia/);
    await expect
      .poll(async () => [...new Set(await page.locator('.product-card__producer').allTextContents())], {
        timeout: 30_000,
      })
      .toEqual(['Huerta La Pitaya']);
    expect(await shownCount(page)).toBe(inPlace);

    // Keyboard: the harvest select is reached with Tab order intact and changed with the arrow keys.
    const harvest = page.getByLabel('Cosecha');
    const week = harvest.locator('option', { hasText: /^Últimos 7 días \(\d+\)$/ });
    await week.waitFor({ state: 'attached' });
    const inWeek = Number(/\((\d+)\)/.exec((await week.textContent()) ?? '')?.[1]);
    expect(inWeek).toBeGreaterThanOrEqual(2);
    expect(inWeek).toBeLessThan(inPlace);
    await harvest.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/harvest=7d/);
    expect(new URL(page.url()).searchParams.get('origin')).toBe('Fuente Álamo, Murcia');
    await expect.poll(() => shownCount(page), { timeout: 30_000 }).toBe(inWeek);
    await page.getByRole('link', { name: 'Caja regalo degustación' }).waitFor();
    await page.getByRole('link', { name: 'Pitahaya roja ecológica' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sirope de pitahaya' }).count()).toBe(0);
    expect(await harvest.evaluate((select) => select === select.ownerDocument.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Ocultar filtros (2 activos)' }).waitFor();
    await fullPageShot(page, 'catalog-origin-harvest-phone.png');

    // A link with another spelling of the place shows the same products.
    await page.goto(`${baseUrl}/products?origin=fuente+alamo+(murcia)&harvest=7d`, { waitUntil: 'load' });
    await page.getByRole('link', { name: 'Caja regalo degustación' }).waitFor();
    expect(await shownCount(page)).toBe(inWeek);
    expect(errors).toEqual([]);
  });
});
