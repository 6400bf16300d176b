/**
 * Renders the seed images' SVG sources (./images/*.svg) to 800x800 WebP files next to them, with headless
 * Chromium (canvas.toDataURL('image/webp')). Not run on start: the rendered files are committed. Run it after
 * editing an SVG:
 *
 *   npx tsx infra/local/seed/render-images.ts            # every image
 *   npx tsx infra/local/seed/render-images.ts jugo helado
 *
 * Chromium: /usr/bin/chromium or CHROME_PATH.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS } from '../chromium.js';

const IMAGES_DIR = fileURLToPath(new URL('./images/', import.meta.url));
const SIZE = 800;
const QUALITY = 0.8;

/** Browser-side: draws the SVG on a canvas and answers a WebP data URL. */
const RENDER = `async ({ svg, size, quality }) => {
  const image = new Image();
  image.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(svg)));
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  canvas.getContext('2d').drawImage(image, 0, 0, size, size);
  return canvas.toDataURL('image/webp', quality);
}`;

async function main(): Promise<void> {
  const wanted = new Set(process.argv.slice(2));
  const sources = readdirSync(IMAGES_DIR)
    .filter((file) => file.endsWith('.svg'))
    .filter((file) => wanted.size === 0 || wanted.has(basename(file, '.svg')))
    .sort();
  if (sources.length === 0) throw new Error(`No SVG sources to render in ${IMAGES_DIR}`);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    for (const source of sources) {
      const svg = readFileSync(join(IMAGES_DIR, source), 'utf8');
      const dataUrl = (await page.evaluate(
        `(${RENDER})(${JSON.stringify({ svg, size: SIZE, quality: QUALITY })})`,
      )) as string;
      if (!dataUrl.startsWith('data:image/webp;base64,'))
        throw new Error(`${source}: Chromium did not encode WebP`);
      const target = join(IMAGES_DIR, `${basename(source, '.svg')}.webp`);
      writeFileSync(target, Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64'));
      console.log(`${basename(target)}  ${(statSync(target).size / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
