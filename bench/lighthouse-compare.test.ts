import { describe, expect, it } from 'vitest';
import { sameDependencies } from './lighthouse-against.js';
import {
  againstRef,
  buildOrder,
  comparePage,
  categoryScores,
  comparisonTable,
  mediansOf,
  ratio,
} from './lighthouse-compare.js';

const run = (score: number, lcpMs: number, tbtMs: number, cls = 0, accessibility: number | null = 100) => ({
  score,
  fcpMs: 1000,
  lcpMs,
  cls,
  tbtMs,
  lcpElement: 'img',
  accessibility,
  bestPractices: 100,
  seo: 100,
  misses: [],
});

describe('lighthouse side by side', () => {
  it('takes each metric’s median of the runs', () => {
    expect(mediansOf([run(90, 1500, 300), run(80, 1200, 700), run(95, 1300, 100)])).toEqual({
      score: 90,
      fcpMs: 1000,
      lcpMs: 1300,
      cls: 0,
      tbtMs: 300,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
    });
  });

  it('takes the other categories’ medians of the runs that audited them, a dash when none did', () => {
    const medians = mediansOf([run(90, 1, 1, 0, 92), run(91, 1, 1, 0, null), run(92, 1, 1, 0, 96)]);
    expect(medians.accessibility).toBe(94);
    expect(categoryScores(medians)).toBe('91 / 94 / 100 / 100');
    expect(categoryScores(mediansOf([run(80, 1, 1, 0, null)]))).toBe('80 / - / 100 / 100');
  });

  it('divides this build by the reference, with no ratio against 0', () => {
    expect(ratio(1500, 3000)).toBe(0.5);
    expect(ratio(20, 0)).toBeNull();
  });

  it('holds the targets only when LCP and TBT are at most, the score at least the reference’s, CLS 0', () => {
    const reference = mediansOf([run(77, 1455, 1154)]);
    const same = comparePage('product', '/products/x', reference, reference);
    expect(same.held).toEqual({ lcp: true, tbt: true, score: true, cls: true });
    const worse = comparePage('product', '/products/x', reference, mediansOf([run(76, 3081, 724, 0.01)]));
    expect(worse.held).toEqual({ lcp: false, tbt: true, score: false, cls: false });
    expect(worse.ratios.lcp).toBeCloseTo(2.1175, 3);
    expect(worse.ratios.tbt).toBeCloseTo(0.627, 3);
  });

  it('prints one line per page with the ratios, and what is not held', () => {
    const reference = mediansOf([run(82, 1243, 755)]);
    const table = comparisonTable(
      [
        comparePage('catalog', '/products', reference, mediansOf([run(74, 1220, 1432)])),
        comparePage('home', '/', reference, reference),
      ],
      '7b8c016',
    );
    const [header, catalog, home] = table.split('\n');
    expect(header).toContain('reference 7b8c016');
    expect(catalog).toMatch(/^catalog\s+82 \/ 1,243 ms \/\s+755 ms \/ 0\.000\s+74 \/ 1,220 ms \/ 1,432 ms/);
    expect(catalog).toMatch(/0\.98x\s+1\.90x\s+1\.00x\s+-8$/);
    expect(home).toMatch(/1\.00x\s+1\.00x\s+1\.00x\s+\+0$/);
    expect(table).toContain('catalog   82 / 100 / 100 / 100 -> 74 / 100 / 100 / 100');
    expect(table).toContain(
      'Against the reference, not held: catalog: TBT above the reference; catalog: score below the reference.',
    );
    expect(comparisonTable([comparePage('home', '/', reference, reference)], 'v1')).toContain(
      'every page holds',
    );
  });

  it('alternates which build runs first', () => {
    expect(buildOrder(0, 'ref', 'this')).toEqual(['ref', 'this']);
    expect(buildOrder(1, 'ref', 'this')).toEqual(['this', 'ref']);
    expect(buildOrder(2, 'ref', 'this')).toEqual(['ref', 'this']);
  });

  it('links this checkout’s node_modules only when it has every package of the ref at the same version', () => {
    const ours = {
      packages: {
        '': { version: '0.1.0' },
        'node_modules/react': { version: '19.3.1' },
        'node_modules/x': { version: '1.0.0' },
      },
    };
    expect(
      sameDependencies(
        { packages: { '': { version: '0.0.9' }, 'node_modules/react': { version: '19.3.1' } } },
        ours,
      ),
    ).toBe(true);
    expect(sameDependencies({ packages: { 'node_modules/react': { version: '19.2.0' } } }, ours)).toBe(false);
    expect(sameDependencies({ packages: { 'node_modules/y': { version: '1.0.0' } } }, ours)).toBe(false);
  });

  it('reads the ref after --against', () => {
    expect(againstRef(['--against', '7b8c016'])).toBe('7b8c016');
    expect(againstRef(['--against=main~3'])).toBe('main~3');
    expect(againstRef([])).toBeNull();
    expect(() => againstRef(['--against'])).toThrow(/git ref/);
  });
});
