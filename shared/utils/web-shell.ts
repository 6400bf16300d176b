/**
 * The contract between the after-paint script (shared/utils/after-paint-script.ts), the prerendered shells
 * (web/build/prerender-shells.ts) and the app: on a shell, the after-paint script's tag carries the app's entry
 * and the modules to preload, and the script requests them only after the first paint (docs/performance.md).
 */
export const AFTER_PAINT_ENTRY_ATTRIBUTE = 'data-entry';
export const AFTER_PAINT_PRELOADS_ATTRIBUTE = 'data-modulepreload';
/**
 * The page's first API request (anonymous), which the after-paint script preloads first thing after the first
 * paint: a preload in the HTML was a request that could end before the page painted, and Lighthouse's simulated
 * largest paint then waited for it (docs/performance.md).
 */
export const AFTER_PAINT_FETCH_ATTRIBUTE = 'data-fetch';
/**
 * The attribute of the <style> in which the build inlined the rules of a shell's stylesheets that its HTML uses
 * (web/build/critical-css.ts): the stylesheets' paths, space-separated ('/assets/index-a1.css
 * /assets/ProductsScreen-b2.css'). The HTML has no stylesheet link (nothing blocks its first paint); the
 * after-paint script adds them once the page has painted, and the app waits for them (web/src/lib/prerendered.ts).
 * Vite's chunk loader sees a `<link rel="stylesheet">` of that href and does not load that CSS again when a lazy
 * screen arrives.
 */
export const INLINED_STYLESHEETS_ATTRIBUTE = 'data-inlined-stylesheets';
/**
 * On each whole stylesheet the after-paint script adds (a shell inlines only the rules its HTML uses) until it
 * has loaded or failed: the app renders nothing before (web/src/lib/prerendered.ts).
 */
export const SHELL_STYLESHEET_PENDING_ATTRIBUTE = 'data-pending';

/**
 * The attribute the app sets on <html> once it has taken the page over (hydrated a prerendered shell or
 * rendered from scratch): until then a prerendered page is visible but its controls do nothing beyond plain
 * links. Browser tests wait for it before they interact (test/support/browser.ts: appReady).
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
