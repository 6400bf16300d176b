/**
 * npm run bench:lighthouse: Lighthouse's audit of the public pages as a shopper's phone gets them (home, catalog,
 * a product, a farm's page, the four legal pages): the performance figures (the targets of docs/performance.md:
 * score >= 95; CLS <= 0.02; LCP <= 2.0 s) and the accessibility, best-practices and SEO scores, with the audits
 * of those three a page did not pass.
 *
 * Builds the SPA for production when web/dist is missing or older than its sources (as `npm start` does),
 * starts the local stack like the integration tests (seeded, compressed like CloudFront), then runs Lighthouse
 * with its default config (mobile: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) in Debian's
 * Chromium, BENCH_LIGHTHOUSE_RUNS times (default 3) per page, a fresh browser each run (cold cache), and
 * prints the performance score, FCP, LCP, CLS, TBT and the LCP element of every run and their medians.
 * Nothing leaves the machine: the browser reaches only the local gateway.
 *
 * `npm run bench:lighthouse -- --against <git ref>` measures side by side: it also builds the ref in a
 * temporary git worktree and serves it with that ref's own stack (bench/lighthouse-against.ts), then runs the
 * two builds one after the other, page by page and round by round (which one goes first alternates), on the
 * same machine, and prints each page's medians for both, the ratios (this build / the ref) and whether this
 * build holds the targets against the ref (LCP and TBT at most the ref's, score at least the ref's, CLS 0),
 * with the load average at the start and the end. On a shared machine only these ratios count.
 *
 * With --against only home, catalog and product are audited by default (a ref may predate the farm and legal
 * pages). BENCH_LIGHTHOUSE_PAGES=/,catalog,farm (names or paths) chooses the pages; BENCH_LIGHTHOUSE_JSON=<file>
 * writes the medians and the load (with --against both builds' medians and the ratios);
 * BENCH_LIGHTHOUSE_REPORTS=<dir> keeps every run's full
 * Lighthouse report (<page>-<run>.json, with --against <build>-<page>-<run>.json) for diagnosis;
 * BENCH_LIGHTHOUSE_TRACES=<dir> keeps each run's performance trace beside it (<name>.trace.json: open it in
 * Chromium's DevTools, Performance panel, to see what a long task did).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REPO_ROOT } from '../infra/local/config.js';
import { buildSpa, spaBuildReason } from '../infra/local/build-spa.js';
import { CHROME_PATH } from '../infra/local/chromium.js';
import { SEED_FARMS } from '../infra/local/seed/farms.js';
import { SEED_PRODUCTS } from '../infra/local/seed/products.js';
import { LEGAL_PAGE_INFO, LEGAL_PAGES } from '../shared/constants/legal-pages.js';
import { slugOf } from '../shared/rules/farm-page.js';
import { startTestStack, TEST_STACK_LIMITS } from '../test/support/stack.js';
import { prepareBuildOf } from './lighthouse-against.js';
import {
  againstRef,
  buildOrder,
  categoryScores,
  comparePage,
  comparisonTable,
  mediansOf,
  type Medians,
} from './lighthouse-compare.js';
import { CATEGORIES, type PageRun, lighthouseRunOf } from './lighthouse-report.js';
import { runIfMain } from './run-main.js';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** Chrome flags, the same for every run: headless, and no traffic beyond the local gateway. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** The performance targets (docs/performance.md). */
const TARGETS = { score: 95, lcpMs: 2_000, cls: 0.02 };

/** The pages every release has, compared side by side by default (issue 37). */
const ISSUE_PAGES = ['home', 'catalog', 'product'];

/**
 * The public pages: the landing ones, a farm's page and the legal pages (newer than some refs: with --against
 * only the issue's three unless BENCH_LIGHTHOUSE_PAGES names others). BENCH_LIGHTHOUSE_PAGES takes names or
 * paths; a path not listed here is audited as it is, named by its path.
 */
function pages(against: boolean): [string, string][] {
  const product = SEED_PRODUCTS.find((candidate) => candidate.isActive) ?? SEED_PRODUCTS[0];
  const farm = SEED_FARMS[0];
  const all: [string, string][] = [
    ['home', '/'],
    ['catalog', '/products'],
    ['product', `/products/${product?.id ?? 'missing'}`],
    ['farm', `/fincas/${farm ? slugOf(farm.name) : 'missing'}`],
    ...LEGAL_PAGES.map((page): [string, string] => [page, LEGAL_PAGE_INFO[page].path]),
  ];
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  if (!only) return against ? all.filter(([name]) => ISSUE_PAGES.includes(name)) : all;
  return only.map(
    (wanted) => all.find(([name, path]) => wanted === name || wanted === path) ?? [wanted, wanted],
  );
}

/** One Lighthouse run of `url` in a fresh Chromium. */
async function audit(url: string, reportName?: string): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports && reportName) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, `${reportName}.json`), JSON.stringify(result.lhr));
    }
    const traces = process.env.BENCH_LIGHTHOUSE_TRACES;
    if (traces && reportName) {
      mkdirSync(traces, { recursive: true });
      writeFileSync(join(traces, `${reportName}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    return lighthouseRunOf(result.lhr);
  } finally {
    await chrome.kill();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

function row(label: string, run: Medians & { lcpElement?: string }): string {
  return (
    `  ${label.padEnd(8)} ${categoryScores(run).padStart(17)}  ${ms(run.fcpMs)}  ${ms(run.lcpMs)}  ` +
    `${run.cls.toFixed(3).padStart(6)}  ${ms(run.tbtMs)}  ${run.lcpElement ?? ''}`
  );
}

const HEADER = 'perf / a11y / bp / seo       FCP       LCP     CLS       TBT  LCP element';

/** The accessibility, best-practices and SEO audits a page's runs did not pass, if any. */
function printMisses(label: string, runs: readonly PageRun[]): void {
  const misses = [...new Set(runs.flatMap((run) => run.misses))].sort();
  if (misses.length > 0) console.log(`  ${label}: not passed: ${misses.join(', ')}`);
}

/** One throw-away run warms a stack's gateway, handlers and DynamoDB Local (first requests compile code). */
const warmUp = (baseUrl: string) => audit(`${baseUrl}/`).then(() => undefined);

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function startOwnStack(env: Record<string, string>) {
  const reason = spaBuildReason(REPO_ROOT);
  if (reason) {
    console.log(`Building the SPA for production (${reason})...`);
    await buildSpa(REPO_ROOT);
  }
  console.log('Starting the local stack...');
  return startTestStack(env);
}

async function measureOne(): Promise<number> {
  const stack = await startOwnStack({ ...TEST_STACK_LIMITS });
  if (!stack.baseUrl) {
    console.error(`Cannot run the benchmark: ${stack.skipReason ?? 'the stack did not start'}`);
    return 1;
  }
  const medians: Record<string, Medians & { path: string; misses: string[] }> = {};
  let missed = false;
  const startLoad = loadAverage();
  console.log(`\nLoad average (1, 5, 15 min) at the start: ${startLoad}`);
  try {
    await warmUp(stack.baseUrl);
    for (const [name, path] of pages(false)) {
      console.log(
        `\n${name} ${path} (Lighthouse ${RUNS} runs, default mobile config; load ${loadAverage()})`,
      );
      console.log(`  run      ${HEADER}`);
      const runs: PageRun[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        const run = await audit(`${stack.baseUrl}${path}`, `${name}-${index + 1}`);
        runs.push(run);
        console.log(row(`#${index + 1}`, run));
      }
      const middle = mediansOf(runs);
      console.log(row('median', middle));
      printMisses(name, runs);
      medians[name] = { path, ...middle, misses: [...new Set(runs.flatMap((run) => run.misses))].sort() };
      if (middle.score < TARGETS.score || middle.lcpMs > TARGETS.lcpMs || middle.cls > TARGETS.cls)
        missed = true;
    }
  } finally {
    await stack.stop();
  }
  const endLoad = loadAverage();
  console.log(
    `\nTargets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs} ms, CLS <= ${TARGETS.cls}: ` +
      (missed ? 'not all met (see the medians above).' : 'met on every page.'),
  );
  console.log(`Load average (1, 5, 15 min): ${startLoad} at the start, ${endLoad} at the end.`);
  if (process.env.BENCH_LIGHTHOUSE_JSON)
    writeFileSync(
      process.env.BENCH_LIGHTHOUSE_JSON,
      `${JSON.stringify({ runs: RUNS, startLoad, endLoad, pages: medians }, null, 2)}\n`,
    );
  return 0;
}

/**
 * Side by side with `ref`: both stacks run at once (each on its own free ports, without the tests' short
 * timers: sweeper and directory sync at their defaults), and every round audits each page once per build.
 */
async function measureAgainst(ref: string): Promise<number> {
  const other = await prepareBuildOf(ref, {});
  try {
    const own = await startOwnStack({});
    if (!own.baseUrl) {
      console.error(`Cannot run the benchmark: ${own.skipReason ?? 'the stack did not start'}`);
      return 1;
    }
    try {
      const builds: { name: string; label: 'ref' | 'this'; baseUrl: string }[] = [
        { name: other.name, label: 'ref', baseUrl: other.stack.baseUrl },
        { name: 'this', label: 'this', baseUrl: own.baseUrl },
      ];
      const [reference, current] = builds as [(typeof builds)[0], (typeof builds)[0]];
      const startLoad = loadAverage();
      console.log(`\nLoad average (1, 5, 15 min) at the start: ${startLoad}`);
      for (const build of builds) await warmUp(build.baseUrl);
      const runs = new Map<string, PageRun[]>();
      for (let round = 0; round < RUNS; round += 1) {
        console.log(`\nRound ${round + 1} of ${RUNS} (load ${loadAverage()})`);
        console.log(`  page     build    ${HEADER}`);
        for (const [page, path] of pages(true)) {
          for (const build of buildOrder(round, reference, current)) {
            const result = await audit(`${build.baseUrl}${path}`, `${build.label}-${page}-${round + 1}`);
            const key = `${build.label} ${page}`;
            runs.set(key, [...(runs.get(key) ?? []), result]);
            console.log(`  ${page.padEnd(8)} ${row(build.name, result).trimStart()}`);
          }
        }
      }
      for (const [page] of pages(true))
        for (const build of builds)
          printMisses(`${page} ${build.name}`, runs.get(`${build.label} ${page}`) ?? []);
      const comparisons = pages(true).map(([page, path]) =>
        comparePage(
          page,
          path,
          mediansOf(runs.get(`ref ${page}`) ?? []),
          mediansOf(runs.get(`this ${page}`) ?? []),
        ),
      );
      console.log(`\nMedians of ${RUNS} runs each, this build against ${ref} (${other.name}):\n`);
      console.log(comparisonTable(comparisons, other.name));
      const endLoad = loadAverage();
      console.log(`\nLoad average (1, 5, 15 min): ${startLoad} at the start, ${endLoad} at the end.`);
      if (process.env.BENCH_LIGHTHOUSE_JSON)
        writeFileSync(
          process.env.BENCH_LIGHTHOUSE_JSON,
          `${JSON.stringify({ against: ref, commit: other.name, runs: RUNS, startLoad, endLoad, comparisons }, null, 2)}\n`,
        );
      return 0;
    } finally {
      await own.stop();
    }
  } finally {
    await other.remove();
  }
}

function main(): Promise<number> {
  const ref = againstRef(process.argv.slice(2));
  return ref ? measureAgainst(ref) : measureOne();
}

runIfMain(import.meta.url, main);
