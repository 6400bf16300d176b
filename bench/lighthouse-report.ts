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
}

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

export interface LhrLike {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
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
  };
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
