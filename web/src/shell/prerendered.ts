/**
 * The attribute the build puts on #root when the HTML holds the prerendered first render of its own path
 * (infra/web-build/prerender-shells.ts): main.tsx then hydrates it instead of replacing it.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
