import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductOrder, ProductOrderStatus } from '../../../../shared/contracts/orders/entities.js';
import type { User } from '../../../../shared/contracts/users/entities.js';
import { fail, ok } from '../../test/api-answers';
import { jsonResponse, renderScreen, stubFetch, link } from '../../test/utils';
import { numberedLine } from '../../test/commerce';
import { listedUser } from '../../test/users';
import AdminUserDetailScreen from './AdminUserDetailScreen';
import { UNAVAILABLE_FARM_NOTE } from './UnavailableFarmLines';

const FARM = 'farm1';

const line = (n: number, status: ProductOrderStatus, day: number): ProductOrder =>
  numberedLine(n, {
    orderId: `order-${n}`,
    producerId: FARM,
    userId: `c${n}`,
    quantity: n,
    status,
    product: { isActive: false },
    totalPrice: 5 * n,
    buyerName: `Cliente ${n}`,
    buyerCity: `Ciudad ${n}`,
    createdAt: `2026-05-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    updatedAt: `2026-05-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  });

const counts = { pending: 0, organizing: 0, ready_to_ship: 0, shipped: 0, delivered: 0, cancelled: 0 };
const page = (orders: ProductOrder[], nextToken: string | null = null) => ok({ orders, nextToken, counts });

/** The open lines by status: pending has two pages; organizing none. */
const OPEN: Record<string, ProductOrder[][]> = {
  pending: [[line(1, 'pending', 3)], [line(2, 'pending', 1)]],
  organizing: [[]],
  ready_to_ship: [[line(3, 'ready_to_ship', 2)]],
};

const farmUser = (overrides: Partial<User> = {}) =>
  listedUser(1, { id: FARM, role: 'producer', fullName: 'Finca Uno', productsCount: 2, ...overrides });

function server(
  user: User,
  { open = OPEN, patch }: { open?: Record<string, ProductOrder[][]>; patch?: () => Response } = {},
) {
  const cancelled = new Set<string>();
  return stubFetch((url, init) => {
    const query = new URL(url, 'http://shop').searchParams;
    if (init.method === 'PATCH') {
      if (patch) return patch();
      cancelled.add(url.split('/')[5] ?? '');
      return ok({ productOrder: {}, orderStatus: 'cancelled' });
    }
    if (url.startsWith(`/v1/users/${user.id}`)) return ok({ user });
    if (url.startsWith('/v1/products/user')) return ok({ products: [] });
    if (url.startsWith('/v1/orders/producer?')) {
      const status = query.get('status');
      if (!status) return page([]);
      const pages = open[status] ?? [[]];
      const index = Number(query.get('nextToken')?.slice(1) ?? 0);
      const lines = (pages[index] ?? []).filter((each) => !cancelled.has(each.id));
      return page(lines, index + 1 < pages.length ? `t${index + 1}` : null);
    }
    return jsonResponse({ status: { code: 'NOT_FOUND', message: 'No' } }, 404);
  });
}

const render = (id = FARM) =>
  renderScreen('/admin/users/:userId', <AdminUserDetailScreen />, {
    path: `/admin/users/${id}`,
    role: 'admin',
  });

const openLineCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://shop'))
    .filter((url) => url.pathname === '/v1/orders/producer' && url.searchParams.has('status'));

afterEach(() => vi.unstubAllGlobals());

describe('pending orders of a farm no longer available', () => {
  it('lists an inactive producer’s open lines of every status and page, newest first', async () => {
    const fetchMock = server(farmUser({ isActive: false }));
    render();
    const rows = await screen.findAllByTestId('unavailable-farm-line');
    expect(rows.map((row) => within(row).getByText(/Pitahaya/).textContent)).toEqual([
      'Pitahaya 1',
      'Pitahaya 3',
      'Pitahaya 2',
    ]);
    const section = screen.getByRole('region', { name: 'Pedidos pendientes de esta finca' });
    expect(section).toHaveTextContent('La cuenta está desactivada');
    expect(rows[1]).toHaveTextContent('Cliente 3');
    expect(rows[1]).toHaveTextContent('Ciudad 3');
    expect(rows[1]).toHaveTextContent('15,00');
    expect(link(/^Pedido /, rows[1]!)).toHaveAttribute('href', '/admin/orders/order-3');
    const calls = openLineCalls(fetchMock);
    expect(new Set(calls.map((url) => url.searchParams.get('status')))).toEqual(
      new Set(['pending', 'organizing', 'ready_to_ship']),
    );
    for (const url of calls) {
      expect(url.searchParams.get('producerId')).toBe(FARM);
      expect(url.searchParams.get('limit')).toBe('100');
    }
    expect(calls.filter((url) => url.searchParams.get('nextToken') === 't1')).toHaveLength(1);
  });

  it('cancels a line after a confirmation, with the note, and drops it from the list', async () => {
    const fetchMock = server(farmUser({ isActive: false }));
    render();
    const rows = await screen.findAllByTestId('unavailable-farm-line');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Cancelar línea/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Pitahaya 3 × 3');
    expect(dialog).toHaveTextContent('vuelven al stock');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar línea' }));
    expect(await screen.findByText(/Línea del pedido .* cancelada\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('unavailable-farm-line')).toHaveLength(2));
    expect(screen.queryByText('Pitahaya 3')).not.toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe('/v1/orders/order-3/products/po3/status');
    expect(JSON.parse(String(patch[1]!.body))).toEqual({
      status: 'cancelled',
      notes: UNAVAILABLE_FARM_NOTE,
      expectedStatus: 'ready_to_ship',
    });
  });

  it('says the server’s refusal and keeps the line', async () => {
    server(farmUser({ isActive: false }), {
      patch: () =>
        fail(409, 'CONFLICT', 'El estado del ProductOrder no puede ser cambiado en su estado actual.'),
    });
    render();
    const rows = await screen.findAllByTestId('unavailable-farm-line');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Cancelar línea/ }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar línea' }),
    );
    expect(await screen.findByText(/no puede ser cambiado en su estado actual/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('unavailable-farm-line')).toHaveLength(3);
  });

  it('shows nothing for an active producer, and reads no open lines', async () => {
    const fetchMock = server(farmUser());
    render();
    expect(await screen.findByTestId('user-details')).toBeInTheDocument();
    expect(await screen.findByText('Todavía no ha vendido nada.')).toBeInTheDocument();
    expect(screen.queryByText('Pedidos pendientes de esta finca')).not.toBeInTheDocument();
    expect(openLineCalls(fetchMock)).toHaveLength(0);
  });

  it('shows a former producer’s open lines, and nothing for a consumer who never sold', async () => {
    server(farmUser({ role: 'consumer' }));
    const first = render();
    expect(await screen.findAllByTestId('unavailable-farm-line')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Pedidos pendientes de esta finca' })).toHaveTextContent(
      'ya no es de productor',
    );
    first.unmount();

    const fetchMock = server(listedUser(7), { open: {} });
    render('u7');
    expect(await screen.findByTestId('user-details')).toBeInTheDocument();
    await waitFor(() => expect(openLineCalls(fetchMock)).toHaveLength(3));
    expect(screen.queryByText('Pedidos pendientes de esta finca')).not.toBeInTheDocument();
  });
});
