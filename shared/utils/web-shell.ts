/**
 * The contract between the web build's route-preload script (web/build/route-preload.ts) and the prerendered
 * shells (web/build/prerender-shells.ts): on a shell, the route-preload tag carries the app's entry and
 * the modules to preload, and the script requests them only after the first paint (docs/performance.md).
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
