import {
  INLINED_STYLESHEETS_ATTRIBUTE,
  SHELL_STYLESHEET_PENDING_ATTRIBUTE,
} from '../../../shared/utils/web-shell.js';

/**
 * The attribute the build puts on #root when the HTML holds the prerendered first render of its own path
 * (web/build/prerender-shells.ts): main.tsx then hydrates it instead of replacing it.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The <style> of a shell's inlined first-view rules (one definition with the after-paint script's). */
export { INLINED_STYLESHEETS_ATTRIBUTE };

/**
 * Resolves once the stylesheets the after-paint script added for a shell (whose CSS it inlined in part) have
 * loaded, or failed (the page then keeps its first view's rules): the script takes SHELL_STYLESHEET_PENDING_ATTRIBUTE
 * off all of them in one task, once the last has (shared/utils/after-paint-script.ts), so this waits for the attribute to
 * go, not for each one's load event (one may have loaded long before). The app renders nothing before, so what
 * it adds to the page (the product's details, the header's menus, the filters) is styled from its first frame.
 * At once on any other page.
 */
export const shellStylesheets = (): Promise<void> =>
  new Promise((resolve) => {
    const pending = () => document.querySelector(`link[${SHELL_STYLESHEET_PENDING_ATTRIBUTE}]`) !== null;
    if (!pending()) return resolve();
    const observer = new MutationObserver(() => {
      if (pending()) return;
      observer.disconnect();
      resolve();
    });
    // The links are in <head> before the entry runs (after-paint.ts adds them first).
    observer.observe(document.head, { subtree: true, attributeFilter: [SHELL_STYLESHEET_PENDING_ATTRIBUTE] });
  });

/**
 * Whether the app takes over a prerendered shell of this very page (main.tsx hydrates it) rather than
 * rendering from scratch: a shell is rendered without a query string, so /products?q=... is replaced.
 */
export function hydratesShell(): boolean {
  if (typeof document === 'undefined') return false;
  const root = document.getElementById('root');
  return Boolean(root?.hasAttribute(PRERENDERED_ATTRIBUTE)) && window.location.search === '';
}
