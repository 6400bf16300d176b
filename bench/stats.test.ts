import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats.js';

describe('bench stats', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBe(0);
    expect(summarize([3, 1, 2])).toEqual({ count: 3, p50: 2, p95: 3, max: 3 });
  });
});
