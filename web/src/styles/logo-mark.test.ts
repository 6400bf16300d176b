/**
 * The logo's mark in the CSS (layout.css, .logo-mark) is web/public/favicon.svg as a data: URI, so that a shell
 * requests nothing for it before its first paint (docs/performance.md): the two must never drift apart.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe("the logo's mark", () => {
  it('is the favicon, byte for byte, and the CSS requests no image file for it', () => {
    const css = read('./layout.css');
    const rule = /\.logo-mark \{[^}]*\}/.exec(css)?.[0] ?? '';
    const uri = /url\((['"])data:image\/svg\+xml,([^'"]+)\1\)/.exec(rule)?.[2];
    expect(uri, 'a data: URI in .logo-mark').toBeDefined();
    expect(decodeURIComponent(uri ?? '')).toBe(read('../../public/favicon.svg').trimEnd());
    expect(css).not.toMatch(/url\(['"]?\/favicon/);
  });
});
