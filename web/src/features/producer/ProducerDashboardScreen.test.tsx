import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderStatsReport } from '../../../../shared/contracts/orders/entities.js';
import { ok } from '../../test/api-answers';
import { apiServer, productOrder } from '../../test/commerce';
import { renderScreen, link } from '../../test/utils';
import ProducerDashboardScreen from './ProducerDashboardScreen';

// The chart draws on a canvas (uPlot), which jsdom has not: the dashboard's own parts are tested here, the
// chart in the browser test.
vi.mock('../../components/SalesChart', () => ({
  default: ({ series }: { series: unknown[] }) => <div data-testid="sales-chart">{series.length} puntos</div>,
}));

function report(overrides: Partial<OrderStatsReport> = {}): OrderStatsReport {
  return {
    period: '30d',
    granularity: 'day',
    from: '2026-05-03',
    to: '2026-06-01',
    producerId: 'producer-1',
    totalOrders: 4,
    totalRevenue: 123.45,
    averageOrderValue: 30.86,
    totalUnits: 9,
    productOrders: 6,
    statusCounts: { pending: 2, organizing: 1, ready_to_ship: 0, shipped: 1, delivered: 1, cancelled: 1 },
    awaitingPayment: 0,
    series: Array.from({ length: 30 }, (_, index) => ({
      date: `2026-05-${index + 1}`,
      orders: 0,
      revenue: 0,
    })),
    topProducts: [{ productId: 'p1', name: 'Pitahaya roja', revenue: 100, units: 7 }],
    ...overrides,
  };
}

const product = (id: string, stock: number, name: string) => ({
  productId: id,
  id,
  name,
  stock,
  isActive: true,
  price: 5,
  producerId: 'producer-1',
});

function render(path = '/producer/dashboard', role: 'producer' | 'admin' = 'producer') {
  return renderScreen('/producer/dashboard', <ProducerDashboardScreen />, { path, role });
}

describe('producer dashboard', () => {
  it('shows the period figures, the chart, statuses, top products, pending lines and low stock', async () => {
    const api = apiServer({
      'GET /v1/orders/producer/stats': (call) =>
        ok({ stats: report({ period: call.query.get('period') as '30d' }) }),
      'GET /v1/orders/producer': () =>
        ok({ orders: [productOrder({ buyerCity: 'Murcia' })], nextToken: null, counts: undefined }),
      'GET /v1/products/user': () =>
        ok({
          products: [product('p1', 3, 'Pitahaya roja'), product('p2', 40, 'Mermelada')],
          nextToken: null,
        }),
    });
    render();
    const figures = await screen.findByTestId('dash-figures');
    await within(figures).findByText(/123,45\s€/);
    expect(figures).toHaveTextContent('Pedidos4');
    expect(figures).toHaveTextContent(/Pedido medio30,86\s€/);
    expect(figures).toHaveTextContent('Unidades vendidas9');
    expect(await screen.findByTestId('sales-chart')).toHaveTextContent('30 puntos');
    expect(screen.getByTestId('dash-status-counts')).toHaveTextContent('Pendiente2');
    expect(
      within(screen.getByTestId('dash-status-counts')).getByRole('link', { name: 'Enviado' }),
    ).toHaveAttribute('href', '/producer/orders?status=shipped');
    expect(screen.getByTestId('dash-top-products')).toHaveTextContent('Pitahaya roja');
    expect(await screen.findByTestId('dash-pending')).toHaveTextContent('Pitahaya roja (2 kg)');
    const low = await screen.findByTestId('dash-low-stock');
    expect(
      within(low)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/producer/products/p1/edit']);
    expect(api.to('GET', '/v1/orders/producer')[0]?.query.get('status')).toBe('pending');
    expect(api.to('GET', '/v1/orders/producer/stats')[0]?.query.get('period')).toBe('30d');
  });

  it('reminds a farm without fiscal data to complete them, with a link to the form', async () => {
    const profile = (fiscal: object | null) => ({
      profile: {
        id: 'producer-1',
        email: 'p@x.test',
        fullName: 'Finca',
        role: 'producer',
        isActive: true,
        fiscal,
      },
    });
    const api = apiServer({
      'GET /v1/orders/producer/stats': () => ok({ stats: report() }),
      'GET /v1/orders/producer': () => ok({ orders: [], nextToken: null }),
      'GET /v1/products/user': () => ok({ products: [], nextToken: null }),
      'GET /v1/users/profile': () => ok(profile(null)),
    });
    const view = render();
    const reminder = await screen.findByTestId('fiscal-reminder');
    expect(reminder).toHaveTextContent('Completa tus datos fiscales para emitir tus facturas');
    expect(link('Completar datos fiscales', reminder)).toHaveAttribute('href', '/profile#datos-fiscales');
    view.unmount();
    api.on('GET /v1/users/profile', () =>
      ok(profile({ legalName: 'Finca SL', nif: 'B12345674', address: 'Camino 3' })),
    );
    render();
    await screen.findByTestId('dash-figures');
    expect(screen.queryByTestId('fiscal-reminder')).not.toBeInTheDocument();
  });

  it('changes the period', async () => {
    const api = apiServer({
      'GET /v1/orders/producer/stats': (call) =>
        ok({ stats: report({ period: call.query.get('period') as '7d', totalOrders: 1 }) }),
      'GET /v1/orders/producer': () => ok({ orders: [], nextToken: null }),
      'GET /v1/products/user': () => ok({ products: [], nextToken: null }),
    });
    render();
    const user = userEvent.setup();
    await screen.findByTestId('dash-figures');
    await user.click(screen.getByRole('button', { name: '12 meses' }));
    expect(
      await screen.findByRole('heading', { name: 'Ventas en los últimos 12 meses' }),
    ).toBeInTheDocument();
    expect(api.to('GET', '/v1/orders/producer/stats').at(-1)?.query.get('period')).toBe('12m');
    expect(screen.getByRole('button', { name: '12 meses' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(/No hay nada pendiente/)).toBeInTheDocument();
  });

  it('shows an admin the whole shop with the top farms', async () => {
    apiServer({
      'GET /v1/orders/producer/stats': () =>
        ok({
          stats: report({
            producerId: null,
            topProducers: [{ producerId: 'farm-1', name: 'Finca Uno', revenue: 80 }],
          }),
        }),
      'GET /v1/orders/producer': () => ok({ orders: [], nextToken: null }),
    });
    render('/producer/dashboard', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de la tienda' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Finca Uno' })).toHaveAttribute(
      'href',
      '/producer/dashboard?period=30d&producer=farm-1',
    );
  });
});
