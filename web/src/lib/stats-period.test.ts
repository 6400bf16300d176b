import { describe, expect, it } from 'vitest';
import { parsePeriod, seriesLabel, toTimestamp } from './stats-period';

describe('dashboard stats helpers', () => {
  it('reads the period from the URL, 30 days by default', () => {
    expect(parsePeriod('7d')).toBe('7d');
    expect(parsePeriod('12m')).toBe('12m');
    expect(parsePeriod('1y')).toBe('30d');
    expect(parsePeriod(null)).toBe('30d');
  });

  it('places days and months at UTC midnight and labels them in Spanish', () => {
    expect(toTimestamp('2026-06-03')).toBe(Date.UTC(2026, 5, 3) / 1000);
    expect(toTimestamp('2026-06')).toBe(Date.UTC(2026, 5, 1) / 1000);
    expect(seriesLabel(toTimestamp('2026-06-03'), 'day')).toBe('3 jun');
    expect(seriesLabel(toTimestamp('2026-06'), 'month')).toMatch(/^jun.* 26$/);
  });
});
