/**
 * The shopper's first load stays within its budget (issue 10): builds the SPA into a temporary folder (about
 * 15 s) and sums the gzipped JS that index.html loads at once. Admin and producer code, zod and uPlot must stay
 * in lazy chunks for this to hold.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_LOAD_JS_BUDGET_BYTES,
  FIRST_LOAD_JS_TARGET_BYTES,
  PUBLIC_SCREENS,
  buildWeb,
  firstLoadOf,
  routeChunksOf,
} from './first-load.js';

const outDir = mkdtempSync(join(tmpdir(), 'pitahaya-web-'));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('the shopper first load', () => {
  beforeAll(() => buildWeb(outDir));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it(`loads at most ${kB(FIRST_LOAD_JS_BUDGET_BYTES)} of JS gzipped before the app runs`, () => {
    const first = firstLoadOf(outDir);
    console.log(
      `first load: ${first.files.map((file) => `${file.file} ${kB(file.gzip)}`).join(', ')}; ` +
        `total ${kB(first.bytes)} raw, ${kB(first.gzip)} gzip (issue target ${kB(FIRST_LOAD_JS_TARGET_BYTES)})`,
    );
    expect(first.files.length).toBeGreaterThan(0);
    expect(first.gzip).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
  });

  it('keeps the producer, admin and heavy code out of the first load', () => {
    const names = firstLoadOf(outDir)
      .files.map((file) => file.file)
      .join(' ');
    expect(names).not.toMatch(/Producer|Admin|SalesChart|ProductForm|zod/i);
  });

  it.each(Object.entries(PUBLIC_SCREENS))('loads %s with a route chunk of its own', (path, source) => {
    const route = routeChunksOf(outDir, source);
    console.log(`${path}: + ${kB(route.gzip)} gzip (${route.files.map((file) => file.file).join(', ')})`);
    // The screen is lazy: its chunk is not part of the first load.
    expect(route.files.some((file) => file.file.includes(source.split('/').pop()!.replace('.tsx', '')))).toBe(
      true,
    );
  });
});
