import { describe, expect, it } from 'vitest';
import { formatShortDate } from './format';

describe('formatShortDate', () => {
  it('writes a table date short, with spaces that never break', () => {
    expect(formatShortDate('2026-11-26T10:00:00.000Z')).toBe('26\u00a0nov\u00a02026');
    expect(formatShortDate('2026-11-26T10:00:00.000Z')).not.toMatch(/ /);
  });

  it('writes nothing for a date that cannot be read', () => {
    expect(formatShortDate('ayer')).toBe('');
  });
});
