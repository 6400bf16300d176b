/**
 * Compression of the local gateway's answers, the way CloudFront compresses the site's (every behaviour has
 * `compress: true`): when the browser accepts it (Accept-Encoding), for text types (HTML, CSS, JavaScript,
 * JSON, XML, SVG, ...) between 1,000 bytes and 10 MB, Brotli when accepted, else gzip, with
 * `Vary: Accept-Encoding`. Files of the build are compressed once per version (kept in memory, at the
 * highest level: they never change); API answers on the fly at a fast level.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** CloudFront compresses objects from 1,000 bytes to 10,000,000 bytes. */
export const MIN_COMPRESS_BYTES = 1_000;
export const MAX_COMPRESS_BYTES = 10_000_000;

const COMPRESSIBLE = [
  /^text\//,
  /^application\/(json|javascript|x-javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml)/,
  /^image\/svg\+xml/,
  /^font\/(ttf|otf)/,
];

export function isCompressible(contentType: string | undefined): boolean {
  return !!contentType && COMPRESSIBLE.some((pattern) => pattern.test(contentType.toLowerCase()));
}

/** The encoding to answer with for an Accept-Encoding header: br before gzip, `q=0` refuses one. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

export function compress(body: Buffer, encoding: Encoding, level: 'fast' | 'best'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: level === 'best' ? 9 : 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Whether an answer of this type and size is compressed for this request. */
export function encodingFor(
  acceptEncoding: string | string[] | undefined,
  contentType: string | undefined,
  size: number,
  alreadyEncoded = false,
): Encoding | null {
  if (alreadyEncoded || size < MIN_COMPRESS_BYTES || size > MAX_COMPRESS_BYTES) return null;
  return isCompressible(contentType) ? chooseEncoding(acceptEncoding) : null;
}

/** Compressed files of the build by path, version (the ETag) and encoding. */
export class CompressedFiles {
  private readonly entries = new Map<string, Buffer>();

  constructor(private readonly maxEntries = 400) {}

  get(file: string, version: string, encoding: Encoding, read: () => Buffer): Buffer {
    const key = `${encoding}|${version}|${file}`;
    let body = this.entries.get(key);
    if (!body) {
      body = compress(read(), encoding, 'best');
      if (this.entries.size >= this.maxEntries)
        this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, body);
    }
    return body;
  }
}

/** Adds Accept-Encoding to a Vary header value. */
export function varyOnEncoding(vary: string | undefined): string {
  if (!vary) return 'Accept-Encoding';
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}
