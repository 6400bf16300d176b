/**
 * The built SPA (web/dist), served like the CloudFront default behaviour: files as they are, hashed assets
 * under /assets cached for a year, index.html never cached, and extension-less paths (client routes such as
 * /products/abc) answered with index.html. Without a build, a page says how to make one.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { shellFileFor } from '../../web/build/shell-routes.js';
import { encodingFor, varyOnEncoding, type CompressedFiles } from './compression.js';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Cache-Control of a file of the build, by its URL path. */
export function cacheControlOf(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? IMMUTABLE_CACHE : NO_CACHE;
}

/** Whether a path with no file behind it is a client-side route (falls back to index.html). */
export function isClientRoute(urlPath: string): boolean {
  const last = urlPath.split('/').pop() ?? '';
  return !last.includes('.');
}

/** The file of the build a URL path names, or null when it would leave the build folder. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${normalize(`/${decoded}`)}`);
  return file === base || file.startsWith(base + sep) ? file : null;
}

export const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>Pitahaya Marketplace: falta compilar la web</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#222}
code{background:#f4e8f0;padding:.15rem .4rem;border-radius:.25rem}h1{color:#c2185b}</style></head>
<body>
<h1>Falta la compilación de la web</h1>
<p>No existe <code>web/dist</code>. Compila la aplicación con <code>npm run build</code> y recarga esta página
(o arranca con <code>npm start</code>, que la compila cuando hace falta, o con <code>npm run dev</code>).</p>
<p lang="en"><strong>The web app is not built.</strong> <code>web/dist</code> is missing: run <code>npm run build</code>
and reload (or use <code>npm start</code>, which builds when needed, or <code>npm run dev</code>).</p>
<p>La API (<code>/oauth</code>, <code>/v1</code>) y las imágenes (<code>/images</code>) funcionan igualmente.</p>
</body></html>
`;

async function fileStat(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** Serves a GET/HEAD of a non-API path from the build folder `root`, compressed like CloudFront when given `compressed`. */
export async function serveStatic(
  root: string,
  urlPath: string,
  request: IncomingMessage,
  response: ServerResponse,
  compressed?: CompressedFiles,
): Promise<void> {
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    response.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': NO_CACHE });
    response.end(request.method === 'HEAD' ? undefined : MISSING_BUILD_PAGE);
    return;
  }
  let file = resolveInside(root, urlPath);
  let info = file ? await fileStat(file) : null;
  let cacheControl = cacheControlOf(urlPath);
  if (!info && file && isClientRoute(urlPath)) {
    // The path's prerendered shell (web/build/shell-routes.ts), else a directory with its own
    // index.html, else the SPA's (the shell of every other route), as CloudFront's SPA fallback does.
    // A query string (/products?q=...) asks for other content than the shell's: the SPA's index.html.
    const shell = (request.url ?? '').includes('?') ? null : shellFileFor(urlPath);
    const candidates = [...(shell ? [join(root, shell)] : []), join(file, 'index.html')];
    let own = null;
    for (const candidate of candidates) {
      own = await fileStat(candidate);
      if (own) {
        file = candidate;
        break;
      }
    }
    if (!own) file = index;
    info = own ?? (await fileStat(index));
    cacheControl = NO_CACHE;
  }
  if (!file || !info) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_CACHE });
    response.end(request.method === 'HEAD' ? undefined : 'Not found');
    return;
  }
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': contentTypeOf(file),
    'cache-control': file.endsWith('.html') ? NO_CACHE : cacheControl,
    etag,
    'last-modified': info.mtime.toUTCString(),
  };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const encoding = compressed
    ? encodingFor(request.headers['accept-encoding'], headers['content-type'], info.size)
    : null;
  if (encoding && compressed) {
    const path = file;
    const body = compressed.get(path, etag, encoding, () => readFileSync(path));
    response.writeHead(200, {
      ...headers,
      'content-encoding': encoding,
      vary: varyOnEncoding(undefined),
      'content-length': String(body.length),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(200, { ...headers, 'content-length': String(info.size) });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => response.destroy());
  stream.pipe(response);
}
