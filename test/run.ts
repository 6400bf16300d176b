/**
 * `npm test`: every check of the repository in one run, timed (docs/testing.md).
 *
 *   1. checks, two at a time (the machine has 2 cores, each of these uses one): both type-checks, ESLint,
 *      Prettier, and the SPA's production build, ONCE, into test-results/web-dist (with Vite's manifest), which the infra suite's
 *      first-load check and the browser tests both use (PITAHAYA_TEST_WEB_DIST);
 *   2. the suites one after the other (each runs its files in parallel itself): unit, infra, integration, e2e.
 *
 * It stops at the first step that fails, like `a && b`, and prints the timing report (each step's wall time,
 * each suite's test counts and its 20 slowest files, test/support/timing-reporter.ts) and a closing line `Tests: N passed, N failed`. The
 * report is kept in test-results/timing/ (`npm run test:timing` prints it again).
 *
 *   npx tsx test/run.ts                  everything
 *   npx tsx test/run.ts unit integration  only those steps (a suite that needs the build gets it)
 *   npx tsx test/run.ts --report         the last run's report
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport, readSuiteTiming, type StepResult } from './support/timing.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const TIMING_DIR = join(ROOT, 'test-results', 'timing');
const WEB_DIST = join(ROOT, 'test-results', 'web-dist');
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const ESLINT = join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
const PRETTIER = join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');

interface Step {
  name: string;
  /** Arguments of `node` (the tools run straight from node_modules, without npm's own start-up). */
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** A vitest suite: its JSON report gives the counts and the slowest files. */
  suite?: boolean;
  /** Needs the SPA build of this run. */
  needsBuild?: boolean;
  /** Runs in the first phase, two at a time, its output printed when it is over. */
  check?: boolean;
}

const vitest = (name: string, config: string, needsBuild = false): Step => ({
  name,
  suite: true,
  needsBuild,
  args: [
    VITEST,
    'run',
    '--config',
    config,
    '--reporter=default',
    `--reporter=${join(ROOT, 'test', 'support', 'timing-reporter.ts')}`,
  ],
  env: {
    PITAHAYA_TIMING_FILE: join(TIMING_DIR, `${name}.json`),
    ...(needsBuild ? { PITAHAYA_TEST_WEB_DIST: WEB_DIST } : {}),
  },
});

const STEPS: Step[] = [
  { name: 'typecheck', check: true, args: [TSC, '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'typecheck-web', check: true, args: [TSC, '--noEmit', '-p', 'web/tsconfig.json'] },
  // npm run lint is these two.
  { name: 'lint', check: true, args: [ESLINT, '.', '--max-warnings=0'] },
  { name: 'format', check: true, args: [PRETTIER, '--check', '.', '--log-level', 'warn'] },
  {
    name: 'build',
    check: true,
    // As web/build/first-load.ts buildWeb(): production React, and the manifest the first-load check reads.
    args: [
      VITE,
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      WEB_DIST,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    env: { NODE_ENV: 'production' },
  },
  vitest('unit', 'vitest.config.ts'),
  vitest('infra', 'vitest.infra.config.ts', true),
  vitest('integration', 'vitest.integration.config.ts'),
  vitest('e2e', 'vitest.e2e.config.ts', true),
];

/** Runs one step; `quiet` keeps its output until it is over (steps side by side). */
function runStep(step: Step, quiet: boolean): Promise<StepResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, step.args, {
      cwd: ROOT,
      env: { ...process.env, ...step.env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (quiet) {
        process.stdout.write(`\n── ${step.name} (${seconds.toFixed(1)} s) ──\n${output}`);
      }
      const suite = step.suite ? readSuiteTiming(join(TIMING_DIR, `${step.name}.json`)) : undefined;
      resolve({ name: step.name, seconds, ok: code === 0, ...(suite ? { suite } : {}) });
    });
  });
}

/** Runs `steps` `width` at a time; answers their results in the order given. */
async function runSideBySide(steps: Step[], width: number): Promise<StepResult[]> {
  const results: StepResult[] = new Array<StepResult>(steps.length);
  let next = 0;
  const lane = async () => {
    while (next < steps.length) {
      const index = next++;
      results[index] = await runStep(steps[index]!, true);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, steps.length) }, lane));
  return results;
}

function printAndKeep(results: StepResult[], totalSeconds: number, load: number): boolean {
  const report = formatReport(results, totalSeconds, load);
  mkdirSync(TIMING_DIR, { recursive: true });
  writeFileSync(join(TIMING_DIR, 'report.txt'), report);
  process.stdout.write(`\n${report}`);
  return results.every((result) => result.ok);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--report')) {
    const file = join(TIMING_DIR, 'report.txt');
    if (!existsSync(file)) {
      console.log(`No timing report yet (${relative(ROOT, file)}): run npm test first.`);
      return 1;
    }
    process.stdout.write(readFileSync(file, 'utf8'));
    return 0;
  }
  const unknown = args.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown step ${unknown.join(', ')}; the steps: ${STEPS.map((step) => step.name).join(', ')}`,
    );
    return 2;
  }
  let chosen = args.length === 0 ? STEPS : STEPS.filter((step) => args.includes(step.name));
  if (chosen.some((step) => step.needsBuild) && !chosen.some((step) => step.name === 'build'))
    chosen = STEPS.filter((step) => step.name === 'build' || chosen.includes(step));

  const started = Date.now();
  const load = loadavg()[0] ?? 0;
  rmSync(TIMING_DIR, { recursive: true, force: true });
  mkdirSync(TIMING_DIR, { recursive: true });
  const results: StepResult[] = [];
  const checks = chosen.filter((step) => step.check);
  if (checks.length > 0) {
    console.log(`Running ${checks.map((step) => step.name).join(', ')} (two at a time)...`);
    results.push(...(await runSideBySide(checks, 2)));
  }
  for (const step of chosen.filter((candidate) => !candidate.check)) {
    if (results.some((result) => !result.ok)) break;
    console.log(`\n── ${step.name} ──`);
    results.push(await runStep(step, false));
  }
  const ok = printAndKeep(results, (Date.now() - started) / 1000, load);
  const skipped = chosen.filter((step) => !results.some((result) => result.name === step.name));
  if (skipped.length > 0)
    console.log(`Not run after the failure: ${skipped.map((step) => step.name).join(', ')}`);
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
