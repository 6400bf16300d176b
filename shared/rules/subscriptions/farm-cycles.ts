/**
 * A box's cycles on its farm's dispatch calendar (issue 32's schedule and closed dates, docs/harvest-calendar.md;
 * docs/subscriptions.md "Dates and the cut-off"), pure and in Madrid time:
 *
 *   - a farm with a weekly schedule sends each cycle on one of its dispatch days (`cycleOn`: the first dispatch
 *     weekday on or after a date, its closed dates skipped a week at a time), closes it for changes at the
 *     farm's own cut-off for that day (the last cut-off weekday on or before it, at its time), and the job places
 *     the cycle's order at that cut-off, so it is in the farm's list for that dispatch day;
 *   - a monthly box keeps its place in the month: the same n-th dispatch weekday (the 1st to 4th: «el primer
 *     viernes de cada mes»);
 *   - a farm without a schedule keeps the shop's default cut-off (DEFAULT_CYCLES), its closed dates skipped;
 *   - a farm with no calendar at all gets the default.
 */
import type { SubscriptionInterval } from '../../contracts/subscriptions/entities.js';
import { addDays, onOrAfterWeekday } from '../../utils/madrid-time.js';
import { cutoffBefore, openDispatchDay, type FarmCalendar } from '../calendar/dispatch.js';
import { addInterval, DEFAULT_CYCLES, type CycleRule } from './cycle-dates.js';

/** The n-th (1-4) `weekday` of the month after the one of `date`, n being the place of `date` in its month. */
export function sameWeekdayNextMonth(date: string, weekday: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const ordinal = Math.min(4, Math.ceil(day / 7));
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return addDays(onOrAfterWeekday(next, weekday), 7 * (ordinal - 1));
}

export function farmCycleRule(calendar: FarmCalendar): CycleRule {
  const { schedule } = calendar;
  if (!schedule) {
    return calendar.holidays.length > 0
      ? { ...DEFAULT_CYCLES, cycleOn: (date) => openDispatchDay(calendar, date) }
      : DEFAULT_CYCLES;
  }
  const cycleOn = (date: string) => openDispatchDay(calendar, date);
  const cutoffOf = (orderDate: string) => cutoffBefore(schedule, cycleOn(orderDate)).at.toISOString();
  return {
    cutoffOf,
    placeAt: cutoffOf,
    cycleOn,
    after: (date: string, interval: SubscriptionInterval) =>
      interval === 'monthly'
        ? sameWeekdayNextMonth(date, schedule.dispatchWeekday)
        : addInterval(date, interval),
  };
}
