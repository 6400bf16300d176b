/**
 * The side-by-side figures of `npm run bench:lighthouse -- --against <ref>` (bench/lighthouse.ts): each page's
 * medians for the reference build and this one, their ratios (this / reference) and whether this build holds
 * the targets against the reference (docs/performance.md): LCP and TBT at most the reference's, score at least
 * the reference's, CLS 0. Pure, so it is unit-tested (lighthouse-compare.test.ts).
 */
import { median, medianOrNull, type PageRun } from './lighthouse-report.js';

export type Medians = Omit<PageRun, 'lcpElement' | 'misses'>;

type Metric = 'score' | 'fcpMs' | 'lcpMs' | 'cls' | 'tbtMs';
type OtherCategory = 'accessibility' | 'bestPractices' | 'seo';

/** The medians of a page's runs. */
export function mediansOf(runs: readonly PageRun[]): Medians {
  const of = (metric: Metric) => median(runs.map((run) => run[metric]));
  const ofCategory = (category: OtherCategory) => medianOrNull(runs.map((run) => run[category] ?? null));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    accessibility: ofCategory('accessibility'),
    bestPractices: ofCategory('bestPractices'),
    seo: ofCategory('seo'),
  };
}

/** `performance / accessibility / best practices / SEO`, a dash for a category not audited. */
export function categoryScores(run: Medians): string {
  const score = (value: number | null) => (value === null ? '-' : String(Math.round(value)));
  return [run.score, run.accessibility, run.bestPractices, run.seo].map(score).join(' / ');
}

/** this / reference; null when the reference is 0 (no ratio: a TBT of 0 ms). */
export function ratio(value: number, reference: number): number | null {
  return reference === 0 ? null : value / reference;
}

export interface PageComparison {
  page: string;
  path: string;
  reference: Medians;
  current: Medians;
  ratios: { fcp: number | null; lcp: number | null; tbt: number | null };
  /** The targets against the reference, each true when held. */
  held: { lcp: boolean; tbt: boolean; score: boolean; cls: boolean };
}

/**
 * Compares a page's medians. Lighthouse reports CLS with more digits than it shows; anything under 0.0005
 * prints as 0.000 and counts as 0.
 */
export function comparePage(
  page: string,
  path: string,
  reference: Medians,
  current: Medians,
): PageComparison {
  return {
    page,
    path,
    reference,
    current,
    ratios: {
      fcp: ratio(current.fcpMs, reference.fcpMs),
      lcp: ratio(current.lcpMs, reference.lcpMs),
      tbt: ratio(current.tbtMs, reference.tbtMs),
    },
    held: {
      lcp: current.lcpMs <= reference.lcpMs,
      tbt: current.tbtMs <= reference.tbtMs,
      score: current.score >= reference.score,
      cls: current.cls < 0.0005,
    },
  };
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const times = (value: number | null) => (value === null ? '-' : `${value.toFixed(2)}x`);
const figures = (run: Medians) =>
  `${String(Math.round(run.score)).padStart(3)} / ${ms(run.lcpMs).padStart(8)} / ${ms(run.tbtMs).padStart(8)} / ` +
  `${run.cls.toFixed(3)}`;

/** The comparison table, one line per page, and what was not held. */
export function comparisonTable(comparisons: readonly PageComparison[], referenceName: string): string {
  const lines = [
    `page      ${`reference ${referenceName}: score / LCP / TBT / CLS`.padEnd(40)}  ` +
      `${'this build: score / LCP / TBT / CLS'.padEnd(40)}  LCP     TBT     FCP     score`,
  ];
  for (const entry of comparisons) {
    const scoreDelta = entry.current.score - entry.reference.score;
    lines.push(
      `${entry.page.padEnd(8)}  ${figures(entry.reference).padEnd(40)}  ${figures(entry.current).padEnd(40)}  ` +
        `${times(entry.ratios.lcp).padEnd(6)}  ${times(entry.ratios.tbt).padEnd(6)}  ` +
        `${times(entry.ratios.fcp).padEnd(6)}  ${scoreDelta >= 0 ? '+' : ''}${scoreDelta}`,
    );
  }
  const missed = comparisons.flatMap((entry) =>
    [
      entry.held.lcp ? null : 'LCP above the reference',
      entry.held.tbt ? null : 'TBT above the reference',
      entry.held.score ? null : 'score below the reference',
      entry.held.cls ? null : 'CLS not 0',
    ]
      .filter((miss): miss is string => miss !== null)
      .map((miss) => `${entry.page}: ${miss}`),
  );
  lines.push('', 'Scores (performance / accessibility / best practices / SEO), reference -> this build:');
  for (const entry of comparisons)
    lines.push(
      `${entry.page.padEnd(8)}  ${categoryScores(entry.reference)} -> ${categoryScores(entry.current)}`,
    );
  lines.push(
    '',
    missed.length === 0
      ? 'Against the reference: every page holds LCP <= ref, TBT <= ref, score >= ref, CLS 0.'
      : `Against the reference, not held: ${missed.join('; ')}.`,
  );
  return lines.join('\n');
}

/**
 * The order of the two builds in round `round` (0-based): alternated, so neither build always runs first
 * (right after the other's browser closed, or while a neighbour's job starts).
 */
export function buildOrder<T>(round: number, reference: T, current: T): [T, T] {
  return round % 2 === 0 ? [reference, current] : [current, reference];
}

/** The git ref after `--against` (also `--against=<ref>`), or null. */
export function againstRef(argv: readonly string[]): string | null {
  const index = argv.findIndex((arg) => arg === '--against' || arg.startsWith('--against='));
  if (index < 0) return null;
  const arg = argv[index] as string;
  const ref = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  if (!ref || ref.startsWith('--')) throw new Error('--against needs a git ref: --against 7b8c016');
  return ref;
}
