/**
 * The timing report of `npm test` (test/run.ts): each step's wall time, each suite's test counts, the sums of
 * what its files' time went to, and its 20 slowest files, from what test/support/timing-reporter.ts wrote; and
 * the closing line `Tests: N passed, N failed, N skipped`.
 */
import { readJsonFile } from '../../infra/local/json-file.js';

export interface FileTiming {
  file: string;
  project: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Setting up the file's environment (jsdom, node). */
  environmentMs: number;
  /** Vitest's own preparation and the setup files. */
  setupMs: number;
  /** Importing the file and what it imports (and running its describe blocks). */
  importMs: number;
  /** Its tests and hooks. */
  testsMs: number;
}

export interface SuiteTiming {
  wallMs: number;
  files: FileTiming[];
}

export interface StepResult {
  name: string;
  seconds: number;
  ok: boolean;
  suite?: SuiteTiming;
}

/** The slowest files a suite's report lists. */
export const SLOWEST_FILES = 20;

export function readSuiteTiming(file: string): SuiteTiming | undefined {
  return readJsonFile<SuiteTiming>(file);
}

export const fileMs = (file: FileTiming) => file.environmentMs + file.setupMs + file.importMs + file.testsMs;
const sum = <T>(items: T[], pick: (item: T) => number) =>
  items.reduce((total, item) => total + pick(item), 0);
const s = (ms: number, width = 7) => `${(ms / 1000).toFixed(1)} s`.padStart(width);

export function formatReport(results: StepResult[], totalSeconds: number, loadAtStart: number): string {
  const lines: string[] = [
    `Timing of this run (wall clock; load average at its start ${loadAtStart.toFixed(2)}; docs/testing.md)`,
  ];
  for (const result of results) {
    const files = result.suite?.files;
    const counts = files
      ? `  ${sum(files, (f) => f.passed)} passed, ${sum(files, (f) => f.failed)} failed, ` +
        `${sum(files, (f) => f.skipped)} skipped in ${files.length} files`
      : '';
    lines.push(
      `  ${result.name.padEnd(14)}${s(result.seconds * 1000, 8)}${result.ok ? '' : '  FAILED'}${counts}`,
    );
  }
  lines.push(`  ${'total'.padEnd(14)}${s(totalSeconds * 1000, 8)}`);
  for (const result of results) {
    const files = result.suite?.files ?? [];
    if (files.length === 0) continue;
    lines.push(
      '',
      `${result.name}: the files' time added up over the workers: environment ${s(
        sum(files, (f) => f.environmentMs),
        0,
      )}, ` +
        `setup ${s(
          sum(files, (f) => f.setupMs),
          0,
        )}, imports ${s(
          sum(files, (f) => f.importMs),
          0,
        )}, ` +
        `tests ${s(
          sum(files, (f) => f.testsMs),
          0,
        )}. Slowest ${Math.min(SLOWEST_FILES, files.length)} files ` +
        '(total = environment + setup + imports + tests):',
    );
    const slowest = [...files].sort((a, b) => fileMs(b) - fileMs(a)).slice(0, SLOWEST_FILES);
    for (const file of slowest)
      lines.push(
        `  ${s(fileMs(file))}  ${file.file} (${file.passed + file.failed + file.skipped} tests; ` +
          `env ${s(file.environmentMs, 0)}, setup ${s(file.setupMs, 0)}, imports ${s(file.importMs, 0)}, ` +
          `tests ${s(file.testsMs, 0)})`,
      );
  }
  const all = results.flatMap((result) => result.suite?.files ?? []);
  if (all.length > 0)
    lines.push(
      '',
      `Tests: ${sum(all, (f) => f.passed)} passed, ${sum(all, (f) => f.failed)} failed, ` +
        `${sum(all, (f) => f.skipped)} skipped`,
    );
  return `${lines.join('\n')}\n`;
}
