import { describe, expect, it } from 'vitest';
import { cacheControlOf, contentTypeOf, isClientRoute, resolveInside } from './static.js';

describe('static files', () => {
  it('keeps paths inside the build folder', () => {
    expect(resolveInside('/srv/dist', '/assets/a.js')).toBe('/srv/dist/assets/a.js');
    expect(resolveInside('/srv/dist', '/a%20b.txt')).toBe('/srv/dist/a b.txt');
    expect(resolveInside('/srv/dist', '/../etc/passwd')).toBe('/srv/dist/etc/passwd');
    expect(resolveInside('/srv/dist', '/..%2f..%2fetc%2fpasswd')).toBe('/srv/dist/etc/passwd');
    expect(resolveInside('/srv/dist', '/%E0%A4%A')).toBeNull();
    expect(resolveInside('/srv/dist', '/a%00b')).toBeNull();
  });

  it('falls back to index.html only for extension-less paths', () => {
    expect(isClientRoute('/products/abc')).toBe(true);
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/favicon.ico')).toBe(false);
    expect(isClientRoute('/assets/app.js')).toBe(false);
  });

  it('caches hashed assets for a year and nothing else', () => {
    expect(cacheControlOf('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/index.html')).toBe('no-cache');
    expect(cacheControlOf('/favicon.svg')).toBe('no-cache');
  });

  it('knows the content types of a Vite build', () => {
    expect(contentTypeOf('a.js')).toMatch(/^text\/javascript/);
    expect(contentTypeOf('a.css')).toMatch(/^text\/css/);
    expect(contentTypeOf('a.woff2')).toBe('font/woff2');
    expect(contentTypeOf('a.webp')).toBe('image/webp');
    expect(contentTypeOf('a.unknown')).toBe('application/octet-stream');
  });
});
