/**
 * Renders SVG sources to WebP with headless Chromium (canvas.toDataURL('image/webp')). Not run on start: the
 * rendered files are committed. Two sets:
 *
 *   npx tsx infra/local/seed/render-images.ts                 # every product image (./images/*.svg, 800x800)
 *   npx tsx infra/local/seed/render-images.ts jugo helado     # some of them
 *   npx tsx infra/local/seed/render-images.ts --blog          # the blog's illustrations (blog-art.ts, 1200x675):
 *                                                             # SVG sources to ./images/blog/, WebP to web/public/blog/
 *
 * Chromium: /usr/bin/chromium or CHROME_PATH.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS } from '../chromium.js';
import { BLOG_ART_SIZE, blogArt } from './blog-art.js';
import { SEED_IMAGE_SIZE } from './products.js';

const IMAGES_DIR = fileURLToPath(new URL('./images/', import.meta.url));
const BLOG_SOURCES_DIR = join(IMAGES_DIR, 'blog');
const BLOG_OUTPUT_DIR = fileURLToPath(new URL('../../../web/public/blog/', import.meta.url));
const PRODUCT_SIZE = SEED_IMAGE_SIZE;
const QUALITY = 0.8;

/** Browser-side: draws the SVG on a canvas and answers a WebP data URL. */
const RENDER = `async ({ svg, width, height, quality }) => {
  const image = new Image();
  image.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(svg)));
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  return canvas.toDataURL('image/webp', quality);
}`;

async function renderWebp(page: Page, svg: string, width: number, height: number, target: string) {
  const dataUrl = (await page.evaluate(
    `(${RENDER})(${JSON.stringify({ svg, width, height, quality: QUALITY })})`,
  )) as string;
  if (!dataUrl.startsWith('data:image/webp;base64,'))
    throw new Error(`${target}: Chromium did not encode WebP`);
  writeFileSync(target, Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64'));
  console.log(`${basename(target)}  ${(statSync(target).size / 1024).toFixed(1)} KB`);
}

async function renderProducts(page: Page, wanted: Set<string>) {
  const sources = readdirSync(IMAGES_DIR)
    .filter((file) => file.endsWith('.svg'))
    .filter((file) => wanted.size === 0 || wanted.has(basename(file, '.svg')))
    .sort();
  if (sources.length === 0) throw new Error(`No SVG sources to render in ${IMAGES_DIR}`);
  for (const source of sources) {
    const svg = readFileSync(join(IMAGES_DIR, source), 'utf8');
    const target = join(IMAGES_DIR, `${basename(source, '.svg')}.webp`);
    await renderWebp(page, svg, PRODUCT_SIZE, PRODUCT_SIZE, target);
  }
}

async function renderBlog(page: Page) {
  mkdirSync(BLOG_SOURCES_DIR, { recursive: true });
  mkdirSync(BLOG_OUTPUT_DIR, { recursive: true });
  for (const [id, { svg }] of Object.entries(blogArt(IMAGES_DIR))) {
    writeFileSync(join(BLOG_SOURCES_DIR, `${id}.svg`), svg);
    await renderWebp(
      page,
      svg,
      BLOG_ART_SIZE.width,
      BLOG_ART_SIZE.height,
      join(BLOG_OUTPUT_DIR, `${id}.webp`),
    );
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const blog = args.includes('--blog');
  const wanted = new Set(args.filter((arg) => !arg.startsWith('--')));
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    if (blog) await renderBlog(page);
    else await renderProducts(page, wanted);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
