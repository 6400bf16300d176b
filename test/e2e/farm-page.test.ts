/**
 * Browser journey of the farms' public pages (docs/farms.md) on the real local stack: from a product to its
 * farm's page (photos, story, province, terms) and on to one of its products, on a laptop (1366 px) and a phone
 * (390 px, nothing wider than the screen); an unknown farm is the not-found page; a new producer edits its
 * page's story in /profile («Página de tu finca») and sees it on the public page. Screenshots of the farm page
 * at both widths land in test-results/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, chromiumAvailable } from '../support/browser.js';
import { fullPageShot } from '../support/screenshots.js';
import { openPage, signedInPage } from '../support/pages.js';
import { register } from '../support/shop-api.js';
import { DESKTOP as LAPTOP, PHONE } from '../support/browser-run.js';
import { baseUrl } from '../support/stack-under-test.js';
import { noSidewaysScroll } from '../support/sideways-scroll.js';

/** Seeded "Pitahaya roja premium" of Finca Pitahaya del Valle (Almería). */
const SEEDED_ID = '3f6c2a10-7d41-4b1e-9a01-5e0c1a000001';
const FARM_PATH = '/fincas/finca-pitahaya-del-valle';
const RUN = Date.now().toString(36);

/** The farm page has its heading, story, terms and product cards. */
async function farmPageShown(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Finca Pitahaya del Valle' }).waitFor();
  await page.getByTestId('farm-products').locator('[data-testid="product-card"]').first().waitFor();
  expect(await page.getByTestId('farm-province').textContent()).toBe('Provincia de Almería');
  expect(await page.getByTestId('farm-story').textContent()).toContain('El Ejido');
  expect(await page.getByTestId('farm-terms').textContent()).toContain('De lunes a viernes, de 9:00 a 14:00');
  // Every photo is loaded (checked photos only, with their WebP variants).
  await expect
    .poll(() =>
      page
        .locator('.farm-page__photos img')
        .evaluateAll((images) =>
          images.every((img) => (img as unknown as { naturalWidth: number }).naturalWidth > 0),
        ),
    )
    .toBe(true);
}

describe.skipIf(!chromiumAvailable() || !baseUrl)('farm pages in the browser', () => {
  const newContext = browserForSuite();

  it('goes from a product to its farm and on to its products (laptop)', async () => {
    const { page, errors } = await openPage(newContext, `/products/${SEEDED_ID}`, { viewport: LAPTOP });
    const link = page.getByRole('link', { name: 'Finca Pitahaya del Valle, Almería' });
    await link.click();
    await page.waitForURL((url) => url.pathname === FARM_PATH);
    await farmPageShown(page);
    expect(await page.title()).toBe('Finca Pitahaya del Valle · Pitahaya Marketplace');
    expect(await page.locator('.farm-page__main-photo').getAttribute('srcset')).toContain('.w640.webp');
    await fullPageShot(page, 'farm-page-1366.png');
    const card = page.getByTestId('farm-products').locator('[data-testid="product-card"] h3 a').first();
    const name = (await card.textContent()) ?? '';
    await card.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a phone, and an unknown farm is the not-found page', async () => {
    const { page, errors } = await openPage(newContext, FARM_PATH, { viewport: PHONE });
    await farmPageShown(page);
    await noSidewaysScroll(page, PHONE.width);
    await fullPageShot(page, 'farm-page-390.png');
    await page.goto(`${baseUrl}/fincas/no-existe-${RUN}`);
    await page.getByTestId('farm-not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Finca no encontrada');
    expect(errors).toEqual([]);
  });

  it('lets a producer tell its story in /profile and see it on its page', async () => {
    const account = {
      username: `finca-${RUN}@pitahaya.test`,
      password: 'Pitahaya123!',
      fullName: `Huerta Navegador ${RUN}`,
    };
    await register(account, 'producer');
    const { page, errors } = await signedInPage(newContext, account, '/profile', { viewport: PHONE });
    const card = page.getByTestId('farm-page-card');
    await card.getByRole('button', { name: 'Editar página' }).click();
    const story = `Cultivamos pitahaya en Níjar desde ${RUN}.`;
    await card.getByLabel('Historia de tu finca').fill(story);
    await card.getByLabel('Provincia').selectOption({ label: 'Almería' });
    await card.getByRole('button', { name: 'Guardar página' }).click();
    await page.getByRole('status').filter({ hasText: 'Página de la finca actualizada' }).first().waitFor();
    await card.getByTestId('farm-page-link').click();
    await page.getByRole('heading', { level: 1, name: account.fullName }).waitFor();
    expect(await page.getByTestId('farm-story').textContent()).toBe(story);
    expect(await page.getByTestId('farm-province').textContent()).toBe('Provincia de Almería');
    expect(errors).toEqual([]);
  });
});
