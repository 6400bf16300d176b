import { describe, expect, it } from 'vitest';
import { lcpElementOf, lighthouseRunOf, median, medianOrNull, missesOf } from './lighthouse-report.js';

const LCP_ELEMENT_DETAILS = {
  type: 'list',
  items: [
    {
      type: 'table',
      items: [
        {
          node: {
            type: 'node',
            selector: 'div.container > div.hero__grid > div.hero__copy > h1#hero-title',
            nodeLabel: 'Pitahayas frescas de fincas que conoces',
          },
        },
      ],
    },
    { type: 'table', items: [{ phase: 'TTFB', timing: 600 }] },
  ],
};

describe('lighthouse report', () => {
  it('reads score, FCP, LCP, CLS, TBT and the LCP element of a result', () => {
    const run = lighthouseRunOf({
      categories: { performance: { score: 0.874 } },
      audits: {
        'first-contentful-paint': { numericValue: 1868.2 },
        'largest-contentful-paint': { numericValue: 2368.9 },
        'cumulative-layout-shift': { numericValue: 0.175 },
        'total-blocking-time': { numericValue: 140 },
        'largest-contentful-paint-element': { details: LCP_ELEMENT_DETAILS },
      },
    });
    expect(run).toEqual({
      score: 87,
      fcpMs: 1868.2,
      lcpMs: 2368.9,
      cls: 0.175,
      tbtMs: 140,
      lcpElement: 'div.hero__copy > h1#hero-title «Pitahayas frescas de fincas que conoces»',
      accessibility: null,
      bestPractices: null,
      seo: null,
      misses: [],
    });
  });

  it('reads the other categories’ scores and the scored audits they did not pass', () => {
    const lhr = {
      categories: {
        performance: { score: 1 },
        accessibility: {
          score: 0.96,
          auditRefs: [{ id: 'color-contrast' }, { id: 'label' }, { id: 'manual-check' }, { id: 'aria-x' }],
        },
        'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console' }] },
        seo: { score: 0.917, auditRefs: [{ id: 'crawlable-anchors' }, { id: 'color-contrast' }] },
      },
      audits: {
        'first-contentful-paint': { numericValue: 700 },
        'largest-contentful-paint': { numericValue: 900 },
        'cumulative-layout-shift': { numericValue: 0 },
        'total-blocking-time': { numericValue: 20 },
        'color-contrast': { score: 0, scoreDisplayMode: 'binary' },
        label: { score: 1, scoreDisplayMode: 'binary' },
        'manual-check': { score: null, scoreDisplayMode: 'manual' },
        'aria-x': { score: null, scoreDisplayMode: 'notApplicable' },
        'errors-in-console': { score: 1, scoreDisplayMode: 'binary' },
        'crawlable-anchors': { score: 0, scoreDisplayMode: 'binary' },
      },
    };
    const run = lighthouseRunOf(lhr);
    expect([run.score, run.accessibility, run.bestPractices, run.seo]).toEqual([100, 96, 100, 92]);
    expect(missesOf(lhr)).toEqual(['color-contrast', 'crawlable-anchors']);
  });

  it('refuses a result without a score or a metric', () => {
    expect(() => lighthouseRunOf({ categories: { performance: { score: null } }, audits: {} })).toThrow(
      /score/,
    );
    expect(() => lighthouseRunOf({ categories: { performance: { score: 1 } }, audits: {} })).toThrow(
      /first-contentful-paint/,
    );
  });

  it('names a missing LCP element and shortens long labels', () => {
    expect(lcpElementOf(undefined)).toBe('(none)');
    const long = lcpElementOf({
      type: 'table',
      items: [{ node: { type: 'node', selector: 'main > p', nodeLabel: 'x'.repeat(60) } }],
    });
    expect(long).toBe(`main > p «${'x'.repeat(39)}…»`);
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
    expect(medianOrNull([null, 90, 100])).toBe(95);
    expect(medianOrNull([null])).toBeNull();
  });
});
