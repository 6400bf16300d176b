import { describe, expect, it } from 'vitest';
import { observedTasks, type TraceEvent } from './trace-tasks.js';

const at = (name: string, ts: number, dur?: number, data?: { url?: string; functionName?: string }) =>
  ({
    name,
    ph: dur === undefined ? 'I' : 'X',
    pid: 1,
    tid: 7,
    ts,
    dur,
    args: data ? { data } : {},
  }) as TraceEvent;

describe('observedTasks', () => {
  it("lists the paint's thread's long tasks with Lantern's multiplier and what ran in them", () => {
    const events = [
      at('RunTask', 0, 17_000),
      at('UpdateLayoutTree', 500, 14_500),
      at('RunTask', 20_000, 26_000),
      at('Layout', 20_100, 17_500),
      at('Paint', 38_000, 1_000),
      at('firstContentfulPaint', 47_000),
      at('RunTask', 60_000, 14_000),
      at('EvaluateScript', 60_100, 13_000, { url: 'http://x/assets/app-services-a.js' }),
      at('RunTask', 80_000, 3_000),
      { ...at('RunTask', 90_000, 30_000), tid: 8 },
    ];
    expect(observedTasks(events, 8)).toEqual([
      { start: -47, observed: 17, simulated: 68, contents: ['UpdateLayoutTree 14.5'] },
      { start: -27, observed: 26, simulated: 52, contents: ['Layout 17.5', 'Paint 1.0'] },
      { start: 13, observed: 14, simulated: 56, contents: ['EvaluateScript app-services-a.js 13.0'] },
    ]);
  });

  it('lists nothing without a first contentful paint', () => {
    expect(observedTasks([at('RunTask', 0, 90_000)])).toEqual([]);
  });
});
