/**
 * The dates of a recurring box (issue 33, docs/subscriptions.md), pure and in Madrid time: each cycle has an
 * order date (the day the job places its order) and a cut-off (until when the consumer may change that cycle).
 *
 * How a farm's cycles fall is a CycleRule: the shop's default (DEFAULT_CYCLES: any day, cut-off
 * DEFAULT_CUTOFF.daysBefore days before the order date at DEFAULT_CUTOFF.time, placed on the order date), or the
 * farm's own dispatch calendar (farm-cycles.ts). services/subscriptions/cutoff.ts is the one place that chooses.
 */
import type { SubscriptionInterval } from '../../contracts/subscriptions/entities.js';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../utils/spanish-dates.js';

export const MADRID = 'Europe/Madrid';
export const DEFAULT_CUTOFF = { daysBefore: 2, time: '18:00' } as const;

const DAY_MS = 86_400_000;

/** Parts of an instant as a Madrid wall clock. */
function madridParts(at: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: MADRID,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Minutes Madrid is ahead of UTC at that instant (60 in winter, 120 in summer). */
function madridOffsetMinutes(at: Date): number {
  const p = madridParts(at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The Madrid date of an instant (YYYY-MM-DD). */
export function madridDate(at: Date): string {
  const p = madridParts(at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant (ISO, UTC) of a Madrid date and wall-clock time "HH:MM". */
export function madridInstant(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wall - madridOffsetMinutes(new Date(wall)) * 60_000;
  const offset = madridOffsetMinutes(new Date(instant));
  instant = wall - offset * 60_000;
  return new Date(instant).toISOString();
}

/** The date `days` days after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The order date one interval after `date`; a monthly box on the 31st falls on the month's last day. */
export function addInterval(date: string, interval: SubscriptionInterval): string {
  if (interval === 'weekly') return addDays(date, 7);
  if (interval === 'biweekly') return addDays(date, 14);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** The shop's default cut-off of an order date (ISO instant). */
export const defaultCutoff = (orderDate: string): string =>
  madridInstant(addDays(orderDate, -DEFAULT_CUTOFF.daysBefore), DEFAULT_CUTOFF.time);

/**
 * When a farm's cycles fall (docs/subscriptions.md, "Dates and the cut-off"). Every date a box goes out on is a
 * date `cycleOn` answers (the date itself for the default rule; the farm's next open dispatch day for a farm
 * with a calendar), one interval after another by `after`.
 */
export interface CycleRule {
  /** The instant (ISO) the cycle of `orderDate` closes for changes. */
  cutoffOf: (orderDate: string) => string;
  /** The instant (ISO) the job places the cycle of `orderDate` (never before its cut-off). */
  placeAt: (orderDate: string) => string;
  /** The first date on or after `date` a cycle can fall on (and the day its order leaves the farm). */
  cycleOn: (date: string) => string;
  /** The regular date one interval after `date` (before `cycleOn` moves it to an open day). */
  after: (date: string, interval: SubscriptionInterval) => string;
}

/** The shop's default: any day, cut-off two days before at 18:00, the order placed on its date. */
export const DEFAULT_CYCLES: CycleRule = {
  cutoffOf: defaultCutoff,
  placeAt: (orderDate) => madridInstant(orderDate, '00:00'),
  cycleOn: (date) => date,
  after: addInterval,
};

/** Whether the cycle of `orderDate` may still be changed at `now`. */
export const beforeCutoff = (orderDate: string, now: Date, rule: CycleRule = DEFAULT_CYCLES): boolean =>
  Date.parse(rule.cutoffOf(orderDate)) > now.getTime();

/** Whether the job places the cycle of `orderDate` at `now`. */
export const dueToPlace = (orderDate: string, now: Date, rule: CycleRule = DEFAULT_CYCLES): boolean =>
  Date.parse(rule.placeAt(orderDate)) <= now.getTime() && !beforeCutoff(orderDate, now, rule);

/** The first cycle date after today whose cut-off has not passed at `now` (a new box's first cycle). */
export function firstOrderDate(now: Date, rule: CycleRule = DEFAULT_CYCLES): string {
  let date = rule.cycleOn(addDays(madridDate(now), 1));
  for (let day = 0; day < 60 && !beforeCutoff(date, now, rule); day += 1)
    date = rule.cycleOn(addDays(date, 1));
  return date;
}

/**
 * The first date of the series from `from` (moved to a cycle date, then stepping by `interval`) whose cut-off
 * is still ahead at `now`: where a resumed or re-timed box goes on.
 */
export function nextOpenDate(
  from: string,
  interval: SubscriptionInterval,
  now: Date,
  rule: CycleRule = DEFAULT_CYCLES,
): string {
  let date = rule.cycleOn(from);
  for (let step = 0; step < 400 && !beforeCutoff(date, now, rule); step += 1)
    date = rule.cycleOn(rule.after(date, interval));
  return date;
}

/** The next cycle's date after the one of `date` (skipped or placed): one interval on, past closed cut-offs. */
export const nextCycleDate = (
  date: string,
  interval: SubscriptionInterval,
  now: Date,
  rule: CycleRule = DEFAULT_CYCLES,
): string => nextOpenDate(rule.after(date, interval), interval, now, rule);

/** «viernes 4 de diciembre» of a date. */
export function spanishDay(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  return `${WEEKDAY_NAMES[at.getUTCDay()]} ${at.getUTCDate()} de ${MONTH_NAMES[at.getUTCMonth()]}`;
}

/** «martes 1 de diciembre a las 18:00» of an instant, in Madrid time. */
export function spanishInstant(iso: string): string {
  const at = new Date(iso);
  const p = madridParts(at);
  return `${spanishDay(madridDate(at))} a las ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}
