/**
 * The prerendered shells of the public pages (docs/performance.md, "Prerendered shells"): which HTML file of
 * the build answers which path. One source for the build step (prerender-shells.ts writes the files), the
 * local gateway (infra/local/static.ts), CloudFront's SPA fallback function (infra/cdk/constructs/
 * spa-fallback.ts) and the share pages (a product page's HTML is the product shell, a farm page's the farm shell,
 * a legal page's the legal shell).
 *
 * index.html itself is the shell of every other client route: header, footer and a page skeleton.
 */

/** Folder of the shells inside the build (web/dist/shells/<name>.html). */
export const SHELL_DIR = 'shells';

export interface ShellRoute {
  /** File name (without .html) under SHELL_DIR. */
  name: string;
  /** The path rendered into it. */
  renderPath: string;
  /** The screen module (under web/) whose chunk, imports and styles the shell preloads. */
  screen: string;
  /** Paths answered with this shell (exact, without a trailing slash); none when another origin serves them. */
  paths: string[];
}

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { name: 'home', renderPath: '/', screen: 'src/features/home/HomeScreen.tsx', paths: ['/', '/home'] },
  {
    name: 'products',
    renderPath: '/products',
    screen: 'src/features/catalog/ProductsScreen.tsx',
    paths: ['/products'],
  },
  // /products/{id} is answered by the share pages (services/seo), which start from this shell.
  {
    name: 'product',
    renderPath: '/products/producto',
    screen: 'src/features/product/ProductDetailScreen.tsx',
    paths: [],
  },
  // /fincas/{slug} too: the share pages write the farm's first view into this shell's loading state.
  { name: 'farm', renderPath: '/fincas/finca', screen: 'src/features/farm/FarmScreen.tsx', paths: [] },
  // The four legal pages are answered by the share pages too, from one shell (rendered at the first of them:
  // the share pages write each page's heading and text into its page area).
  {
    name: 'legal',
    renderPath: '/aviso-legal',
    screen: 'src/features/legal/LegalPageScreen.tsx',
    paths: [],
  },
];

/** The product page's shell, as a path inside the build. */
export const PRODUCT_SHELL_FILE = `${SHELL_DIR}/product.html`;

/** A farm page's shell, as a path inside the build. */
export const FARM_SHELL_FILE = `${SHELL_DIR}/farm.html`;
/** The legal pages' shell, as a path inside the build. */
export const LEGAL_SHELL_FILE = `${SHELL_DIR}/legal.html`;

/** Path -> file inside the build ("/products/" -> "shells/products.html"), for the paths with a shell. */
export const SHELL_FILES: Readonly<Record<string, string>> = Object.fromEntries(
  SHELL_ROUTES.flatMap((route) => route.paths.map((path) => [path, `${SHELL_DIR}/${route.name}.html`])),
);

/** The shell file of a client route, or null for the plain index.html. A trailing slash is ignored. */
export function shellFileFor(urlPath: string): string | null {
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') || '/' : urlPath;
  return SHELL_FILES[path] ?? null;
}
