import { describe, expect, it } from 'vitest';
import { harvestDateProblem } from './harvest-date.js';

describe('harvestDateProblem', () => {
  const lateEvening = new Date('2025-06-30T22:30:00Z'); // 1 July in Madrid already

  it('takes a real date from Spain’s today back to the same day two years before', () => {
    expect(harvestDateProblem('2025-07-01', lateEvening)).toBeNull();
    expect(harvestDateProblem('2023-07-01', lateEvening)).toBeNull();
  });

  it('names what is wrong otherwise', () => {
    expect(harvestDateProblem('2025-07-02', lateEvening)).toBe('future');
    expect(harvestDateProblem('2023-06-30', lateEvening)).toBe('tooOld');
    expect(harvestDateProblem('2023-02-29', lateEvening)).toBe('format');
    expect(harvestDateProblem('1/7/2025', lateEvening)).toBe('format');
  });
});
