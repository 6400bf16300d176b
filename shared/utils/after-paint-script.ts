/**
 * The script a prerendered shell loads instead of the entry's module script (docs/performance.md): the page is
 * whole without JavaScript, so its code is requested only after the first paint. A module script already
 * downloaded when the HTML is parsed runs before the browser paints (Lighthouse then counts every script in the
 * page's first paint), and its requests compete with the HTML on a slow network.
 *
 * The shells carry it inline (web/build/prerender-shells.ts), so no request of the HTML itself can end before the
 * page paints (Lighthouse's simulated largest paint waited for the script's own file, docs/performance.md); the
 * site's Content-Security-Policy allows it by the sha256 of afterPaintScript()'s text, computed from this same
 * function (infra/security-headers.ts): a change here changes the hash with it. Nothing else runs inline.
 *
 * Its tag carries the entry (AFTER_PAINT_ENTRY_ATTRIBUTE), the screen's chunks (AFTER_PAINT_PRELOADS_ATTRIBUTE) and
 * the page's first API request (AFTER_PAINT_FETCH_ATTRIBUTE).
 * It starts the app once the page's first view has painted:
 * - when the browser reports the page's first contentful paint (a `paint` performance entry). Not after two
 *   animation frames, as it once did: the script may run while the HTML is still being parsed,
 *   and a busy phone runs frame callbacks before it has presented anything (traces showed the entry requested
 *   300-500 ms before the first paint, which then counted every chunk). A browser without paint entries waits
 *   two animation frames;
 * - and, when the HTML holds its largest photo (`<img fetchpriority="high">`: a product page's main photo),
 *   once that photo is decoded and a frame has passed: the app's scripts would otherwise share the network with
 *   it, and the page's largest paint would wait for them;
 * - at once in a hidden tab (nothing paints there); at the latest after FIRST_PAINT_WAIT_MS.
 * Then, in a task of its own, it:
 * - preloads the page's first API request (AFTER_PAINT_FETCH_ATTRIBUTE: `<link rel="preload" as="fetch"
 *   crossorigin>`, which the page's own fetch takes from the preload cache). In the HTML, that request (with the
 *   icon and this script) ended before the page painted in most Lighthouse runs, and Lantern's simulated largest
 *   paint then waited for them on their own connections (the LCP of a page whose largest element is text
 *   of the HTML: about 300 ms later than its first paint); the app's code it feeds comes after the paint anyway;
 * - adds a `<link rel="stylesheet">` for each stylesheet whose first-view rules the shell has inline (the
 *   <style> with INLINED_STYLESHEETS_ATTRIBUTE lists them, web/build/critical-css.ts), in their order, after that <style>:
 *   added by a script, they block no paint; each carries SHELL_STYLESHEET_PENDING_ATTRIBUTE and HELD_MEDIA
 *   until ALL have loaded (or failed), then all apply in the same task (one restyle, and never a part of them:
 *   HELD_MEDIA below); the app renders nothing before (web/src/lib/prerendered.ts). Vite's chunk loader,
 *   finding them, does not load that CSS again when a lazy screen arrives;
 * - adds the entry's module script (the longest download, first);
 * - then, from the next task on, adds a modulepreload for each chunk on its tag, PRELOADS_PER_TASK per task: each
 *   one costs a slow phone's main thread a few milliseconds (a request is started); sixteen in one task made a
 *   long one, and the entry with four preloads still did in two of five Lighthouse runs (51-68 ms at 4x).
 * What the app imports next (SWR settings, session manager) is requested as it is imported.
 */
import {
  AFTER_PAINT_ENTRY_ATTRIBUTE,
  AFTER_PAINT_FETCH_ATTRIBUTE,
  AFTER_PAINT_PRELOADS_ATTRIBUTE,
  INLINED_STYLESHEETS_ATTRIBUTE,
  SHELL_STYLESHEET_PENDING_ATTRIBUTE,
} from './web-shell.js';

/** Modulepreloads added per task (a few milliseconds each on a slow phone; a long task is 50 ms). */
export const PRELOADS_PER_TASK = 2;

/**
 * The longest the script waits for the first view to paint: a page always has content (the shells are whole
 * pages), so this only matters when the browser never reports a paint (a page prerendered in the background)
 * or the main photo is very slow to come (the page is whole without the app meanwhile).
 */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * The media the whole stylesheets are added with, so none applies before all have loaded (then the script
 * removes it from all of them in one task). Applied as each arrived, the page's cascade was, between two
 * arrivals, the inline rules FIRST, then the arrived files' copies of them, and the missing files' rules only
 * inline: an arrived file's rule then beat a later file's rule of the same specificity that the inline copy had
 * lost to. On the catalog at a phone's width, index.css's `.product-grid` (columns of 15rem: one) beat
 * catalog.css's `.catalog__grid` (two columns) until ProductsScreen's file came, and Lighthouse saw the grid
 * move twice by 0.51 (docs/performance.md, "The catalog's layout shift of 1.02"). The media is set once the link
 * is in the document, so its request has already started at a stylesheet's own priority (VeryHigh in Chromium;
 * a link inserted with a media that does not match would be fetched at the lowest). It stays a
 * `<link rel="stylesheet">` with its href for Vite's chunk loader.
 */
export const HELD_MEDIA = 'print';

/** The script's text, exactly as the shells carry it between <script ...> and </script>. */
export function afterPaintScript(): string {
  const inlinedAttribute = INLINED_STYLESHEETS_ATTRIBUTE;
  return (
    `(()=>{var d=document,t=d.currentScript,e=t&&t.getAttribute("${AFTER_PAINT_ENTRY_ATTRIBUTE}"),` +
    `n=function(r,h,a){var l=d.createElement(r==="script"?r:"link");if(r==="script"){l.type="module";l.src=h}` +
    `else{l.rel=r;l.href=h;if(a)l.as=a}l.crossOrigin="";return d.head.appendChild(l)},` +
    `q=function(a){a.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){n("modulepreload",h)});` +
    `a.length&&setTimeout(function(){q(a)})},` +
    `g=function(){if(!t)return;var u=t.getAttribute("${AFTER_PAINT_FETCH_ATTRIBUTE}"),` +
    `y=d.querySelector("style[${inlinedAttribute}]"),s=[],c=0;u&&n("preload",u,"fetch");` +
    `(y?y.getAttribute("${inlinedAttribute}"):"").split(" ").forEach(function(h){if(h){var l=n("stylesheet",h);` +
    `l.media="${HELD_MEDIA}";l.setAttribute("${SHELL_STYLESHEET_PENDING_ATTRIBUTE}","");s.push(l);` +
    `l.onload=l.onerror=function(){l.onload=l.onerror=null;++c==s.length&&s.forEach(function(x){` +
    `x.removeAttribute("media");x.removeAttribute("${SHELL_STYLESHEET_PENDING_ATTRIBUTE}")})}}});` +
    `n("script",e);var a=(t.getAttribute("${AFTER_PAINT_PRELOADS_ATTRIBUTE}")||"").split(" ").filter(Boolean);` +
    `setTimeout(function(){q(a)});t=0},` +
    `w=function(){Promise.all([].slice.call(d.querySelectorAll('img[fetchpriority="high"]')).map(function(i){` +
    `return i.decode&&i.decode().catch(function(){})})).then(function(){requestAnimationFrame(function(){` +
    `setTimeout(g)})})},` +
    `v=function(){d.readyState=="loading"?d.addEventListener("DOMContentLoaded",w):w()},` +
    `f=function(){requestAnimationFrame(function(){requestAnimationFrame(v)})},` +
    `P=typeof PerformanceObserver=="function"&&PerformanceObserver,k=P&&P.supportedEntryTypes;if(!e)return;` +
    `if(d.visibilityState=="hidden")return g();setTimeout(g,${FIRST_PAINT_WAIT_MS});` +
    `if(!k||k.indexOf("paint")<0)return f();` +
    `new P(function(l,o){l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),v())})` +
    `.observe({type:"paint",buffered:!0})})();\n`
  );
}
