/** A stats period choice (in the URL) and how its figures and chart labels read (producer and admin dashboards). */
import { STATS_DEFAULT_PERIOD, STATS_PERIODS, type StatsPeriod } from '../../../shared/constants/stats.js';

export const PERIOD_LABELS: Record<StatsPeriod, string> = {
  '7d': '7 días',
  '30d': '30 días',
  '90d': '90 días',
  '12m': '12 meses',
};

/** What the figures cover, for the headings ("en los últimos 30 días"). */
export const PERIOD_PHRASES: Record<StatsPeriod, string> = {
  '7d': 'en los últimos 7 días',
  '30d': 'en los últimos 30 días',
  '90d': 'en los últimos 90 días',
  '12m': 'en los últimos 12 meses',
};

export function parsePeriod(value: string | null): StatsPeriod {
  return (STATS_PERIODS as readonly string[]).includes(value ?? '')
    ? (value as StatsPeriod)
    : STATS_DEFAULT_PERIOD;
}

/** Unix seconds (UTC midnight) of a series point: a day (yyyy-mm-dd) or a month (yyyy-mm, its first day). */
export function toTimestamp(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number | undefined];
  return Date.UTC(year, month - 1, day ?? 1) / 1000;
}

/**
 * Made the first time a label is written, not when this module loads: it shares a chunk with the storefront's
 * screens (a farm's page), and the first Intl object of a page costs the locale's data (lib/format.ts).
 */
let dayLabel: Intl.DateTimeFormat | undefined;
let monthLabel: Intl.DateTimeFormat | undefined;

/** An axis or table label of a point: "3 jun" for days, "jun 26" for months. */
export function seriesLabel(timestamp: number, granularity: 'day' | 'month'): string {
  const format =
    granularity === 'day'
      ? (dayLabel ??= new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', timeZone: 'UTC' }))
      : (monthLabel ??= new Intl.DateTimeFormat('es', { month: 'short', year: '2-digit', timeZone: 'UTC' }));
  return format.format(new Date(timestamp * 1000));
}
