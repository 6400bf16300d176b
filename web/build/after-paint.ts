/**
 * The script a prerendered shell loads instead of the entry's module script (docs/performance.md): the page is
 * whole without JavaScript, so its code is requested only after the first paint. A module script already
 * downloaded when the HTML is parsed runs before the browser paints (Lighthouse then counts every script in the
 * page's first paint), and its requests compete with the HTML on a slow network.
 *
 * Its tag carries the entry (AFTER_PAINT_ENTRY_ATTRIBUTE) and the screen's chunks (AFTER_PAINT_PRELOADS_ATTRIBUTE).
 * Two animation frames after it runs, in a task of its own (apart from the frame's rendering; at once in a
 * hidden tab, where nothing paints; at the latest after 500 ms), it:
 * - adds a disabled `<link rel="stylesheet">` for each stylesheet the shell has inline (the <style> with
 *   `inlinedAttribute` lists them): links added disabled by a script are never fetched and apply nothing, and
 *   Vite's chunk loader, finding them, does not load that CSS again when a lazy screen arrives;
 * - adds the entry's module script (the longest download, first);
 * - adds a modulepreload for each chunk on its tag, PRELOADS_PER_TASK per task: each one costs a slow phone's
 *   main thread a few milliseconds (a request is started), and sixteen in one task made a long one.
 * What the app imports next (SWR settings, session manager) is requested as it is imported.
 */
import { createHash } from 'node:crypto';
import { AFTER_PAINT_ENTRY_ATTRIBUTE, AFTER_PAINT_PRELOADS_ATTRIBUTE } from '../../shared/utils/web-shell.js';

/** Modulepreloads added per task (a few milliseconds each on a slow phone; a long task is 50 ms). */
export const PRELOADS_PER_TASK = 4;

export function afterPaintScript(inlinedAttribute: string): string {
  return (
    `(()=>{var d=document,t=d.currentScript,e=t&&t.getAttribute("${AFTER_PAINT_ENTRY_ATTRIBUTE}"),` +
    `n=function(r,h,x){var l=d.createElement(r==="script"?r:"link");if(r==="script"){l.type="module";l.src=h}` +
    `else{l.rel=r;l.href=h}if(x)l.disabled=!0;l.crossOrigin="";d.head.appendChild(l)},` +
    `q=function(a){a.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){n("modulepreload",h)});` +
    `a.length&&setTimeout(function(){q(a)})},` +
    `g=function(){if(!t)return;var y=d.querySelector("style[${inlinedAttribute}]");` +
    `(y?y.getAttribute("${inlinedAttribute}"):"").split(" ").forEach(function(h){h&&n("stylesheet",h,1)});` +
    `n("script",e);` +
    `q((t.getAttribute("${AFTER_PAINT_PRELOADS_ATTRIBUTE}")||"").split(" ").filter(Boolean));t=0};if(!e)return;` +
    `d.visibilityState=="hidden"?g():(requestAnimationFrame(function(){requestAnimationFrame(function(){` +
    `setTimeout(g)})}),setTimeout(g,500))})();\n`
  );
}

/** The script's path in the build: assets/after-paint-<hash of its text>.js (immutable, like Vite's files). */
export function afterPaintFile(source: string): string {
  return `assets/after-paint-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
}
