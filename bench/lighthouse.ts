/**
 * npm run bench:lighthouse: Lighthouse's performance audit of the public pages as a shopper's phone gets them
 * (the targets of docs/performance.md: score >= 95 on `/`, `/products` and a product page; CLS <= 0.02;
 * LCP <= 2.0 s).
 *
 * Builds the SPA for production when web/dist is missing or older than its sources (as `npm start` does),
 * starts the local stack like the integration tests (seeded, compressed like CloudFront), then runs Lighthouse
 * with its default config (mobile: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) in Debian's
 * Chromium, BENCH_LIGHTHOUSE_RUNS times (default 3) per page, a fresh browser each run (cold cache), and
 * prints the performance score, FCP, LCP, CLS, TBT and the LCP element of every run and their medians.
 * Nothing leaves the machine: the browser reaches only the local gateway.
 *
 * BENCH_LIGHTHOUSE_PAGES=/,/products narrows the pages; BENCH_LIGHTHOUSE_JSON=<file> writes the medians;
 * BENCH_LIGHTHOUSE_REPORTS=<dir> keeps every run's full Lighthouse report (<page>-<run>.json) for diagnosis.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REPO_ROOT } from '../infra/local/config.js';
import { buildSpa, spaBuildReason } from '../infra/local/build-spa.js';
import { CHROME_PATH } from '../infra/local/chromium.js';
import { SEED_PRODUCTS } from '../infra/local/seed/products.js';
import { startTestStack, TEST_STACK_LIMITS } from '../test/support/stack.js';
import { median, type PageRun, lighthouseRunOf } from './lighthouse-report.js';
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

function pages(): [string, string][] {
  const product = SEED_PRODUCTS.find((candidate) => candidate.isActive) ?? SEED_PRODUCTS[0];
  const all: [string, string][] = [
    ['home', '/'],
    ['catalog', '/products'],
    ['product', `/products/${product?.id ?? 'missing'}`],
  ];
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((path) => path.trim());
  return only ? all.filter(([name, path]) => only.includes(path) || only.includes(name)) : all;
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
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports && reportName) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, `${reportName}.json`), JSON.stringify(result.lhr));
    }
    return lighthouseRunOf(result.lhr);
  } finally {
    await chrome.kill();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

function row(label: string, run: Omit<PageRun, 'lcpElement'> & { lcpElement?: string }): string {
  return (
    `  ${label.padEnd(8)} ${String(run.score).padStart(5)}  ${ms(run.fcpMs)}  ${ms(run.lcpMs)}  ` +
    `${run.cls.toFixed(3).padStart(6)}  ${ms(run.tbtMs)}  ${run.lcpElement ?? ''}`
  );
}

async function main(): Promise<number> {
  const reason = spaBuildReason(REPO_ROOT);
  if (reason) {
    console.log(`Building the SPA for production (${reason})...`);
    await buildSpa(REPO_ROOT);
  }
  console.log('Starting the local stack...');
  const stack = await startTestStack({ ...TEST_STACK_LIMITS });
  if (!stack.baseUrl) {
    console.error(`Cannot run the benchmark: ${stack.skipReason ?? 'the stack did not start'}`);
    return 1;
  }
  const medians: Record<string, Omit<PageRun, 'lcpElement'> & { path: string }> = {};
  let missed = false;
  try {
    // One throw-away run warms the gateway, the handlers and DynamoDB Local (first requests compile code).
    await audit(`${stack.baseUrl}/`);
    for (const [name, path] of pages()) {
      console.log(`\n${name} ${path} (Lighthouse ${RUNS} runs, default mobile config)`);
      console.log('  run      score       FCP       LCP     CLS       TBT  LCP element');
      const runs: PageRun[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        const run = await audit(`${stack.baseUrl}${path}`, `${name}-${index + 1}`);
        runs.push(run);
        console.log(row(`#${index + 1}`, run));
      }
      const middle = {
        score: median(runs.map((run) => run.score)),
        fcpMs: median(runs.map((run) => run.fcpMs)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        cls: median(runs.map((run) => run.cls)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
      };
      console.log(row('median', middle));
      medians[name] = { path, ...middle };
      if (middle.score < TARGETS.score || middle.lcpMs > TARGETS.lcpMs || middle.cls > TARGETS.cls)
        missed = true;
    }
  } finally {
    await stack.stop();
  }
  console.log(
    `\nTargets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs} ms, CLS <= ${TARGETS.cls}: ` +
      (missed ? 'not all met (see the medians above).' : 'met on every page.'),
  );
  if (process.env.BENCH_LIGHTHOUSE_JSON)
    writeFileSync(process.env.BENCH_LIGHTHOUSE_JSON, `${JSON.stringify(medians, null, 2)}\n`);
  return 0;
}

runIfMain(import.meta.url, main);
