import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAnalytics } from '../../../../shared/contracts/orders/entities.js';
import { jsonResponse, renderScreen, stubFetch } from '../../test/utils';
import AdminAnalyticsScreen, { ANALYTICS_CAPTIONS } from './AdminAnalyticsScreen';

vi.mock('../../components/SalesChart', () => ({
  default: ({ series }: { series: unknown[] }) => <div data-testid="sales-chart">{series.length} puntos</div>,
}));

const analytics = (period: string, overrides: Partial<AdminAnalytics> = {}): AdminAnalytics => ({
  period: period as AdminAnalytics['period'],
  granularity: period === '12m' ? 'month' : 'day',
  from: '2026-05-01',
  to: '2026-05-07',
  producerId: null,
  totalOrders: 6,
  totalRevenue: 240,
  averageOrderValue: 40,
  totalUnits: 14,
  productOrders: 9,
  statusCounts: { pending: 3, organizing: 1, ready_to_ship: 0, shipped: 2, delivered: 2, cancelled: 1 },
  awaitingPayment: 0,
  orderStatusCounts: {
    pending: 2,
    organizing: 1,
    ready_to_ship: 0,
    shipped: 1,
    delivered: 0,
    cancelled: 1,
    completed: 1,
  },
  series: Array.from({ length: 7 }, (_, i) => ({ date: `2026-05-0${i + 1}`, orders: 1, revenue: 40 })),
  topProducts: [{ productId: 'p1', name: 'Pitahaya roja', revenue: 150, units: 9 }],
  topProducers: [{ producerId: 'f1', name: 'Finca Sol', revenue: 200 }],
  previous: { from: '2026-04-24', to: '2026-04-30', totalOrders: 4, totalRevenue: 160 },
  growth: { orders: 50, revenue: 50 },
  newUsers: { admin: 0, producer: 1, customer: 3 },
  conversion: { activeConsumers: 8, buyers: 2, rate: 25 },
  computedAt: '2026-05-07T12:00:00.000Z',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('admin analytics', () => {
  it('shows the figures, growth, conversion, chart and tables, each with its caption', async () => {
    const fetchMock = stubFetch((url) => {
      const period = new URL(url, 'http://shop').searchParams.get('period') ?? '30d';
      return jsonResponse({
        status: { code: 'SUCCESS', message: '' },
        data: { analytics: analytics(period) },
      });
    });
    renderScreen('/admin/analytics', <AdminAnalyticsScreen />, { role: 'admin' });
    const figures = await screen.findByTestId('analytics-figures');
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://shop').searchParams.get('period')).toBe(
      '30d',
    );
    expect(figures).toHaveTextContent('240,00 €');
    expect(figures).toHaveTextContent('+50 % frente al periodo anterior');
    expect(figures).toHaveTextContent('Conversión25 %');
    expect(figures).toHaveTextContent('Usuarios nuevos4');
    expect(await screen.findByTestId('sales-chart')).toHaveTextContent('7 puntos');
    expect(screen.getByTestId('analytics-top-products')).toHaveTextContent('Pitahaya roja');
    expect(screen.getByTestId('analytics-top-producers')).toHaveTextContent('Finca Sol');
    expect(screen.getByTestId('analytics-conversion')).toHaveTextContent('Clientes con actividad8');
    expect(screen.getByTestId('analytics-new-users')).toHaveTextContent('Clientes3');
    expect(within(screen.getByTestId('analytics-statuses')).getByText('Completado')).toBeInTheDocument();
    for (const caption of Object.values(ANALYTICS_CAPTIONS))
      expect(screen.getAllByText(caption).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: '12 meses' }));
    await waitFor(() =>
      expect(new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://shop').searchParams.get('period')).toBe(
        '12m',
      ),
    );
    expect(screen.getByRole('button', { name: '12 meses' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when there is nothing to compare with', async () => {
    stubFetch(() =>
      jsonResponse({
        status: { code: 'SUCCESS', message: '' },
        data: {
          analytics: analytics('30d', {
            growth: { orders: null, revenue: null },
            conversion: { activeConsumers: 0, buyers: 0, rate: null },
          }),
        },
      }),
    );
    renderScreen('/admin/analytics', <AdminAnalyticsScreen />, { role: 'admin' });
    const figures = await screen.findByTestId('analytics-figures');
    expect(figures).toHaveTextContent('Sin datos del periodo anterior para comparar');
    expect(screen.getByTestId('analytics-conversion')).toHaveTextContent('Sin clientes activos');
  });
});
