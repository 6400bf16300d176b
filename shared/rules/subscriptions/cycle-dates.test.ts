import { describe, expect, it } from 'vitest';
import {
  addInterval,
  beforeCutoff,
  defaultCutoff,
  firstOrderDate,
  madridDate,
  madridInstant,
  nextOpenDate,
  spanishInstant,
} from './cycle-dates.js';

describe('cycle dates (Madrid time)', () => {
  it('turns a Madrid wall clock into the right instant in winter and summer', () => {
    expect(madridInstant('2026-12-01', '18:00')).toBe('2026-12-01T17:00:00.000Z');
    expect(madridInstant('2026-07-01', '18:00')).toBe('2026-07-01T16:00:00.000Z');
  });

  it('reads the Madrid date of an instant (past midnight in Madrid is the next day)', () => {
    expect(madridDate(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02');
  });

  it('closes a cycle two days before its order date at 18:00', () => {
    expect(defaultCutoff('2026-12-04')).toBe('2026-12-02T17:00:00.000Z');
    expect(beforeCutoff('2026-12-04', new Date('2026-12-02T16:59:00Z'))).toBe(true);
    expect(beforeCutoff('2026-12-04', new Date('2026-12-02T17:00:00Z'))).toBe(false);
  });

  it('steps weekly, fortnightly and monthly (a 31st falls on the month end)', () => {
    expect(addInterval('2026-12-04', 'weekly')).toBe('2026-12-11');
    expect(addInterval('2026-12-04', 'biweekly')).toBe('2026-12-18');
    expect(addInterval('2027-01-31', 'monthly')).toBe('2027-02-28');
    expect(addInterval('2026-12-15', 'monthly')).toBe('2027-01-15');
  });

  it('offers as first date the first one whose cut-off is ahead', () => {
    expect(firstOrderDate(new Date('2026-12-01T10:00:00Z'))).toBe('2026-12-03');
    expect(firstOrderDate(new Date('2026-12-01T18:00:00Z'))).toBe('2026-12-04');
  });

  it('moves a series past the dates whose cut-off is gone', () => {
    expect(nextOpenDate('2026-12-04', 'weekly', new Date('2026-12-09T17:00:00Z'))).toBe('2026-12-18');
    expect(nextOpenDate('2026-12-04', 'weekly', new Date('2026-12-09T10:00:00Z'))).toBe('2026-12-11');
  });

  it('says an instant in Spanish', () => {
    expect(spanishInstant('2026-12-01T17:00:00.000Z')).toBe('martes 1 de diciembre a las 18:00');
  });
});
