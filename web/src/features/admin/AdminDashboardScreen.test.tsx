import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_STATS_REFRESH_MS } from '../../../../shared/constants/timing.js';
import { MAINTENANCE_MESSAGES } from '../../../../shared/messages/maintenance.js';
import { ok } from '../../test/api-answers';
import { jsonResponse, renderScreen, stubFetch, link } from '../../test/utils';
import AdminDashboardScreen from './AdminDashboardScreen';

const today = new Date().toISOString().slice(0, 10);
const counts = { pending: 4, organizing: 1, ready_to_ship: 0, shipped: 0, delivered: 2, cancelled: 1 };

function server() {
  const state = { maintenance: { enabled: false, message: '', updatedAt: null as string | null } };
  const fetchMock = stubFetch((url, init) => {
    if (url.startsWith('/v1/orders/stats'))
      return ok({
        stats: {
          period: '30d',
          granularity: 'day',
          from: '2026-05-01',
          to: today,
          producerId: null,
          totalOrders: 7,
          totalRevenue: 321.5,
          averageOrderValue: 45.93,
          totalUnits: 20,
          productOrders: 8,
          statusCounts: counts,
          awaitingPayment: 2,
          series: [
            { date: '2026-05-01', orders: 4, revenue: 200 },
            { date: today, orders: 3, revenue: 121.5 },
          ],
          topProducts: [],
        },
      });
    if (url.startsWith('/v1/users/stats'))
      return ok({
        stats: {
          totalUsers: 9,
          usersByRole: { admin: 1, producer: 3, customer: 5 },
          recentActivity: { usersRegisteredLastWeek: 2, usersLoggedInLastDay: 4 },
        },
      });
    if (url.startsWith('/v1/orders/producer'))
      return ok({
        orders: [
          {
            id: 'po1',
            orderId: 'order-abcdef12',
            productId: 'p1',
            producerId: 'f1',
            producerName: 'Finca Sol',
            quantity: 2,
            price: 5,
            status: 'pending',
            product: { productId: 'p1', name: 'Pitahaya roja', price: 5 },
            totalPrice: 10,
            createdAt: '2026-05-01T10:00:00.000Z',
            updatedAt: '2026-05-01T10:00:00.000Z',
          },
        ],
      });
    if (url.startsWith('/v1/products?'))
      return ok({
        products: [
          {
            productId: 'p1',
            name: 'Pitahaya roja',
            price: 5,
            stock: 2,
            isActive: true,
            producerId: 'f1',
            createdAt: '2026-05-01',
          },
          {
            productId: 'p2',
            name: 'Pitahaya amarilla',
            price: 6,
            stock: 40,
            isActive: true,
            producerId: 'f1',
            createdAt: '2026-05-02',
          },
        ],
        nextToken: null,
      });
    if (url.startsWith('/v1/notifications/contact/summary')) return ok({ counts: { unread: 3, open: 4 } });
    if (url.startsWith('/v1/notifications/maintenance')) {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { enabled: boolean; message?: string };
        state.maintenance = { enabled: body.enabled, message: body.message ?? '', updatedAt: today };
      }
      return ok({ maintenance: state.maintenance });
    }
    return jsonResponse({ status: { code: 'NOT_FOUND', message: 'No' } }, 404);
  });
  return { fetchMock, state };
}

function render() {
  return renderScreen('/admin/dashboard', <AdminDashboardScreen />, { role: 'admin' });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('admin dashboard', () => {
  it("shows today's and the period's figures, users, pending lines, low stock and unread messages", async () => {
    server();
    render();
    const figures = await screen.findByTestId('admin-figures');
    await waitFor(() => expect(figures).toHaveTextContent('Pedidos hoy3'));
    expect(figures).toHaveTextContent('Ingresos hoy121,50 €');
    expect(figures).toHaveTextContent('Pedidos en los últimos 30 días7');
    expect(figures).toHaveTextContent('Ingresos en los últimos 30 días321,50 €');
    expect(figures).toHaveTextContent('Líneas pendientes4');
    // The lines whose card or transfer money has not arrived are said apart from the farms' work.
    expect(screen.getByTestId('admin-awaiting-payment')).toHaveTextContent(
      'Esperando el pago: 2 líneas en los últimos 30 días (las fincas las preparan cuando llegue el pago).',
    );
    const usersCard = await screen.findByTestId('admin-user-stats');
    expect(link('Productores', usersCard)).toHaveAttribute('href', '/admin/users?role=producer');
    expect(usersCard).toHaveTextContent('Clientes5');
    expect(await screen.findByTestId('admin-pending')).toHaveTextContent('Pitahaya roja × 2');
    const low = await screen.findByTestId('admin-low-stock');
    expect(low).toHaveTextContent('Pitahaya roja');
    expect(low).not.toHaveTextContent('Pitahaya amarilla');
    expect(await screen.findByTestId('unread-messages')).toHaveTextContent(
      '3 mensajes sin leer · 4 sin atender',
    );
    expect(link('Abrir la bandeja')).toHaveAttribute('href', '/admin/messages');
    const areas = screen.getByRole('heading', { name: 'Áreas de administración' })
      .nextElementSibling as HTMLElement;
    expect(
      within(areas)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin/users',
      '/admin/products',
      '/admin/orders',
      '/admin/coupons',
      '/admin/payments',
      '/admin/refunds',
      '/admin/subscriptions',
      '/admin/analytics',
      '/admin/notifications',
      '/admin/messages',
      '/admin/reviews',
      '/admin/legal',
    ]);
  });

  it('reads the figures again every 15 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = server();
    render();
    await screen.findByText('Pedidos hoy');
    await waitFor(() => expect(screen.getByTestId('admin-figures')).toHaveTextContent('Pedidos hoy3'));
    const statsCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/v1/orders/stats')).length;
    const before = statsCalls();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ADMIN_STATS_REFRESH_MS - 60_000);
    });
    expect(statsCalls()).toBe(before);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    await waitFor(() => expect(statsCalls()).toBe(before + 1));
  });

  it('switches maintenance on after a confirmation, with the message, and off again', async () => {
    const { fetchMock, state } = server();
    render();
    const card = await screen.findByTestId('maintenance-switch');
    await within(card).findByText('La tienda está abierta.');
    await userEvent.type(within(card).getByLabelText('Mensaje para los visitantes'), 'Volvemos a las 10');
    await userEvent.click(within(card).getByRole('button', { name: 'Activar mantenimiento' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar la tienda por mantenimiento?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar mantenimiento' }));
    expect(await screen.findByText(MAINTENANCE_MESSAGES.enabled)).toBeInTheDocument();
    expect(state.maintenance).toMatchObject({ enabled: true, message: 'Volvemos a las 10' });
    await within(card).findByText(/La tienda está cerrada por mantenimiento/);
    await userEvent.click(within(card).getByRole('button', { name: 'Abrir la tienda' }));
    expect(await screen.findByText(MAINTENANCE_MESSAGES.disabled)).toBeInTheDocument();
    expect(state.maintenance.enabled).toBe(false);
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([, init]) => JSON.parse(String(init!.body)))).toEqual([
      { enabled: true, message: 'Volvemos a las 10' },
      { enabled: false, message: 'Volvemos a las 10' },
    ]);
  });
});
