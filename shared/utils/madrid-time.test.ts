import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isCalendarDate,
  isClockTime,
  madridClock,
  madridInstant,
  madridOffsetMinutes,
  onOrAfterWeekday,
  weekdayOf,
} from './madrid-time.js';

/** What Intl's Europe/Madrid says: [YYYY-MM-DD, HH:MM]. */
const INTL = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function intlClock(instant: Date): [string, string] {
  const parts = INTL.formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return [`${part('year')}-${part('month')}-${part('day')}`, `${part('hour')}:${part('minute')}`];
}

describe('Madrid time without Intl', () => {
  it('reads the same date and time as Intl every 97 minutes from 2025 to 2028', () => {
    const start = Date.UTC(2025, 0, 1);
    const end = Date.UTC(2028, 11, 31);
    const mismatches: string[] = [];
    for (let ms = start; ms < end; ms += 97 * 60_000) {
      const instant = new Date(ms);
      const clock = madridClock(instant);
      const [date, time] = intlClock(instant);
      if (clock.date !== date || clock.time !== time) mismatches.push(instant.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('changes to summer time at 01:00 UTC on the last Sunday of March and back on the last of October', () => {
    expect(madridOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(60);
    expect(madridOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
    expect(madridOffsetMinutes(new Date('2026-10-25T00:59:59Z'))).toBe(120);
    expect(madridOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
    expect(madridOffsetMinutes(new Date('2027-03-28T01:00:00Z'))).toBe(120);
  });

  it('turns a Madrid wall time into its instant in winter and in summer', () => {
    expect(madridInstant('2026-12-01', '18:00').toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(madridInstant('2026-08-12', '18:00').toISOString()).toBe('2026-08-12T16:00:00.000Z');
    expect(madridInstant('2026-12-31', '23:30').toISOString()).toBe('2026-12-31T22:30:00.000Z');
  });

  it('reads the hour skipped in March an hour later, and the hour repeated in October as its first time', () => {
    const skipped = madridInstant('2026-03-29', '02:30');
    expect(skipped.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(madridClock(skipped).time).toBe('03:30');
    const twice = madridInstant('2026-10-25', '02:30');
    expect(twice.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(madridClock(twice).time).toBe('02:30');
  });

  it('counts days across months and the year end, and finds weekdays', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-25', '2027-01-08')).toBe(14);
    expect(weekdayOf('2026-12-04')).toBe(5);
    expect(onOrAfterWeekday('2026-12-30', 5)).toBe('2027-01-01');
    expect(onOrAfterWeekday('2026-12-04', 5)).toBe('2026-12-04');
  });

  it('tells real dates and clock times from the rest', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isClockTime('23:59')).toBe(true);
    expect(isClockTime('25:00')).toBe(false);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('9:00')).toBe(false);
  });

  it('a moment just after midnight in Madrid is already the next day there', () => {
    const clock = madridClock(new Date('2026-12-01T23:30:00Z'));
    expect(clock).toMatchObject({ date: '2026-12-02', weekday: 3, time: '00:30' });
  });
});
