import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/api-answers';
import { apiServer, productOrder } from '../../test/commerce';
import { LocationProbe, renderRoutes, signedInSession } from '../../test/utils';
import ProducerOrdersScreen from './ProducerOrdersScreen';

const COUNTS = {
  all: 3,
  pending: 2,
  organizing: 0,
  ready_to_ship: 0,
  shipped: 1,
  delivered: 0,
  cancelled: 0,
};

function render(path = '/producer/orders', role: 'producer' | 'admin' = 'producer') {
  return renderRoutes(
    [
      { path: '/producer/orders', element: <ProducerOrdersScreen /> },
      { path: '/producer/orders/:orderId', element: <LocationProbe label="detalle" /> },
    ],
    { path, session: signedInSession(role) },
  );
}

describe('producer order list', () => {
  it('shows each line with date, order, buyer and city, product, quantity, total and status, and tab counts', async () => {
    const api = apiServer({
      'GET /v1/orders/producer': () =>
        ok({
          orders: [
            productOrder({ buyerName: 'Ana Ruiz', buyerCity: 'Murcia', quantity: 2, totalPrice: 13.8 }),
            productOrder({ id: 'po-2', orderId: 'order-2', status: 'shipped' }),
          ],
          nextToken: null,
          counts: COUNTS,
        }),
    });
    render();
    const rows = await screen.findAllByTestId('producer-order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ana Ruiz');
    expect(rows[0]).toHaveTextContent('Murcia');
    expect(rows[0]).toHaveTextContent(/13,80\s€/);
    expect(within(rows[1]!).getByText('Enviado')).toBeInTheDocument();
    expect(screen.getByTestId('po-tab-all')).toHaveTextContent('Todos3');
    expect(screen.getByTestId('po-tab-pending')).toHaveTextContent('Pendientes2');
    expect(screen.getByTestId('po-tab-all')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls[0]?.query.get('limit')).toBe('20');
    // No farm column for a producer.
    expect(screen.queryByRole('columnheader', { name: 'Finca' })).not.toBeInTheDocument();
  });

  it('filters by status with the tabs and by dates, in the URL, and pages with the token', async () => {
    const api = apiServer({
      'GET /v1/orders/producer': (call) =>
        ok({
          orders: [productOrder({ id: `po-${call.query.get('status') ?? 'all'}` })],
          nextToken: call.query.get('nextToken') ? null : 'token-2',
          counts: COUNTS,
        }),
    });
    render();
    const user = userEvent.setup();
    await screen.findAllByTestId('producer-order-row');
    await user.click(screen.getByTestId('po-tab-shipped'));
    await screen.findByTestId('po-tab-shipped');
    expect(screen.getByTestId('po-tab-shipped')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.at(-1)?.query.get('status')).toBe('shipped');
    await user.type(screen.getByLabelText('Desde'), '2026-06-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(api.calls.at(-1)?.query.get('fromDate')).toBe('2026-06-01');
    await user.click(await screen.findByRole('button', { name: /Siguiente/ }));
    expect(api.calls.at(-1)?.query.get('nextToken')).toBe('token-2');
    expect(await screen.findByText('Página 2')).toBeInTheDocument();
  });

  it('says what to do when there are no orders yet', async () => {
    apiServer({
      'GET /v1/orders/producer': () => ok({ orders: [], nextToken: null, counts: { ...COUNTS, all: 0 } }),
    });
    render();
    const empty = await screen.findByTestId('producer-orders-empty');
    expect(empty).toHaveTextContent('Todavía no tienes pedidos');
    expect(within(empty).getByRole('link', { name: 'Revisar mis productos' })).toHaveAttribute(
      'href',
      '/producer/products',
    );
  });

  it('shows admins every farm, with the farm as a filter', async () => {
    const api = apiServer({
      'GET /v1/orders/producer': () =>
        ok({ orders: [productOrder({ producerName: 'Finca Uno' })], nextToken: null, counts: COUNTS }),
    });
    render('/producer/orders', 'admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedidos de las fincas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Finca' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Finca Uno' }));
    expect(await screen.findByText('Solo los pedidos de una finca.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('producerId')).toBe('farm-1');
  });
});
