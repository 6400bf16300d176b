/**
 * The shopper's first load stays within its budget (docs/performance.md): builds the SPA into a temporary folder
 * (about 15 s), or reads the build `npm test` made once for this suite and the browser tests
 * (PITAHAYA_TEST_WEB_DIST, test/run.ts), and sums the gzipped JS that index.html loads at once. Admin and producer code, zod, uPlot, SWR,
 * the session manager and the API client must stay in lazy chunks for this to hold; the route-preload script
 * must fetch each landing page's chunks with the entry.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVERY_PAGE_SOURCES,
  FIRST_LOAD_JS_BUDGET_BYTES,
  FIRST_LOAD_JS_TARGET_BYTES,
  LANDING_PAGE_BUDGETS,
  OTHER_ROUTES_SOURCE,
  PUBLIC_SCREENS,
  buildWeb,
  chunksOf,
  firstLoadOf,
  kB,
  routeChunksOf,
} from './first-load.js';

const prebuilt = process.env.PITAHAYA_TEST_WEB_DIST;
const usePrebuilt = !!prebuilt && existsSync(join(prebuilt, '.vite', 'manifest.json'));
const outDir = usePrebuilt ? prebuilt : mkdtempSync(join(tmpdir(), 'pitahaya-web-'));

describe('the shopper first load', () => {
  beforeAll(() => (usePrebuilt ? undefined : buildWeb(outDir)));
  afterAll(() => (usePrebuilt ? undefined : rmSync(outDir, { recursive: true, force: true })));

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
    expect(names).not.toMatch(/Producer|Admin|SalesChart|ProductForm|zod|swr|session-manager|client/i);
  });

  it('fetches what every page needs and the other routes in parallel with the entry (route-preload)', () => {
    const first = firstLoadOf(outDir);
    const script = first.files.find((file) => /route-preload-[\w-]+\.js$/.test(file.file));
    expect(script, 'index.html loads the route-preload script').toBeDefined();
    const source = readFileSync(join(outDir, script!.file), 'utf8');
    for (const file of chunksOf(outDir, [...EVERY_PAGE_SOURCES, OTHER_ROUTES_SOURCE]).files)
      expect(source).toContain(file.file.replace(/^assets\//, ''));
    console.log(`route-preload script: ${kB(script!.gzip)} gzip`);
  });

  it.each(Object.entries(PUBLIC_SCREENS))(
    'loads %s with a route chunk of its own, preloaded with the entry',
    (path, source) => {
      const route = routeChunksOf(outDir, source);
      console.log(`${path}: + ${kB(route.gzip)} gzip (${route.files.map((file) => file.file).join(', ')})`);
      // The screen is lazy: its chunk is not part of the first load...
      const screen = source.split('/').pop()!.replace('.tsx', '');
      expect(route.files.some((file) => file.file.includes(screen))).toBe(true);
      // ...and the route-preload script names every chunk it needs.
      const script = readdirSync(join(outDir, 'assets')).find((file) => file.startsWith('route-preload-'));
      const preload = readFileSync(join(outDir, 'assets', script!), 'utf8');
      for (const file of route.files) expect(preload).toContain(file.file.replace(/^assets\//, ''));
      // Nothing beyond the page's first view joins its chunks (deferred parts are chunks of their own).
      const budget = LANDING_PAGE_BUDGETS[path as keyof typeof PUBLIC_SCREENS];
      expect(route.files.length).toBeLessThanOrEqual(budget.files);
      expect(route.gzip).toBeLessThanOrEqual(budget.gzip);
    },
  );
});
