import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '../../../../shared/contracts/orders/entities.js';
import { ok } from '../../test/api-answers';
import { payment } from '../../test/commerce';
import { renderScreen, stubFetch } from '../../test/utils';
import AdminOrdersScreen from './AdminOrdersScreen';
import { orderCountText } from './order-search-api';

const summary = (id: string, overrides: Partial<OrderSummary> = {}) =>
  ({
    id,
    orderId: id,
    userId: 'c1',
    items: [],
    totalPrice: 20,
    status: 'pending',
    shippingInfo: { fullName: 'Ana Cliente', address: 'Calle 1', city: 'Sevilla', postalCode: '41001' },
    producerCount: 2,
    productOrdersCount: 2,
    completedProductOrders: 0,
    lineStatusCounts: { pending: 2 },
    createdAt: '2026-05-01T10:00:00.000Z',
    orderCreatedAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    lastUpdatedAt: '2026-05-01T10:00:00.000Z',
    consumerInfo: { userId: 'c1', fullName: 'Ana Cliente' },
    payment: payment(),
    ...overrides,
  }) as OrderSummary;

afterEach(() => vi.unstubAllGlobals());

describe('admin orders list', () => {
  it('says the real count from the counters, a mixed order as it is, and no "Cargar más" on the last page', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/v1/orders/count')
        ? ok({ count: { total: 2, fromDate: '2024-05-01', toDate: '2026-05-20' } })
        : ok({
            orders: [
              summary('9b2d7e40-0000-4000-8000-00000000a001'),
              summary('9b2d7e40-0000-4000-8000-00000000a002', {
                completedProductOrders: 1,
                lineStatusCounts: { pending: 1, delivered: 1 },
              }),
            ],
            nextToken: null,
          }),
    );
    renderScreen('/admin/orders', <AdminOrdersScreen />, { role: 'admin' });
    const rows = await screen.findAllByTestId('admin-order');
    expect(within(rows[1]!).getByText('En curso · 1 de 2 entregados')).toBeInTheDocument();
    // Each order's payment: its method and where it stands.
    expect(rows[0]).toHaveTextContent('Contra reembolso Se paga al recibir');
    expect(screen.getByRole('columnheader', { name: 'Pago' })).toBeInTheDocument();
    expect(await screen.findByTestId('admin-orders-count')).toHaveTextContent('2 pedidos');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/orders/count'))).toBe(true);
  });

  it('searches by a term (GET /v1/orders/search) and refuses a blank one without a call', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/v1/orders/search')
        ? ok({
            orders: [summary('9b2d7e40-0000-4000-8000-00000000a001')],
            nextToken: null,
            search: { kind: 'reference', customers: 0, moreCustomers: false },
          })
        : ok({ orders: [], nextToken: null, count: { total: 0, fromDate: '', toDate: '' } }),
    );
    renderScreen('/admin/orders', <AdminOrdersScreen />, { role: 'admin' });
    const box = await screen.findByLabelText('Buscar pedidos');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('Escribe una referencia, un e-mail o un nombre para buscar'),
    ).toBeInTheDocument();
    await userEvent.type(box, '0000A001');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findAllByTestId('admin-order')).toHaveLength(1);
    const search = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.startsWith('/v1/orders/search'));
    expect(search).toContain('q=0000A001');
    expect(screen.getByRole('button', { name: 'Ver todos' })).toBeInTheDocument();
  });

  it('filters by state, dates and farm (the producers from GET /v1/users) through the URL and the API query', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/v1/users')
        ? ok({
            users: [{ id: 'p1', email: 'finca@valle.es', fullName: 'Finca del Valle', role: 'producer' }],
          })
        : ok({ orders: [], nextToken: null, count: { total: 0, fromDate: '', toDate: '' } }),
    );
    renderScreen('/admin/orders', <AdminOrdersScreen />, { role: 'admin' });
    const farm = await screen.findByLabelText('Finca');
    await within(farm).findByRole('option', { name: 'Finca del Valle' });
    expect(screen.queryByRole('button', { name: 'Quitar filtros' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'shipped');
    await userEvent.type(screen.getByLabelText('Desde'), '2026-05-01');
    await userEvent.selectOptions(farm, 'p1');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await screen.findByRole('button', { name: 'Quitar filtros' });
    const listed = () =>
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.startsWith('/v1/orders?'))
        .at(-1);
    expect(listed()).toContain('status=shipped');
    expect(listed()).toContain('fromDate=2026-05-01');
    expect(listed()).toContain('producerId=p1');
    expect(screen.getByLabelText('Finca')).toHaveValue('p1');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByLabelText('Estado')).toHaveValue('');
    expect(screen.getByLabelText('Finca')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Quitar filtros' })).not.toBeInTheDocument();
  });

  it('words the count line', () => {
    expect(orderCountText(50, true, 132)).toBe('50 de 132 pedidos');
    expect(orderCountText(7, false, 7)).toBe('7 pedidos');
    expect(orderCountText(50, true, undefined)).toBe('50 pedidos mostrados; hay más');
    expect(orderCountText(1, false, undefined)).toBe('1 pedido');
  });
});
