import { lazy, Suspense } from 'react';
import type { SalesChartProps } from './SalesChart';
import './lazy-sales-chart.css';

const SalesChart = lazy(() => import('./SalesChart'));

/**
 * The sales chart (SalesChart) of the producer dashboard and the admin analytics, downloaded with uPlot only when
 * it first shows. Until then, and while the figures load (`data` undefined), a placeholder of the chart's height
 * says "Cargando el gráfico...".
 */
export function LazySalesChart({
  data,
}: {
  /** The series and its granularity (a stats report), or undefined while they load. */
  data: SalesChartProps | undefined;
}) {
  const placeholder = (
    <div className="sales-chart-placeholder" role="status">
      Cargando el gráfico...
    </div>
  );
  if (!data) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SalesChart series={data.series} granularity={data.granularity} />
    </Suspense>
  );
}
