/**
 * Payouts on the admin's schedule (PaymentSettings.payoutSchedule): the sweeper pays every farm's available
 * balance on its first run of each week (weekly: from Monday) or month (monthly: from the 1st), in Spain's
 * calendar. Which period ran is kept in one item per period (`PAYOUT_RUN#<period>`, written only if absent), so
 * two sweeps at once run it once. Switching a schedule on pays at the next sweep, then once per period.
 */
import type { PayoutSchedule } from '../../shared/contracts/payments/entities.js';

const SHOP_TIME_ZONE = 'Europe/Madrid';

/** The calendar day in Spain: [year, month 1-12, day]. */
function shopDay(now: Date): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [year, month, day] = parts.split('-').map(Number);
  return [year ?? 1970, month ?? 1, day ?? 1];
}

/** ISO 8601 week of a calendar day: 2026-W48. */
function isoWeek(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const weekYear = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

/** The period a scheduled payout run belongs to now, or null (manual). */
export function payoutPeriod(schedule: PayoutSchedule, now: Date): string | null {
  if (schedule === 'manual') return null;
  const [year, month, day] = shopDay(now);
  return schedule === 'weekly' ? isoWeek(year, month, day) : `${year}-${String(month).padStart(2, '0')}`;
}
