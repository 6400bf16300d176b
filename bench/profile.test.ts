import { describe, expect, it } from 'vitest';
import { isTopLevel, tallyProfile, topLines, type Tally } from './profile.js';

const frame = (functionName: string, lineNumber = 0) => ({
  functionName,
  url: 'http://x/assets/a.js',
  lineNumber,
});

describe('tallyProfile', () => {
  it('adds each sample to its function (self) and to every caller once (total)', () => {
    const tally: Tally = { self: new Map(), total: new Map() };
    tallyProfile(
      {
        nodes: [
          { id: 1, callFrame: frame('(root)'), children: [2] },
          { id: 2, callFrame: frame('ProductCard', 9), children: [3] },
          { id: 3, callFrame: frame('ratingLabel', 4), children: [4] },
          { id: 4, callFrame: frame('ratingLabel', 4) },
        ],
        samples: [3, 4, 2],
        timeDeltas: [0, 1000, 2000, 500],
      },
      tally,
    );
    expect(tally.self.get('ratingLabel a.js:5')).toBe(3);
    expect(tally.self.get('ProductCard a.js:10')).toBe(0.5);
    expect(tally.total.get('ratingLabel a.js:5')).toBe(3);
    expect(tally.total.get('ProductCard a.js:10')).toBe(3.5);
    expect(topLines(tally.total, 5, 1)).toEqual([
      '     3.5 ms  ProductCard a.js:10',
      '     3.0 ms  ratingLabel a.js:5',
    ]);
    expect(topLines(tally.total, 5, 1, (name) => /^[A-Z]/.test(name))).toHaveLength(1);
  });
});

describe('isTopLevel', () => {
  it('names a file first evaluated, not its functions', () => {
    expect(isTopLevel('(anonymous) index-abc.js:1')).toBe(true);
    expect(isTopLevel('(anonymous) index-abc.js:12')).toBe(false);
    expect(isTopLevel('render index-abc.js:1')).toBe(false);
  });
  it('is listed only when anonymous names are asked for', () => {
    const total = new Map([['(anonymous) index.js:1', 2]]);
    expect(topLines(total, 5, 1, isTopLevel)).toEqual([]);
    expect(topLines(total, 5, 1, isTopLevel, true)).toEqual(['     2.0 ms  (anonymous) index.js:1']);
  });
});
