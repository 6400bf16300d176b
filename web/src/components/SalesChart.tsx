/**
 * Revenue (bars, left axis) and orders (line, right axis) per day or month, drawn with uPlot on a canvas. This
 * module is imported lazily by the producer dashboard and the admin analytics, so uPlot (~22 kB gzip) is only downloaded on producer and admin
 * screens. The canvas has a text alternative: a summary as its label and the figures in a table under it.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { StatsSeriesPoint } from '../../../shared/contracts/orders/entities.js';
import { formatPrice } from '../lib/format';
import { seriesLabel, toTimestamp } from '../lib/stats-period';
import { ColumnHeads } from './ColumnHeads';
import './sales-chart.css';

const HEIGHT = 260;
const REVENUE_COLOR = '#b0125b';
const ORDERS_COLOR = '#1e4f8a';

const euros = new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

export interface SalesChartProps {
  series: readonly StatsSeriesPoint[];
  granularity: 'day' | 'month';
}

export default function SalesChart({ series, granularity }: SalesChartProps) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return undefined;
    const xs = series.map((point) => toTimestamp(point.date));
    const data: uPlot.AlignedData = [
      xs,
      series.map((point) => point.revenue),
      series.map((point) => point.orders),
    ];
    const width = () => Math.max(280, element.clientWidth);
    // One label per point where there is room (about 64 px each), always including the last one.
    const splits = (chart: uPlot) => {
      const step = Math.max(
        1,
        Math.ceil(xs.length / Math.max(2, Math.floor(chart.bbox.width / devicePixelRatio / 64))),
      );
      return xs.filter((_, index) => (xs.length - 1 - index) % step === 0);
    };
    // Half a bucket of room at both ends, so the first and last bars are whole.
    const half = (granularity === 'day' ? 86_400 : 30 * 86_400) / 2;
    const chart = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true, range: (_u, min, max) => [min - half, max + half] },
          euros: { range: (_u, _min, max) => [0, Math.max(10, max * 1.15)] },
          orders: { range: (_u, _min, max) => [0, Math.max(2, Math.ceil(max * 1.15))] },
        },
        axes: [
          {
            splits,
            values: (_u, ticks) => ticks.map((ts) => seriesLabel(ts, granularity)),
            grid: { show: false },
          },
          {
            scale: 'euros',
            values: (_u, splits) => splits.map((value) => euros.format(value)),
            size: 70,
          },
          {
            scale: 'orders',
            side: 1,
            grid: { show: false },
            values: (_u, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : '')),
          },
        ],
        series: [
          {},
          {
            label: 'Ingresos',
            scale: 'euros',
            stroke: REVENUE_COLOR,
            fill: 'rgb(176 18 91 / 35%)',
            paths: uPlot.paths.bars?.({ size: [0.7, 48], align: 0 }),
            points: { show: false },
            value: (_u, value) => (value == null ? '-' : formatPrice(value)),
          },
          {
            label: 'Pedidos',
            scale: 'orders',
            stroke: ORDERS_COLOR,
            width: 2,
            points: { show: true, size: 5 },
            value: (_u, value) => (value == null ? '-' : String(value)),
          },
        ],
      },
      data,
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [series, granularity]);

  const revenue = series.reduce((sum, point) => sum + point.revenue, 0);
  const orders = series.reduce((sum, point) => sum + point.orders, 0);
  const summary = `Ingresos y pedidos por ${granularity === 'day' ? 'día' : 'mes'}: ${formatPrice(revenue)} en ${orders} ${orders === 1 ? 'pedido' : 'pedidos'}.`;
  return (
    <div className="sales-chart">
      <div
        ref={holder}
        className="sales-chart__canvas"
        role="img"
        aria-label={summary}
        data-testid="sales-chart"
      />
      <details className="sales-chart__data">
        <summary>Ver las cifras del gráfico</summary>
        <table>
          <ColumnHeads names={[granularity === 'day' ? 'Día' : 'Mes', 'Pedidos', 'Ingresos']} />
          <tbody>
            {series.map((point) => (
              <tr key={point.date}>
                <th scope="row">{seriesLabel(toTimestamp(point.date), granularity)}</th>
                <td>{point.orders}</td>
                <td>{formatPrice(point.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
