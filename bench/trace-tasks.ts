/**
 * npx tsx bench/trace-tasks.ts <trace.json>...: what each of a Lighthouse run's long tasks was. bench:lighthouse
 * keeps each run's trace with BENCH_LIGHTHOUSE_TRACES=<dir>; its report's long tasks name a file or
 * "Unattributable" only, and their times are simulated. Lighthouse's simulation (Lantern) takes every task of
 * the page's main thread as it was observed (on this machine, not throttled) and makes it 4 times longer, or 2
 * times when it performed a layout; total blocking time counts what a simulated task lasts beyond 50 ms after
 * the simulated first contentful paint. That simulated paint keeps only the first HTML parse, the first layout
 * and the first paint tasks (and render-blocking requests), so the document's other tasks that really ran
 * before the first paint (a style recalculation, a frame) can fall after it and count (docs/performance.md).
 *
 * Prints, per trace, each main-thread task of at least MIN_MS observed: its start from the observed first
 * contentful paint, its observed and simulated length, and what ran in it (the longest events by name, with
 * the script or module for evaluations and calls).
 */
import { readFileSync } from 'node:fs';
import { runIfMain } from './run-main.js';

/** The observed length (ms) from which a task is listed: 12.5 ms is a 50 ms task at 4x. */
const MIN_MS = Number(process.env.BENCH_TRACE_MIN_MS ?? 8);

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

export interface ObservedTask {
  /** Milliseconds from the observed first contentful paint (negative: before it). */
  start: number;
  observed: number;
  /** Lantern's estimate: 4x, or 2x for a task that performed a layout. */
  simulated: number;
  /** The longest events in it, `name file` = milliseconds. */
  contents: string[];
}

const file = (url = '') => url.split('/').pop()?.split('?')[0] ?? '';

/** The events that say what ran, with the file for scripts. */
function labelOf(event: TraceEvent): string | null {
  if (['RunTask', 'ThreadControllerImpl::RunTask', 'v8.callFunction', 'v8.run'].includes(event.name))
    return null;
  const data = event.args?.data;
  if (event.name === 'FunctionCall') return `FunctionCall ${file(data?.url)}:${data?.functionName ?? ''}`;
  if (event.name === 'EvaluateScript') return `EvaluateScript ${file(data?.url)}`;
  return event.name;
}

/** The main thread's tasks of at least `minMs` observed, in order. */
export function observedTasks(events: readonly TraceEvent[], minMs = MIN_MS): ObservedTask[] {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return [];
  const thread = events
    .filter((event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  return thread
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= minMs * 1000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = thread.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
      const byName = new Map<string, number>();
      for (const event of inside) {
        const label = labelOf(event);
        if (label) byName.set(label, (byName.get(label) ?? 0) + (event.dur ?? 0) / 1000);
      }
      const layout = inside.some((event) => event.name === 'Layout');
      const observed = (task.dur ?? 0) / 1000;
      return {
        start: (task.ts - fcp.ts) / 1000,
        observed,
        simulated: observed * (layout ? 2 : 4),
        contents: [...byName]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`),
      };
    });
}

async function main(): Promise<number> {
  const paths = process.argv.slice(2);
  if (paths.length === 0) {
    console.error('Usage: npx tsx bench/trace-tasks.ts <trace.json>...');
    return 1;
  }
  for (const path of paths) {
    const trace = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
    console.log(`\n${path}: tasks of ${MIN_MS} ms or more observed (ms from the observed first paint)`);
    console.log('   start  observed  simulated  what ran');
    for (const task of observedTasks(events))
      console.log(
        `${task.start.toFixed(0).padStart(8)}  ${task.observed.toFixed(1).padStart(8)}  ${task.simulated
          .toFixed(0)
          .padStart(9)}  ${task.contents.join(' | ')}`,
      );
  }
  return 0;
}

runIfMain(import.meta.url, main);
