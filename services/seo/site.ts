/**
 * Where the site is and what its HTML looks like.
 *
 * - The site URL comes from the request: CloudFront's viewer-request function copies the viewer's Host into
 *   `x-pitahaya-host` (the origin request itself carries the function URL's host), the local gateway does the
 *   same. A host that is not a plain host name falls back to SITE_URL, so nothing odd reaches the page.
 * - The HTML is the SPA's own index.html (its script and style tags), read once: in AWS it is bundled next to
 *   the handler at deploy time (infra/cdk/constructs/share-pages.ts), locally SITE_INDEX_FILE points at
 *   web/dist/index.html (read again when the build changes). Without it, a minimal page still carries the tags.
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

function indexFile(): string {
  if (process.env.SITE_INDEX_FILE) return process.env.SITE_INDEX_FILE;
  return join(dirname(fileURLToPath(import.meta.url)), 'index.html');
}

let cached: { file: string; modified: number; html: string } | undefined;

/** The SPA's index.html (cached until the file changes). */
export function siteHtml(): string {
  const file = indexFile();
  try {
    const modified = statSync(file).mtimeMs;
    if (cached?.file !== file || cached.modified !== modified) {
      cached = { file, modified, html: readFileSync(file, 'utf8') };
    }
    return cached.html;
  } catch {
    return FALLBACK_HTML;
  }
}
