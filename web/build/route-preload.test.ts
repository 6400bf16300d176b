import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { landingRoutesOf, pathPattern, preloadScript, WEB_DIR } from './route-preload';

interface Run {
  /** What the script added to <head>, in order: "rel href", or "script href" for a module script. */
  added: string[];
  /** Runs the animation frames and timers the script asked for. */
  frames: () => void;
}

/**
 * Runs the generated script at a path. `inlined`: the stylesheets the page's HTML has inline (a prerendered
 * shell's <style>); `linked`: the files it already links; `tag`: the attributes of the script's own tag.
 */
function run(
  script: string,
  pathname: string,
  {
    inlined = [],
    linked = [],
    tag = {},
    hidden = false,
  }: {
    inlined?: string[];
    linked?: string[];
    tag?: Record<string, string>;
    hidden?: boolean;
  } = {},
): Run {
  const added: string[] = [];
  const pending: (() => void)[] = [];
  const document = {
    currentScript: { getAttribute: (name: string) => tag[name] ?? null },
    visibilityState: hidden ? 'hidden' : 'visible',
    querySelector: (selector: string) =>
      inlined.some((href) => selector === `style[data-inlined-stylesheets~="${href}"]`) ||
      [...linked, ...added.map((entry) => entry.split(' ')[1])].some(
        (href) => selector === `link[href="${href}"]`,
      )
        ? {}
        : null,
    createElement: (name: string) => ({ name }) as Record<string, string>,
    head: {
      appendChild: (element: Record<string, string>) =>
        added.push(
          element.name === 'script'
            ? `script ${element.src} ${element.type}`
            : `${element.rel} ${element.href}`,
        ),
    },
  };
  const later = (callback: () => void) => pending.push(callback);
  runInNewContext(script, {
    location: { pathname },
    document,
    requestAnimationFrame: later,
    setTimeout: later,
  });
  return {
    added,
    frames: () => {
      while (pending.length > 0) pending.shift()?.();
    },
  };
}

const linksAt = (script: string, pathname: string, inlined: string[] = [], linked: string[] = []) =>
  run(script, pathname, { inlined, linked }).added;

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
      'modulepreload /assets/HomeScreen-c.js',
      'modulepreload /assets/ProductCard-d.js',
      'preload /assets/ProductCard-e.css',
      'modulepreload /assets/swr-config-a.js',
      'modulepreload /assets/use-swr-b.js',
    ]);
    // A prerendered shell has its CSS inline: no preload for it.
    expect(linksAt(script, '/', ['/assets/ProductCard-e.css'])).toEqual([
      'modulepreload /assets/HomeScreen-c.js',
      'modulepreload /assets/ProductCard-d.js',
      'modulepreload /assets/swr-config-a.js',
      'modulepreload /assets/use-swr-b.js',
    ]);
    // Nor for what the HTML already links (a shell's screen chunks).
    expect(linksAt(script, '/', [], ['/assets/HomeScreen-c.js', '/assets/use-swr-b.js'])).toEqual([
      'modulepreload /assets/ProductCard-d.js',
      'preload /assets/ProductCard-e.css',
      'modulepreload /assets/swr-config-a.js',
    ]);
    expect(linksAt(script, '/products/p-9')).toEqual([
      'modulepreload /assets/ProductDetailScreen-f.js',
      'modulepreload /assets/swr-config-a.js',
      'modulepreload /assets/use-swr-b.js',
    ]);
    expect(linksAt(script, '/cart')).toEqual([
      'modulepreload /assets/more-routes-g.js',
      'modulepreload /assets/swr-config-a.js',
      'modulepreload /assets/use-swr-b.js',
    ]);
  });

  it('on a prerendered shell, requests the app only after the first paint: preloads, page files, entry', () => {
    const script = preloadScript(
      ['assets/swr-config-a.js'],
      [[pathPattern(''), ['assets/HomeScreen-c.js']]],
      ['assets/more-routes-g.js'],
    );
    const tag = {
      'data-entry': '/assets/index-x.js',
      'data-modulepreload': '/assets/react-y.js /assets/HomeScreen-c.js',
    };
    const shell = run(script, '/', { tag });
    expect(shell.added).toEqual([]);
    shell.frames();
    expect(shell.added).toEqual([
      'modulepreload /assets/react-y.js',
      'modulepreload /assets/HomeScreen-c.js',
      'script /assets/index-x.js module',
    ]);
    // In a hidden tab nothing paints: at once.
    expect(run(script, '/', { tag, hidden: true }).added).toHaveLength(3);
  });
});
