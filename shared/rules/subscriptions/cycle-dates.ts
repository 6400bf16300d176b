/**
 * The dates of a recurring box (issue 33, docs/subscriptions.md), pure and in Madrid time: each cycle has an
 * order date (the day the job places its order) and a cut-off (until when the consumer may change that cycle).
 *
 * The cut-off here is the shop's default: DEFAULT_CUTOFF.daysBefore days before the order date at
 * DEFAULT_CUTOFF.time. A farm with its own dispatch calendar gets its cut-off from that calendar instead
 * (services/subscriptions/cutoff.ts is the one place that chooses).
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

export type CutoffRule = (orderDate: string) => string;

/** Whether the cycle of `orderDate` may still be changed at `now`. */
export const beforeCutoff = (orderDate: string, now: Date, cutoffOf: CutoffRule = defaultCutoff): boolean =>
  Date.parse(cutoffOf(orderDate)) > now.getTime();

/** The first order date after today whose cut-off has not passed at `now` (a new box's first cycle). */
export function firstOrderDate(now: Date, cutoffOf: CutoffRule = defaultCutoff): string {
  let date = addDays(madridDate(now), 1);
  for (let day = 0; day < 60 && !beforeCutoff(date, now, cutoffOf); day += 1) date = addDays(date, 1);
  return date;
}

/**
 * The first date of the series from `from` (stepping by `interval`) whose cut-off is still ahead at `now`:
 * where a resumed or re-timed box goes on.
 */
export function nextOpenDate(
  from: string,
  interval: SubscriptionInterval,
  now: Date,
  cutoffOf: CutoffRule = defaultCutoff,
): string {
  let date = from;
  for (let step = 0; step < 400 && !beforeCutoff(date, now, cutoffOf); step += 1)
    date = addInterval(date, interval);
  return date;
}

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
