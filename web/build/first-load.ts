/**
 * The shopper's first load: the JavaScript the built index.html makes every visitor download before the app
 * runs (its scripts: the entry and the route-preload script, and the chunks it preloads), gzipped; what each
 * landing page adds (its screen's chunks, read from Vite's manifest) and what every page fetches right away
 * beside it (the app's SWR settings and the session manager, with their imports). Checked against
 * FIRST_LOAD_JS_BUDGET_BYTES by first-load.test.ts (npm test) and printed by `npm run bench:web`
 * (docs/performance.md).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chunkGroupOf } from './chunk-groups.js';

/**
 * The first-load target (docs/performance.md): at most 90 kB (as Vite counts them: 1,000 bytes) of JS gzipped
 * before the app runs.
 */
export const FIRST_LOAD_JS_TARGET_BYTES = 90_000;
/**
 * What npm test holds the first load to: the target above (88.9 kB when it was set; docs/performance.md says
 * how). Above it the size check fails.
 */
export const FIRST_LOAD_JS_BUDGET_BYTES = 90_000;

/** Bytes as Vite counts kilobytes (1,000 bytes), one decimal: 88.7 kB. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export const WEB_ROOT = fileURLToPath(new URL('../', import.meta.url));

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

export interface FirstLoad {
  files: FileSize[];
  bytes: number;
  gzip: number;
}

/**
 * Builds the SPA into `outDir` with the repository's Vite config, plus a manifest: `vite build` in a child
 * process with NODE_ENV=production (inside vitest NODE_ENV is 'test', which would bundle React's dev build).
 */
export async function buildWeb(outDir: string): Promise<void> {
  const repoRoot = join(WEB_ROOT, '..');
  const { NODE_ENV: _ignored, ...env } = process.env;
  await promisify(execFile)(
    process.execPath,
    [
      join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      join(WEB_ROOT, 'vite.config.ts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: repoRoot, env: { ...env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
  );
}

function sizeOf(outDir: string, file: string): FileSize {
  const content = readFileSync(join(outDir, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

const total = (files: FileSize[]): FirstLoad => ({
  files,
  bytes: files.reduce((sum, file) => sum + file.bytes, 0),
  gzip: files.reduce((sum, file) => sum + file.gzip, 0),
});

/** The scripts index.html loads at once: every `<script src>` and `<link rel="modulepreload" href>`. */
export function firstLoadOf(outDir: string): FirstLoad {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1] as string);
  return total([...new Set(files)].map((file) => sizeOf(outDir, file)));
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The JS lazily loaded modules add to the first load: their chunks and the chunks they import statically that
 * the first load does not already bring (and that `except` does not list). `sources` are paths under web/
 * (src/features/...).
 */
export function chunksOf(
  outDir: string,
  sources: readonly string[],
  except: FirstLoad | null = null,
): FirstLoad {
  const manifestPath = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No Vite manifest in ${outDir}: build with manifest: true`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const initial = new Set([...firstLoadOf(outDir).files, ...(except?.files ?? [])].map((file) => file.file));
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file) || initial.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(manifestKeyOf(manifest, source));
  return total([...seen].map((file) => sizeOf(outDir, file)));
}

/**
 * The manifest's key of a source's chunk: the source itself, or for a module of a chunk group
 * (web/build/chunk-groups.ts), which the manifest does not list, that group's chunk (`_<group>-<hash>.js`).
 */
function manifestKeyOf(manifest: Record<string, ManifestChunk>, source: string): string {
  if (manifest[source]) return source;
  const group = chunkGroupOf(`web/${source}`);
  const key = group
    ? Object.keys(manifest).find(
        (candidate) => candidate.startsWith(`_${group}-`) && candidate.endsWith('.js'),
      )
    : undefined;
  if (!key) throw new Error(`${source} is not a chunk of the build`);
  return key;
}

/** What a lazily loaded screen adds to the first load (beyond what every page fetches: `except`). */
export function routeChunksOf(outDir: string, source: string, except: FirstLoad | null = null): FirstLoad {
  return chunksOf(outDir, [source], except);
}

/**
 * What every page fetches beside the first load, in parallel with it (web/build/route-preload.ts): the app's
 * SWR settings (SWR, the API client, the route table of the API) and the session manager, with their imports.
 */
export const EVERY_PAGE_SOURCES = [
  'src/lib/api/swr-config.tsx',
  'src/lib/session/session-manager.ts',
] as const;

/** Any page beyond the landing ones also fetches the other routes' table with the entry. */
export const OTHER_ROUTES_SOURCE = 'src/app/more-routes.tsx';

/**
 * What a landing page may add beside the first load (its screen's chunks with their static imports, as
 * route-preload fetches them): at most this many files and bytes gzipped (issue 37; docs/performance.md,
 * "Keeping a page's parts off its critical path"). When they were set: `/` 4 files 38.2 kB, `/products` 4 files
 * 40.1 kB, a product page 6 files 43.8 kB; with the reviews' star rating in the cards 5 / 40.8, 5 / 42.7 and 7 /
 * 46.5. The pre-order note (a card's and the product page's «Reserva: sale a partir del ...», what is true of the
 * product beside its price and stock) is first-view content: its modules joined the storefront kit (4 / 41.6,
 * 4 / 43.6, 8 / 49.9), so the product page's bytes have 1.1 kB of room. A part after a page's first view (the
 * product page's reviews and «Suscríbete», «Avísame», the catalog's list filters) is a deferred part
 * (web/src/lib/deferred-part.tsx) and counts in none of these; each file more is a request and a module
 * evaluation more before the page's app runs.
 */
export const LANDING_PAGE_BUDGETS: Readonly<
  Record<keyof typeof PUBLIC_SCREENS, { files: number; gzip: number }>
> = {
  '/': { files: 6, gzip: 43_000 },
  '/products': { files: 6, gzip: 45_000 },
  '/products/:id': { files: 8, gzip: 51_000 },
};

/** The public pages Lighthouse measures (the landing pages), by the screen each one loads. */
export const PUBLIC_SCREENS = {
  '/': 'src/features/home/HomeScreen.tsx',
  '/products': 'src/features/catalog/ProductsScreen.tsx',
  '/products/:id': 'src/features/product/ProductDetailScreen.tsx',
} as const;
