import { describe, expect, it } from 'vitest';
import {
  filesLoadedBy,
  hasInlineScript,
  inlineStylesheets,
  screenAssets,
  scriptsAfterPaint,
  withShell,
} from './prerender-shells.js';
import { SHELL_FILES, shellFileFor } from './shell-routes.js';

const TEMPLATE = `<!doctype html>
<html lang="es">
  <head>
    <title>Pitahaya Marketplace</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/money-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('prerendered shells', () => {
  it('knows what index.html already loads', () => {
    expect([...filesLoadedBy(TEMPLATE)]).toEqual([
      'assets/index-a1.js',
      'assets/money-b2.js',
      'assets/index-c3.css',
    ]);
  });

  it("lists a screen's chunks and styles once, leaving out what the entry loads", () => {
    const chunks = new Map([
      [
        'assets/Products-1.js',
        {
          file: 'assets/Products-1.js',
          imports: ['assets/Card-2.js', 'assets/money-b2.js'],
          css: ['assets/Products-1.css'],
        },
      ],
      [
        'assets/Card-2.js',
        {
          file: 'assets/Card-2.js',
          imports: ['assets/Products-1.js', 'assets/money-b2.js'],
          css: ['assets/Card-2.css', 'assets/index-c3.css'],
        },
      ],
      ['assets/money-b2.js', { file: 'assets/money-b2.js', imports: [], css: [] }],
    ]);
    const entry = chunks.get('assets/Products-1.js');
    if (!entry) throw new Error('missing chunk');
    expect(screenAssets(chunks, entry, filesLoadedBy(TEMPLATE))).toEqual({
      scripts: ['assets/Products-1.js', 'assets/Card-2.js'],
      styles: ['assets/Products-1.css', 'assets/Card-2.css'],
    });
  });

  it('puts the markup inside #root and the links before </head>', () => {
    const html = withShell(
      TEMPLATE,
      '<div class="site">$& $1</div>',
      ['<link rel="modulepreload" href="/assets/x.js">'],
      'data-prerendered',
    );
    expect(html).toContain('<div id="root" data-prerendered><div class="site">$& $1</div></div>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/x.js">\n  </head>');
    expect(withShell(TEMPLATE, '<p>x</p>', [])).toContain('<div id="root"><p>x</p></div>');
    expect(() => withShell('<html></html>', '<p>x</p>', [])).toThrow(/#?root/);
  });

  it('inlines the rules the page uses in one <style> that lists the stylesheets, and leaves no link', () => {
    const files: Record<string, string> = {
      'assets/index-c3.css': '.logo{background:url(/favicon.svg)}\n.menu{display:none}\n',
      'assets/Products-1.css': '.grid{display:grid}\n.card{color:red}',
    };
    const page = withShell(TEMPLATE, '<p class="logo">hola</p><div class="grid"></div>', [
      '<link rel="stylesheet" crossorigin href="/assets/Products-1.css">',
    ]);
    const html = inlineStylesheets(page, (file) => files[file] ?? '', 'data-inlined');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/money-b2.js">\n');
    expect(html).toContain(
      '<style data-inlined="/assets/index-c3.css /assets/Products-1.css">' +
        '.logo{background:url(/favicon.svg)}\n.grid{display:grid}</style>\n  </head>',
    );
    // Matched against the HTML as it is served (the product shell gets its first view from the share pages).
    const served = inlineStylesheets(
      page,
      (file) => files[file] ?? '',
      'data-inlined',
      (shell) => shell.replace('</body>', '<p class="card"></p></body>'),
    );
    expect(served).toContain('.grid{display:grid}\n.card{color:red}</style>');
    expect(served).toContain('<p class="logo">hola</p><div class="grid"></div></div>');
    expect(served).not.toContain('<p class="card">');
    const inline = (css: string) => inlineStylesheets(TEMPLATE, () => css, 'data-inlined');
    expect(() => inline('.a{background:url(img/a.png)}')).toThrow(/relative url/);
    expect(() => inline('.a{content:"</style>"}')).toThrow(/cannot be inlined/);
  });

  it('moves the entry and the modulepreloads onto the inline after-paint script, requested after the paint', () => {
    const page = withShell(
      TEMPLATE.replace(
        '<script type="module"',
        '<script async src="/assets/route-preload-p1.js"></script>\n    <script type="module"',
      ),
      '<p>hola</p>',
      ['<link rel="modulepreload" crossorigin href="/assets/Home-h1.js">'],
    );
    const html = scriptsAfterPaint(page, 'go()');
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|route-preload|<script[^>]* src=/);
    expect(html).toContain(
      '<script data-entry="/assets/index-a1.js" ' +
        'data-modulepreload="/assets/money-b2.js /assets/Home-h1.js">go()</script>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    expect(() => scriptsAfterPaint(TEMPLATE, 'go()')).toThrow(/route-preload/);
    expect(() => scriptsAfterPaint(page, 'a="</script>"')).toThrow(/<\/script>/);
    // The page's first API request is named on the tag too, preloaded after the paint (none in the HTML).
    expect(scriptsAfterPaint(page, 'go()', '/v1/products?limit=6&sort=newest')).toContain(
      'data-modulepreload="/assets/money-b2.js /assets/Home-h1.js" data-fetch="/v1/products?limit=6&amp;sort=newest">go()</script>',
    );
  });

  it('finds scripts that would run, not data blocks', () => {
    expect(hasInlineScript('<div></div><script>$RC("B:0","S:0")</script>')).toBe(true);
    expect(hasInlineScript('<script type="application/ld+json">{}</script>')).toBe(false);
    expect(hasInlineScript('<div class="script">no</div>')).toBe(false);
  });

  it.each([
    ['/', 'shells/home.html'],
    ['/home', 'shells/home.html'],
    ['/products', 'shells/products.html'],
    ['/products/', 'shells/products.html'],
    ['/products/abc', null],
    ['/cart', null],
  ])('answers %s with %s (null: index.html)', (path, shell) => {
    expect(shellFileFor(path)).toBe(shell);
  });

  it('has shells for /, /home and /products only', () => {
    expect(Object.keys(SHELL_FILES).sort()).toEqual(['/', '/home', '/products']);
  });
});
