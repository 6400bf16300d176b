import { describe, expect, it } from 'vitest';
import { criticalCss, elementSelector } from './critical-css.js';
import { PRODUCT_FIRST_VIEW_SAMPLES, withProductFirstViews } from './first-view-samples.js';

const PAGE =
  '<html><head></head><body><header class="site-header"><a class="logo" href="/">P</a>' +
  '<button class="menu-toggle" aria-expanded="false">Menú</button></header>' +
  '<main><!--$--><details class="faq"><summary>¿Qué?</summary><p>Esto.</p></details><!--/$--></main></body></html>';

describe("a shell's inline CSS", () => {
  it('keeps a selector to what its element must be, whatever its state', () => {
    expect(elementSelector('a:hover')).toBe('a');
    expect(elementSelector('.btn:not(:disabled):focus-visible')).toBe('.btn');
    expect(elementSelector('.x:not(.y)')).toBe('.x:not(.y)');
    expect(elementSelector('.card::after')).toBe('.card');
    expect(elementSelector('a > ::before')).toBe('a >*');
    expect(elementSelector('details[open] > summary')).toBe('details > summary');
    expect(elementSelector(':focus-visible')).toBe('*');
    expect(elementSelector('li:first-child')).toBe('li:first-child');
  });

  it("keeps the rules of the page's elements, in their order, under any media query, and drops the others", () => {
    const css = [
      ':root{--c:red}',
      '.site-header{display:flex}',
      '.menu{display:none}',
      '.logo:hover,.menu a:hover{color:var(--c)}',
      '@media (min-width:600px){.menu{display:block}.menu-toggle{display:none}}',
      '@media print{.cart{color:black}}',
      '.faq[open] p,.faq summary::marker{margin:0}',
      '.menu-toggle[aria-expanded="true"]{color:blue}',
      '@keyframes pulse{from{opacity:1}to{opacity:.5}}',
      '.skeleton:is(.x){animation:pulse 1s}',
      '.faq:unknown-pseudo(){color:red}',
      '.gone:unknown-pseudo(){color:red}',
    ].join('\n');
    const { css: inline, rules } = criticalCss(css, PAGE);
    expect(inline).toBe(
      [
        ':root{--c:red}',
        '.site-header{display:flex}',
        '.logo:hover,.menu a:hover{color:var(--c)}',
        '@media (min-width:600px){.menu-toggle{display:none}}',
        '.faq[open] p,.faq summary::marker{margin:0}',
        '@keyframes pulse{from{opacity:1}to{opacity:.5}}',
        '.faq:unknown-pseudo(){color:red}',
      ].join('\n'),
    );
    // A state only the app gives (aria-expanded) waits for the whole stylesheet; a selector the matcher cannot
    // read stays inline when the rest of it is in the page.
    expect(rules).toEqual({ all: 12, inline: 6 });
  });

  it("matches the product shell's rules against the first views the share pages write into it", () => {
    const served = withProductFirstViews(PAGE);
    expect(served).toContain('class="gallery__thumbs"');
    expect(served).toContain('gallery__main--empty');
    expect(served).toContain('product-page__unit-price');
    expect(served.indexOf('product-page__title')).toBeLessThan(served.indexOf('class="faq"'));
    expect(PRODUCT_FIRST_VIEW_SAMPLES).toHaveLength(3);
    expect(() => withProductFirstViews('<main></main>')).toThrow(/page area/);
  });
});
