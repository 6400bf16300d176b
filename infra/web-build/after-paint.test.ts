import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterPaintFile, afterPaintScript } from './after-paint.js';

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
  };
}

const TAG = {
  'data-entry': '/assets/index-x.js',
  'data-modulepreload': '/assets/react-y.js /assets/HomeScreen-c.js',
};

describe('the after-paint script of the prerendered shells', () => {
  it('requests nothing until the page has painted, then the inline CSS marks, the preloads and the entry', () => {
    const page = run(TAG, { inlined: '/assets/index-c.css /assets/Home-d.css' });
    expect(page.added).toEqual([]);
    page.frames();
    expect(page.added).toEqual([
      'stylesheet disabled /assets/index-c.css',
      'stylesheet disabled /assets/Home-d.css',
      'modulepreload /assets/react-y.js',
      'modulepreload /assets/HomeScreen-c.js',
      'script module /assets/index-x.js',
    ]);
  });

  it('runs at once in a hidden tab (nothing paints there), once, and does nothing without an entry', () => {
    const hidden = run(TAG, { hidden: true });
    expect(hidden.added).toEqual([
      'modulepreload /assets/react-y.js',
      'modulepreload /assets/HomeScreen-c.js',
      'script module /assets/index-x.js',
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
