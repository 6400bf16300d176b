/** The figures bench/lighthouse.ts reads from a Lighthouse result (LHR), kept apart so they can be tested. */

export interface PageRun {
  /** Performance score 0..100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The LCP element as Lighthouse names it, e.g. `img` `<img src="..." ...>` or a heading's text. */
  lcpElement: string;
  /** The other categories' scores 0..100 (null when the run did not audit that category). */
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** The audits of those categories that did not pass (their ids, e.g. `color-contrast`), to fix. */
  misses: string[];
}

/** The categories every run audits; the bench's performance targets read only the first. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface LhrNode {
  type?: string;
  snippet?: string;
  nodeLabel?: string;
  selector?: string;
}

interface LhrDetails {
  type?: string;
  items?: (LhrDetails & { node?: LhrNode })[];
}

interface LhrCategory {
  score: number | null;
  auditRefs?: { id: string; weight?: number }[];
}

export interface LhrLike {
  categories: Partial<Record<Category, LhrCategory>>;
  audits: Record<
    string,
    { numericValue?: number; details?: unknown; score?: number | null; scoreDisplayMode?: string } | undefined
  >;
}

function numeric(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse result without ${id}`);
  return value;
}

/** The first node of the LCP element audit (a list of tables in Lighthouse 12, a table before). */
function firstNode(details: LhrDetails | undefined): LhrNode | undefined {
  for (const item of details?.items ?? []) {
    if (item.node?.type === 'node') return item.node;
    const inner = firstNode(item);
    if (inner) return inner;
  }
  return undefined;
}

/** A short, one-line name of the LCP element: its selector and its label (text or alt). */
export function lcpElementOf(details: unknown): string {
  const node = firstNode(details as LhrDetails | undefined);
  if (!node) return '(none)';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  const selector = (node.selector ?? node.snippet ?? '').split(' > ').slice(-2).join(' > ');
  const short = label.length > 40 ? `${label.slice(0, 39)}…` : label;
  return short ? `${selector} «${short}»` : selector;
}

const categoryScore = (lhr: LhrLike, id: Category): number | null => {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
};

/**
 * The audits of accessibility, best practices and SEO that count in their score (weight > 0, or binary ones
 * Lighthouse shows as failed) and did not pass; manual and not-applicable audits are not misses.
 */
export function missesOf(lhr: LhrLike): string[] {
  const misses = new Set<string>();
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      const scored = audit?.scoreDisplayMode === 'binary' || audit?.scoreDisplayMode === 'numeric';
      if (scored && typeof audit?.score === 'number' && audit.score < 1) misses.add(ref.id);
    }
  }
  return [...misses].sort();
}

export function lighthouseRunOf(lhr: LhrLike): PageRun {
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse result without a performance score');
  return {
    score: Math.round(score * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    misses: missesOf(lhr),
  };
}

/** The median of the values that are there; null when none is. */
export function medianOrNull(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : median(present);
}

/** The median (the mean of the middle two for an even count); 0 for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
