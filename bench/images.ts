/**
 * npm run bench:images: what the responsive WebP variants (docs/images.md) save and cost, with the images
 * function's own variant maker (services/images/make-variants.ts, sharp):
 *   - bytes of the image a phone card downloads (390 px screen, density 2) before (the original) and after
 *     (the variant Chromium's srcset choice lands on: the smallest covering the card's width x 2);
 *   - time to make the variants of one upload (median of several runs after a warm-up).
 * Fixtures: the seed's photos (800 px WebP, as uploaded by the seed) and large uploads a farm would send (a
 * seed illustration drawn at 2400 and 4000 px and saved as JPEG quality 90; real camera photos hold more
 * detail, so their originals and variants are larger, and the ratio is of the same order).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageSrcSet } from '../shared/utils/image-variants.js';
import { makeVariants } from '../services/images/make-variants.js';
import { SEED_IMAGES_DIR } from '../infra/local/seed/index.js';
import { runIfMain } from './run-main.js';

const RUNS = Number(process.env.BENCH_IMAGE_RUNS ?? 7);
/** CSS px of a card on a 390 px phone (measured in test/e2e/responsive-images.test.ts' screenshots). */
const PHONE_CARDS = { 'featured card (/)': 173, 'catalog card (/products)': 171 } as const;
const DENSITY = 2;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Fixture {
  name: string;
  bytes: Buffer;
  contentType: string;
}

async function fixtures(): Promise<Fixture[]> {
  const seedWebp = readdirSync(SEED_IMAGES_DIR).filter((file) => file.endsWith('.webp'));
  const seed = seedWebp.slice(0, 3).map((file) => ({
    name: `seed ${file} (800 px WebP)`,
    bytes: readFileSync(join(SEED_IMAGES_DIR, file)),
    contentType: 'image/webp',
  }));
  const svg = readFileSync(join(SEED_IMAGES_DIR, 'pitahaya-roja.svg'));
  const large = await Promise.all(
    [2400, 4000].map(async (width) => ({
      name: `upload ${width} px JPEG q90`,
      bytes: await sharp(svg, { density: (72 * width) / 800 })
        .resize({ width })
        .jpeg({ quality: 90 })
        .toBuffer(),
      contentType: 'image/jpeg',
    })),
  );
  return [...seed, ...large];
}

async function main(): Promise<void> {
  const rows: string[][] = [];
  const times: string[][] = [];
  for (const fixture of await fixtures()) {
    await makeVariants(fixture.bytes, fixture.contentType); // warm-up (sharp loaded, caches filled)
    const durations: number[] = [];
    let set = await makeVariants(fixture.bytes, fixture.contentType);
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      set = await makeVariants(fixture.bytes, fixture.contentType);
      durations.push(performance.now() - started);
    }
    times.push([
      fixture.name,
      `${set.width}x${set.height}`,
      set.variants.map((variant) => `${variant.width}:${kB(variant.bytes.length)}`).join(' '),
      `${median(durations).toFixed(0)} ms`,
    ]);
    // What srcset offers: the variants, plus the original when no variant has its width (imageSrcSet).
    const offered = (
      imageSrcSet('/x/original', {
        width: set.width,
        height: set.height,
        widths: set.variants.map((variant) => variant.width),
      }) ?? ''
    )
      .split(', ')
      .map((entry) => {
        const [url = '', w = ''] = entry.split(' ');
        const width = Number.parseInt(w, 10);
        const variant = set.variants.find((candidate) => candidate.width === width);
        return { width, bytes: url === '/x/original' ? fixture.bytes.length : (variant?.bytes.length ?? 0) };
      });
    for (const [card, cssWidth] of Object.entries(PHONE_CARDS)) {
      const needed = cssWidth * DENSITY;
      const pick = offered.find((candidate) => candidate.width >= needed) ?? offered.at(-1);
      if (!pick) continue;
      rows.push([
        fixture.name,
        `${card} ${cssWidth} px x${DENSITY}`,
        kB(fixture.bytes.length),
        `${kB(pick.bytes)} (${pick.width} w)`,
        `${((100 * pick.bytes) / fixture.bytes.length).toFixed(0)} %`,
      ]);
    }
  }
  const print = (header: string[], body: string[][]) => {
    const widths = header.map((_, i) =>
      Math.max(header[i]?.length ?? 0, ...body.map((row) => row[i]?.length ?? 0)),
    );
    for (const row of [header, ...body])
      console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`);
  };
  console.log(
    `\nBytes of a card image on a 390 px phone (density ${DENSITY}): original vs the srcset choice`,
  );
  print(['image', 'card', 'before', 'after', 'after/before'], rows);
  console.log(
    `\nTime to make the variants of one upload (median of ${RUNS}, this machine, sharp ${sharp.versions.sharp})`,
  );
  print(['image', 'size', 'variants (width:bytes)', 'time'], times);
}

runIfMain(import.meta.url, main);
