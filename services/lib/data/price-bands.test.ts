import { describe, expect, it } from 'vitest';
import { bandsCovering, PRICE_BANDS, priceBandOf } from './price-bands.js';

describe('price bands', () => {
  it('cover every price once, in order, without gaps', () => {
    expect(PRICE_BANDS).toHaveLength(18);
    expect(PRICE_BANDS[0]?.lower).toBe(0);
    PRICE_BANDS.slice(1).forEach((band, i) => expect(band.lower).toBe((PRICE_BANDS[i]?.upper ?? 0) + 1));
    expect(PRICE_BANDS.map((band) => band.lower).slice(1, 7)).toEqual([100, 160, 250, 400, 630, 1000]);
  });

  it('put a price in the band whose bounds hold it', () => {
    expect(priceBandOf(0).lower).toBe(0);
    expect(priceBandOf(99).lower).toBe(0);
    expect(priceBandOf(100).lower).toBe(100);
    expect(priceBandOf(2499).lower).toBe(1600);
    expect(priceBandOf(2500).lower).toBe(2500);
    expect(priceBandOf(9_999_999).lower).toBe(1_000_000);
  });

  it('split a range into the bands it covers: whole ones and the parts at its edges', () => {
    expect(bandsCovering(2000, 2500)).toEqual([
      { lower: 1600, upper: 2499, from: 2000, to: 2499, whole: false },
      { lower: 2500, upper: 3999, from: 2500, to: 2500, whole: false },
    ]);
    const wide = bandsCovering(1000, 6299);
    expect(wide.map((band) => [band.lower, band.whole])).toEqual([
      [1000, true],
      [1600, true],
      [2500, true],
      [4000, true],
    ]);
    expect(bandsCovering(0, 999_999_999_999).every((band) => band.whole)).toBe(true);
    expect(bandsCovering(700, 800)).toEqual([{ lower: 630, upper: 999, from: 700, to: 800, whole: false }]);
  });
});
