import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterPaintFile, afterPaintScript, FIRST_PAINT_WAIT_MS, PRELOADS_PER_TASK } from './after-paint.js';

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
  return { Observer, paint, observers };
}

/** Runs the script with its tag's attributes; `added` lists what it put in <head>, `frames` runs its timers. */
function run(
  tag: Record<string, string>,
  { hidden = false, inlined = '', observer = undefined as unknown } = {},
) {
  const added: string[] = [];
  const pending: (() => void)[] = [];
  const delays: (number | undefined)[] = [];
  const document = {
    currentScript: { getAttribute: (name: string) => tag[name] ?? null },
    visibilityState: hidden ? 'hidden' : 'visible',
    querySelector: (selector: string) =>
      selector === 'style[data-inlined]' && inlined ? { getAttribute: () => inlined } : null,
    createElement: (name: string) => ({ name }) as Record<string, string | boolean>,
    head: {
      appendChild: (element: Record<string, string | boolean>) =>
        added.push(
          element.name === 'script'
            ? `script ${String(element.type)} ${String(element.src)}`
            : `${String(element.rel)}${element.disabled ? ' disabled' : ''} ${String(element.href)}`,
        ),
    },
  };
  const later = (callback: () => void, delay?: number) => {
    delays.push(delay);
    return pending.push(callback);
  };
  runInNewContext(afterPaintScript('data-inlined'), {
    document,
    requestAnimationFrame: later,
    setTimeout: later,
    ...(observer ? { PerformanceObserver: observer } : {}),
  });
  return {
    added,
    delays,
    pending,
    frames: () => {
      while (pending.length > 0) pending.shift()?.();
    },
    /** Runs the timers and frames pending now (not those they schedule). */
    step: () => {
      for (const callback of pending.splice(0)) callback();
    },
  };
}

const TAG = {
  'data-entry': '/assets/index-x.js',
  'data-modulepreload': '/assets/react-y.js /assets/HomeScreen-c.js',
};

describe('the after-paint script of the prerendered shells', () => {
  it('requests nothing until the page has painted, then the inline CSS marks, the entry and the preloads', () => {
    const page = run(TAG, { inlined: '/assets/index-c.css /assets/Home-d.css' });
    expect(page.added).toEqual([]);
    page.frames();
    expect(page.added).toEqual([
      'stylesheet disabled /assets/index-c.css',
      'stylesheet disabled /assets/Home-d.css',
      'script module /assets/index-x.js',
      'modulepreload /assets/react-y.js',
      'modulepreload /assets/HomeScreen-c.js',
    ]);
  });

  it(`adds at most ${PRELOADS_PER_TASK} preloads per task`, () => {
    const chunks = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, n) => `/assets/c${n}.js`);
    const page = run({ ...TAG, 'data-modulepreload': chunks.join(' ') }, { hidden: true });
    const preloads = () => page.added.filter((line) => line.startsWith('modulepreload')).length;
    expect(page.added[0]).toBe('script module /assets/index-x.js');
    expect(preloads()).toBe(PRELOADS_PER_TASK);
    page.step();
    expect(preloads()).toBe(2 * PRELOADS_PER_TASK);
    page.frames();
    expect(page.added.slice(1)).toEqual(chunks.map((chunk) => `modulepreload ${chunk}`));
  });

  it('runs at once in a hidden tab (nothing paints there), once, and does nothing without an entry', () => {
    const hidden = run(TAG, { hidden: true });
    expect(hidden.added).toEqual([
      'script module /assets/index-x.js',
      'modulepreload /assets/react-y.js',
      'modulepreload /assets/HomeScreen-c.js',
    ]);
    hidden.frames();
    expect(hidden.added).toHaveLength(3);
    const none = run({});
    none.frames();
    expect(none.added).toEqual([]);
  });

  it('is named after its content', () => {
    const source = afterPaintScript('data-inlined');
    expect(afterPaintFile(source)).toMatch(/^assets\/after-paint-[\w-]{8}\.js$/);
    expect(afterPaintFile(source)).not.toBe(afterPaintFile(`${source} `));
  });

  it('waits for the first contentful paint where the browser reports it, then starts in a task of its own', () => {
    const paints = paintObserver();
    const page = run(TAG, { observer: paints.Observer });
    // Only the safety timer is pending: no frame callback, nothing requested.
    expect(page.delays).toEqual([FIRST_PAINT_WAIT_MS]);
    expect(page.added).toEqual([]);
    paints.paint('first-paint');
    expect(page.pending).toHaveLength(1);
    paints.paint('first-contentful-paint');
    expect(page.added).toEqual([]);
    expect(page.delays).toEqual([FIRST_PAINT_WAIT_MS, undefined]);
    // The task after the paint, then the safety timer: the app starts once.
    page.pending.splice(0, 1);
    page.step();
    expect(page.added).toEqual([
      'script module /assets/index-x.js',
      'modulepreload /assets/react-y.js',
      'modulepreload /assets/HomeScreen-c.js',
    ]);
    page.frames();
    expect(page.added).toHaveLength(3);
  });

  it(`starts after ${FIRST_PAINT_WAIT_MS} ms when no paint is reported`, () => {
    const paints = paintObserver();
    const page = run(TAG, { observer: paints.Observer });
    page.step();
    expect(page.added[0]).toBe('script module /assets/index-x.js');
  });
});
