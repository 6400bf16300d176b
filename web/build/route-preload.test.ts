import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  landingRoutesOf,
  pathPattern,
  pathsPattern,
  preloadScript,
  sharePageScreens,
  WEB_DIR,
} from './route-preload';

/** Runs the generated script at a path; answers the links it added ("rel href"). `linked`: what the HTML links. */
function linksAt(script: string, pathname: string, linked: string[] = []): string[] {
  const links: string[] = [];
  const document = {
    querySelector: (selector: string) =>
      [...linked, ...links.map((link) => link.split(' ')[1])].some(
        (href) => selector === `link[href="${href}"]`,
      )
        ? {}
        : null,
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => links.push(`${link.rel} ${link.href}`) },
  };
  runInNewContext(script, { location: { pathname }, document });
  return links;
}

/** The links that preload these built scripts, in order. */
const modules = (...files: string[]) => files.map((file) => `modulepreload /assets/${file}`);

describe('the route preload', () => {
  it('reads the landing routes and their screens from the route table', () => {
    const routes = landingRoutesOf(join(WEB_DIR, 'src', 'app', 'router.tsx'));
    expect(routes.map((route) => route.path)).toEqual(['', 'home', 'products', 'products/:id']);
    expect(routes[0]?.screen).toBe(join(WEB_DIR, 'src', 'features', 'home', 'HomeScreen.tsx'));
    expect(routes[3]?.screen).toBe(join(WEB_DIR, 'src', 'features', 'product', 'ProductDetailScreen.tsx'));
  });

  it('matches paths as the router does (parameters, a trailing slash)', () => {
    const product = new RegExp(pathPattern('products/:id'), 'i');
    expect(product.test('/products/p-1')).toBe(true);
    expect(product.test('/products/p-1/')).toBe(true);
    expect(product.test('/products')).toBe(false);
    expect(product.test('/products/p-1/edit')).toBe(false);
    expect(new RegExp(pathPattern(''), 'i').test('/')).toBe(true);
    expect(new RegExp(pathPattern(''), 'i').test('/about')).toBe(false);
    const legal = new RegExp(pathsPattern(['aviso-legal', 'cookies']), 'i');
    expect(['/aviso-legal', '/cookies/', '/Cookies'].every((path) => legal.test(path))).toBe(true);
    expect(['/aviso', '/cookies/x', '/x/cookies'].some((path) => legal.test(path))).toBe(false);
    expect(pathsPattern(['fincas/:slug'])).toBe(pathPattern('fincas/:slug'));
  });

  it("preloads the landing page's files, or the other routes' table, and what every page loads", () => {
    const script = preloadScript(
      ['assets/swr-config-a.js', 'assets/use-swr-b.js'],
      [
        [pathPattern(''), ['assets/HomeScreen-c.js', 'assets/ProductCard-d.js', 'assets/ProductCard-e.css']],
        [pathPattern('products/:id'), ['assets/ProductDetailScreen-f.js', 'assets/use-swr-b.js']],
      ],
      ['assets/more-routes-g.js'],
    );
    expect(linksAt(script, '/')).toEqual([
      ...modules('HomeScreen-c.js', 'ProductCard-d.js'),
      'preload /assets/ProductCard-e.css',
      ...modules('swr-config-a.js', 'use-swr-b.js'),
    ]);
    // Nothing the HTML already links.
    expect(linksAt(script, '/', ['/assets/HomeScreen-c.js', '/assets/use-swr-b.js'])).toEqual([
      ...modules('ProductCard-d.js'),
      'preload /assets/ProductCard-e.css',
      ...modules('swr-config-a.js'),
    ]);
    expect(linksAt(script, '/products/p-9')).toEqual(
      modules('ProductDetailScreen-f.js', 'swr-config-a.js', 'use-swr-b.js'),
    );
    expect(linksAt(script, '/cart')).toEqual(modules('more-routes-g.js', 'swr-config-a.js', 'use-swr-b.js'));
  });

  it("preloads a farm page's or a legal page's screen with the other routes' table", () => {
    const script = preloadScript(
      ['assets/swr-config-a.js'],
      [[pathPattern('fincas/:slug'), ['assets/more-routes-g.js', 'assets/FarmScreen-h.js']]],
      ['assets/more-routes-g.js'],
    );
    expect(linksAt(script, '/fincas/finca-el-dragon')).toEqual(
      modules('more-routes-g.js', 'FarmScreen-h.js', 'swr-config-a.js'),
    );
    expect(linksAt(script, '/fincas')).toEqual(modules('more-routes-g.js', 'swr-config-a.js'));
  });

  it('names the screens more-routes.tsx renders for the farm and legal pages', () => {
    const table = readFileSync(join(WEB_DIR, 'src', 'app', 'more-routes.tsx'), 'utf8').replace(/\s+/g, ' ');
    const importOf = (screen: string) =>
      `lazyScreen(() => import('../${relative(join(WEB_DIR, 'src'), screen).replace(/\.tsx$/, '')}'))`;
    const screens = sharePageScreens(WEB_DIR);
    expect(screens.map((route) => route.path)).toEqual([
      'fincas/:slug',
      'aviso-legal',
      'privacidad',
      'condiciones',
      'cookies',
    ]);
    const [farm, ...legal] = screens;
    expect(table).toContain(`{ path: '${farm!.path}', element: ${importOf(farm!.screen)} }`);
    // One screen for every legal page, routed from the same list of pages.
    expect(table).toContain(
      `...LEGAL_PAGES.map((page) => ({ path: LEGAL_PAGE_INFO[page].path.slice(1), element: ${importOf(legal[0]!.screen)}, }))`,
    );
    expect(new Set(legal.map((route) => route.screen)).size).toBe(1);
  });
});
