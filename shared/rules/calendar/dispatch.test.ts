import { describe, expect, it } from 'vitest';
import {
  dispatchDateFor,
  lastCutoff,
  nextCutoff,
  openDispatchDay,
  toFarmCalendar,
  toSchedule,
  upcomingDispatchDays,
  type FarmCalendar,
} from './dispatch.js';
import { cutoffSentence } from '../../messages/calendar.js';

/** A weekly calendar without holidays: cut-off on `cutoffWeekday` at `cutoffTime`, out on `dispatchWeekday`. */
const weekly = (cutoffWeekday: number, cutoffTime: string, dispatchWeekday: number): FarmCalendar => ({
  schedule: { cutoffWeekday, cutoffTime, dispatchWeekday },
  holidays: [],
});
/** Cut-off on Tuesday at 18:00, out on Friday (the example). */
const TUESDAY_FRIDAY = weekly(2, '18:00', 5);
const at = (iso: string) => new Date(iso);

describe('a farm dispatch calendar', () => {
  it('an order on Monday makes Tuesday 18:00 and leaves on Friday 4 December', () => {
    const now = at('2026-11-30T11:00:00Z');
    const cutoff = nextCutoff(TUESDAY_FRIDAY.schedule!, now);
    expect(cutoff.date).toBe('2026-12-01');
    expect(cutoff.at.toISOString()).toBe('2026-12-01T17:00:00.000Z');
    const date = dispatchDateFor(TUESDAY_FRIDAY, now);
    expect(date).toBe('2026-12-04');
    expect(cutoffSentence(cutoff, date, now)).toBe(
      'Pide antes del martes a las 18:00 y sale el viernes 4 de diciembre',
    );
  });

  it('an order at the cut-off minute itself misses it and waits a week', () => {
    expect(dispatchDateFor(TUESDAY_FRIDAY, at('2026-12-01T16:59:59Z'))).toBe('2026-12-04');
    expect(dispatchDateFor(TUESDAY_FRIDAY, at('2026-12-01T17:00:00Z'))).toBe('2026-12-11');
  });

  it('says «hoy» when the cut-off is later today', () => {
    const now = at('2026-12-01T09:00:00Z');
    const cutoff = nextCutoff(TUESDAY_FRIDAY.schedule!, now);
    expect(cutoffSentence(cutoff, dispatchDateFor(TUESDAY_FRIDAY, now), now)).toBe(
      'Pide hoy antes de las 18:00 y sale el viernes 4 de diciembre',
    );
  });

  it('uses Madrid time: 23:30 UTC on Tuesday is already Wednesday there', () => {
    const calendar = weekly(2, '23:59', 5);
    // 2026-12-01T22:30Z = Tuesday 23:30 in Madrid: still before the cut-off.
    expect(dispatchDateFor(calendar, at('2026-12-01T22:30:00Z'))).toBe('2026-12-04');
    // 2026-12-01T23:30Z = Wednesday 00:30 in Madrid: after it.
    expect(dispatchDateFor(calendar, at('2026-12-01T23:30:00Z'))).toBe('2026-12-11');
  });

  it('keeps 18:00 Madrid time in summer (16:00 UTC) and in winter (17:00 UTC)', () => {
    const summer = nextCutoff(TUESDAY_FRIDAY.schedule!, at('2026-08-10T10:00:00Z'));
    expect(summer.at.toISOString()).toBe('2026-08-11T16:00:00.000Z');
    const winter = nextCutoff(TUESDAY_FRIDAY.schedule!, at('2026-11-09T10:00:00Z'));
    expect(winter.at.toISOString()).toBe('2026-11-10T17:00:00.000Z');
  });

  it('crosses the change of time: a Sunday 02:30 cut-off on the night clocks go back is its first 02:30', () => {
    const schedule = { cutoffWeekday: 0, cutoffTime: '02:30', dispatchWeekday: 1 };
    const cutoff = nextCutoff(schedule, at('2026-10-24T12:00:00Z'));
    expect(cutoff.at.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // And the night they go forward (02:30 does not exist): 03:30 summer time.
    const spring = nextCutoff(schedule, at('2026-03-28T12:00:00Z'));
    expect(spring.at.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(dispatchDateFor({ schedule, holidays: [] }, at('2026-03-28T12:00:00Z'))).toBe('2026-03-30');
  });

  it('a cut-off on the dispatch day itself sends that day, and the next week once it has passed', () => {
    const calendar = weekly(5, '09:00', 5);
    expect(dispatchDateFor(calendar, at('2026-12-04T07:59:00Z'))).toBe('2026-12-04');
    expect(dispatchDateFor(calendar, at('2026-12-04T08:00:00Z'))).toBe('2026-12-11');
    expect(dispatchDateFor(calendar, at('2026-12-03T12:00:00Z'))).toBe('2026-12-04');
  });

  it('crosses the year end, and skips a closed date to the next dispatch day', () => {
    expect(dispatchDateFor(TUESDAY_FRIDAY, at('2026-12-30T10:00:00Z'))).toBe('2027-01-08');
    const now = at('2026-12-29T10:00:00Z');
    expect(dispatchDateFor(TUESDAY_FRIDAY, now)).toBe('2027-01-01');
    const closed = { ...TUESDAY_FRIDAY, holidays: ['2027-01-01'] };
    expect(dispatchDateFor(closed, now)).toBe('2027-01-08');
    expect(cutoffSentence(nextCutoff(closed.schedule!, now), dispatchDateFor(closed, now), now)).toBe(
      'Pide hoy antes de las 18:00 y sale el viernes 8 de enero de 2027',
    );
    const twoClosed = { ...TUESDAY_FRIDAY, holidays: ['2027-01-01', '2027-01-08'] };
    expect(dispatchDateFor(twoClosed, now)).toBe('2027-01-15');
  });

  it('without a calendar a farm sends today (Madrid), or on its next open day', () => {
    const none: FarmCalendar = { schedule: null, holidays: [] };
    expect(dispatchDateFor(none, at('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(
      dispatchDateFor({ schedule: null, holidays: ['2026-12-24', '2026-12-25'] }, at('2026-12-24T10:00:00Z')),
    ).toBe('2026-12-26');
  });

  it('a pre-order leaves on its ready date when that is later, past a closed date', () => {
    const now = at('2026-11-30T11:00:00Z');
    expect(dispatchDateFor(TUESDAY_FRIDAY, now, '2026-12-02')).toBe('2026-12-04');
    expect(dispatchDateFor(TUESDAY_FRIDAY, now, '2027-08-12')).toBe('2027-08-12');
    expect(dispatchDateFor({ schedule: null, holidays: [] }, now, '2027-08-12')).toBe('2027-08-12');
    expect(dispatchDateFor({ ...TUESDAY_FRIDAY, holidays: ['2027-08-12'] }, now, '2027-08-12')).toBe(
      '2027-08-13',
    );
  });

  it('lists the next dispatch days without the closed ones, and finds the last cut-off', () => {
    const calendar = { ...TUESDAY_FRIDAY, holidays: ['2026-12-25'] };
    expect(upcomingDispatchDays(calendar, '2026-12-16', 3)).toEqual([
      '2026-12-18',
      '2027-01-01',
      '2027-01-08',
    ]);
    expect(upcomingDispatchDays({ schedule: null, holidays: [] }, '2026-12-16', 3)).toEqual([]);
    expect(openDispatchDay(calendar, '2026-12-19')).toBe('2027-01-01');
    const last = lastCutoff(TUESDAY_FRIDAY.schedule!, at('2026-12-03T10:00:00Z'));
    expect(last.at.toISOString()).toBe('2026-12-01T17:00:00.000Z');
  });

  it('reads stored calendars defensively', () => {
    expect(toSchedule({ cutoffWeekday: 7, cutoffTime: '18:00', dispatchWeekday: 5 })).toBeNull();
    expect(toSchedule({ cutoffWeekday: 2, cutoffTime: '25:00', dispatchWeekday: 5 })).toBeNull();
    expect(toSchedule(null)).toBeNull();
    expect(toFarmCalendar({ holidays: ['2026-12-25', 'nope', '2026-12-24', '2026-12-25'] }).holidays).toEqual(
      ['2026-12-24', '2026-12-25'],
    );
  });
});
