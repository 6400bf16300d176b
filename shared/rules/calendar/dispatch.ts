/**
 * A farm's dispatch calendar (docs/harvest-calendar.md): the weekly cut-off and dispatch day in Madrid time,
 * the dates it does not dispatch, and what follows from them for an order placed now:
 *
 *   - the next cut-off is the first cut-off instant strictly after now (an order at 18:00 sharp misses the
 *     18:00 cut-off);
 *   - its dispatch date is the first dispatch weekday on or after the cut-off's date: a cut-off that falls on
 *     the dispatch day itself (Friday 09:00 for Friday) sends that same day;
 *   - a pre-order line's ready date wins when it is later (ARCHITECTURE: "or readyFrom when later");
 *   - a date the farm marked as closed moves the dispatch to its next dispatch day (to the next open day for a
 *     farm without a weekly calendar);
 *   - without a calendar a farm sends as soon as it can: today (or the ready date).
 *
 * Pure: the services (cart, checkout, cut-off job) and the web (cart, checkout, profile) use the same rules.
 */
import {
  addDays,
  isCalendarDate,
  isClockTime,
  laterDate,
  madridClock,
  madridInstant,
  onOrAfterWeekday,
  weekdayOf,
  type IsoDate,
} from '../../utils/madrid-time.js';
import { HOLIDAYS_MAX } from '../../constants/calendar.js';

/** The contract's schedule: `{cutoffWeekday: 0-6, cutoffTime: "HH:MM", dispatchWeekday: 0-6}` (0 = Sunday). */
export interface DispatchSchedule {
  cutoffWeekday: number;
  cutoffTime: string;
  dispatchWeekday: number;
}

/** What a farm's calendar is made of: its weekly schedule (or none) and the dates it does not dispatch. */
export interface FarmCalendar {
  schedule: DispatchSchedule | null;
  /** Dates the farm does not dispatch (YYYY-MM-DD). */
  holidays: readonly IsoDate[];
}

export const NO_CALENDAR: FarmCalendar = { schedule: null, holidays: [] };

const isWeekday = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;

/** A stored schedule, or null when there is none (or it is not one). */
export function toSchedule(value: unknown): DispatchSchedule | null {
  if (!value || typeof value !== 'object') return null;
  const { cutoffWeekday, cutoffTime, dispatchWeekday } = value as Record<string, unknown>;
  return isWeekday(cutoffWeekday) &&
    isWeekday(dispatchWeekday) &&
    typeof cutoffTime === 'string' &&
    isClockTime(cutoffTime)
    ? { cutoffWeekday, cutoffTime, dispatchWeekday }
    : null;
}

/** Stored closed dates: the valid ones, sorted, without repeats. */
export const toHolidays = (value: unknown): IsoDate[] =>
  Array.isArray(value)
    ? [
        ...new Set(
          value.filter((entry): entry is string => typeof entry === 'string' && isCalendarDate(entry)),
        ),
      ]
        .sort()
        .slice(0, HOLIDAYS_MAX)
    : [];

/** A farm's calendar from its stored profile fields. */
export const toFarmCalendar = (
  fields: { schedule?: unknown; holidays?: unknown } | undefined,
): FarmCalendar => ({
  schedule: toSchedule(fields?.schedule),
  holidays: toHolidays(fields?.holidays),
});

export interface Cutoff {
  /** The cut-off's date in Madrid. */
  date: IsoDate;
  /** 'HH:MM', Madrid time. */
  time: string;
  /** The instant it happens. */
  at: Date;
}

/** The first cut-off strictly after `now`. */
export function nextCutoff(schedule: DispatchSchedule, now: Date): Cutoff {
  const today = madridClock(now).date;
  let date = onOrAfterWeekday(today, schedule.cutoffWeekday);
  let at = madridInstant(date, schedule.cutoffTime);
  if (at.getTime() <= now.getTime()) {
    date = addDays(date, 7);
    at = madridInstant(date, schedule.cutoffTime);
  }
  return { date, time: schedule.cutoffTime, at };
}

/** The last cut-off at or before `now`. */
export function lastCutoff(schedule: DispatchSchedule, now: Date): Cutoff {
  const next = nextCutoff(schedule, now);
  const date = addDays(next.date, -7);
  return { date, time: schedule.cutoffTime, at: madridInstant(date, schedule.cutoffTime) };
}

/** The dispatch weekday a cut-off on `cutoffDate` leads to (the same day when it is the dispatch day). */
export const dispatchAfterCutoff = (schedule: DispatchSchedule, cutoffDate: IsoDate): IsoDate =>
  onOrAfterWeekday(cutoffDate, schedule.dispatchWeekday);

/**
 * The first day on or after `date` the farm dispatches: its dispatch weekday (with a schedule) or any day
 * (without), that is not one of its closed dates.
 */
export function openDispatchDay(calendar: FarmCalendar, date: IsoDate): IsoDate {
  const closed = new Set(calendar.holidays);
  let day = calendar.schedule ? onOrAfterWeekday(date, calendar.schedule.dispatchWeekday) : date;
  // Bounded: HOLIDAYS_MAX closed dates can push it at most that many steps.
  for (let step = 0; step <= HOLIDAYS_MAX && closed.has(day); step += 1) {
    day = addDays(day, calendar.schedule ? 7 : 1);
  }
  return day;
}

/**
 * The date a line ordered now leaves the farm: the first dispatch day after the next cut-off (today without a
 * schedule), or the line's ready date when that is later, moved past the farm's closed dates.
 */
export function dispatchDateFor(calendar: FarmCalendar, now: Date, readyFrom?: IsoDate | null): IsoDate {
  const regular = calendar.schedule
    ? dispatchAfterCutoff(calendar.schedule, nextCutoff(calendar.schedule, now).date)
    : madridClock(now).date;
  const wanted = readyFrom ? laterDate(regular, readyFrom) : regular;
  // A ready date on a day the farm does not send waits for its next dispatch day only when it is closed then;
  // the ready date itself is the farm's promise (ARCHITECTURE: dispatchDate is readyFrom when later).
  const closed = new Set(calendar.holidays);
  if (!closed.has(wanted)) return wanted;
  return openDispatchDay(calendar, addDays(wanted, 1));
}

/**
 * The dispatch days that follow one another from `from` (inclusive), `count` of them: the regular dates a farm
 * with a schedule sends on, closed dates skipped. Without a schedule: [].
 */
export function upcomingDispatchDays(calendar: FarmCalendar, from: IsoDate, count: number): IsoDate[] {
  if (!calendar.schedule) return [];
  const days: IsoDate[] = [];
  let day = onOrAfterWeekday(from, calendar.schedule.dispatchWeekday);
  const closed = new Set(calendar.holidays);
  while (days.length < count) {
    if (!closed.has(day)) days.push(day);
    day = addDays(day, 7);
  }
  return days;
}

/** The cut-off that closes the list of dispatch day `date`: the last cut-off weekday on or before it. */
export function cutoffBefore(schedule: DispatchSchedule, date: IsoDate): Cutoff {
  const back = (weekdayOf(date) - schedule.cutoffWeekday + 7) % 7;
  const cutoffDate = addDays(date, -back);
  return { date: cutoffDate, time: schedule.cutoffTime, at: madridInstant(cutoffDate, schedule.cutoffTime) };
}
