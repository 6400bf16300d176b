import { describe, expect, it } from 'vitest';
import {
  blockingAfter,
  isTopLevel,
  OBSERVE_LONG_TASKS,
  READ_LONG_TASKS,
  tallyProfile,
  topLines,
  type Tally,
} from './profile.js';

const frame = (functionName: string, lineNumber = 0) => ({
  functionName,
  url: 'http://x/assets/a.js',
  lineNumber,
});

describe('tallyProfile', () => {
  it('adds each sample to its function (self) and to every caller once (total)', () => {
    const tally: Tally = { self: new Map(), total: new Map() };
    tallyProfile(
      {
        nodes: [
          { id: 1, callFrame: frame('(root)'), children: [2] },
          { id: 2, callFrame: frame('ProductCard', 9), children: [3] },
          { id: 3, callFrame: frame('ratingLabel', 4), children: [4] },
          { id: 4, callFrame: frame('ratingLabel', 4) },
        ],
        samples: [3, 4, 2],
        timeDeltas: [0, 1000, 2000, 500],
      },
      tally,
    );
    expect(tally.self.get('ratingLabel a.js:5')).toBe(3);
    expect(tally.self.get('ProductCard a.js:10')).toBe(0.5);
    expect(tally.total.get('ratingLabel a.js:5')).toBe(3);
    expect(tally.total.get('ProductCard a.js:10')).toBe(3.5);
    expect(topLines(tally.total, 5, 1)).toEqual([
      '     3.5 ms  ProductCard a.js:10',
      '     3.0 ms  ratingLabel a.js:5',
    ]);
    expect(topLines(tally.total, 5, 1, (name) => /^[A-Z]/.test(name))).toHaveLength(1);
  });
});

describe('tallyProfile callers', () => {
  it("adds a browser function's self time (no file) to its caller, not a script function's", () => {
    const tally: Tally = { self: new Map(), total: new Map(), callers: new Map() };
    const native = { functionName: 'appendChild', url: '', lineNumber: -1 };
    tallyProfile(
      {
        nodes: [
          { id: 1, callFrame: frame('(root)'), children: [2] },
          { id: 2, callFrame: frame('n'), children: [3, 4] },
          { id: 3, callFrame: native },
          { id: 4, callFrame: frame('q', 2) },
        ],
        samples: [3, 3, 4],
        timeDeltas: [0, 1000, 1000, 1000],
      },
      tally,
    );
    expect([...(tally.callers ?? [])]).toEqual([['appendChild <- n a.js:1', 2]]);
  });
});

describe('blockingAfter', () => {
  it('counts what each task after the first paint lasts beyond 50 ms', () => {
    const task = (start: number, duration: number) => ({ start, duration, scripts: [] });
    expect(blockingAfter(700, [task(600, 90), task(700, 62), task(900, 50), task(1000, 75)])).toBe(37);
    expect(blockingAfter(700, [])).toBe(0);
  });
});

describe('the scripts run in the page', () => {
  it('keep the long tasks and read them back with the scripts of their frame', () => {
    const entry = (startTime: number, duration: number, more = {}) => ({ startTime, duration, ...more });
    const script = entry(610, 40, {
      sourceURL: 'http://x/assets/a.js?v=1',
      sourceFunctionName: 'g',
      invoker: 'TimerHandler:setTimeout',
    });
    const window: Record<string, unknown> = {};
    const performance = {
      getEntriesByName: () => [entry(590, 0)],
    };
    class PerformanceObserver {
      constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
      observe({ type }: { type: string }) {
        const entries = type === 'longtask' ? [entry(600, 70)] : [entry(598, 80, { scripts: [script] })];
        this.callback({ getEntries: () => entries });
      }
    }
    const run = (source: string) =>
      new Function('window', 'performance', 'PerformanceObserver', `return ${source}`)(
        window,
        performance,
        PerformanceObserver,
      );
    run(OBSERVE_LONG_TASKS);
    expect(run(READ_LONG_TASKS)).toEqual({
      fcp: 590,
      tasks: [{ start: 600, duration: 70, scripts: ['a.js:g <- TimerHandler:setTimeout 40'] }],
    });
  });
});

describe('isTopLevel', () => {
  it('names a file first evaluated, not its functions', () => {
    expect(isTopLevel('(anonymous) index-abc.js:1')).toBe(true);
    expect(isTopLevel('(anonymous) index-abc.js:12')).toBe(false);
    expect(isTopLevel('render index-abc.js:1')).toBe(false);
  });
  it('is listed only when anonymous names are asked for', () => {
    const total = new Map([['(anonymous) index.js:1', 2]]);
    expect(topLines(total, 5, 1, isTopLevel)).toEqual([]);
    expect(topLines(total, 5, 1, isTopLevel, true)).toEqual(['     2.0 ms  (anonymous) index.js:1']);
  });
});
