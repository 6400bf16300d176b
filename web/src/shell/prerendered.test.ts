import { afterEach, describe, expect, it } from 'vitest';
import { INLINED_STYLESHEETS_ATTRIBUTE, registerInlinedStylesheets } from './prerendered';

describe('registerInlinedStylesheets', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("adds a disabled stylesheet link for each inlined file, so the chunk loader sees it's there", () => {
    document.head.innerHTML = `<style ${INLINED_STYLESHEETS_ATTRIBUTE}="/assets/index-a.css /assets/Products-b.css">p{}</style>`;
    registerInlinedStylesheets(document);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.disabled])).toEqual([
      ['stylesheet', '/assets/index-a.css', true],
      ['stylesheet', '/assets/Products-b.css', true],
    ]);
  });

  it('adds nothing to a page without inlined CSS', () => {
    document.head.innerHTML = '<style>p{}</style>';
    registerInlinedStylesheets(document);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
