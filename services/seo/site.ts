/**
 * Where the site is and what its HTML looks like.
 *
 * - The site URL comes from the request: CloudFront's viewer-request function copies the viewer's Host into
 *   `x-pitahaya-host` (the origin request itself carries the function URL's host), the local gateway does the
 *   same. A host that is not a plain host name falls back to SITE_URL, so nothing odd reaches the page.
 * - The HTML is the SPA's own (its script and style tags), read once per file: a product page starts from the
 *   product's prerendered shell (web/build/shell-routes.ts), every other page (a farm's, a not-found one) from
 *   index.html, the shell of every other client route; a farm's page from the farm's shell. In AWS they are
 *   bundled next to the handler at deploy time (infra/cdk/constructs/share-pages.ts: `product.html`,
 *   `farm.html`, `index.html`); locally SITE_PRODUCT_FILE, SITE_FARM_FILE and SITE_INDEX_FILE point at web/dist
 *   (read again when the build changes). Without its shell a product or farm page starts from index.html;
 *   without index.html, a minimal page still carries the tags.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export { SITE_HOST_HEADER, siteUrlOf } from '../lib/site-url.js';

/** Used when the SPA's index.html cannot be read: enough for link previews and crawlers. */
export const FALLBACK_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pitahaya Marketplace</title>
  </head>
  <body>
    <p><a href="/">Pitahaya Marketplace</a></p>
  </body>
</html>
`;

const besideHandler = (name: string): string => join(dirname(fileURLToPath(import.meta.url)), name);

const cached = new Map<string, { modified: number; html: string }>();

/** The file's text (cached until it changes), or null when it cannot be read. */
function readHtml(file: string): string | null {
  try {
    const modified = statSync(file).mtimeMs;
    const known = cached.get(file);
    if (known?.modified === modified) return known.html;
    const html = readFileSync(file, 'utf8');
    cached.set(file, { modified, html });
    return html;
  } catch {
    return null;
  }
}

/** The SPA's index.html: the HTML of every page but a product's. */
export function siteHtml(): string {
  return readHtml(process.env.SITE_INDEX_FILE ?? besideHandler('index.html')) ?? FALLBACK_HTML;
}

/**
 * A legal page's HTML: the legal pages' prerendered shell (`legal.html` beside the handler, locally
 * SITE_LEGAL_FILE), else index.html.
 */
export function legalHtml(): string {
  return readHtml(process.env.SITE_LEGAL_FILE ?? besideHandler('legal.html')) ?? siteHtml();
}

/** A product page's HTML: the product's prerendered shell, else index.html. */
export function productHtml(): string {
  return readHtml(process.env.SITE_PRODUCT_FILE ?? besideHandler('product.html')) ?? siteHtml();
}

/** A farm page's HTML: the farm's prerendered shell (farm.html; locally SITE_FARM_FILE), else index.html. */
export function farmHtml(): string {
  return readHtml(process.env.SITE_FARM_FILE ?? besideHandler('farm.html')) ?? siteHtml();
}
