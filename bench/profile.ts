/**
 * npm run bench:profile -- [path]: where a public page's main-thread time goes, by function. Lighthouse's reports
 * (BENCH_LIGHTHOUSE_REPORTS) say which tasks were long and which file they ran; this names the functions.
 *
 * Builds the SPA without minifying (names kept) into a temporary folder, serves it with the local stack like
 * the integration tests (PITAHAYA_TEST_WEB_DIST), then loads the page (default /products) in Chromium at a
 * phone's width with the CPU slowed 4x (as Lighthouse's mobile audit), BENCH_PROFILE_RUNS times (default 3)
 * after one warm-up, with V8's sampling profiler on from the navigation to 3 s after the load event. Prints,
 * in milliseconds per load: the functions with the most self time, and the React components (capitalised
 * names) with the most time including what they call, the browser's own functions (appendChild, fetch) by their
 * caller, each file's top-level evaluation, and each load's long tasks (over 50 ms: `longtask` entries, with the
 * scripts of their long animation frame) and its blocking time after the first paint (Lighthouse's TBT, counted
 * on a real 4x-slowed run instead of its simulation). An unminified build runs a little slower than the shipped
 * one: compare functions with each other, and builds with bench:lighthouse -- --against.
 *
 * Issue 37's catalog: this found the stars' ratingLabel at 33 ms per load (an Intl.NumberFormat made per card),
 * docs/performance.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_PATH } from '../infra/local/chromium.js';
import { REPO_ROOT } from '../infra/local/config.js';
import { startTestStack, TEST_STACK_LIMITS } from '../test/support/stack.js';
import { runIfMain } from './run-main.js';

const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 3);
const AFTER_LOAD_MS = 3_000;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Milliseconds per function: self (the samples in it) and total (in it or what it called), summed over loads;
 * `callers` (optional) the self time of the browser's own functions (`appendChild`, `fetch`: no file) by the
 * script function that called them.
 */
export interface Tally {
  self: Map<string, number>;
  total: Map<string, number>;
  callers?: Map<string, number>;
}

const nameOf = ({ callFrame }: ProfileNode): string =>
  `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/.*\//, '')}:${callFrame.lineNumber + 1}`;

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);

/** Adds one CPU profile's samples to `tally` (a function's total counts once per sample, even if recursive). */
export function tallyProfile(profile: CpuProfile, tally: Tally): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const leaf = nodes.get(id);
    if (!leaf) return;
    add(tally.self, nameOf(leaf), ms);
    const parent = nodes.get(parents.get(leaf.id) ?? -1);
    if (tally.callers && !leaf.callFrame.url && !leaf.callFrame.functionName.startsWith('(') && parent)
      add(tally.callers, `${leaf.callFrame.functionName} <- ${nameOf(parent)}`, ms);
    const seen = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = nodes.get(parents.get(node.id) ?? -1)) {
      const name = nameOf(node);
      if (!seen.has(name)) add(tally.total, name, ms);
      seen.add(name);
    }
  });
}

/** A file's top level as V8 names it: an anonymous function at the file's first line. */
export const isTopLevel = (name: string): boolean => /^\(anonymous\) [^ ]+\.js:1$/.test(name);

/** The `count` largest entries, per load, as printed lines. */
export function topLines(
  map: Map<string, number>,
  count: number,
  loads: number,
  keep = (_: string) => true,
  anonymous = false,
) {
  return [...map]
    .filter(([name]) => keep(name) && (anonymous || !name.startsWith('(')))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${(ms / loads).toFixed(1).padStart(8)} ms  ${name}`);
}

function buildUnminified(outDir: string): Promise<void> {
  const args = ['vite', 'build', '--config', 'web/vite.config.ts', '--minify', 'false'];
  const child = spawn('npx', [...args, '--outDir', outDir, '--emptyOutDir'], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (${code})`)))),
  );
}

/** A long task (over 50 ms at 4x) the page reported, and the scripts of the frame it fell in (LoAF). */
export interface LongTask {
  start: number;
  duration: number;
  scripts: string[];
}

/** What one load gives: the CPU profile, its first contentful paint and its long tasks (page clock, ms). */
interface Load {
  profile: CpuProfile;
  fcp: number;
  tasks: LongTask[];
}

/**
 * Registered before the page's own scripts: keeps the page's long tasks (`longtask`: their length) and long
 * animation frames (`long-animation-frame`: which scripts ran in them, by file, function and caller).
 */
export const OBSERVE_LONG_TASKS = `(() => {
  const seen = (window.__longTasks = { tasks: [], frames: [] });
  const keep = (type, list) => {
    try { new PerformanceObserver((entries) => list.push(...entries.getEntries())).observe({ type, buffered: true }); }
    catch {}
  };
  keep('longtask', seen.tasks);
  keep('long-animation-frame', seen.frames);
})();`;

/** The long tasks, each with the scripts of the long animation frame around it (file:function <- invoker). */
export const READ_LONG_TASKS = `(() => {
  const seen = window.__longTasks;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const file = (url) => String(url || '').split('/').pop().split('?')[0];
  return {
    fcp: fcp ? fcp.startTime : -1,
    tasks: seen.tasks.map((task) => {
      const end = task.startTime + task.duration;
      const frame = seen.frames.find((f) => f.startTime <= task.startTime + 1 && f.startTime + f.duration >= end - 1);
      const scripts = (frame ? frame.scripts : [])
        .filter((s) => s.startTime >= task.startTime - 1 && s.startTime <= end)
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map((s) => file(s.sourceURL) + ':' + (s.sourceFunctionName || '?') + ' <- ' + s.invoker + ' ' + Math.round(s.duration));
      return { start: task.startTime, duration: task.duration, scripts };
    }),
  };
})()`;

/** Blocking time as Lighthouse counts it: the part of each task after the first paint above 50 ms. */
export function blockingAfter(fcp: number, tasks: readonly LongTask[]): number {
  return tasks
    .filter((task) => task.start >= fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

async function profileLoad(url: string): Promise<Load> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await context.addInitScript(OBSERVE_LONG_TASKS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const profile = (await cdp.send('Profiler.stop')).profile as CpuProfile;
    const { fcp, tasks } = (await page.evaluate(READ_LONG_TASKS)) as { fcp: number; tasks: LongTask[] };
    return { profile, fcp, tasks };
  } finally {
    await browser.close();
  }
}

/** One load's long tasks as printed lines: start, length, the scripts in it. */
function taskLines({ fcp, tasks }: Load, run: number): string[] {
  const head = `load ${run + 1}: first paint at ${fcp.toFixed(0)} ms, blocking after it ${blockingAfter(fcp, tasks).toFixed(0)} ms`;
  return [
    head,
    ...tasks.map(
      (task) =>
        `  ${task.start.toFixed(0).padStart(6)} ms ${task.duration.toFixed(0).padStart(4)} ms${task.start < fcp ? ' (before the paint)' : ''}  ${task.scripts.join(' | ')}`,
    ),
  ];
}

async function main(): Promise<number> {
  const path = process.argv[2] ?? '/products';
  const dist = mkdtempSync(join(tmpdir(), 'pitahaya-profile-'));
  try {
    console.log('Building the SPA without minifying...');
    await buildUnminified(dist);
    process.env.PITAHAYA_TEST_WEB_DIST = dist;
    const stack = await startTestStack({ ...TEST_STACK_LIMITS });
    if (!stack.baseUrl) {
      console.error(`Cannot run the benchmark: ${stack.skipReason ?? 'the stack did not start'}`);
      return 1;
    }
    const tally: Tally = { self: new Map(), total: new Map(), callers: new Map() };
    const loads: Load[] = [];
    try {
      await profileLoad(`${stack.baseUrl}${path}`); // warm-up: the handlers' and DynamoDB Local's first answers
      for (let run = 0; run < RUNS; run += 1) {
        const load = await profileLoad(`${stack.baseUrl}${path}`);
        tallyProfile(load.profile, tally);
        loads.push(load);
      }
    } finally {
      await stack.stop();
    }
    console.log(`\n${path}: ${RUNS} loads, 412 px, CPU 4x slower; milliseconds per load\n`);
    console.log('Self time (the function itself):');
    console.log(topLines(tally.self, 30, RUNS).join('\n'));
    console.log("\nThe browser's own functions by their caller (self time):");
    console.log(topLines(tally.callers ?? new Map(), 10, RUNS).join('\n'));
    console.log('\nComponents (with what they call):');
    console.log(topLines(tally.total, 25, RUNS, (name) => /^[A-Z]\w* /.test(name)).join('\n'));
    console.log(
      "\nFiles evaluated (a chunk's top level: its modules' code run once when it is first imported):",
    );
    console.log(topLines(tally.total, 20, RUNS, isTopLevel, true).join('\n'));
    console.log(
      '\nLong tasks (over 50 ms at 4x CPU; the profiler slows the page a little), with the scripts of their frame:',
    );
    console.log(loads.flatMap(taskLines).join('\n'));
    const blocking = loads.map(({ fcp, tasks }) => blockingAfter(fcp, tasks)).sort((a, b) => a - b);
    console.log(
      `Blocking time after the first paint, median of ${RUNS}: ${blocking[blocking.length >> 1]?.toFixed(0)} ms`,
    );
    return 0;
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

runIfMain(import.meta.url, main);
