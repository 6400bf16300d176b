import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONSUMER_ORDERS_INITIAL_DELAY_MS } from '../../../../shared/constants/timing.js';
import type { Order, OrderStatus, OrderSummary } from '../../../../shared/contracts/orders/entities.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { ok } from '../../test/api-answers';
import { apiServer, order } from '../../test/commerce';
import { LocationProbe, renderRoutes, signedInSession, link } from '../../test/utils';
import OrdersScreen from './OrdersScreen';

/** An order as the list answers it: without its product orders. */
const SUMMARY = (id: string, status: OrderStatus, createdAt: string): OrderSummary => {
  const full: Partial<Order> = order({ id, orderId: id, status, createdAt });
  delete full.productOrders;
  return full as OrderSummary;
};

function render(path = '/orders') {
  return renderRoutes(
    [
      { path: '/orders', element: <OrdersScreen /> },
      { path: '/orders/:id', element: <LocationProbe label="Detalle" /> },
    ],
    { path, session: signedInSession('consumer') },
  );
}

describe('orders screen', () => {
  it('waits 500 ms before the first load, then lists the orders with their Spanish status', async () => {
    vi.useFakeTimers();
    const api = apiServer({
      'GET /v1/orders': () =>
        ok({
          orders: [
            SUMMARY('order-0000000b', 'shipped', '2026-05-03T10:00:00.000Z'),
            SUMMARY('order-0000000a', 'pending', '2026-05-01T10:00:00.000Z'),
          ],
          nextToken: null,
        }),
    });
    render();
    await act(() => vi.advanceTimersByTimeAsync(CONSUMER_ORDERS_INITIAL_DELAY_MS - 1));
    expect(api.to('GET', '/v1/orders')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus pedidos...');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.to('GET', '/v1/orders')).toHaveLength(1);
    expect(Object.fromEntries(api.to('GET', '/v1/orders')[0]!.query)).toEqual({ limit: '10' });
    vi.useRealTimers();

    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    expect(link('Pedido 0000000B', cards[0]!)).toHaveAttribute('href', '/orders/order-0000000b');
    expect(cards[0]).toHaveTextContent('Enviado');
    expect(cards[0]).toHaveTextContent('0 de 2 partes entregadas');
    expect(cards[0]).toHaveTextContent(/12,00\s€/);
    expect(cards[1]).toHaveTextContent('Pendiente');
    expect(cards[1]).toHaveTextContent('3 unidades de 2 fincas');
  });

  it('filters by status and dates through the URL and the API query; refuses a reversed range', async () => {
    const api = apiServer({ 'GET /v1/orders': () => ok({ orders: [], nextToken: null }) });
    const { router } = render();
    expect(await screen.findByText('Todavía no has hecho ningún pedido')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Estado'), 'Listo para envío');
    await user.type(screen.getByLabelText('Desde'), '2026-05-10');
    await user.type(screen.getByLabelText('Hasta'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.dateRangeInvalid);
    expect(screen.getByLabelText('Desde')).toHaveFocus();

    await user.clear(screen.getByLabelText('Hasta'));
    await user.type(screen.getByLabelText('Hasta'), '2026-05-31');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(router.state.location.search).toBe('?status=ready_to_ship&from=2026-05-10&to=2026-05-31');
    expect(await screen.findByText('No hay pedidos con esos filtros')).toBeInTheDocument();
    const last = api.to('GET', '/v1/orders').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      limit: '10',
      status: 'ready_to_ship',
      fromDate: '2026-05-10',
      toDate: '2026-05-31',
    });
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(router.state.location.search).toBe('');
  });

  it('pages with the nextToken, back and forth', async () => {
    const api = apiServer({
      'GET /v1/orders': (call) =>
        call.query.get('nextToken') === 'page-2'
          ? ok({ orders: [SUMMARY('order-2222', 'delivered', '2026-04-01T00:00:00.000Z')], nextToken: null })
          : ok({
              orders: [SUMMARY('order-1111', 'pending', '2026-05-01T00:00:00.000Z')],
              nextToken: 'page-2',
            }),
    });
    const { router } = render();
    await screen.findByRole('link', { name: 'Pedido ORDER1111' });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: /Anterior/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(await screen.findByRole('link', { name: 'Pedido ORDER2222' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cursor=page-2');
    expect(screen.getByText('Página 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Siguiente/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Anterior/ }));
    expect(await screen.findByRole('link', { name: 'Pedido ORDER1111' })).toBeInTheDocument();
    expect(api.to('GET', '/v1/orders').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a failed load with a retry', async () => {
    apiServer({ 'GET /v1/orders': () => new Response(null, { status: 503 }) });
    render();
    expect(await screen.findByText('No se pudieron cargar tus pedidos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
