import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  afterPaintScript,
  FIRST_PAINT_WAIT_MS,
  HELD_MEDIA,
  PRELOADS_PER_TASK,
} from './after-paint-script.js';
import { INLINED_STYLESHEETS_ATTRIBUTE } from './web-shell.js';

/** A PerformanceObserver that reports paint entries when the test says the page painted. */
function paintObserver() {
  const observers: { callback: (list: unknown, observer: unknown) => void; options: unknown }[] = [];
  class Observer {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private connected = true;
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe(options: unknown) {
      observers.push({
        callback: (list, observer) => this.connected && this.callback(list, observer),
        options,
      });
    }
    disconnect() {
      this.connected = false;
    }
  }
  const paint = (name: string) => {
    for (const { callback, options } of observers) {
      const observer = { disconnect: () => observers.splice(0) };
      callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, observer);
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  };
  return { Observer, paint };
}

/** A photo of the HTML whose decoding the test finishes (or fails) when it likes. */
function photo() {
  let settle: (ok: boolean) => void = () => {};
  const decoded = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('broken')));
  });
  return { decode: () => decoded, settle };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

interface RunOptions {
  hidden?: boolean;
  inlined?: string;
  observer?: unknown;
  photos?: { decode: () => Promise<void> }[];
  loading?: boolean;
}

/** Runs the script with its tag's attributes; `added` lists what it put in <head>. */
function run(tag: Record<string, string>, options: RunOptions = {}) {
  const { hidden = false, inlined = '', observer, photos = [], loading = false } = options;
  const added: string[] = [];
  const elements: Record<string, unknown>[] = [];
  const pending: (() => void)[] = [];
  const delays: (number | undefined)[] = [];
  const listeners: Record<string, () => void> = {};
  const document = {
    currentScript: { getAttribute: (name: string) => tag[name] ?? null },
    visibilityState: hidden ? 'hidden' : 'visible',
    readyState: loading ? 'loading' : 'interactive',
    addEventListener: (name: string, listener: () => void) => {
      listeners[name] = listener;
    },
    querySelector: (selector: string) =>
      selector === `style[${INLINED_STYLESHEETS_ATTRIBUTE}]` && inlined
        ? { getAttribute: () => inlined }
        : null,
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? photos : []),
    createElement: (name: string) => {
      const element: Record<string, unknown> = { name, attributes: {} };
      const attributes = element.attributes as Record<string, string>;
      element.setAttribute = (attribute: string, value: string) => {
        attributes[attribute] = value;
      };
      element.removeAttribute = (attribute: string) => {
        delete attributes[attribute];
        delete element[attribute];
      };
      return element;
    },
    head: {
      appendChild: (element: Record<string, unknown>) => {
        added.push(
          element.name === 'script'
            ? `script ${String(element.type)} ${String(element.src)}`
            : `${String(element.rel)}${element.as ? ` as ${String(element.as)}` : ''}${element.disabled ? ' disabled' : ''} ${String(element.href)}`,
        );
        elements.push(element);
        return element;
      },
    },
  };
  const later = (callback: () => void, delay?: number) => {
    delays.push(delay);
    return pending.push(callback);
  };
  runInNewContext(afterPaintScript(), {
    document,
    Promise,
    requestAnimationFrame: later,
    setTimeout: later,
    ...(observer ? { PerformanceObserver: observer } : {}),
  });
  /** Runs the frames and timers pending now (not those they schedule), then the promises they settle. */
  const step = async () => {
    for (const callback of pending.splice(0)) callback();
    await settled();
  };
  return {
    added,
    elements,
    delays,
    pending,
    listeners,
    step,
    /** Runs every frame and timer, and those they schedule, to the end. */
    frames: async () => {
      await settled();
      while (pending.length > 0) await step();
    },
    /** Drops the FIRST_PAINT_WAIT_MS timer (to see what starts the app without it). */
    withoutSafetyTimer: () => {
      const index = delays.indexOf(FIRST_PAINT_WAIT_MS);
      expect(index).toBeGreaterThanOrEqual(0);
      pending.splice(index, 1);
      delays.splice(index, 1);
    },
  };
}

const TAG = {
  'data-entry': '/assets/index-x.js',
  'data-modulepreload': '/assets/react-y.js /assets/HomeScreen-c.js',
};

const STARTED = [
  'script module /assets/index-x.js',
  'modulepreload /assets/react-y.js',
  'modulepreload /assets/HomeScreen-c.js',
];

describe('the after-paint script of the prerendered shells', () => {
  it('requests nothing until the page has painted, then the whole stylesheets, the entry and the preloads', async () => {
    const page = run(TAG, { inlined: '/assets/index-c.css /assets/Home-d.css' });
    expect(page.added).toEqual([]);
    await page.frames();
    expect(page.added).toEqual([
      'stylesheet /assets/index-c.css',
      'stylesheet /assets/Home-d.css',
      ...STARTED,
    ]);
    // Each stylesheet is marked, and held by a media that does not match, until ALL have loaded or failed (the
    // app waits: web/src/lib/prerendered.ts); then all apply in the same task: never a part of them.
    type Link = { attributes: object; media?: string; onload: () => void; onerror: () => void };
    const [index, home] = page.elements as Link[];
    for (const link of [index, home]) {
      expect(link?.attributes).toEqual({ 'data-pending': '' });
      expect(link?.media).toBe(HELD_MEDIA);
    }
    index?.onload();
    expect(index?.attributes).toEqual({ 'data-pending': '' });
    expect(index?.media).toBe(HELD_MEDIA);
    home?.onerror();
    for (const link of [index, home]) {
      expect(link?.attributes).toEqual({});
      expect(link?.media).toBeUndefined();
    }
  });

  it('applies the stylesheets only once the last has loaded, in whatever order they arrive', async () => {
    const page = run(TAG, { inlined: '/a.css /b.css /c.css' });
    await page.frames();
    const [a, b, c] = page.elements as { media?: string; onload: () => void }[];
    c?.onload();
    a?.onload();
    expect([a, b, c].map((link) => link?.media)).toEqual([HELD_MEDIA, HELD_MEDIA, HELD_MEDIA]);
    b?.onload();
    expect([a, b, c].map((link) => link?.media)).toEqual([undefined, undefined, undefined]);
  });

  it("preloads the page's first API request after the paint, before anything else", async () => {
    const page = run(
      { ...TAG, 'data-fetch': '/v1/products?limit=6&sort=newest' },
      { inlined: '/assets/index-c.css' },
    );
    expect(page.added).toEqual([]);
    await page.frames();
    expect(page.added).toEqual([
      'preload as fetch /v1/products?limit=6&sort=newest',
      'stylesheet /assets/index-c.css',
      ...STARTED,
    ]);
    // Anonymous, like the page's own fetch: the browser then answers that fetch with this preload.
    expect(page.elements[0]).toMatchObject({ crossOrigin: '' });
  });

  it(`adds the entry alone, then at most ${PRELOADS_PER_TASK} preloads per task`, async () => {
    const chunks = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, n) => `/assets/c${n}.js`);
    const page = run({ ...TAG, 'data-modulepreload': chunks.join(' ') }, { hidden: true });
    const preloads = () => page.added.filter((line) => line.startsWith('modulepreload')).length;
    expect(page.added).toEqual(['script module /assets/index-x.js']);
    await page.step();
    expect(preloads()).toBe(PRELOADS_PER_TASK);
    await page.step();
    expect(preloads()).toBe(2 * PRELOADS_PER_TASK);
    await page.frames();
    expect(page.added.slice(1)).toEqual(chunks.map((chunk) => `modulepreload ${chunk}`));
  });

  it('runs at once in a hidden tab (nothing paints there), once, and does nothing without an entry', async () => {
    const hidden = run(TAG, { hidden: true });
    expect(hidden.added).toEqual(STARTED.slice(0, 1));
    await hidden.frames();
    expect(hidden.added).toEqual(STARTED);
    await hidden.frames();
    expect(hidden.added).toHaveLength(3);
    const none = run({});
    await none.frames();
    expect(none.added).toEqual([]);
  });

  it('waits for the first contentful paint where the browser reports it, then starts in a task of its own', async () => {
    const paints = paintObserver();
    const page = run(TAG, { observer: paints.Observer });
    // Only the safety timer is pending: no frame callback, nothing requested.
    expect(page.delays).toEqual([FIRST_PAINT_WAIT_MS]);
    page.withoutSafetyTimer();
    paints.paint('first-paint');
    await page.frames();
    expect(page.added).toEqual([]);
    paints.paint('first-contentful-paint');
    expect(page.added).toEqual([]);
    await page.frames();
    expect(page.added).toEqual(STARTED);
  });

  it("waits for the HTML's main photo to be decoded (or to fail), then a frame, before it starts", async () => {
    const paints = paintObserver();
    const [main, other] = [photo(), photo()];
    const page = run(TAG, { observer: paints.Observer, photos: [main, other] });
    page.withoutSafetyTimer();
    paints.paint('first-contentful-paint');
    await page.frames();
    expect(page.added).toEqual([]);
    main.settle(true);
    await page.frames();
    expect(page.added).toEqual([]);
    other.settle(false);
    await settled();
    expect(page.added).toEqual([]);
    await page.frames();
    expect(page.added).toEqual(STARTED);
  });

  it('looks for the photo once the HTML is parsed, when the page painted before that', async () => {
    const paints = paintObserver();
    const main = photo();
    const page = run(TAG, { observer: paints.Observer, photos: [main], loading: true });
    page.withoutSafetyTimer();
    paints.paint('first-contentful-paint');
    await page.frames();
    main.settle(true);
    await page.frames();
    expect(page.added).toEqual([]);
    page.listeners.DOMContentLoaded?.();
    await page.frames();
    expect(page.added).toEqual(STARTED);
  });

  it(`starts after ${FIRST_PAINT_WAIT_MS} ms when no paint is reported, or the photo never comes`, async () => {
    const paints = paintObserver();
    const page = run(TAG, { observer: paints.Observer, photos: [photo()] });
    paints.paint('first-contentful-paint');
    await page.frames();
    expect(page.added[0]).toBe('script module /assets/index-x.js');
  });
});
