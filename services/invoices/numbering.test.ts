import { describe, expect, it } from 'vitest';
import { fiscalYearOf, formatInvoiceNumber, planNumber, seriesOf } from './numbering.js';

describe('invoice numbering', () => {
  it('derives the series from the producer id: F + its first 6 hex characters, upper case', () => {
    expect(seriesOf('3f6c2a10-9b1e-4c55-8a2d-0e1f2a3b4c5d')).toBe('F3F6C2A');
    expect(seriesOf('3F-6c-2a10')).toBe('F3F6C2A');
    expect(seriesOf('abc')).toMatch(/^F[0-9A-Z]{6}$/);
  });

  it("counts the year in Spain's time zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid (UTC+1 in winter).
    expect(fiscalYearOf(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(fiscalYearOf(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
  });

  it('takes the next number after the counter as read', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    expect(planNumber('3f6c2a10-9b1e', at, 0)).toEqual({
      series: 'F3F6C2A',
      year: 2026,
      previous: 0,
      n: 1,
      number: 'F3F6C2A-2026-1',
    });
    expect(planNumber('3f6c2a10-9b1e', at, 41).number).toBe('F3F6C2A-2026-42');
    expect(formatInvoiceNumber('F000001', 2027, 7)).toBe('F000001-2027-7');
  });

  it('numbers rectifying invoices in a series of their own: R + the same 6 characters, never an F prefix', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    expect(seriesOf('3f6c2a10-9b1e', 'rectifying')).toBe('R3F6C2A');
    expect(planNumber('3f6c2a10-9b1e', at, 0, 'rectifying').number).toBe('R3F6C2A-2026-1');
    expect(planNumber('3f6c2a10-9b1e', at, 3, 'rectifying').number).toBe('R3F6C2A-2026-4');
    expect(planNumber('3f6c2a10-9b1e', at, 3).number.split('-')[0]).not.toBe(
      planNumber('3f6c2a10-9b1e', at, 3, 'rectifying').number.split('-')[0],
    );
  });
});
