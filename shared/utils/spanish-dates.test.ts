import { describe, expect, it } from 'vitest';
import { dayAndMonth, dayMonthYear, weekdayDayAndMonth } from './spanish-dates.js';

/** Every day from 1999 to 2031, as ISO dates. */
const days = Array.from({ length: 33 * 366 }, (_, index) =>
  new Date(Date.UTC(1999, 0, 1 + index)).toISOString().slice(0, 10),
).filter((day) => day < '2032-01-01');

describe('dayMonthYear', () => {
  it('writes what Intl writes for es-ES (day numeric, month long, year numeric), every day of 33 years', () => {
    const intl = new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const differing = days.filter((day) => dayMonthYear(day) !== intl.format(new Date(`${day}T12:00:00Z`)));
    expect(days.length).toBeGreaterThan(12_000);
    expect(differing).toEqual([]);
    expect(dayMonthYear('2025-03-14')).toBe('14 de marzo de 2025');
  });
});

describe('dayAndMonth and weekdayDayAndMonth', () => {
  it('leave the year out in the reader’s year and write it in another', () => {
    expect(dayAndMonth('2026-08-12', '2026-01-01')).toBe('12 de agosto');
    expect(dayAndMonth('2027-08-12', '2026-01-01')).toBe('12 de agosto de 2027');
    expect(weekdayDayAndMonth('2026-12-04', '2026-11-29')).toBe('viernes 4 de diciembre');
  });
});
