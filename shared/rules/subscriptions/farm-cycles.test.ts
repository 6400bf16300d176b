import { describe, expect, it } from 'vitest';
import { NO_CALENDAR, type FarmCalendar } from '../calendar/dispatch.js';
import {
  beforeCutoff,
  DEFAULT_CYCLES,
  dueToPlace,
  firstOrderDate,
  nextCycleDate,
  nextOpenDate,
} from './cycle-dates.js';
import { farmCycleRule, sameWeekdayNextMonth } from './farm-cycles.js';

// 2026-12-01 is a Tuesday; the farm closes its list on Tuesday at 18:00 (Madrid) and sends on Friday.
const TUESDAY_FRIDAY: FarmCalendar = {
  schedule: { cutoffWeekday: 2, cutoffTime: '18:00', dispatchWeekday: 5 },
  holidays: [],
};

describe("a box's cycles on its farm's dispatch calendar", () => {
  it("falls on the farm's dispatch days and closes at its cut-off for that day", () => {
    const rule = farmCycleRule(TUESDAY_FRIDAY);
    expect(firstOrderDate(new Date('2026-11-30T10:00:00Z'), rule)).toBe('2026-12-04');
    expect(rule.cutoffOf('2026-12-04')).toBe('2026-12-01T17:00:00.000Z');
    // At 18:00 sharp on Tuesday that Friday's list is closed: the first box is the next Friday.
    expect(firstOrderDate(new Date('2026-12-01T17:00:00Z'), rule)).toBe('2026-12-11');
    expect(beforeCutoff('2026-12-04', new Date('2026-12-01T16:59:00Z'), rule)).toBe(true);
    // Summer time: 18:00 in Madrid is 16:00 UTC.
    expect(rule.cutoffOf('2026-07-10')).toBe('2026-07-07T16:00:00.000Z');
  });

  it("places the cycle at the cut-off (so it is in that dispatch day's list), not before", () => {
    const rule = farmCycleRule(TUESDAY_FRIDAY);
    expect(dueToPlace('2026-12-04', new Date('2026-12-01T16:59:00Z'), rule)).toBe(false);
    expect(dueToPlace('2026-12-04', new Date('2026-12-01T17:00:00Z'), rule)).toBe(true);
    expect(rule.cycleOn('2026-12-04')).toBe('2026-12-04');
    // A cut-off on the dispatch day itself (Friday 09:00 for Friday): not placed at midnight, but at 09:00.
    const sameDay = farmCycleRule({
      schedule: { cutoffWeekday: 5, cutoffTime: '09:00', dispatchWeekday: 5 },
      holidays: [],
    });
    expect(dueToPlace('2026-12-04', new Date('2026-12-04T07:59:00Z'), sameDay)).toBe(false);
    expect(dueToPlace('2026-12-04', new Date('2026-12-04T08:00:00Z'), sameDay)).toBe(true);
  });

  it("steps a week or two on dispatch days and skips the farm's closed dates", () => {
    const rule = farmCycleRule({ ...TUESDAY_FRIDAY, holidays: ['2026-12-25'] });
    const now = new Date('2026-12-10T10:00:00Z');
    expect(nextCycleDate('2026-12-11', 'weekly', now, rule)).toBe('2026-12-18');
    expect(nextCycleDate('2026-12-18', 'weekly', now, rule)).toBe('2027-01-01');
    expect(rule.cutoffOf('2027-01-01')).toBe('2026-12-29T17:00:00.000Z');
    expect(nextCycleDate('2026-12-11', 'biweekly', now, rule)).toBe('2027-01-01');
    // A date kept from before the farm had a calendar (a Wednesday) goes out on its next Friday.
    expect(nextOpenDate('2026-12-16', 'weekly', now, rule)).toBe('2026-12-18');
    expect(rule.cutoffOf('2026-12-16')).toBe('2026-12-15T17:00:00.000Z');
  });

  it('keeps a monthly box on the same n-th dispatch weekday of the month (at most the 4th)', () => {
    expect(sameWeekdayNextMonth('2026-12-04', 5)).toBe('2027-01-01');
    expect(sameWeekdayNextMonth('2026-12-25', 5)).toBe('2027-01-22');
    expect(sameWeekdayNextMonth('2027-01-29', 5)).toBe('2027-02-26');
    const rule = farmCycleRule(TUESDAY_FRIDAY);
    expect(nextCycleDate('2026-12-11', 'monthly', new Date('2026-12-10T10:00:00Z'), rule)).toBe('2027-01-08');
  });

  it('keeps the shop default for a farm without a calendar; without a schedule only skips its closed dates', () => {
    expect(farmCycleRule(NO_CALENDAR)).toBe(DEFAULT_CYCLES);
    const now = new Date('2026-12-01T10:00:00Z');
    expect(firstOrderDate(now, farmCycleRule(NO_CALENDAR))).toBe('2026-12-03');
    const closed = farmCycleRule({ schedule: null, holidays: ['2026-12-03'] });
    expect(firstOrderDate(now, closed)).toBe('2026-12-04');
    expect(closed.cutoffOf('2026-12-04')).toBe('2026-12-02T17:00:00.000Z');
    expect(dueToPlace('2026-12-04', new Date('2026-12-03T10:00:00Z'), closed)).toBe(false);
    expect(dueToPlace('2026-12-04', new Date('2026-12-03T23:00:00Z'), closed)).toBe(true);
  });
});
