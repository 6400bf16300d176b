/**
 * /admin/analytics: the shop over a period (7 / 30 / 90 days or 12 months, in the URL; 30 days by default), from
 * GET /v1/orders/analytics: revenue and orders with their growth against the previous period, average order
 * value, units, conversion, new users by role, revenue and orders per day or month as a chart (uPlot, the
 * lazily loaded chart shared with the producer dashboard), top products and farms, orders and lines by status.
 * Every block has a table of its figures and a short caption saying how they are computed.
 */
import type { ReactNode } from 'react';
import type { StatsPeriod } from '../../../../shared/constants/stats.js';
import {
  ORDER_STATUSES,
  PRODUCT_ORDER_STATUSES,
  type AdminAnalytics,
  type OrderStatus,
} from '../../../../shared/contracts/orders/entities.js';
import { DashboardSection } from '../../components/DashboardSection';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { LazySalesChart } from '../../components/LazySalesChart';
import { ListState } from '../../components/ListState';
import { Page } from '../../components/Page';
import { PeriodSelector, usePeriodParam } from '../../components/PeriodSelector';
import { StatFigures } from '../../components/StatFigures';
import { formatCount, formatDate, formatPrice } from '../../lib/format';
import { ORDER_STATUS_LABELS } from '../../lib/order-status';
import { useSession } from '../../lib/session/session-context';
import { PERIOD_PHRASES } from '../../lib/stats-period';
import { growthText, growthTone } from './dashboard-figures';
import { useShopAnalytics } from './orders-api';
import './admin.css';

const dateTime = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });
const percent = new Intl.NumberFormat('es', { maximumFractionDigits: 1 });

/** The captions under each block: how the figure is computed. */
export const ANALYTICS_CAPTIONS = {
  figures:
    'Ingresos: el dinero que ya entró por las líneas no canceladas de los pedidos hechos en el periodo (tarjeta o transferencia pagadas, contra reembolso cobrado al entregar). Pedidos: pedidos con al menos una línea no cancelada. Pedido medio: ingresos entre pedidos. El crecimiento compara con el periodo anterior de la misma duración.',
  chart:
    'Cada punto suma los pedidos hechos ese día (o mes, en 12 meses) y sus ingresos; las cifras vienen de contadores que se actualizan con cada pedido y cada cambio de estado.',
  conversion:
    'Conversión: de los clientes con actividad en el periodo (iniciaron sesión, renovaron su sesión o compraron), qué parte hizo al menos un pedido.',
  newUsers: 'Cuentas creadas en el periodo, por su rol actual.',
  topProducts: 'Los productos que más ingresos generaron en el periodo, sin contar las líneas canceladas.',
  topProducers: 'Las fincas que más ingresos generaron en el periodo, sin contar las líneas canceladas.',
  statuses:
    'Pedidos y líneas hechos en el periodo, según su estado actual (las canceladas sí se cuentan aquí).',
  compare: 'El periodo anterior dura lo mismo y termina justo antes de que empiece este.',
} as const;

export default function AdminAnalyticsScreen() {
  const { user: me } = useSession();
  const [period, choosePeriod] = usePeriodParam();
  const loaded = useShopAnalytics(period, me?.id);
  const { data, isValidating } = loaded;

  return (
    <Page
      title="Analítica"
      lead="Ventas, usuarios y conversión de la tienda, calculados con los datos reales de cada periodo."
      className="admin-page"
    >
      <PeriodSelector period={period} onChange={choosePeriod} />
      <ListState
        data={data?.analytics}
        query={loaded}
        errorTitle="No se pudo cargar la analítica."
        loadingView={<p role="status">Cargando la analítica...</p>}
      >
        {(report) => <AnalyticsReport report={report} period={period} updating={isValidating} />}
      </ListState>
    </Page>
  );
}

/** A row of a table of figures: its name and its values. */
interface FigureRow {
  key: string;
  name: ReactNode;
  values: readonly ReactNode[];
}

/** A table of figures in a card (DataTable, unframed): a row per name, a right-aligned column per value. */
function FigureTable({
  testId,
  columns,
  header = true,
  rows,
}: {
  testId: string;
  /** The names' column, then the values' (the header row, and each value's name on a phone). */
  columns: readonly [string, ...string[]];
  /** False for a list of named figures: no header row. */
  header?: boolean;
  rows: readonly FigureRow[];
}) {
  const [names, ...values] = columns;
  const tableColumns: DataTableColumn<FigureRow>[] = [
    { label: names, kind: 'header', cell: (row) => row.name },
    ...values.map((label, index) => ({
      label,
      kind: 'number' as const,
      cell: (row: FigureRow) => row.values[index],
    })),
  ];
  return (
    <DataTable
      testId={testId}
      columns={tableColumns}
      rows={rows}
      rowKey={(row) => row.key}
      header={header}
      framed={false}
    />
  );
}

function AnalyticsReport({
  report,
  period,
  updating,
}: {
  report: AdminAnalytics;
  period: StatsPeriod;
  updating: boolean;
}) {
  const newUsersTotal = report.newUsers.admin + report.newUsers.producer + report.newUsers.customer;
  const rate = report.conversion.rate;
  const topProducers = report.topProducers ?? [];
  return (
    <div aria-busy={updating || undefined} data-testid="analytics">
      <p className="admin-caption">
        Del {formatDate(report.from)} al {formatDate(report.to)} · calculado el{' '}
        {dateTime.format(new Date(report.computedAt))}
        {updating ? ' · actualizando...' : ''}
      </p>

      <DashboardSection title={`Resumen ${PERIOD_PHRASES[period]}`}>
        <StatFigures
          testId="analytics-figures"
          figures={[
            {
              label: 'Ingresos',
              value: (
                <>
                  {formatPrice(report.totalRevenue)}
                  <Growth value={report.growth.revenue} />
                </>
              ),
            },
            {
              label: 'Pedidos',
              value: (
                <>
                  {formatCount(report.totalOrders)}
                  <Growth value={report.growth.orders} />
                </>
              ),
              tone: 'success',
            },
            { label: 'Pedido medio', value: formatPrice(report.averageOrderValue), tone: 'muted' },
            {
              label: 'Conversión',
              value: rate === null ? '—' : `${percent.format(rate)} %`,
              tone: 'warning',
            },
            { label: 'Usuarios nuevos', value: formatCount(newUsersTotal), tone: 'muted' },
          ]}
        />
        <p className="dash-note">{ANALYTICS_CAPTIONS.figures}</p>
      </DashboardSection>

      <Block
        title={`Ingresos y pedidos por ${report.granularity === 'month' ? 'mes' : 'día'}`}
        caption={ANALYTICS_CAPTIONS.chart}
      >
        <LazySalesChart data={report} />
      </Block>

      <div className="dash-columns">
        <Block title="Frente al periodo anterior" caption={ANALYTICS_CAPTIONS.compare}>
          <FigureTable
            testId="analytics-compare"
            columns={['Periodo', 'Pedidos', 'Ingresos']}
            rows={[report, report.previous].map((figures) => ({
              key: figures.from,
              name: `${formatDate(figures.from)} – ${formatDate(figures.to)}`,
              values: [formatCount(figures.totalOrders), formatPrice(figures.totalRevenue)],
            }))}
          />
        </Block>

        <Block title="Conversión" caption={ANALYTICS_CAPTIONS.conversion}>
          <FigureTable
            testId="analytics-conversion"
            columns={['Cifra', 'Valor']}
            header={false}
            rows={[
              {
                key: 'active',
                name: 'Clientes con actividad',
                values: [formatCount(report.conversion.activeConsumers)],
              },
              {
                key: 'buyers',
                name: 'Clientes que compraron',
                values: [formatCount(report.conversion.buyers)],
              },
              {
                key: 'rate',
                name: 'Conversión',
                values: [rate === null ? 'Sin clientes activos' : `${percent.format(rate)} %`],
              },
            ]}
          />
        </Block>
      </div>

      <div className="dash-columns">
        <Block title="Productos con más ingresos" caption={ANALYTICS_CAPTIONS.topProducts}>
          {report.topProducts.length === 0 ? (
            <p>Sin ventas {PERIOD_PHRASES[period]}.</p>
          ) : (
            <FigureTable
              testId="analytics-top-products"
              columns={['Producto', 'Unidades', 'Ingresos']}
              rows={report.topProducts.map((product) => ({
                key: product.productId,
                name: <span className="user-text">{product.name}</span>,
                values: [formatCount(product.units), formatPrice(product.revenue)],
              }))}
            />
          )}
        </Block>

        <Block title="Fincas con más ingresos" caption={ANALYTICS_CAPTIONS.topProducers}>
          {topProducers.length === 0 ? (
            <p>Sin ventas {PERIOD_PHRASES[period]}.</p>
          ) : (
            <FigureTable
              testId="analytics-top-producers"
              columns={['Finca', 'Ingresos']}
              rows={topProducers.map((producer) => ({
                key: producer.producerId,
                name: <span className="user-text">{producer.name}</span>,
                values: [formatPrice(producer.revenue)],
              }))}
            />
          )}
        </Block>
      </div>

      <div className="dash-columns">
        <Block title="Usuarios nuevos por rol" caption={ANALYTICS_CAPTIONS.newUsers}>
          <FigureTable
            testId="analytics-new-users"
            columns={['Rol', 'Usuarios nuevos']}
            header={false}
            rows={[
              { key: 'customer', name: 'Clientes', values: [formatCount(report.newUsers.customer)] },
              { key: 'producer', name: 'Productores', values: [formatCount(report.newUsers.producer)] },
              { key: 'admin', name: 'Administradores', values: [formatCount(report.newUsers.admin)] },
            ]}
          />
        </Block>

        <Block title="Pedidos y líneas por estado" caption={ANALYTICS_CAPTIONS.statuses}>
          <FigureTable
            testId="analytics-statuses"
            columns={['Estado', 'Pedidos', 'Líneas']}
            rows={ORDER_STATUSES.map((status) => ({
              key: status,
              name: ORDER_STATUS_LABELS[status],
              values: [formatCount(report.orderStatusCounts?.[status] ?? 0), lineCount(report, status)],
            }))}
          />
        </Block>
      </div>
    </div>
  );
}

/** The product orders (lines) in a status, or a dash for the statuses only an order has. */
function lineCount(report: AdminAnalytics, status: OrderStatus): string {
  return (PRODUCT_ORDER_STATUSES as readonly string[]).includes(status)
    ? formatCount(report.statusCounts[status as keyof typeof report.statusCounts] ?? 0)
    : '—';
}

function Growth({ value }: { value: number | null }) {
  const tone = growthTone(value);
  return <span className={`admin-growth${tone ? ` admin-growth--${tone}` : ''}`}>{growthText(value)}</span>;
}

/** A card of the report: its title, its figures and a caption saying how they are computed. */
function Block({ title, caption, children }: { title: string; caption: string; children: ReactNode }) {
  return (
    <DashboardSection title={title} card>
      {children}
      <p className="admin-caption">{caption}</p>
    </DashboardSection>
  );
}
