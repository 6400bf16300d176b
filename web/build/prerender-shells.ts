/**
 * Vite plugin (build only): prerendered shells of the public pages (docs/performance.md). After the client
 * build is written, it renders the app at each path of SHELL_ROUTES with Vite's SSR loader
 * (web/src/shell/render-shell.tsx: header, the screen in its loading state, footer) and writes
 * <outDir>/shells/<name>.html: the built index.html with that markup inside #root, the rules of the page's
 * stylesheets (the entry's and the screen's) that its HTML uses inlined in one <style> (critical-css.ts), so the
 * page paints with the HTML alone (no render-blocking request) and with no JavaScript, and the after-paint
 * script (shared/utils/after-paint-script.ts), inline, in place of the entry's scripts: once the page has painted it
 * preloads the page's first API request, adds the whole stylesheets and requests the entry and the screen's
 * chunks, side by side. It is the only inline script of a shell; the site's CSP allows it by its hash
 * (infra/security-headers.ts), and nothing of the HTML is requested for it.
 * index.html itself gets the shell of any other route (header, a page skeleton, footer) and no route-specific
 * link, so what every page loads first (web/build/first-load.ts) is unchanged.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { afterPaintScript } from '../../shared/utils/after-paint-script.js';
import {
  AFTER_PAINT_ENTRY_ATTRIBUTE,
  AFTER_PAINT_FETCH_ATTRIBUTE,
  AFTER_PAINT_PRELOADS_ATTRIBUTE,
  INLINED_STYLESHEETS_ATTRIBUTE,
} from '../../shared/utils/web-shell.js';
import { criticalCss } from './critical-css.js';
import { withFarmFirstViews, withLegalFirstViews, withProductFirstViews } from './first-view-samples.js';
import { SHELL_DIR, SHELL_ROUTES } from './shell-routes.js';

/** The shells whose page area the share pages replace with a first view: its CSS is chosen with samples. */
const FIRST_VIEW_SAMPLES: Record<string, ((html: string) => string) | undefined> = {
  product: withProductFirstViews,
  farm: withFarmFirstViews,
  legal: withLegalFirstViews,
};

const ROOT_ELEMENT = '<div id="root"></div>';

/** Any path without a screen of its own renders the generic skeleton (the shell of index.html). */
const GENERIC_SHELL_PATH = '/pagina';

interface ChunkInfo {
  file: string;
  imports: string[];
  css: string[];
}

interface ShellModule {
  renderShell: (path: string, loadScreen?: boolean) => Promise<string>;
  firstRequestUrl: (path: string) => string | null;
  PRERENDERED_ATTRIBUTE: string;
}

/** The files `html` already loads (scripts, modulepreloads, stylesheets), without the leading slash. */
export function filesLoadedBy(html: string): Set<string> {
  const files = [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="\/([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  return new Set(files);
}

/** The chunk of `screen` and every chunk it imports statically, with their CSS, minus what `loaded` has. */
export function screenAssets(
  chunks: ReadonlyMap<string, ChunkInfo>,
  entry: ChunkInfo,
  loaded: ReadonlySet<string>,
): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: ChunkInfo | undefined) => {
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    if (!loaded.has(chunk.file)) scripts.push(chunk.file);
    for (const css of chunk.css) if (!loaded.has(css) && !styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports) visit(chunks.get(imported));
  };
  visit(entry);
  return { scripts, styles };
}

/** Whether rendered markup has a script that would run (data blocks such as JSON-LD aside). */
export function hasInlineScript(markup: string): boolean {
  return /<script(?![^>]*type="application\/)/i.test(markup);
}

const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]* href="(\/[^"]+)">/g;

/**
 * `html` with its stylesheet links replaced by the rules of their CSS that the page needs to paint
 * (critical-css.ts: the rules matching an element of `servedHtml(html)`, the HTML as it is served) in one
 * <style> at the end of its head, whose `inlinedAttribute` lists their paths: the after-paint script adds them
 * as stylesheets once the page has painted, and the app waits for them (web/src/lib/prerendered.ts).
 * `read` gives a built file's text by its path.
 */
export function inlineStylesheets(
  html: string,
  read: (file: string) => string,
  inlinedAttribute: string,
  servedHtml: (html: string) => string = (page) => page,
): string {
  const css: string[] = [];
  const hrefs: string[] = [];
  const withoutLinks = html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const text = read(href.slice(1));
    // Inlined, a relative url() would resolve against the page instead of the stylesheet.
    if (/url\((?!["']?(?:\/|data:))/.test(text))
      throw new Error(`${href} has a relative url(): cannot inline it`);
    if (text.includes('</style')) throw new Error(`${href} cannot be inlined in a <style>`);
    css.push(text.trim());
    hrefs.push(href);
    return '';
  });
  if (css.length === 0) return html;
  const critical = criticalCss(css.join('\n'), servedHtml(withoutLinks)).css;
  const style = `<style ${inlinedAttribute}="${hrefs.join(' ')}">${critical}</style>`;
  return withoutLinks.replace(/\n?\s*<\/head>/, () => `\n    ${style}\n  </head>`);
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]* src="(\/[^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]* href="(\/[^"]+)">/g;
const ROUTE_PRELOAD_SCRIPT = /<script async src="\/assets\/route-preload-[^"]+\.js"><\/script>/;

/**
 * A shell's HTML with no request for the app's code before its first paint: the module script, the
 * modulepreloads and the route-preload script give way to the after-paint script, `script` inline, whose tag
 * names the entry, the chunks to preload and the page's first API request, `fetchUrl`, preloaded after the paint
 * too (shared/utils/after-paint-script.ts). `script` must be afterPaintScript()'s text: the CSP allows that text
 * by its hash (infra/security-headers.ts).
 */
export function scriptsAfterPaint(html: string, script: string, fetchUrl: string | null = null): string {
  if (/<\/script/i.test(script)) throw new Error('An inline script cannot hold </script>');
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string);
  const [entry] = entries;
  if (!entry || entries.length !== 1) throw new Error('A shell needs exactly one module script (the entry)');
  if (!ROUTE_PRELOAD_SCRIPT.test(html)) throw new Error('A shell needs the route-preload script to replace');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      ROUTE_PRELOAD_SCRIPT,
      () =>
        `<script ${AFTER_PAINT_ENTRY_ATTRIBUTE}="${entry}" ` +
        `${AFTER_PAINT_PRELOADS_ATTRIBUTE}="${preloads.join(' ')}"` +
        `${fetchUrl ? ` ${AFTER_PAINT_FETCH_ATTRIBUTE}="${fetchUrl.replace(/&/g, '&amp;')}"` : ''}>` +
        `${script}</script>`,
    );
}

/** index.html with `markup` inside #root and `headLinks` before </head>. */
export function withShell(template: string, markup: string, headLinks: string[], rootAttribute = ''): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const links = headLinks.map((link) => `    ${link}\n`).join('');
  const root = rootAttribute ? `<div id="root" ${rootAttribute}>` : '<div id="root">';
  return template
    .replace(/\n?\s*<\/head>/, () => `\n${links}  </head>`)
    .replace(ROOT_ELEMENT, () => `${root}${markup}</div>`);
}

export function prerenderShells(): Plugin {
  let root = '';
  let outDir = '';
  const byFile = new Map<string, ChunkInfo>();
  const byModule = new Map<string, ChunkInfo>();
  return {
    name: 'pitahaya-prerender-shells',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const info: ChunkInfo = {
          file: item.fileName,
          imports: item.imports,
          css: [...(item.viteMetadata?.importedCss ?? [])],
        };
        byFile.set(item.fileName, info);
        if (item.facadeModuleId) byModule.set(relative(root, item.facadeModuleId), info);
      }
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const shell = (await server.ssrLoadModule('/src/shell/render-shell.tsx')) as ShellModule;
        const indexFile = join(outDir, 'index.html');
        const template = readFileSync(indexFile, 'utf8');
        const loaded = filesLoadedBy(template);
        mkdirSync(join(outDir, SHELL_DIR), { recursive: true });
        const afterPaint = afterPaintScript();
        for (const route of SHELL_ROUTES) {
          const chunk = byModule.get(route.screen);
          if (!chunk) throw new Error(`${route.screen} is not a chunk of the build`);
          const { scripts, styles } = screenAssets(byFile, chunk, loaded);
          // The page's first API request (anonymous: a signed-in request is sent without credentials, so
          // the browser never answers it with this preload, web/src/lib/api/client.ts), preloaded after the
          // first paint by the after-paint script.
          const data = shell.firstRequestUrl(route.renderPath);
          const links = [
            ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
            ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ];
          const markup = await shell.renderShell(route.renderPath);
          // Nothing else inline may run (the CSP allows the after-paint script alone, by its hash): a shell
          // streamed with React's inline scripts is a bug.
          if (hasInlineScript(markup)) throw new Error(`The ${route.name} shell has an inline script`);
          const html = scriptsAfterPaint(
            inlineStylesheets(
              withShell(template, markup, links, shell.PRERENDERED_ATTRIBUTE),
              (file) => readFileSync(join(outDir, file), 'utf8'),
              INLINED_STYLESHEETS_ATTRIBUTE,
              // The share pages serve the product and farm shells with a first view in place of their skeleton,
              // the legal shell with the page's text in place of its spinner.
              FIRST_VIEW_SAMPLES[route.name],
            ),
            afterPaint,
            data,
          );
          writeFileSync(join(outDir, SHELL_DIR, `${route.name}.html`), html);
        }
        writeFileSync(indexFile, withShell(template, await shell.renderShell(GENERIC_SHELL_PATH, false), []));
      } finally {
        await server.close();
      }
    },
  };
}
