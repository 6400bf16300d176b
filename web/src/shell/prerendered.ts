/**
 * The attribute the build puts on #root when the HTML holds the prerendered first render of its own path
 * (infra/web-build/prerender-shells.ts): main.tsx then hydrates it instead of replacing it.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The attribute of the <style> in which the build inlined a shell's stylesheets: their paths, space-separated
 * ('/assets/index-a1.css /assets/ProductsScreen-b2.css'). The HTML has no stylesheet link (nothing blocks its
 * first paint); main.tsx registers them (registerInlinedStylesheets) so the chunk loader does not fetch them
 * again, and the route-preload script does not preload them.
 */
export const INLINED_STYLESHEETS_ATTRIBUTE = 'data-inlined-stylesheets';

/**
 * Tells Vite's chunk loader that the inlined stylesheets are on the page: it loads a lazy chunk's CSS unless a
 * `<link rel="stylesheet">` with that href is in the document. Links inserted `disabled` by a script are never
 * fetched (a parser-inserted one would be, by the preload scanner) and apply nothing; the inlined <style> does.
 */
export function registerInlinedStylesheets(document: Document): void {
  const inlined = document.querySelector(`style[${INLINED_STYLESHEETS_ATTRIBUTE}]`);
  for (const href of inlined?.getAttribute(INLINED_STYLESHEETS_ATTRIBUTE)?.split(/\s+/) ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Whether the app takes over a prerendered shell of this very page (main.tsx hydrates it) rather than
 * rendering from scratch: a shell is rendered without a query string, so /products?q=... is replaced.
 */
export function hydratesShell(): boolean {
  if (typeof document === 'undefined') return false;
  const root = document.getElementById('root');
  return Boolean(root?.hasAttribute(PRERENDERED_ATTRIBUTE)) && window.location.search === '';
}
