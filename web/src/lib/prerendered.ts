/**
 * The attribute the build puts on #root when the HTML holds the prerendered first render of its own path
 * (web/build/prerender-shells.ts): main.tsx then hydrates it instead of replacing it.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The attribute of the <style> in which the build inlined a shell's stylesheets: their paths, space-separated
 * ('/assets/index-a1.css /assets/ProductsScreen-b2.css'). The HTML has no stylesheet link (nothing blocks its
 * first paint); the after-paint script registers them for Vite's chunk loader (links added `disabled` by a script are
 * never fetched and apply nothing; the loader sees a `<link rel="stylesheet">` of that href and does not load
 * that CSS again when a lazy screen arrives; a parser-inserted disabled link would be fetched).
 */
export const INLINED_STYLESHEETS_ATTRIBUTE = 'data-inlined-stylesheets';

/**
 * Whether the app takes over a prerendered shell of this very page (main.tsx hydrates it) rather than
 * rendering from scratch: a shell is rendered without a query string, so /products?q=... is replaced.
 */
export function hydratesShell(): boolean {
  if (typeof document === 'undefined') return false;
  const root = document.getElementById('root');
  return Boolean(root?.hasAttribute(PRERENDERED_ATTRIBUTE)) && window.location.search === '';
}
