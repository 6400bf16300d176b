import { describe, expect, it } from 'vitest';
import { cacheControlOf, contentTypeOf, isClientRoute, resolveInside } from './static.js';

describe('static files', () => {
  it('keeps paths inside the build folder', () => {
    const inDist = (path: string) => resolveInside('/srv/dist', path);
    expect(inDist('/assets/a.js')).toBe('/srv/dist/assets/a.js');
    expect(inDist('/a%20b.txt')).toBe('/srv/dist/a b.txt');
    for (const escape of ['/../etc/passwd', '/..%2f..%2fetc%2fpasswd'])
      expect(inDist(escape), escape).toBe('/srv/dist/etc/passwd');
    // A broken escape, and a NUL byte.
    for (const bad of ['/%E0%A4%A', '/a%00b']) expect(inDist(bad), bad).toBeNull();
  });

  it('falls back to index.html only for extension-less paths', () => {
    for (const route of ['/products/abc', '/']) expect(isClientRoute(route), route).toBe(true);
    for (const file of ['/favicon.ico', '/assets/app.js']) expect(isClientRoute(file), file).toBe(false);
  });

  it('caches hashed assets for a year and nothing else', () => {
    expect(cacheControlOf('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    for (const file of ['/index.html', '/favicon.svg']) expect(cacheControlOf(file), file).toBe('no-cache');
  });

  it('knows the content types of a Vite build', () => {
    expect(contentTypeOf('a.js')).toMatch(/^text\/javascript/);
    expect(contentTypeOf('a.css')).toMatch(/^text\/css/);
    expect(contentTypeOf('a.woff2')).toBe('font/woff2');
    expect(contentTypeOf('a.webp')).toBe('image/webp');
    expect(contentTypeOf('a.unknown')).toBe('application/octet-stream');
  });
});
