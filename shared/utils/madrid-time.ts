/**
 * The shop's clock: Spain's peninsular time (Europe/Madrid), computed without Intl so the storefront can use it
 * at load (docs/performance.md, "No Intl object at load") and every layer gets the same answer.
 *
 * Madrid is UTC+1 (CET) and UTC+2 (CEST) in summer time, which the EU rule (Directive 2000/84/EC) fixes: from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. Tested against Intl's
 * Europe/Madrid over every hour of several years (madrid-time.test.ts).
 *
 * Calendar dates travel as 'YYYY-MM-DD' and local times as 'HH:MM'; weekdays are 0 = Sunday ... 6 = Saturday
 * (JavaScript's getDay, and the contract's schedule).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A calendar date, YYYY-MM-DD. */
export type IsoDate = string;

/** The last Sunday of a month (1-12) of a year, as a UTC midnight timestamp. */
function lastSundayUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
}

/** Madrid's offset from UTC at an instant, in minutes: 120 in summer time, 60 otherwise. */
export function madridOffsetMinutes(instant: Date): 60 | 120 {
  const ms = instant.getTime();
  const year = instant.getUTCFullYear();
  const summerStarts = lastSundayUtc(year, 3) + 60 * MINUTE_MS;
  const summerEnds = lastSundayUtc(year, 10) + 60 * MINUTE_MS;
  return ms >= summerStarts && ms < summerEnds ? 120 : 60;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** A UTC timestamp's calendar date (YYYY-MM-DD). */
const utcDate = (ms: number): IsoDate => {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** What a clock in Madrid reads at an instant: its date, weekday and minutes since midnight. */
export interface MadridClock {
  date: IsoDate;
  weekday: number;
  /** Minutes since local midnight (0..1439). */
  minutes: number;
  /** 'HH:MM'. */
  time: string;
}

export function madridClock(instant: Date): MadridClock {
  const local = new Date(instant.getTime() + madridOffsetMinutes(instant) * MINUTE_MS);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return {
    date: utcDate(local.getTime()),
    weekday: local.getUTCDay(),
    minutes,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/** Today's date in Madrid. */
export const madridToday = (now: Date): IsoDate => madridClock(now).date;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a time of day 'HH:MM' (00:00 to 23:59). */
export const isClockTime = (value: string): boolean => TIME.test(value);

/** Minutes since midnight of 'HH:MM' (NaN for anything else). */
export function minutesOf(time: string): number {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** UTC midnight of a calendar date. */
const dateMs = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`);

/** The date `days` days after `date` (negative: before); across months and years. */
export const addDays = (date: IsoDate, days: number): IsoDate => utcDate(dateMs(date) + days * DAY_MS);

/** The weekday of a calendar date (0 = Sunday). */
export const weekdayOf = (date: IsoDate): number => new Date(dateMs(date)).getUTCDay();

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number =>
  Math.round((dateMs(to) - dateMs(from)) / DAY_MS);

/** The first date on or after `date` that falls on `weekday`. */
export const onOrAfterWeekday = (date: IsoDate, weekday: number): IsoDate =>
  addDays(date, (weekday - weekdayOf(date) + 7) % 7);

/**
 * The instant a Madrid clock reads `time` on `date`. A time that does not exist (the hour skipped when summer
 * time starts, 02:00-02:59 on the last Sunday of March) is read an hour later, as clocks do; a time that happens
 * twice (02:00-02:59 on the last Sunday of October) is its first occurrence (still summer time).
 */
export function madridInstant(date: IsoDate, time: string): Date {
  const wall = dateMs(date) + minutesOf(time) * MINUTE_MS;
  for (const offset of [120, 60] as const) {
    const instant = new Date(wall - offset * MINUTE_MS);
    if (madridOffsetMinutes(instant) === offset) return instant;
  }
  // The skipped hour: 02:30 is read with the winter offset, which lands at 03:30 summer time.
  return new Date(wall - 60 * MINUTE_MS);
}

/** The later of two calendar dates. */
export const laterDate = (a: IsoDate, b: IsoDate): IsoDate => (a >= b ? a : b);
