/**
 * Vite plugin (build only): the current page's JavaScript without a serial waterfall (docs/performance.md). A
 * small generated script, loaded `async` next to the entry, reads location.pathname and adds a modulepreload for
 * what the page needs beyond the shell, so it downloads in parallel with the entry instead of after it: on a
 * landing page (home, catalog, product) its screen chunk and that chunk's static imports; on a farm's page or
 * a legal page (the public pages with a share page of their own, SHARE_PAGE_SCREENS) the table of the other routes
 * and that screen's chunks (issue 37: the screen's chunks were requested only once the table had run, one more
 * round trip before the farm's photo or the legal text); on any other page the table of the other routes
 * (more-routes.tsx: its screen follows as soon as it runs, as before with the entry);
 * on every page the app's SWR settings and the session manager; and a preload for their CSS (not for a file the
 * HTML already links: each added link costs the main thread time on a slow phone). The CSP allows scripts from
 * 'self' only, hence a file and not an inline script.
 *
 * The landing routes are read from web/src/app/router.tsx (its `landingRoutes` array: `path` or `index` and a
 * `lazyScreen(() => import(...))` or a named loader), so the route table stays the one source of truth;
 * route-preload.test.ts checks that they are found.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LEGAL_PAGE_INFO, LEGAL_PAGES } from '../../shared/constants/legal-pages.js';

export interface PublicRoute {
  /** The route's path in the route table ('' for the index route): 'products/:id'. */
  path: string;
  /** The screen module, absolute. */
  screen: string;
}

/**
 * The routes of the route table's `landingRoutes` array (a route's children, as the product page's reviews, are
 * named by a constant declared outside the array: they are not landing routes).
 */
export function landingRoutesOf(routerFile: string): PublicRoute[] {
  const source = readFileSync(routerFile, 'utf8');
  const base = dirname(routerFile);
  const loaders = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\);/g))
    loaders.set(match[1] as string, match[2] as string);
  const start = source.indexOf('const landingRoutes');
  const end = source.indexOf('\n];', start);
  if (start < 0 || end < 0) throw new Error(`No landingRoutes array in ${routerFile}`);
  const block = source.slice(start, end);
  const routes: PublicRoute[] = [];
  const entry =
    /\{\s*(?:index: true|path: '([^']+)'),\s*element: lazyScreen\(\s*(?:\(\) => import\('([^']+)'\)|(\w+))(?:,\s*<\w+ \/>)?,?\s*\)(?:,\s*children: \w+)?,?\s*\}/g;
  for (const match of block.matchAll(entry)) {
    const target = match[2] ?? loaders.get(match[3] ?? '');
    if (!target) throw new Error(`No screen for the landing route ${match[1] ?? '(index)'}`);
    routes.push({ path: match[1] ?? '', screen: resolve(base, `${target}.tsx`) });
  }
  // Every route of the block must have been read: a route written another way fails the build, never drops out.
  const declared = [...block.matchAll(/(?:index: true|path: ')/g)].length;
  if (routes.length !== declared)
    throw new Error(
      `Read ${routes.length} of the ${declared} landing routes in ${routerFile}: keep their shape`,
    );
  return routes;
}

/** 'products/:id' -> '^/products/[^/]+/?$' (the router's matching: case-insensitive, optional trailing slash). */
export function pathPattern(path: string): string {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return parts.length === 0 ? '^/?$' : `^/${parts.join('/')}/?$`;
}

/** One pattern for several paths: '^/(?:aviso-legal|privacidad)/?$'. */
export function pathsPattern(paths: readonly string[]): string {
  if (paths.length === 1) return pathPattern(paths[0] as string);
  return `^/(?:${paths.map((path) => pathPattern(path).slice(2, -3)).join('|')})/?$`;
}

const isChunk = (item: OutputBundle[string] | undefined): item is OutputChunk => item?.type === 'chunk';

/** The chunk file, its static imports and their CSS, leaving out what the shell already loads. */
function filesOf(bundle: OutputBundle, file: string, shell: Set<string>, into: Set<string>): void {
  const chunk = bundle[file];
  if (!isChunk(chunk) || shell.has(file) || into.has(file)) return;
  into.add(file);
  const css = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
    ?.importedCss;
  for (const sheet of css ?? []) into.add(sheet);
  for (const imported of chunk.imports) filesOf(bundle, imported, shell, into);
}

/**
 * The generated script (no dependencies): the file names once (without 'assets/'), the files every page loads,
 * [pattern, file indexes] per landing route, and the files of any other page; each file gets a link unless
 * the HTML already has one. A prerendered shell does not use it: its own script requests the app after the
 * first paint (shared/utils/after-paint-script.ts).
 */
export function preloadScript(
  common: string[],
  routes: [pattern: string, files: string[]][],
  others: string[],
): string {
  const names: string[] = [];
  const index = (file: string) => {
    const name = file.replace(/^assets\//, '');
    if (!names.includes(name)) names.push(name);
    return names.indexOf(name);
  };
  const always = common.map(index);
  const own = (files: string[]) => files.filter((file) => !common.includes(file)).map(index);
  const table = routes.map(([pattern, files]) => [pattern, own(files)]);
  const rest = own(others);
  return (
    `(()=>{var f=${JSON.stringify(names)},c=${JSON.stringify(always)},r=${JSON.stringify(table)},` +
    `o=${JSON.stringify(rest)},p=location.pathname,d=document,i,a=function(n){var h="/assets/"+f[n],` +
    `l=d.createElement("link"),s=/\\.css$/.test(h);if(d.querySelector('link[href="'+h+'"]'))return;` +
    `l.rel=s?"preload":"modulepreload";if(s)l.as="style";l.crossOrigin="";l.href=h;d.head.appendChild(l)};` +
    `for(i=0;i<r.length;i++)if(new RegExp(r[i][0],"i").test(p)){o=r[i][1];break}o.forEach(a);c.forEach(a)})();\n`
  );
}

export interface RoutePreloadOptions {
  /** web/src/app/router.tsx */
  routerFile: string;
  /** Modules every page loads lazily right away (absolute): the SWR settings, the session manager. */
  alsoLoaded: string[];
  /** The table of every other route (absolute): web/src/app/more-routes.tsx. */
  otherRoutes: string;
  /** Routes of that table whose screen is requested with it (SHARE_PAGE_SCREENS). */
  otherScreens?: PublicRoute[];
}

/**
 * The routes of more-routes.tsx that are public pages with a share page of their own (services/seo: a farm's
 * page, the legal pages), by the screen each one renders; route-preload.test.ts checks that more-routes.tsx
 * routes each path to that screen.
 */
export function sharePageScreens(webDir: string): PublicRoute[] {
  const screen = (file: string) => join(webDir, 'src', 'features', `${file}.tsx`);
  return [
    { path: 'fincas/:slug', screen: screen('farm/FarmScreen') },
    ...LEGAL_PAGES.map((page) => ({
      path: LEGAL_PAGE_INFO[page].path.slice(1),
      screen: screen('legal/LegalPageScreen'),
    })),
  ];
}

export function routePreload({
  routerFile,
  alsoLoaded,
  otherRoutes,
  otherScreens = [],
}: RoutePreloadOptions): Plugin {
  return {
    name: 'pitahaya:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const shell = new Set<string>();
      const addShell = (file: string) => {
        const chunk = bundle[file];
        if (!isChunk(chunk) || shell.has(file)) return;
        shell.add(file);
        chunk.imports.forEach(addShell);
      };
      addShell(entry.fileName);
      // A module's own chunk, or the group chunk that holds it (build/chunk-groups.ts).
      const chunkOf = (module: string) => {
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId === module) ??
          chunks.find((candidate) => candidate.moduleIds.includes(module));
        if (!chunk) throw new Error(`route-preload: ${module} is in no chunk of the build`);
        return chunk.fileName;
      };
      const common = new Set<string>();
      for (const module of alsoLoaded) filesOf(bundle, chunkOf(module), shell, common);
      const others = new Set<string>();
      filesOf(bundle, chunkOf(otherRoutes), shell, others);
      const routes = landingRoutesOf(routerFile).map(({ path, screen }): [string, string[]] => {
        const files = new Set<string>();
        filesOf(bundle, chunkOf(screen), shell, files);
        return [pathPattern(path), [...files]];
      });
      // One entry per screen (the four legal pages share theirs), so the script names its files once.
      for (const screen of new Set(otherScreens.map((route) => route.screen))) {
        const files = new Set(others);
        filesOf(bundle, chunkOf(screen), shell, files);
        const paths = otherScreens.filter((route) => route.screen === screen).map((route) => route.path);
        routes.push([pathsPattern(paths), [...files]]);
      }
      const reference = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: preloadScript([...common], routes, [...others]),
      });
      const script = `<script async src="/${this.getFileName(reference)}"></script>`;
      const source = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
      html.source = source.replace(/(\s*)<script type="module"/, `$1${script}$1<script type="module"`);
    },
  };
}

/** The web app's folder (this file is in web/build). */
export const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
