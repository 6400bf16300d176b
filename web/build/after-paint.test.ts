import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterPaintFile, afterPaintScript, PRELOADS_PER_TASK } from './after-paint.js';

/** Runs the script with its tag's attributes; `added` lists what it put in <head>, `frames` runs its timers. */
function run(tag: Record<string, string>, { hidden = false, inlined = '' } = {}) {
  const added: string[] = [];
  const pending: (() => void)[] = [];
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
  const later = (callback: () => void) => pending.push(callback);
  runInNewContext(afterPaintScript('data-inlined'), {
    document,
    requestAnimationFrame: later,
    setTimeout: later,
  });
  return {
    added,
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
});
