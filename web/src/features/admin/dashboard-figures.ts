/** Reading the dashboard's answers: today's point of a stats series, the users' stats, a growth in words. */
import type { OrderStatsReport, StatsSeriesPoint } from '../../../../shared/contracts/orders/entities.js';
import type { UserStats } from '../../../../shared/contracts/users/entities.js';

/** Today's point (UTC day) of a daily series, or zeros when the series has none. */
export function todayPoint(report: Pick<OrderStatsReport, 'series' | 'granularity'>, now: Date = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const point: StatsSeriesPoint | undefined =
    report.granularity === 'day' ? report.series.find((entry) => entry.date === today) : undefined;
  return { orders: point?.orders ?? 0, revenue: point?.revenue ?? 0 };
}

/** GET /v1/users/stats answers `data.stats` (UserStats); a flat UserStats is read too. */
export function readUserStats(data: unknown): UserStats | null {
  if (!data || typeof data !== 'object') return null;
  const candidate = (data as { stats?: unknown }).stats ?? data;
  if (
    candidate &&
    typeof candidate === 'object' &&
    typeof (candidate as UserStats).totalUsers === 'number' &&
    (candidate as UserStats).usersByRole
  )
    return candidate as UserStats;
  return null;
}

const percent = new Intl.NumberFormat('es', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** "+12,5 % frente al periodo anterior", or why there is no comparison. */
export function growthText(growth: number | null): string {
  if (growth === null) return 'Sin datos del periodo anterior para comparar';
  return `${percent.format(growth)} % frente al periodo anterior`;
}

export function growthTone(growth: number | null): 'up' | 'down' | '' {
  if (growth === null || growth === 0) return '';
  return growth > 0 ? 'up' : 'down';
}
