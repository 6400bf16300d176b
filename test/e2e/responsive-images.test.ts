/**
 * Responsive product images in the browser (docs/images.md), on the real local stack with the seed's photos
 * (800 px WebP with 320 and 640 px variants): the featured list on `/`, the catalog grid and the product gallery
 * give their images srcset, sizes, width and height, and Chromium picks a variant that fits the image's
 * displayed width at the screen's density: never more than one step above what is needed (sizes not overstated),
 * never more than one step below (sizes not understated; Chromium may take the smaller neighbour, see below).
 * Phone 390 px at density 2, desktop 1366 px at density 1. Screenshots land in test-results/ (images-*.png).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../infra/local/seed/products.js';
import { chromiumAvailable, browserForSuite } from '../support/browser.js';
import { fullPageShot } from '../support/screenshots.js';
import { baseUrl } from '../support/stack-under-test.js';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, label: 'phone' };
const DESKTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, label: 'desktop' };
const SCREENS = [PHONE, DESKTOP];
/** A seed product with two photos: the gallery shows a main photo and two thumbnails. */
const TWO_PHOTOS = SEED_PRODUCTS.find((product) => product.isActive && product.images.length > 1);

interface Shown {
  srcset: string;
  sizes: string;
  currentSrc: string;
  width: string | null;
  height: string | null;
  /** CSS px of the photo itself inside its box (object-fit cover or contain applied). */
  displayed: number;
}

/**
 * Browser-side (a string: this project's Node typings have no DOM): the images of SELECTOR within the first
 * screen (lazy images below it never load), measured.
 */
const MEASURE = `[...document.querySelectorAll(SELECTOR)].map((image) => {
  const box = image.getBoundingClientRect();
  const aspect = image.naturalWidth / image.naturalHeight;
  const fit = getComputedStyle(image).objectFit;
  const displayed = fit === 'contain' ? Math.min(box.width, box.height * aspect)
    : fit === 'cover' ? Math.max(box.width, box.height * aspect) : box.width;
  return { srcset: image.srcset, sizes: image.sizes, currentSrc: image.currentSrc,
    width: image.getAttribute('width'), height: image.getAttribute('height'), displayed,
    loaded: image.complete && image.naturalWidth > 0 };
}).filter((_, i, all) => i === 0 || document.querySelectorAll(SELECTOR)[i].getBoundingClientRect().top < innerHeight)`;

/** The images matching `selector` (in the first screen), once each of them has loaded. */
async function shownImages(page: Page, selector: string): Promise<Shown[]> {
  const script = MEASURE.replaceAll('SELECTOR', JSON.stringify(selector));
  // Polled with evaluate (the site's CSP refuses the string functions of waitForFunction).
  for (let attempt = 0; ; attempt += 1) {
    const images = (await page.evaluate(script)) as (Shown & { loaded: boolean })[];
    if (images.length > 0 && images.every((image) => image.loaded)) return images;
    if (attempt >= 200) throw new Error(`${selector}: not loaded ${JSON.stringify(images)}`);
    await page.waitForTimeout(100);
  }
}

/**
 * The width of the candidate Chromium chose, and the candidate a perfect choice would take (the smallest
 * covering displayed width x density, else the largest). Chromium takes the smaller neighbour when the
 * density falls below the geometric mean of the two, so it may be one step below.
 */
function choice(image: Shown, density: number) {
  const candidates = image.srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url = '', width = '']) => ({ path: url, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
  const chosen = candidates.findIndex((candidate) => new URL(image.currentSrc).pathname === candidate.path);
  const needed = image.displayed * density;
  const ideal = candidates.findIndex((candidate) => candidate.width >= needed);
  return { candidates, chosen, ideal: ideal === -1 ? candidates.length - 1 : ideal, needed };
}

/**
 * `reused`: a file the page has already downloaded (the main photo's variant): Chromium takes a candidate it
 * has in memory over a smaller one it would have to fetch, which costs no bytes.
 */
function expectFittingChoice(images: Shown[], density: number, where: string, reused?: string) {
  expect(images.length, where).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.srcset, where).toMatch(/\.w320\.webp 320w/);
    expect(image.sizes, where).not.toBe('');
    expect(Number(image.width), where).toBeGreaterThan(0);
    expect(Number(image.height), where).toBeGreaterThan(0);
    const { chosen, ideal, needed, candidates } = choice(image, density);
    const detail = `${where}: needs ${Math.round(needed)} px, chose ${candidates[chosen]?.width ?? image.currentSrc}`;
    if (reused !== undefined && new URL(image.currentSrc).pathname === reused) continue;
    expect(chosen, detail).toBeGreaterThanOrEqual(Math.max(0, ideal - 1));
    expect(chosen, detail).toBeLessThanOrEqual(ideal);
  }
}

describe.skipIf(!chromiumAvailable() || !baseUrl)('responsive product images in the browser', () => {
  const newContext = browserForSuite();

  async function open(path: string, screen: (typeof SCREENS)[number]) {
    const context = await newContext({
      viewport: screen.viewport,
      deviceScaleFactor: screen.deviceScaleFactor,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    return { page, errors };
  }

  it.each(SCREENS)(
    'the featured list and the catalog pick a WebP variant that fits ($label)',
    async (screen) => {
      const home = await open('/', screen);
      await home.page.getByTestId('product-card').first().waitFor();
      // On a phone the featured list starts below the hero (its images load lazily): bring it into view.
      await home.page.locator('.product-grid--featured').scrollIntoViewIfNeeded();
      expectFittingChoice(
        await shownImages(home.page, '.product-grid--featured .product-card__media img'),
        screen.deviceScaleFactor,
        `featured ${screen.label}`,
      );
      await fullPageShot(home.page, `images-home-${screen.label}.png`);

      const catalog = await open('/products', screen);
      await catalog.page.getByTestId('product-card').first().waitFor();
      // The cards above the fold load at once; the others lazily, so only the eager ones are measured.
      expectFittingChoice(
        (await shownImages(catalog.page, '.catalog__grid .product-card__media img[loading="eager"]')).slice(
          0,
          4,
        ),
        screen.deviceScaleFactor,
        `catalog ${screen.label}`,
      );
      expect([...home.errors, ...catalog.errors]).toEqual([]);
    },
  );

  it.each(SCREENS)(
    "the product gallery's main photo and thumbnails pick a fitting variant ($label)",
    async (screen) => {
      expect(TWO_PHOTOS).toBeDefined();
      const { page, errors } = await open(`/products/${TWO_PHOTOS?.id}`, screen);
      await page.getByTestId('gallery-main').waitFor();
      const [main] = await shownImages(page, '[data-testid="gallery-main"]');
      expect(main).toMatchObject({ width: '800', height: '800' });
      expectFittingChoice([main as Shown], screen.deviceScaleFactor, `gallery ${screen.label}`);
      await page.locator('.gallery__thumbs').scrollIntoViewIfNeeded();
      const thumbs = await shownImages(page, '.gallery__thumb img');
      expect(thumbs).toHaveLength(2);
      // The first thumbnail is the main photo: Chromium may reuse the variant the page already has (the share
      // page preloads it with the gallery's srcset); otherwise 60-72 px buttons take the smallest variant.
      const mainFile = new URL((main as Shown).currentSrc).pathname;
      expectFittingChoice(thumbs, screen.deviceScaleFactor, `thumbnails ${screen.label}`, mainFile);
      for (const thumb of thumbs) {
        const file = new URL(thumb.currentSrc).pathname;
        expect(file === mainFile || file.endsWith('.w320.webp'), file).toBe(true);
      }
      await fullPageShot(page, `images-product-${screen.label}.png`);
      expect(errors).toEqual([]);
    },
  );
});
