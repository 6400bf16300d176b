/**
 * npm run bench:web: the shopper's first load of a production build (target: at most 90 kB of JS gzipped,
 * docs/performance.md), file by file, and what each public page's route adds. Builds into a temporary folder
 * (web/dist untouched). The same figures are checked by web/build/first-load.test.ts in npm test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EVERY_PAGE_SOURCES,
  FIRST_LOAD_JS_BUDGET_BYTES,
  FIRST_LOAD_JS_TARGET_BYTES,
  OTHER_ROUTES_SOURCE,
  PUBLIC_SCREENS,
  buildWeb,
  chunksOf,
  firstLoadOf,
  kB,
  routeChunksOf,
} from '../web/build/first-load.js';
import { runIfMain } from './run-main.js';

async function main(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'pitahaya-web-bench-'));
  try {
    console.log('Building the SPA (production)...');
    await buildWeb(outDir);
    const first = firstLoadOf(outDir);
    console.log('\nFirst load (index.html: its scripts + modulepreloads)');
    for (const file of first.files)
      console.log(
        `  ${file.file.padEnd(36)} ${kB(file.bytes).padStart(9)}  ${kB(file.gzip).padStart(8)} gzip`,
      );
    console.log(
      `  ${'total'.padEnd(36)} ${kB(first.bytes).padStart(9)}  ${kB(first.gzip).padStart(8)} gzip` +
        `  (npm test budget ${kB(FIRST_LOAD_JS_BUDGET_BYTES)}, issue target ${kB(FIRST_LOAD_JS_TARGET_BYTES)})`,
    );
    // Fetched by every page in parallel with the entry (route-preload): SWR, the API client, the session manager.
    const everyPage = chunksOf(outDir, EVERY_PAGE_SOURCES);
    console.log(
      `\nEvery page, beside the first load: ${kB(everyPage.gzip)} gzip ` +
        `(SWR settings, API client, session manager: ${everyPage.files.length} files)`,
    );
    console.log('\nWhat each landing page adds (its screen chunks beyond the above, gzip), and the total');
    for (const [path, source] of Object.entries(PUBLIC_SCREENS)) {
      const route = routeChunksOf(outDir, source, everyPage);
      const all = first.gzip + everyPage.gzip + route.gzip;
      console.log(
        `  ${path.padEnd(16)} + ${kB(route.gzip).padStart(8)} = ${kB(all).padStart(9)}` +
          `  (${route.files.length} files)`,
      );
    }
    const others = chunksOf(outDir, [OTHER_ROUTES_SOURCE], everyPage);
    console.log(
      `  ${'other pages'.padEnd(16)} + ${kB(others.gzip).padStart(8)} (the other routes' table) + their screen`,
    );
    console.log(
      `\nFirst load ${kB(first.gzip)}: ${first.gzip <= FIRST_LOAD_JS_BUDGET_BYTES ? 'within' : 'OVER'} the npm test budget, ` +
        `${first.gzip <= FIRST_LOAD_JS_TARGET_BYTES ? 'within' : 'above'} the first-load target.`,
    );
    return 0;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

runIfMain(import.meta.url, main);
